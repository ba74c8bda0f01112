// The job search's index (D33, D39): made from open vacancies only, each with
// the card's words, the filters the search asks for and the stems of its
// words; the matching the browser's search and the job alerts share; and the
// "Where" box's reading of places.
import { describe, expect, it } from "vitest";
import { payBandsMet } from "../src/jobs/pay-bands";
import { buildPlacesFile, buildSearchIndex, searchEntry, searchFilters } from "../src/jobs/search-index";
import { findPlace, type FoundPlace } from "../src/jobs/places";
import { attachPlaces, filterCounts, loadSearchIndex, matchJobs, type JobQuery } from "../src/jobs/search-match";
import { placeKey, placeText, postcodeDistrict } from "../src/jobs/search-place";
import { sitePlaces } from "../src/jobs/site-places";
import { searchWords } from "../src/jobs/search-words";
import { paths, vacancyPath } from "../src/routes";
import { buildProjectSite } from "./support/site";
import { vacancy } from "./support/vacancies";

const facts = { noClosingDate: "Open until filled", postedOn: "Posted {{date}}" };

/** An index of these vacancies, newest first as given, with its place data, read back as the browser and the alerts read it. */
const indexOf = (...vacancies: ReturnType<typeof vacancy>[]) =>
  attachPlaces(
    loadSearchIndex(
      JSON.parse(
        buildSearchIndex({ path: "jobs/_search/index.json", vacancies, facts, vacancyHref: vacancyPath }).contents,
      ),
    ),
    JSON.parse(buildPlacesFile({ path: "jobs/_search/places.json", vacancies }).contents),
  );
const titlesFound = (index: ReturnType<typeof indexOf>, query: Partial<JobQuery>) =>
  matchJobs(index, { what: "", where: "", ...query }).map((entry) => entry.card.title);

describe("the search index (D33)", () => {
  it("holds every open vacancy, newest first, and no closed, filled or future one", async () => {
    const { output, jobBoard } = await buildProjectSite();
    const file = output.files.get(paths.jobSearchIndex.slice(1));
    const index = JSON.parse(String(file?.contents)) as { version: number; vacancies: { url: string }[] };
    expect(index.version).toBe(1);
    expect(index.vacancies.map((entry) => entry.url)).toEqual(
      jobBoard.listing.vacancies.map((job) => vacancyPath(job.slug)),
    );
    const notOpen = jobBoard.all
      .filter((job) => !jobBoard.listing.vacancies.includes(job))
      .map((job) => vacancyPath(job.slug));
    expect(notOpen.length).toBeGreaterThan(0);
    for (const url of notOpen) expect(index.vacancies.map((entry) => entry.url)).not.toContain(url);
    // The index and its place data (D43), which only a search by place fetches: nothing else of a search is published.
    expect([...output.files.keys()].filter((name) => name.startsWith("jobs/_search/")).sort()).toEqual([
      "jobs/_search/index.json",
      "jobs/_search/places.json",
    ]);
    // The host's search page without JavaScript reads its shell and the board's wording from a folder the host never publishes.
    expect([...output.files.keys()].filter((name) => name.startsWith(".job-search/")).sort()).toEqual([
      ".job-search/index.html",
      ".job-search/wording.json",
    ]);
    const places = JSON.parse(String(output.files.get(paths.jobSearchPlaces.slice(1))?.contents)) as {
      vacancies: unknown[];
    };
    expect(places.vacancies).toHaveLength(index.vacancies.length);
  });

  it("carries each card's words as text, and its words as stems, markup and entities not among them", () => {
    const job = vacancy(
      "nurse",
      {
        title: "Nurse <script>alert(1)</script>",
        shifts: "Nights & weekends",
        location: { town: "Huntingdon", county: "Cambridgeshire", postcode: "PE29 3TL" },
      },
      "<h2>Duties</h2><p>Care &amp; support.</p>",
    );
    const entry = searchEntry(job, { facts, vacancyHref: vacancyPath });
    expect(entry.card.title).toBe("Nurse <script>alert(1)</script>");
    expect(entry.card.pay).toBe("£13.50 an hour");
    // The title's stems, for ranking, are made as the index is read, not carried.
    expect([...loadSearchIndex({ version: 1, vacancies: [entry] }).vacancies[0]!.titleWords]).toEqual([
      "nurs",
      "script",
      "alert",
      "1",
    ]);
    const words = entry.words.split(" ");
    for (const word of [
      "nurs",
      "night",
      "weekend",
      "duti",
      "care",
      "support",
      "huntingdon",
      "pe29",
      "3tl",
      "healthcar",
    ])
      expect(words, word).toContain(word);
    for (const word of ["amp", "h2", "p"]) expect(words, word).not.toContain(word);
  });

  it("files a vacancy under its sector, type of work and county; its town and district are its position in the place data (D43)", () => {
    const job = vacancy("nurse", {
      sector: "healthcare",
      engagement: "permanent",
      location: { town: "St  Ives", county: "Cambridgeshire", postcode: "pe27 5xx" },
    });
    expect(searchFilters(job)).toEqual({
      sector: ["healthcare"],
      engagement: ["permanent"],
      county: ["cambridgeshire"],
    });
    const places = JSON.parse(buildPlacesFile({ path: "jobs/_search/places.json", vacancies: [job] }).contents) as {
      vacancies: unknown[];
    };
    expect(places.vacancies).toEqual([[5233, -8]]);
  });

  it("refuses an index it cannot read", () => {
    expect(() => loadSearchIndex({ version: 2, vacancies: [] })).toThrow(/version 1/);
    expect(() => loadSearchIndex(null)).toThrow(/version 1/);
  });
});

