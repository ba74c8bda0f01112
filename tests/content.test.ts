// D1, D2: the agency's facts live in one file; collections load in order.
import { describe, expect, it } from "vitest";
import { formatPeriod, formatTime } from "../src/components/OpeningHours/OpeningHours";
import { loadContent } from "../src/content/load";
import { placeholdersFor, plainTextSummary } from "../src/content/markdown";
import { pluralTemplate } from "../src/content/templates";
import { projectPaths } from "./support/site";

describe("the content folder", () => {
  it("holds the sample facts of D1 in content/site.md", async () => {
    const { site } = await loadContent(projectPaths.content);
    expect(site.file).toMatch(/content\/site\.md$/);
    expect(site.data).toMatchObject({
      tradingName: "Ouse Valley Staffing",
      legalName: "Ouse Valley Staffing Ltd",
      registeredIn: "Registered in England and Wales",
      companyNumber: "09876543",
      address: {
        streetAddress: "Unit 4, Riverside Business Park",
        locality: "St Ives",
        region: "Cambridgeshire",
        postalCode: "PE27 5XX",
      },
      phone: { display: "01632 960 471", e164: "+441632960471" },
      email: "hello@ousevalley.example",
      url: "https://www.ousevalley.example",
      experience: "20+ years",
      emergency: "24/7 emergency support",
      replyPromise: "Within 24 hours",
    });
  });

  it("has four sectors of eight roles each and three testimonials rated 5, in their given order", async () => {
    const { sectors, testimonials } = await loadContent(projectPaths.content);
    expect(sectors.map((sector) => sector.slug)).toEqual(["healthcare", "hospitality", "nursery-school", "industrial"]);
    expect(sectors.every((sector) => sector.data.roles.length === 8)).toBe(true);
    expect(testimonials.map((testimonial) => testimonial.data.rating)).toEqual([5, 5, 5]);
  });
});

describe("one word for email", () => {
  // GOV.UK style, "email", in every word a visitor or the agency reads; the specification's own "Email Address" label (docs/specification.md) is the same word.
  it("no content file and no copy in the code says e-mail", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const { join } = await import("node:path");
    const files = async (folder: string): Promise<string[]> =>
      (await readdir(folder, { recursive: true }))
        .map((name) => join(folder, name))
        .filter((name) => /\.(md|ts|tsx)$/.test(name));
    const found: string[] = [];
    for (const file of [
      ...(await files(projectPaths.content)),
      ...(await files(join(projectPaths.content, "..", "src"))),
    ]) {
      (await readFile(file, "utf8")).split("\n").forEach((line, at) => {
        const trimmed = line.trim();
        // Comments are for developers.
        if (/^(\/\/|\*|\/\*|#|\{\/\*)/.test(trimmed)) return;
        if (/\be-mail/i.test(line)) found.push(`${file}:${at + 1}: ${trimmed}`);
      });
    }
    expect(found).toEqual([]);
  });
});

describe("placeholders", () => {
  it("{{url}} follows the host's URL variable when the build is given one (D1)", async () => {
    const { site } = await loadContent(projectPaths.content, { siteUrl: "https://preview.example.net/" });
    expect(site.data.url).toBe("https://preview.example.net");
    expect(placeholdersFor(site.data).get("url")).toBe("https://preview.example.net");
  });

  it("a Markdown page quoting {{url}} shows the host's URL, not site.md's", async () => {
    const { markdownPages } = await loadContent(projectPaths.content, { siteUrl: "https://preview.example.net" });
    const terms = markdownPages.find((page) => page.slug === "terms")!;
    expect(terms.html).toContain("https://preview.example.net");
    expect(terms.html).not.toContain("https://www.ousevalley.example");
  });
});

describe("small formatting rules", () => {
  it.each([
    ["08:00", "8am"],
    ["09:00", "9am"],
    ["14:00", "2pm"],
    ["18:00", "6pm"],
    ["17:30", "5:30pm"],
    ["12:30", "12:30pm"],
    ["12:00", "midday"],
    ["00:00", "midnight"],
    ["00:15", "12:15am"],
  ])("%s reads as %s", (time, shown) => {
    expect(formatTime(time)).toBe(shown);
  });

  it("a period reads from one time to the other, in words", () => {
    expect(formatPeriod({ days: "Saturday", dayOfWeek: ["Saturday"], opens: "09:00", closes: "14:00" }, "Closed")).toBe(
      "9am to 2pm",
    );
  });

  it("a period with no hours reads as closed", () => {
    expect(formatPeriod({ days: "Sunday", dayOfWeek: ["Sunday"] }, "Closed")).toBe("Closed");
  });

  it("counts of further roles agree in number", () => {
    const forms = { one: "+{{count}} more role", other: "+{{count}} more roles" };
    expect(pluralTemplate(forms, 1)).toBe("+1 more role");
    expect(pluralTemplate(forms, 4)).toBe("+4 more roles");
    // As Intl.PluralRules("en-GB") chooses, without its cost: only exactly one is singular.
    const plural = new Intl.PluralRules("en-GB");
    for (const count of [0, 1, 2, 3, 10, 11, 21, 101, 1.5])
      expect(pluralTemplate(forms, count)).toBe(
        plural.select(count) === "one" ? `+${count} more role` : `+${count} more roles`,
      );
  });

  it("a page without a description gets its first words, cut at a word", () => {
    const summary = plainTextSummary(`<p>${"Plain words here. ".repeat(20)}</p>`, 155);
    expect(summary.length).toBeLessThanOrEqual(155);
    expect(summary.endsWith("…")).toBe(true);
    expect(summary).not.toContain("<");
  });
});
