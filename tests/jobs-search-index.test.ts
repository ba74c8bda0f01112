// The job search's index (D33): made from open vacancies only, each as a
// document whose only heading is its title, with the card's words and the
// filters the search asks for; and the "Where" box's reading of places.
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { payBandsMet } from "../src/jobs/pay-bands";
import { isNeededSearchFile, searchDocument, searchFilters } from "../src/jobs/search-index";
import { placeKey, placeText, postcodeDistrict, whereFilter } from "../src/jobs/search-place";
import { vacancyCardText } from "../src/components/VacancyCard/VacancyCard";
import { vacancyPath } from "../src/routes";
import { buildProjectSite } from "./support/site";
import { vacancy } from "./support/vacancies";

/** Pagefind's fragments are gzipped JSON after a signature: one per indexed vacancy. */
function indexedUrls(files: Map<string, { contents: string | Uint8Array }>): string[] {
  return [...files]
    .filter(([file]) => file.startsWith("jobs/_search/fragment/"))
    .map(([, { contents }]) => JSON.parse(gunzipSync(contents).toString("utf8").replace(/^pagefind_dcd/, "")) as { url: string })
    .map((fragment) => fragment.url)
    .sort();
}

describe("the search index (D33)", () => {
  it("holds every open vacancy and no closed, filled or future one", async () => {
    const { output, jobBoard } = await buildProjectSite();
    const open = jobBoard.listing.vacancies.map((job) => vacancyPath(job.slug)).sort();
    const notOpen = jobBoard.all.filter((job) => !jobBoard.listing.vacancies.includes(job)).map((job) => vacancyPath(job.slug));
    expect(notOpen.length).toBeGreaterThan(0);
    expect(indexedUrls(output.files)).toEqual(open);
  });

  it("ships only what the browser's search needs, none of Pagefind's ready-made interfaces", async () => {
    const { output } = await buildProjectSite();
    const files = [...output.files.keys()].filter((file) => file.startsWith("jobs/_search/")).map((file) => file.slice("jobs/_search/".length));
    expect(files).toEqual(expect.arrayContaining(["pagefind.js", "pagefind-worker.js", "pagefind-entry.json", "wasm.en.pagefind"]));
    expect(files.every(isNeededSearchFile)).toBe(true);
    for (const file of ["pagefind-ui.js", "pagefind-ui.css", "pagefind-modular-ui.js", "pagefind-component-ui.js", "pagefind-highlight.js", "wasm.unknown.pagefind"]) expect(isNeededSearchFile(file), file).toBe(false);
  });

  it("makes the title the document's only heading, so a title match outranks the body, and keeps the text text", () => {
    const job = vacancy("nurse", { title: "Nurse <script>alert(1)</script>", shifts: "Nights & weekends", location: { town: "Huntingdon", county: "Cambridgeshire", postcode: "PE29 3TL" } }, "<h2>Duties</h2><p>Care &amp; support.</p>");
    const document = searchDocument(job, vacancyCardText(job, { noClosingDate: "Open until filled", postedOn: "Posted {{date}}" }), 0);
    expect(document.match(/<h\d/g)).toEqual(["<h1"]);
    expect(document).toContain("<h1>Nurse &#60;script&#62;alert(1)&#60;/script&#62;</h1>");
    expect(document).not.toContain("<script");
    expect(document).toContain("Nights &#38; weekends");
    expect(document).toContain('data-pagefind-meta="pay[content]" content="£13.50 an hour"');
  });

  it("files a vacancy under its sector, type of work, county, town and postcode district", () => {
    const job = vacancy("nurse", { sector: "healthcare", engagement: "permanent", location: { town: "St  Ives", county: "Cambridgeshire", postcode: "pe27 5xx" } });
    expect(searchFilters(job)).toEqual({ sector: ["healthcare"], engagement: ["permanent"], county: ["cambridgeshire"], town: ["st ives"], district: ["PE27"] });
    expect(searchFilters(vacancy("no-postcode")).district).toBeUndefined();
  });
});

describe("minimum pay (issue 30)", () => {
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
    expect(searchFilters(vacancy("porter", { pay: { from: 16, per: "hour" } }), bands).pay).toEqual(["hour-12", "hour-15"]);
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

  it("matches a town, a county or a district exactly, so PE2 never finds PE29", () => {
    expect(whereFilter("  St   Ives ")).toEqual({ any: [{ town: "st ives" }, { county: "st-ives" }] });
    expect(whereFilter("Cambridgeshire")).toEqual({ any: [{ town: "cambridgeshire" }, { county: "cambridgeshire" }] });
    expect(whereFilter("pe2")).toEqual({ any: [{ town: "pe2" }, { county: "pe2" }, { district: "PE2" }] });
    expect(whereFilter("   ")).toBeUndefined();
    expect(placeKey("Huntingdon,")).toBe("huntingdon");
    expect(placeText("pe29 3tl")).toBe("PE29");
    expect(placeText(" St  Ives ")).toBe("St Ives");
  });
});
