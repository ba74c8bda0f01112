// The one mapping between a page's URL path and its output file (D5), for the build, the preview server and the tools.

/** "/" → "index.html", "/about/" → "about/index.html", "/404.html" → "404.html". */
export function outputPathFor(urlPath: string): string {
  const relative = urlPath.replace(/^\//, "");
  if (relative === "" || relative.endsWith("/")) return `${relative}index.html`;
  return relative;
}

/** The inverse of outputPathFor, for path separators of any system. */
export function urlPathOf(file: string): string {
  return `/${file.split(/[\\/]/).join("/")}`.replace(/(^|\/)index\.html$/, "$1");
}

export function foldersOf(file: string): string[] {
  const folders: string[] = [];
  for (let end = file.indexOf("/"); end !== -1; end = file.indexOf("/", end + 1)) folders.push(file.slice(0, end));
  return folders;
}
