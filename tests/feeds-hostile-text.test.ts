// Text is text (D36) in every feed: a vacancy made of hostile text (XML's
// special characters, CDATA's own markers, quotes, emoji and right-to-left
// letters) reaches jobs/feed.xml, the sector feeds, jobs/indeed.xml and
// sitemap.xml as well-formed XML that reads back as it was written; the
// characters XML cannot carry are refused where they are written, by the
// build and by the editor in the same words.
import { readFileSync } from "node:fs";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkEntry, type EditorSnapshot } from "../src/admin/check-entry";
import { readContentFile, writeContentFile } from "../src/admin/content-file";
import { splitFrontMatter } from "../src/content/front-matter";
import { loadContent } from "../src/content/load";
import { renderSite } from "../src/pipeline/build";
import { copyContent, problemsOf, type ContentFixture } from "./support/content-fixture";
import { buildProjectSite, projectPaths, testToday } from "./support/site";
import { xmlProblem } from "./support/strict-xml";

let content: ContentFixture;
beforeEach(async () => {
  content = await copyContent();
});
afterEach(async () => {
  await content.remove();
});

const vacancy = "vacancies/banqueting-staff-peterborough.md";
const sample = readFileSync(path.join(projectPaths.content, vacancy), "utf8");
const fix = "delete it (it often comes with text pasted from elsewhere)";
const hex = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

describe("the strict XML reader the feeds are held to", () => {
  it.each([
    ["a non-character", "<a>\uFFFE</a>"],
    ["a control character", "<a>\u0007</a>"],
    ["a surrogate on its own", "<a>\uD800</a>"],
    ["]]> in text", "<a>]]></a>"],
    ["< in an attribute", '<a b="<"/>'],
    ["a bare ampersand", "<a>&</a>"],
  ])("refuses %s", (_case, xml) => {
    expect(xmlProblem(xml)).toBeDefined();
  });

  it("takes a ]]> split across two CDATA sections", () => {
    expect(xmlProblem("<a><![CDATA[x]]]]><![CDATA[>]]></a>")).toBeUndefined();
  });
});

describe("characters XML cannot carry are refused in content, front matter and body alike (D36)", () => {
  const nonCharacters: [string, string][] = [
    ["U+FFFE", "\uFFFE"],
    ["U+FFFF", "\uFFFF"],
    ["U+FDD0", "\uFDD0"],
    ["U+FDEF", "\uFDEF"],
    ["U+1FFFE", "\u{1FFFE}"],
    ["U+10FFFF", "\u{10FFFF}"],
  ];

  it.each(nonCharacters)(
    "%s in a title and in the body: each named with its file, field and line",
    async (_name, character) => {
      await content.edit(vacancy, (text) =>
        text
          .replace("title: Banqueting", `title: Banqueting${character}`)
          .replace("You will lay tables", `You will${character} lay tables`),
      );
      const found = `found the invisible character ${hex(character)} (a Unicode non-character, which no text may hold); ${fix}`;
      expect(await problemsOf(() => loadContent(content.dir))).toEqual([
        `${content.file(vacancy)}: title: line 2: expected text a reader can see, ${found}`,
        `${content.file(vacancy)}: body: line 24: expected text a reader can see, ${found}`,
      ]);
    },
  );

  it("a control character in the body is refused with its line", async () => {
    await content.edit(vacancy, (text) => text.replace("You will lay tables", "You will\u0007 lay tables"));
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file(vacancy)}: body: line 24: expected text a reader can see, found the invisible character U+0007 (a control character); ${fix}`,
    ]);
  });

  it.each([
    ["&#xFFFE;", "U+FFFE (a Unicode non-character, which no text may hold)"],
    ["&#1;", "U+0001 (a control character)"],
    ["&#x1B;", "U+001B (ESC)"],
  ])(
    "a character reference %s in the body, which Markdown would turn into the character itself, is refused with its line",
    async (reference, described) => {
      await content.edit(vacancy, (text) => text.replace("You will lay tables", `You will ${reference} lay tables`));
      expect(await problemsOf(() => loadContent(content.dir))).toEqual([
        `${content.file(vacancy)}: body: line 24: expected text a reader can see, found a character reference to the invisible character ${described}; delete it`,
      ]);
    },
  );

  it("a character reference that HTML turns into a visible replacement (NUL, a surrogate) is text like any other", async () => {
    await content.edit(vacancy, (text) =>
      text.replace("You will lay tables", "You will &#0; &#xD800; &#x41; lay tables"),
    );
    await expect(loadContent(content.dir)).resolves.toBeDefined();
  });

  it.each([
    ["a non-character", "\\uFFFE", "U+FFFE (a Unicode non-character, which no text may hold)"],
    ["a surrogate on its own", "\\ud800", "U+D800 (half of a character, a surrogate on its own)"],
    ["a control character", "\\a", "U+0007 (a control character)"],
  ])("%s written as an escape in a quoted summary is refused, naming the field", async (_case, escape, described) => {
    await content.edit(vacancy, (text) =>
      text.replace(/^summary: (.*)$/m, (_line, summary: string) => `summary: "${summary}${escape}"`),
    );
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file(vacancy)}: summary: expected text a reader can see, found the invisible character ${described}, written as an escape; delete it`,
    ]);
  });

  it('"<![CDATA[" in a body is refused as what it is: a CDATA section, which a browser hides', async () => {
    await content.edit(vacancy, (text) => text.replace("You will lay tables", "You will <![CDATA[ lay ]]> tables"));
    const problems = await problemsOf(() => loadContent(content.dir));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      'expected text or text-level HTML, found a CDATA section ("<![CDATA["), which a browser hides like a comment; write its text without "<![CDATA[" and "]]>"',
    );
    expect(problems[0]).not.toContain("comment with");
  });
});

