// Which built pages the slow checks visit (axe and the keyboard walks, pa11y,
// every width, layout shift): every page outside the job board, and of the
// job board's many pages of a few kinds, one of each kind: the listing, its
// deepest filter page, its second page when there is one, an open vacancy and
// a closed one. Every page is still checked by html-validate, the link check
// and the byte budget; these pages differ only in their data.
//
// CommonJS, so that .pa11yci.cjs reads the very same list as the tests.
const { readFileSync } = require("node:fs");
const path = require("node:path");
const fg = require("fast-glob");

/** about/index.html → /about/; 404.html stays /404.html. */
const urlPathOf = (file) => `/${file}`.replace(/(^|\/)index\.html$/, "$1");

/**
 * @param {string} siteDir a built site
 * @returns {string[]} URL paths, sorted
 */
function pagesToCheck(siteDir) {
  // The editor at /admin/ is Decap CMS's own interface, not a page of the site (D32).
  const files = fg.sync("**/*.html", { cwd: siteDir, onlyFiles: true, ignore: ["admin/**"] }).sort();
  const jobBoard = files.filter((file) => file.startsWith("jobs/"));
  const read = (file) => readFileSync(path.join(siteDir, file), "utf8");
  const listings = jobBoard.filter((file) => read(file).includes('class="job-filters"'));
  const vacancies = jobBoard.filter((file) => !listings.includes(file));
  const depth = (file) => file.split("/").length;
  const picked = [
    listings.find((file) => file === "jobs/index.html"),
    [...listings].sort((a, b) => depth(b) - depth(a))[0],
    listings.find((file) => file.includes("/page/")),
    vacancies.find((file) => !read(file).includes('content="noindex"')),
    vacancies.find((file) => read(file).includes('content="noindex"')),
  ];
  const chosen = new Set([...files.filter((file) => !file.startsWith("jobs/")), ...picked.filter(Boolean)]);
  return [...chosen].map(urlPathOf).sort((a, b) => a.localeCompare(b));
}

module.exports = { pagesToCheck };