describe("whole words, or nothing (D39)", () => {
  const index = indexOf(
    vacancy("nursery-assistant", {
      title: "Nursery Assistant",
      sector: "nursery-school",
      summary: "Caring for toddlers in a busy nursery.",
      location: { town: "St Neots", county: "Cambridgeshire" },
    }),
    vacancy("care-assistant", {
      title: "Care Assistant",
      summary: "Work beside our nurses on days.",
      location: { town: "Bury St Edmunds", county: "Suffolk" },
    }),
    vacancy("registered-nurse", {
      title: "Registered Nurse (RGN)",
      summary: "Nursing on a busy ward.",
      location: { town: "Huntingdon", county: "Cambridgeshire", postcode: "PE29 3TL" },
    }),
  );

  it("stems English words: nurse, nurses and nursing are one word; nursery is another", () => {
    expect(searchWords("Nurse nurses NURSING")).toEqual(["nurs"]);
    expect(searchWords("nursery")).toEqual(["nurseri"]);
    expect(searchWords("Candidate's night-shift")).toEqual(["candid", "night", "shift"]);
  });

  it("finds nurse, nurses and nursing for 'nurse', never a nursery, title matches first", () => {
    expect(titlesFound(index, { what: "nurse" })).toEqual(["Registered Nurse (RGN)", "Care Assistant"]);
    expect(titlesFound(index, { what: "nursery" })).toEqual(["Nursery Assistant"]);
  });

  it("finds nothing for a word no open vacancy has, nor near a town with no open job within the radius, nor in a place it does not know", () => {
    expect(titlesFound(index, { what: "stevenage" })).toEqual([]);
    expect(titlesFound(index, { where: "Stevenage" })).toEqual([]);
    expect(titlesFound(index, { where: "St" })).toEqual([]);
  });

  it("needs every word: each narrows the search", () => {
    expect(titlesFound(index, { what: "busy" })).toEqual(["Nursery Assistant", "Registered Nurse (RGN)"]);
    expect(titlesFound(index, { what: "busy ward" })).toEqual(["Registered Nurse (RGN)"]);
    expect(titlesFound(index, { what: "busy ward zebra" })).toEqual([]);
  });

  it("keeps the listing's order, newest first, with no words to rank by; closing soonest when asked, open until filled last", () => {
    expect(titlesFound(index, {})).toEqual(["Nursery Assistant", "Care Assistant", "Registered Nurse (RGN)"]);
    const closing = indexOf(
      vacancy("a", { title: "A" }),
      vacancy("b", { title: "B", closes: "2026-12-20" }),
      vacancy("c", { title: "C", closes: "2026-12-01" }),
    );
    expect(titlesFound(closing, { sort: "closing" })).toEqual(["C", "B", "A"]);
  });

  it("combines words with a place, a filter of the listing and a minimum pay", () => {
    expect(titlesFound(index, { what: "assistant", where: "cambridgeshire" })).toEqual(["Nursery Assistant"]);
    // Within 10 miles of PE29 (Huntingdon): St Neots is about 8 miles away; within 5, only Huntingdon. Nearest first, as best match has it with a place.
    expect(titlesFound(index, { where: "pe29 3tl" })).toEqual(["Registered Nurse (RGN)", "Nursery Assistant"]);
    expect(titlesFound(index, { where: "pe29 3tl", sort: "newest" })).toEqual([
      "Nursery Assistant",
      "Registered Nurse (RGN)",
    ]);
    expect(titlesFound(index, { where: "pe29 3tl", radius: "5" })).toEqual(["Registered Nurse (RGN)"]);
    expect(titlesFound(index, { what: "assistant", sector: "healthcare" })).toEqual(["Care Assistant"]);
    expect(titlesFound(index, { pay: "hour-12" })).toEqual([]);
  });

  it("counts each option of a filter with the rest of the search, not the filter's own choice", () => {
    const query = { what: "assistant", where: "", county: "suffolk" };
    expect(Object.fromEntries(filterCounts(index, query, "county"))).toEqual({ cambridgeshire: 1, suffolk: 1 });
    expect(Object.fromEntries(filterCounts(index, query, "sector"))).toEqual({ healthcare: 1 });
  });
});

