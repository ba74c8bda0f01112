// The one mapping between a page's URL path and the file it is written to
// (D5): "/" is index.html, "/about/" is about/index.html, "/404.html" is
// itself. The build writes by it, and the preview server, the link check and
// the tools read the built folder by it. (.pa11yci.cjs, which pa11y-ci loads
// as plain CommonJS, reads it through src/tools/pages-to-check.cjs.)

/** "/" → "index.html", "/about/" → "about/index.html", "/404.html" → "404.html". */
export function outputPathFor(urlPath: string): string {
  const relative = urlPath.replace(/^\//, "");
  if (relative === "" || relative.endsWith("/")) return `${relative}index.html`;
  return relative;
}

/** "about/index.html" → "/about/", "index.html" → "/", "404.html" → "/404.html"; path separators of any system. */
export function urlPathOf(file: string): string {
  return `/${file.split(/[\\/]/).join("/")}`.replace(/(^|\/)index\.html$/, "$1");
}

/** "jobs/nurse/index.html" → ["jobs", "jobs/nurse"]: the folders a file of the site is written in, outermost first. */
export function foldersOf(file: string): string[] {
  const folders: string[] = [];
  for (let end = file.indexOf("/"); end !== -1; end = file.indexOf("/", end + 1)) folders.push(file.slice(0, end));
  return folders;
}
