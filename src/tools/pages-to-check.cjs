// Which built pages the slow checks visit: every page outside the job board,
// and one of each kind of its many pages, which differ only in their data.
// CommonJS, so that .pa11yci.cjs reads the very same list as the tests.
const { readFileSync } = require("node:fs");
const path = require("node:path");
const fg = require("fast-glob");

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
