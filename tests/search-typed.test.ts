// What and Where are taken by one rule in the browser's search and on the
// page without JavaScript (src/jobs/search-typed.ts), and the results say
// what was searched: a cut box, a What of no words, a place chosen among
// places of one name.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { searchIndexPath, searchPlacesPath, searchWordingFile } from "../src/jobs/board-paths";
import { attachPlaces, loadSearchIndex, matchVacancies } from "../src/jobs/search-match";
import { readSearch, readSearchPage } from "../src/jobs/search-address";
import { findPlace, placeUsedText } from "../src/jobs/places";
import { searchCountText, searchName } from "../src/jobs/search-name";
import { typedSearch } from "../src/jobs/search-typed";
import { sitePlaces } from "../src/jobs/site-places";
import { SearchPageBody } from "../src/screens/JobSearchResultsScreen";
import { pageQueryOf, type SearchPageWording } from "../src/jobs/search-page";
import { buildProjectSite } from "./support/site";
import { jobsPageWords } from "./support/content-file";

// The board's own words, as content/routes/jobs.md has them.
const { search } = jobsPageWords();
const name = search.name;
const count = search;

describe("What and Where, as the search takes them", () => {
  // 100 characters of words the board has, then one it has not.
  const long = `porter${" porter".repeat(13)} kp quokka`;

  it("cuts a box at 100 characters, at the same place in the browser and on the page, and knows it cut", () => {
    expect(long.length).toBe(107);
    expect(typedSearch(long)).toEqual({ text: long.slice(0, 100), cut: true });
    expect(typedSearch(long.slice(0, 100))).toEqual({ text: long.slice(0, 100), cut: false });
    const address = `?what=${encodeURIComponent(long)}&where=Norwich`;
    expect(readSearch(new URLSearchParams(address))).toMatchObject({
      what: long.slice(0, 100),
      where: "Norwich",
      cut: true,
    });
    expect(readSearchPage(new URL(`https://www.ousevalley.example/jobs/search${address}`).searchParams)).toMatchObject({
      what: long.slice(0, 100),
      where: "Norwich",
      cut: true,
    });
    expect(readSearch(new URLSearchParams("?what=nurse")).cut).toBeUndefined();
  });

  it("says in the count that a box was cut", () => {
    expect(searchCountText(22, { what: long.slice(0, 100), where: "", cut: true }, count)).toBe(
      `22 jobs for ‘${long.slice(0, 100)}’ Only the first 100 characters were searched.`,
    );
    expect(searchCountText(2, { what: "nurse", where: "" }, count)).toBe("2 jobs for ‘nurse’");
  });

  it("answers a What with no letters or digits as no words", () => {
    expect(searchCountText(17, { what: "!!!", where: "" }, count)).toBe("17 jobs found");
    expect(searchCountText(3, { what: "  ?! ", where: "Huntingdon" }, count)).toBe("3 jobs in Huntingdon");
    expect(searchName({ what: "!!!", where: "" }, name)).toBe("jobs");
  });

  it("names the place used when two places share a name, in the board's words", () => {
    const wording = { placeChosen: "{{place}} (not {{others}})" };
    const places = sitePlaces();
    expect(placeUsedText(findPlace(places, "Eye"), "Eye", wording)).toBe("Eye, Suffolk (not Eye, Peterborough)");
    expect(placeUsedText(findPlace(places, "eye, peterborough"), "eye, peterborough", wording)).toBe(
      "Eye, Peterborough (not Eye, Suffolk)",
    );
    expect(placeUsedText(findPlace(places, "Huntingdon PE29"), "Huntingdon PE29", wording)).toBe("PE29");
    expect(placeUsedText(findPlace(places, "pe29 3tl"), "pe29 3tl", wording)).toBe("PE29");
    expect(placeUsedText(findPlace(places, "Huntingdon"), "Huntingdon", wording)).toBe("Huntingdon");
    expect(
      searchCountText(4, { what: "", where: placeUsedText(findPlace(places, "Eye"), "Eye", wording) }, count),
    ).toBe("4 jobs in Eye, Suffolk (not Eye, Peterborough)");
  });
});

describe("the page without JavaScript says what it searched, as the browser's search does", () => {
  /** The text of the results' count heading of the host's search page for an address, over the sample board as the build writes it. */
  async function countHeading(address: string): Promise<string> {
    const { output } = await buildProjectSite();
    const read = (file: string) => JSON.parse(String(output.files.get(file.slice(1))!.contents)) as unknown;
    const wording = read(`/${searchWordingFile}`) as SearchPageWording;
    const index = attachPlaces(loadSearchIndex(read(searchIndexPath)), read(searchPlacesPath));
    const query = pageQueryOf(new URL(`https://www.ousevalley.example/jobs/search${address}`), wording.options);
    const result = matchVacancies(index, { what: query.what, where: query.where, radius: query.radius });
    const html = renderToStaticMarkup(createElement(SearchPageBody, { query, result, wording, index }));
    // Its whole text, as a screen reader reads it: the search's words are in it, shown by the page's heading (SearchCount).
    return /<h2 class="jobs-results__count"[^>]*>(.*?)<\/h2>/.exec(html)![1]!.replace(/<[^>]*>/g, "");
  }

  it("names the place it chose of two that share a name, and the district it measured from", async () => {
    expect(await countHeading("?where=Eye&radius=anywhere")).toMatch(/ in Eye, Suffolk \(not Eye, Peterborough\)$/);
    expect(await countHeading("?where=Huntingdon%20PE29")).toMatch(/ within 10 miles of PE29$/);
  });

  it("says a box was cut, and reads a What of no words as none", async () => {
    expect(await countHeading(`?what=${encodeURIComponent(`${"care ".repeat(25)}quokka`)}`)).toMatch(
      /^\d+ jobs? for ‘care care.*’ Only the first 100 characters were searched\.$/,
    );
    expect(await countHeading("?what=!!!")).toBe("17 jobs found");
  });

  it("reads a box with no letter or digit as empty: a Where of a comma names no place", async () => {
    expect(typedSearch(" , ")).toEqual({ text: "", cut: false });
    expect(typedSearch("$`")).toEqual({ text: "", cut: false });
    expect(await countHeading("?where=%2C")).toBe("17 jobs found");
  });
});
