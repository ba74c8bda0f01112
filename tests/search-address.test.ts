// A job search's address is written and read by one module
// (src/jobs/search-address.ts) for the browser's search, the search page
// without JavaScript, the filter and wider-search links, the way back to
// results and the job alerts' links; and every path under /jobs/ is written
// by src/jobs/board-paths.ts.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { config as jobSearchConfig } from "../netlify/functions/job-search.mjs";
import { checkSearch } from "../src/alerts/alert-rules";
import {
  listingPath,
  searchIndexPath,
  searchPagePath,
  searchPageSlot,
  searchShellPath,
  searchWordingFile,
} from "../src/jobs/board-paths";
import { loadSearchIndex } from "../src/jobs/search-match";
import { searchPageData, searchPageHtml, type SearchPageWording } from "../src/jobs/search-page";
import { buildProjectSite } from "./support/site";
import { defaultRadius, radiusChoices } from "../src/jobs/places";
import {
  payPattern,
  readSearch,
  readSearchPage,
  searchAddress,
  searchPageAddress,
  searchQueryText,
  sortChoices,
  type SearchPageQuery,
} from "../src/jobs/search-address";

const sorts = ["", ...sortChoices];
const radii = [undefined, ...radiusChoices];
const pays = ["", "hour-12", "hour-12.5", "year-25000"];
const whats = ["", "care assistant & cook"];
const wheres = ["", "St Ives, PE27"];
const pages = [1, 3];
const filterSets = [
  { sector: "", engagement: "", county: "" },
  { sector: "healthcare", engagement: "temporary", county: "cambridgeshire" },
];

/** Every combination the search's form and links can make. */
function* everySearch() {
  for (const sort of sorts)
    for (const radius of radii)
      for (const pay of pays)
        for (const what of whats)
          for (const where of wheres)
            for (const page of pages)
              for (const filters of filterSets) yield { what, where, radius, sort, pay, page, ...filters };
}

/** The address's own parameters, by the URL standard's reading. */
const paramsOf = (address: string) => new URL(address, "https://www.ousevalley.example").searchParams;

describe("a search's address round-trips", () => {
  it("every sort × radius × pay × What and Where present or not × page × filters: written, then read, is the same search, and writes the same address again", () => {
    let count = 0;
    for (const search of everySearch()) {
      count++;
      const address = searchPageAddress(search);
      const read = readSearchPage(paramsOf(address));
      // The radius is kept with a place only; without one it reads as the default, which is never written.
      const expected: SearchPageQuery = {
        ...search,
        radius: search.where && search.radius ? search.radius : defaultRadius,
      };
      expect(read, address).toEqual(expected);
      expect(searchPageAddress(read)).toBe(address);
    }
    expect(count).toBe(
      sorts.length * radii.length * pays.length * whats.length * wheres.length * pages.length * filterSets.length,
    );
  });

  it("writes the parameters in one order, leaving out the empty, the default radius and page 1", () => {
    expect(searchQueryText({ what: "", where: "" })).toBe("");
    expect(
      searchQueryText({
        what: " nurse ",
        where: "Ely",
        radius: "20",
        sector: "healthcare",
        engagement: "temporary",
        county: "cambridgeshire",
        sort: "nearest",
        pay: "hour-15",
        page: 2,
      }),
    ).toBe(
      "?what=nurse&where=Ely&radius=20&sector=healthcare&engagement=temporary&county=cambridgeshire&sort=nearest&pay=hour-15&page=2",
    );
    expect(searchQueryText({ what: "nurse", where: "Ely", radius: defaultRadius })).toBe("?what=nurse&where=Ely");
    expect(searchQueryText({ what: "nurse", where: "", radius: "30" })).toBe("?what=nurse");
    expect(searchQueryText({ what: "", where: "", page: 1 })).toBe("");
  });

  it("the browser's address for a search is the search page's, with its listing page's filters; with nothing searched, the listing page itself", () => {
    for (const search of everySearch()) {
      const filters = {
        ...(search.sector ? { sector: search.sector } : {}),
        ...(search.engagement ? { engagement: "temporary" as const } : {}),
        ...(search.county ? { county: search.county } : {}),
      };
      const query = readSearch(
        paramsOf(
          searchQueryText({
            what: search.what,
            where: search.where,
            radius: search.radius,
            sort: search.sort,
            pay: search.pay,
          }),
        ),
      );
      const address = searchAddress(query, filters);
      if (search.what || search.where || search.sort || search.pay)
        expect(address).toBe(searchPageAddress({ ...query, ...filters }));
      else expect(address).toBe(listingPath(filters));
    }
  });

  it("reads only what a form could have sent: any other sort, radius, pay, page or filter is none", () => {
    const read = readSearchPage(
      paramsOf("/jobs/search?sort=oldest&radius=15&pay=hour-1e9&page=-2&sector=Health%20care&county=x/y"),
    );
    expect(read).toEqual({
      what: "",
      where: "",
      radius: defaultRadius,
      sort: "",
      pay: "",
      page: 1,
      sector: "",
      engagement: "",
      county: "",
    });
    expect(["hour-12", "year-25000", "hour-12.50"].every((pay) => payPattern.test(pay))).toBe(true);
    expect(
      ["hour-12345678", "hour-12.505", "hour-", "HOUR-12", "hour-12.", "hour-12 "].some((pay) => payPattern.test(pay)),
    ).toBe(false);
    expect(readSearchPage(paramsOf("/jobs/search?page=abc")).page).toBe(1);
    // With the board's own options, a filter's value is kept only when it is one of them.
    const options = {
      sector: [["healthcare", "Healthcare"]],
      engagement: [["temporary", "Temporary"]],
      county: [["suffolk", "Suffolk"]],
    } satisfies Parameters<typeof readSearchPage>[1];
    expect(readSearchPage(paramsOf("/jobs/search?sector=healthcare&county=norfolk"), options)).toMatchObject({
      sector: "healthcare",
      county: "",
    });
  });

  it("a job alert's link for the search it stored reads back as that search, a search by pay alone among them", () => {
    const signUps = [
      { what: "", where: "", pay: "hour-12" },
      { what: "care", where: "Huntingdon", radius: "20", pay: "hour-12", sector: "healthcare" },
      { what: "", where: "", sector: "industrial", county: "norfolk" },
      { what: "chef", where: "Ely", radius: "10" },
    ];
    const links = signUps.map((fields) => searchAddress(checkSearch(fields)!));
    expect(links).toEqual([
      "/jobs/search?pay=hour-12",
      "/jobs/search?what=care&where=Huntingdon&radius=20&sector=healthcare&pay=hour-12",
      "/jobs/industrial/in-norfolk/",
      "/jobs/search?what=chef&where=Ely",
    ]);
    expect(readSearchPage(paramsOf(links[0]!))).toMatchObject({ what: "", where: "", pay: "hour-12" });
    expect(readSearchPage(paramsOf(links[1]!))).toMatchObject({
      what: "care",
      where: "Huntingdon",
      radius: "20",
      pay: "hour-12",
      sector: "healthcare",
    });
  });
});

