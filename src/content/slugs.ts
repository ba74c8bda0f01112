// File names become URLs (D9, D21): a name that is not a plain segment or that
// claims the generator's own path is a named content error, not a broken page.
import { expected, type Expectation } from "./problems";
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const reservedSlugs = new Map([
  ["assets", "/assets/ holds the site's stylesheet and script, cached for a year"],
  ["admin", "/admin/ is the editor the agency's staff use"],
  ["jobs", "/jobs/ is the vacancies listing (D23)"],
  ["404", "the not-found page is 404.html"],
  ["index", "index.html is the file of every page"],
  ["home", "content/routes/home.md is the home page"],
  ["about", "/about/ is a page of the route table"],
  ["sectors", "/sectors/ is a page of the route table"],
  ["employers", "/employers/ is a page of the route table"],
  ["candidates", "/candidates/ is a page of the route table"],
  ["contact", "/contact/ is a page of the route table"],
  ["thank-you", "/thank-you/ is a page of the route table"],
  ["not-found", "content/routes/not-found.md is the not-found page"],
]);

export function slugOf(file: string): string {
  // Not path.basename: the editor checks entries in the browser with this module too.
  return (file.split(/[\\/]/).at(-1) ?? file).replace(/\.md$/, "");
}

/** `claimsPath` for collections whose slug is a page's path. */
export function slugProblem(slug: string, claimsPath: boolean): Expectation | undefined {
  const found = JSON.stringify(`${slug}.md`);
  if (!slugPattern.test(slug)) {
    return expected("lowercase letters a-z, digits and single hyphens, such as working-hours.md", found);
  }
  const reserved = claimsPath ? reservedSlugs.get(slug) : undefined;
  if (reserved) return expected("a name the generator does not use itself", `${found}: ${reserved}; choose another name`);
  return undefined;
}
