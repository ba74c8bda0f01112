// Puppeteer (inside pa11y-ci) must never download its own browser: the
// machines we build on reach only the npm and Debian registries. The tests
// use Debian's Chromium instead (see src/tools/chromium.ts).
module.exports = { skipDownload: true };