describe("minimum pay", () => {
  const bands = [
    { per: "hour", from: 12 },
    { per: "hour", from: 15 },
    { per: "year", from: 25000 },
  ] as const;

  it("compares like with like: an hourly rate meets only hourly minimums at or below its lowest rate, a salary only yearly ones", () => {
    expect(payBandsMet({ from: 15, to: 18, per: "hour" }, bands)).toEqual(["hour-12", "hour-15"]);
    expect(payBandsMet({ from: 14.99, to: 20, per: "hour" }, bands)).toEqual(["hour-12"]);
    expect(payBandsMet({ from: 30000, per: "year" }, bands)).toEqual(["year-25000"]);
    // £120 a day is neither an hourly nor a yearly rate: no minimum of either kind claims it.
    expect(payBandsMet({ from: 120, per: "day" }, bands)).toEqual([]);
  });

  it("files a vacancy under the minimums it meets, and under none when it meets none", () => {
    expect(searchFilters(vacancy("porter", { pay: { from: 16, per: "hour" } }), bands).pay).toEqual([
      "hour-12",
      "hour-15",
    ]);
    expect(searchFilters(vacancy("manager", { pay: { from: 20000, per: "year" } }), bands).pay).toBeUndefined();
  });
});

describe("reading Where (D33)", () => {
  it("reads a postcode or a district as its district, and nothing else as one", () => {
    expect(postcodeDistrict("PE29")).toBe("PE29");
    expect(postcodeDistrict("pe29 3tl")).toBe("PE29");
    expect(postcodeDistrict("PE293TL")).toBe("PE29");
    expect(postcodeDistrict("cb1")).toBe("CB1");
    expect(postcodeDistrict("CB1 2AB")).toBe("CB1");
    expect(postcodeDistrict("cb12ab")).toBe("CB1");
    expect(postcodeDistrict("SW1A 1AA")).toBe("SW1A");
    expect(postcodeDistrict("Huntingdon")).toBeUndefined();
    expect(postcodeDistrict("Ely")).toBeUndefined();
    expect(postcodeDistrict("PE29 3T")).toBeUndefined();
  });

  const placed = (where: string): FoundPlace["kind"] => findPlace(sitePlaces(), where).kind;

  it("reads a town, a county or a district as a whole, so PE2 is not PE29 and St is no town (D43)", () => {
    expect(placed("  St   Ives ")).toBe("point");
    expect(placed("Cambridgeshire")).toBe("county");
    expect(placed("pe27")).toBe("point");
    expect(findPlace(sitePlaces(), "pe2")).not.toEqual(findPlace(sitePlaces(), "pe29"));
    expect(placed("St")).toBe("unknown");
    expect(placed("   ")).toBe("anywhere");
  });

  it("reads a place as people write it: parts between commas, a postcode among other words, Saint for St, a county's short name", () => {
    const stNeots = findPlace(sitePlaces(), "St Neots");
    // A town with its postcode is measured from the postcode's district, which is named: PE19 is placed at St Neots.
    const pe19 = { kind: "point", positions: [sitePlaces().districts.get("PE19")], name: "PE19" };
    expect(findPlace(sitePlaces(), "St Neots, PE19")).toEqual(pe19);
    expect(findPlace(sitePlaces(), "PE19 2XY St Neots")).toEqual(pe19);
    expect(stNeots).toMatchObject({ kind: "point", positions: [sitePlaces().districts.get("PE19")] });
    expect(findPlace(sitePlaces(), "Saint Neots")).toEqual(stNeots);
    expect(findPlace(sitePlaces(), "St. Neots")).toEqual(stNeots);
    expect(findPlace(sitePlaces(), "Cambs")).toEqual({ kind: "county", county: "cambridgeshire" });
    expect(findPlace(sitePlaces(), "Northants")).toEqual({ kind: "county", county: "northamptonshire" });
    // Still whole places: a part of a town's name is not the town.
    expect(placed("Neots")).toBe("unknown");
    expect(placeKey("Huntingdon,")).toBe("huntingdon");
    // A whole postcode reads back as the district its distances are measured from: only districts are placed.
    expect(placeText("pe29 3tl")).toBe("PE29");
    expect(placeText("pe293tl")).toBe("PE29");
    expect(placeText("pe27")).toBe("PE27");
    expect(placeText(" St  Ives ")).toBe("St Ives");
  });
});
