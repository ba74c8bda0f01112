// A collection is one declaration (folder, schema, slug from the file name,
// order, uniqueness, cross-entry checks), and everything that walks content
// walks every declared collection. Shown with a throwaway collection shaped
// like the coming vacancies (D23).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { contentLinkProblems } from "../src/content/content-links";
import { expected, problem, problemLine } from "../src/content/problems";
import { imageOrigins } from "../src/pipeline/security-policy";
import { defineRoutes } from "../src/routes";
import { jobBoardFor } from "../src/jobs/board";
import { defineCollection, type Entry } from "../src/content/collection";
import { collections } from "../src/content/collections";
import { loadContentWith, type SiteContent } from "../src/content/load";
import { template } from "../src/content/placeholders";
import { imageSchema, type SectorData } from "../src/content/schemas";
import { copyContent, problemsOf, type ContentFixture } from "./support/content-fixture";
import { testToday } from "./support/site";

const noticeSchema = z
  .strictObject({
    title: z.string(),
    reference: z.string().regex(/^[A-Z0-9-]{3,20}$/),
    sector: z.string(),
    posted: z.coerce.date(),
    closes: z.coerce.date().optional(),
    caption: template(["count"]).optional(),
    image: imageSchema.optional(),
  })
  .refine((notice) => !notice.closes || notice.closes >= notice.posted, {
    path: ["closes"],
    error: "expected a date on or after posted",
  });

const notices = defineCollection({
  folder: "notices",
  noun: "notice",
  editor: {
    label: "Notices",
    bodyLabel: "The notice",
    bodyHint: "The notice's text.",
    identifierField: "title",
    slug: "{{title}}",
  },
  schema: noticeSchema,
  slugIsPath: true,
  unique: ["reference"],
  // Newest first.
  order: (a, b) => b.data.posted.getTime() - a.data.posted.getTime(),
  check: (entries, content) => {
    const sectors = (content.collections.sectors ?? []) as Entry<SectorData>[];
    const known = sectors.map((sector) => sector.slug);
    return entries.flatMap((entry) =>
      known.includes(entry.data.sector)
        ? []
        : [problem(entry.file, "sector", expected(`one of ${known.join(", ")}`, `"${entry.data.sector}"`))],
    );
  },
});

const notice = (fields: string, body = "The notice.") => `---\ntitle: A notice\n${fields}\n---\n${body}\n`;

let content: ContentFixture;
beforeEach(async () => {
  content = await copyContent();
  const { mkdir } = await import("node:fs/promises");
  await mkdir(content.file("notices"));
});
afterEach(async () => {
  await content.remove();
});

const load = () => loadContentWith(content.dir, { ...collections, notices });

describe("a collection declared once", () => {
  it("takes its slug from the file name, keeps dates as dates (quoted or not) and orders its entries", async () => {
    await content.write(
      "notices/night-nurse.md",
      notice("reference: OVS-1042\nsector: healthcare\nposted: 2026-11-14\ncloses: '2026-12-12'"),
    );
    await content.write(
      "notices/chef.md",
      notice(
        'reference: OVS-1043\nsector: hospitality\nposted: "2026-11-20"\ncaption: "{{count}} places at {{tradingName}}"',
      ),
    );
    const loaded = await load();
    expect(loaded.notices.map((entry) => entry.slug)).toEqual(["chef", "night-nurse"]);
    const nurse = loaded.notices[1]!;
    expect(nurse.data.posted).toBeInstanceOf(Date);
    expect(nurse.data.posted.toISOString()).toBe("2026-11-14T00:00:00.000Z");
    expect(nurse.data.closes).toBeInstanceOf(Date);
    expect(loaded.notices[0]!.data.caption).toBe("{{count}} places at Ouse Valley Staffing");
  });

  it("a value two entries may not share names both files; a cross-collection rule and a cross-field rule are named", async () => {
    await content.write("notices/a-first.md", notice("reference: OVS-1042\nsector: healthcare\nposted: 2026-11-14"));
    await content.write(
      "notices/b-second.md",
      notice("reference: OVS-1042\nsector: social-care\nposted: 2026-11-14\ncloses: 2026-11-01"),
    );
    await content.write("notices/c-third.md", notice("reference: OVS-1044\nsector: forestry\nposted: 2026-11-14"));
    expect(await problemsOf(load)).toEqual([
      `${content.file("notices/b-second.md")}: closes: expected a date on or after posted`,
      `${content.file("notices/c-third.md")}: sector: expected one of healthcare, hospitality, nursery-school, industrial, found "forestry"`,
    ]);
    await content.write("notices/b-second.md", notice("reference: OVS-1042\nsector: healthcare\nposted: 2026-11-14"));
    await content.write("notices/c-third.md", notice("reference: OVS-1044\nsector: healthcare\nposted: 2026-11-14"));
    expect(await problemsOf(load)).toEqual([
      `${content.file("notices/b-second.md")}: reference: expected a reference no other notice uses, found "OVS-1042", which ${content.file("notices/a-first.md")} uses too`,
    ]);
  });

  it("its file names follow the slug rules, its template fields allow only their slots", async () => {
    await content.write("notices/Jobs Board.md", notice("reference: OVS-1042\nsector: healthcare\nposted: 2026-11-14"));
    await content.write(
      "notices/porter.md",
      notice("reference: OVS-1045\nsector: healthcare\nposted: 2026-11-14\ncaption: '{{cont}} places'"),
    );
    expect(await problemsOf(load)).toEqual([
      `${content.file("notices/Jobs Board.md")}: file name: expected lowercase letters a-z, digits and single hyphens, such as working-hours.md, found "Jobs Board.md"`,
      `${content.file("notices/porter.md")}: caption: unknown placeholder {{cont}}; the known ones here are {{count}}, {{tradingName}}, {{legalName}}, {{companyNumber}}, {{address}}, {{email}}, {{phone}}, {{phoneHref}}, {{url}}, {{experience}}, {{replyPromise}}, {{emergency}}`,
    ]);
  });

  it("its image hosts reach the CSP and the links of its bodies are checked, with no list to add it to", async () => {
    await content.write(
      "notices/chef.md",
      notice(
        "reference: OVS-1043\nsector: hospitality\nposted: 2026-11-20\nimage:\n  src: https://photos.example.org/chef.jpg\n  alt: A chef\n  width: 800\n  height: 600",
        "Apply through [the form](/apply/).",
      ),
    );
    const loaded = (await load()) as unknown as SiteContent;
    expect(imageOrigins(loaded)).toEqual(["https://images.unsplash.com", "https://photos.example.org"]);
    const pagePaths = defineRoutes(loaded, "https://www.ousevalley.example", jobBoardFor(loaded, testToday)).map(
      (route) => route.path,
    );
    expect(contentLinkProblems(loaded, pagePaths).map(problemLine)).toEqual([
      `${content.file("notices/chef.md")}: line 12: expected the path of a page on this site, such as /contact/, found "/apply/"`,
    ]);
  });
});