describe("paths under /jobs/ are written by board-paths.ts alone", () => {
  it("the search function's paths, which the host reads without running its module, are the search page's", () => {
    expect(jobSearchConfig.path).toEqual([searchPagePath, `${searchPagePath}/`]);
  });

  it("no other module of src/ or netlify/functions/ spells a path under /jobs/ in its code", async () => {
    const root = path.resolve(import.meta.dirname, "..");
    const files = [
      ...(await readdir(path.join(root, "src"), { recursive: true })).map((file) => `src/${file}`),
      ...(await readdir(path.join(root, "netlify/functions"))).map((file) => `netlify/functions/${file}`),
    ].filter((file) => /\.(ts|tsx|mts)$/.test(file));
    const allowed = new Set(["src/jobs/board-paths.ts", "netlify/functions/job-search.mts"]);
    const spelt: string[] = [];
    for (const file of files.filter((each) => !allowed.has(each.split(path.sep).join("/")))) {
      const lines = (await readFile(path.join(root, file), "utf8")).split("\n");
      lines.forEach((line, index) => {
        // Comments name paths for the reader; only code writes them.
        const code = line.replace(/\/\/.*$/, "").replace(/^\s*\*.*$/, "");
        if (/["'`]\/jobs[/"'`]/.test(code) && !/jobs\/ is the vacancies listing/.test(code))
          spelt.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(spelt).toEqual([]);
  });
});

describe("the search page's title comes from its route", () => {
  it("the wording the build publishes carries the shell route's title, and the page puts the results' count before it, as the layout escaped it", async () => {
    const { output } = await buildProjectSite();
    const read = (file: string) => String(output.files.get(file)!.contents);
    const wording = JSON.parse(read(searchWordingFile)) as SearchPageWording;
    expect(read(`${searchShellPath.slice(1)}index.html`)).toContain(`<title>${wording.title}</title>`);
    const index = loadSearchIndex(JSON.parse(read(searchIndexPath.slice(1))));
    // A title with every character the layout escapes, written by React as the layout writes it.
    const title = `${wording.title} & "Bob's" <jobs>`;
    const shell = `<html><head>${renderToStaticMarkup(createElement("title", null, title))}</head><body><a href="${searchShellPath}">x</a>${searchPageSlot}</body></html>`;
    const page = searchPageData(
      new URL(`https://www.ousevalley.example${searchPagePath}?what=nurse`),
      { ...wording, title },
      index,
    );
    const html = searchPageHtml(shell, "<main>results</main>", page);
    expect(html).toMatch(
      /^<html><head><title>\d+ jobs? for ‘nurse’ \| Search jobs \| Ouse Valley Staffing &amp; &quot;Bob&#x27;s&quot; &lt;jobs&gt;<\/title><\/head>/,
    );
    expect(html).toContain(`<a href="${searchPagePath}">x</a><main>results</main>`);
  });
});