describe("the editor refuses them in the build's words (D40)", () => {
  let snapshot: EditorSnapshot;
  beforeAll(async () => {
    const { output } = await buildProjectSite();
    snapshot = JSON.parse(String(output.files.get("admin/site-content.json")!.contents)) as EditorSnapshot;
  }, 120_000);

  it.each([
    [
      "U+FFFE typed into the title",
      (data: Record<string, unknown>) => ({ ...data, title: `${String(data.title)}\uFFFE` }),
      (body: string) => body,
    ],
    [
      "U+FFFF typed into the body",
      (data: Record<string, unknown>) => data,
      (body: string) => body.replace("You will lay", "You will\uFFFF lay"),
    ],
    [
      "U+1FFFE typed into a requirement",
      (data: Record<string, unknown>) => ({ ...data, requirements: ["Some experience\u{1FFFE}"] }),
      (body: string) => body,
    ],
    [
      "a surrogate on its own typed into the summary",
      (data: Record<string, unknown>) => ({ ...data, summary: `${String(data.summary)}\uD800` }),
      (body: string) => body,
    ],
    [
      "a control character typed into the town",
      (data: Record<string, unknown>) => ({
        ...data,
        location: { ...(data.location as object), town: "Peter\u0007borough" },
      }),
      (body: string) => body,
    ],
  ])(
    "%s: the save is refused with the problem the build lists for the file it would write",
    async (_case, change, changeBody) => {
      const opened = readContentFile(sample);
      const edited = { data: change(structuredClone(opened.data)), body: changeBody(opened.body) };
      const text = writeContentFile(sample, edited);
      await content.write(vacancy, text);
      const fromTheBuild = (await problemsOf(() => loadContent(content.dir))).map((line) =>
        line.split(content.dir).join("content"),
      );
      expect(fromTheBuild).toHaveLength(1);
      const bodyLine = splitFrontMatter(text)!.linesBeforeBody + 1;
      expect(checkEntry(snapshot, `content/${vacancy}`, edited.data, edited.body, bodyLine, text).problems).toEqual(
        fromTheBuild,
      );
    },
  );
});

describe("a vacancy made of hostile text reaches every feed as well-formed XML (D28, D36)", () => {
  const hostileTitle = `Chef & <Cook> "Head" 'Sous' ]]> <![CDATA[ 👩‍🍳 𝔘 שף طاهٍ`;
  const hostileSummary = `Cook for 300 at <Christmas> & New Year: "quoted", 'single', ]]> and <![CDATA[ too; 𝔘 👩‍🍳 שף טבח طاهٍ.`;
  const hostileBody = `Pay is £14 &amp; more, 5 &lt; 6 and ]]> ends nothing here; "double" and 'single' quotes.\n\nשף, طاهٍ and 👩‍🍳 𝔘 🇬🇧 work side by side.\n`;

  it("jobs/feed.xml, every sector feed, jobs/indeed.xml and sitemap.xml are well-formed, and the feeds give the title back whole", async () => {
    const hostile = sample
      .replace(/^title: .*$/m, `title: ${JSON.stringify(hostileTitle)}`)
      .replace(/^reference: .*$/m, "reference: OVS-6666")
      .replace(/^summary: .*$/m, `summary: ${JSON.stringify(hostileSummary)}`);
    await content.write(
      "vacancies/hostile-chef-peterborough.md",
      hostile.replace(/\n---\n[\s\S]*$/, `\n---\n${hostileBody}`),
    );
    const { output } = await renderSite({
      contentDir: content.dir,
      staticDir: projectPaths.static,
      sourceDir: projectPaths.source,
      today: testToday,
      assetCacheDir: false,
    });
    const feeds = [...output.files.keys()].filter(
      (file) => /^jobs\/(?:[a-z-]+\/)?feed\.xml$/.test(file) || file === "jobs/indeed.xml" || file === "sitemap.xml",
    );
    expect(feeds).toEqual(
      expect.arrayContaining(["jobs/feed.xml", "jobs/hospitality/feed.xml", "jobs/indeed.xml", "sitemap.xml"]),
    );
    const text = (file: string) => String(output.files.get(file)!.contents);
    for (const file of feeds) expect(xmlProblem(text(file)), file).toBeUndefined();

    const parser = new XMLParser({ processEntities: true, htmlEntities: true, parseTagValue: false });
    // Each feed's items: RSS's <item>s, Indeed's <job>s; one item alone is read as an object, not a list.
    type Parsed = { rss?: { channel: { item: unknown } }; source?: { job: unknown } };
    const titles = (file: string) => {
      const parsed = parser.parse(text(file)) as Parsed;
      const items = parsed.rss?.channel.item ?? parsed.source?.job;
      return (Array.isArray(items) ? items : [items]).map((item) => String((item as { title: unknown }).title));
    };
    expect(titles("jobs/feed.xml")).toContain(hostileTitle);
    expect(titles("jobs/hospitality/feed.xml")).toContain(hostileTitle);
    expect(titles("jobs/indeed.xml")).toContain(hostileTitle);
    expect(text("jobs/indeed.xml")).toContain("שף");
    expect(text("sitemap.xml")).toContain("/jobs/hostile-chef-peterborough/");
  }, 120_000);
});
