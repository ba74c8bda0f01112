// How the editor reads and writes a content file (D40): a save with no edit
// gives back the file byte for byte, and an edit changes only its own lines.
import { readFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { readContentFile, TiedValueError, withoutDecapsLineFeed, writeContentFile } from "../src/admin/content-file";
import { loadContent } from "../src/content/load";
import { copyContent, problemsOf } from "./support/content-fixture";
import { fieldOrderOf } from "../src/admin/field-order";
import { vacancySchema } from "../src/jobs/vacancy-schema";
import { newVacancyFields, newVacancyFrontMatter } from "./support/new-vacancy";
import { projectPaths } from "./support/site";

const contentFiles = fg.sync("**/*.md", { cwd: projectPaths.content }).sort();
const read = (file: string) => readFileSync(path.join(projectPaths.content, file), "utf8");

/** The lines of `after` that differ from `before`, by position, for files whose line count is unchanged. */
function changedLines(before: string, after: string): string[] {
  const a = before.split("\n");
  const b = after.split("\n");
  return b.filter((line, index) => line !== a[index]);
}

type Data = Record<string, unknown>;
const edit = (raw: string, change: (data: Data) => void) => {
  const file = readContentFile(raw);
  const data = structuredClone(file.data);
  change(data);
  return writeContentFile(raw, { data, body: file.body }, fieldOrderOf(vacancySchema));
};

describe("the editor's file format", () => {
  it.each(contentFiles)("%s: opened and saved without an edit, it is byte for byte the same", (file) => {
    const raw = read(file);
    const opened = readContentFile(raw);
    expect(writeContentFile(raw, opened)).toBe(raw);
    // Even when the front matter is written out again (a change elsewhere in the file), every line comes back as it was.
    const body = `${opened.body}Added.\n`;
    expect(writeContentFile(raw, { data: opened.data, body })).toBe(raw + "Added.\n");
  });

  it.each(contentFiles)(
    "%s: each of its one-line fields edited alone changes that one line, whatever style the rest of the file is written in",
    (file) => {
      const raw = read(file);
      const opened = readContentFile(raw);
      const lines = raw.split("\n");
      const oneLine = Object.entries(opened.data).filter(
        ([, value]) => typeof value === "string" && !value.includes("\n"),
      );
      expect(oneLine.length).toBeGreaterThan(0);
      for (const [key, value] of oneLine) {
        const saved = writeContentFile(raw, {
          data: { ...opened.data, [key]: `${value as string}!` },
          body: opened.body,
        });
        const changed = saved.split("\n").filter((line, index) => line !== lines[index]);
        expect(changed, `${file}: ${key}`).toHaveLength(1);
        expect(saved.split("\n"), `${file}: ${key}`).toHaveLength(lines.length);
      }
    },
  );

  it("an item of a list written in flow style changes that item's line alone, its padding kept ({ a: 1 } in jobs.md, [a, b] in site.md)", () => {
    const jobs = read("routes/jobs.md");
    const { data, body } = readContentFile(jobs);
    const edited = structuredClone(data) as { search: { payBands: { label: string }[] } };
    edited.search.payBands[0]!.label = "£12 or more an hour";
    const lines = jobs.split("\n");
    expect(
      writeContentFile(jobs, { data: edited, body })
        .split("\n")
        .filter((line, index) => line !== lines[index]),
    ).toEqual([expect.stringMatching(/^ {4}- \{ per: hour, from: 12, label: "£12 or more an hour" \}$/)]);
    const site = read("site.md");
    const facts = readContentFile(site);
    const hours = structuredClone(facts.data) as { hours: { opens?: string }[] };
    hours.hours[0]!.opens = "07:30";
    const siteLines = site.split("\n");
    expect(
      writeContentFile(site, { data: hours, body: facts.body })
        .split("\n")
        .filter((line, index) => line !== siteLines[index]),
    ).toEqual([expect.stringContaining("07:30")]);
  });

  it("a field removed keeps the comments written before the next field", () => {
    const raw =
      "---\ntitle: A page\n# Shown in search results.\ndescription: Fifty characters or more about what the page says here.\n---\n";
    const { data } = readContentFile(raw);
    delete data.title;
    expect(writeContentFile(raw, { data, body: "" })).toBe(
      "---\n# Shown in search results.\ndescription: Fifty characters or more about what the page says here.\n---\n",
    );
  });

  it("changing one field of a vacancy changes that line only: 13.20 keeps its pence, long lines stay whole", () => {
    const raw = read("vacancies/care-assistant-days-st-neots.md");
    const saved = edit(raw, (data) => ((data.pay as Data).from = 13.5));
    expect(changedLines(raw, saved)).toEqual(["  from: 13.50"]);
    expect(saved).toContain("  to: 14.00\n");
  });

  it("changing a route page's heading keeps its YAML comments, key order and every other line", () => {
    const raw = read("routes/home.md");
    expect(raw).toContain("# The figures are the specification's");
    const file = readContentFile(raw);
    const data = structuredClone(file.data) as { hero: { heading: string } };
    data.hero.heading = "Good people, when you need them";
    const saved = writeContentFile(raw, { data, body: file.body });
    expect(changedLines(raw, saved)).toEqual(["  heading: Good people, when you need them"]);
  });

  it("a field the file lacks is added in the schema's place; a field emptied is removed; a list grows at its end", () => {
    const raw = read("vacancies/banqueting-staff-peterborough.md");
    expect(raw).not.toContain("startDate:");
    const saved = edit(raw, (data) => {
      delete data.shifts;
      data.startDate = "2026-12-07";
      (data.requirements as string[]).push("A full UK driving licence");
    });
    const lines = saved.split("\n");
    expect(saved).not.toContain("shifts:");
    expect(lines[lines.indexOf("startDate: 2026-12-07") - 1]).toMatch(/^closes: /);
    expect(saved).toContain("  - A full UK driving licence\nclientAuthorised: true\n");
    // Nothing else moved: the other lines are the original's, in its order.
    const kept = raw.split("\n").filter((line) => !line.startsWith("shifts:"));
    expect(
      lines.filter((line) => line !== "startDate: 2026-12-07" && line !== "  - A full UK driving licence"),
    ).toEqual(kept);
  });

  it("writes a new vacancy in the staff guide's layout: the schema's order, pounds and pence, long lines unfolded", () => {
    const { title, reference, sector, engagement, hours, town, county, per, posted, summary, requirement } =
      newVacancyFields;
    // In no order at all, as a form might hand them over.
    const data = {
      summary,
      title,
      reference,
      clientAuthorised: true,
      pay: { per, from: 13.5 },
      requirements: [requirement],
      sector,
      engagement,
      hours,
      location: { county, town },
      posted,
      filled: false,
    };
    expect(
      writeContentFile(undefined, { data, body: "Nights on a friendly unit.\n" }, fieldOrderOf(vacancySchema)),
    ).toBe(["---", ...newVacancyFrontMatter, "---", "Nights on a friendly unit.", ""].join("\n"));
  });

  it("a one-word edit of a body written anew by the rich-text editor (its own bullets, emphasis and escapes) changes that line alone", () => {
    const raw = read("pages/privacy.md");
    const { data, body } = readContentFile(raw);
    expect(body).toMatch(/^- /m);
    // As Decap's rich-text editor writes a body back: every bullet "*", emphasis "_", and the one edit.
    const rewritten = body
      .replace(/^(\s*)- /gm, "$1* ")
      .replace(/(^|\s)\*([^*\s][^*]*?)\*(?=\s|[.,;:]|$)/gm, "$1_$2_")
      .replace("We are", "We're");
    expect(rewritten).not.toBe(body);
    const saved = writeContentFile(raw, { data, body: rewritten });
    const before = raw.split("\n");
    const changed = saved.split("\n").filter((line, index) => line !== before[index]);
    expect(changed).toEqual([expect.stringContaining("We're")]);
  });

  it("a body thousands of lines long is saved as the editor wrote it, not compared line by line (a cell per pair of lines would take gigabytes)", () => {
    const body = Array.from({ length: 3000 }, (_, index) => `- Line ${index}`).join("\n");
    const rewritten = body.replace(/^- /gm, "* ");
    expect(writeContentFile(`---\ntitle: A page\n---\n${body}`, { data: { title: "A page" }, body: rewritten })).toBe(
      `---\ntitle: A page\n---\n${rewritten}`,
    );
  });

  it("a list item added in the rich-text editor takes the file's own list marker", () => {
    const raw = "---\ntitle: A page\n---\nIntro.\n\n- One\n- Two\n";
    expect(writeContentFile(raw, { data: { title: "A page" }, body: "Intro.\n\n* One\n* Two\n* Three\n" })).toBe(
      `${raw}- Three\n`,
    );
  });

  it("reads dates as the date picker writes them, as text", () => {
    expect(readContentFile(read("vacancies/registered-nurse-nights-huntingdon.md")).data.posted).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });

  describe("a file saved by another program: a byte-order mark, CRLF or CR line breaks", () => {
    const vacancy = "vacancies/banqueting-staff-peterborough.md";
    const lf = read(vacancy);
    const variants: [string, string][] = [
      ["starting with a byte-order mark", `\ufeff${lf}`],
      ["with CRLF line breaks", lf.replace(/\n/g, "\r\n")],
      ["with CR line breaks alone", lf.replace(/\n/g, "\r")],
      ["with a byte-order mark and CRLF", `\ufeff${lf.replace(/\n/g, "\r\n")}`],
    ];

    it.each(variants)(
      "%s: opened, it shows the same fields and text as the file written with LF; saved without an edit, it is byte for byte the same",
      (_case, raw) => {
        const opened = readContentFile(raw);
        expect(opened).toEqual(readContentFile(lf));
        expect(writeContentFile(raw, opened, fieldOrderOf(vacancySchema))).toBe(raw);
      },
    );

    it.each(variants)(
      "%s: one field edited changes that line alone, and the file keeps its mark and its line breaks",
      (_case, raw) => {
        const lineBreak = /\r\n|\r|\n/.exec(raw)![0];
        const saved = edit(raw, (data) => ((data.pay as Data).from = 13.5));
        expect(saved.startsWith("\ufeff")).toBe(raw.startsWith("\ufeff"));
        expect(
          saved.replace(/\r\n|\r|\n/g, (found) => (found === lineBreak ? "" : `[${JSON.stringify(found)}]`)),
        ).not.toMatch(/\[/);
        const lines = (text: string) => text.replace(/^\ufeff/, "").split(lineBreak);
        expect(lines(saved).filter((line, index) => line !== lines(raw)[index])).toEqual(["  from: 13.50"]);
      },
    );

    it.each(variants)("%s: a line added to the body is written with the file's line break", (_case, raw) => {
      const lineBreak = /\r\n|\r|\n/.exec(raw)![0];
      const opened = readContentFile(raw);
      expect(writeContentFile(raw, { ...opened, body: `${opened.body}One more line.\n` })).toBe(
        `${raw}One more line.${lineBreak}`,
      );
    });

    // Decap's backend ends every file it writes with "\n" when it does not end with one (entryToRaw in decap-cms-core's backend.js).
    const decapsLineFeed = (text: string) => (text.endsWith("\n") ? text : `${text}\n`);
    const savedThroughDecap = (raw: string, edited: Parameters<typeof writeContentFile>[1]) =>
      withoutDecapsLineFeed(decapsLineFeed(writeContentFile(raw, edited, fieldOrderOf(vacancySchema))));

    it.each([
      ["ending with a line break", lf.replace(/\n/g, "\r")],
      ["with no line break at its end", lf.replace(/\n/g, "\r").replace(/\r$/, "")],
    ])(
      "with CR line breaks alone, %s: saved through Decap, edited or not, it keeps CR alone, at its end too",
      (_case, raw) => {
        const opened = readContentFile(raw);
        expect(savedThroughDecap(raw, opened)).toBe(raw);
        const edited = savedThroughDecap(raw, {
          ...opened,
          data: { ...opened.data, title: "Banqueting staff, weekends" },
        });
        expect(edited).not.toContain("\n");
        expect(edited.endsWith("\r")).toBe(raw.endsWith("\r"));
        expect(edited.split("\r").filter((line, index) => line !== raw.split("\r")[index])).toEqual([
          "title: Banqueting staff, weekends",
        ]);
      },
    );

    it("a file with LF or CRLF line breaks saved through Decap keeps the line break Decap adds at its end", () => {
      expect(savedThroughDecap(lf, readContentFile(lf))).toBe(lf);
      const crlf = lf.replace(/\n/g, "\r\n");
      expect(savedThroughDecap(crlf, readContentFile(crlf))).toBe(crlf);
      const unended = lf.replace(/\n$/, "");
      expect(savedThroughDecap(unended, readContentFile(unended))).toBe(lf);
    });

    it("the build reads each as it reads the file written with LF: the same fields, the same page text", async () => {
      const fixture = await copyContent();
      try {
        const slugs = variants.map((_variant, index) => `banqueting-staff-peterborough-${index + 2}`);
        await Promise.all(
          variants.map(([, raw], index) =>
            fixture.write(`vacancies/${slugs[index]}.md`, raw.replace("OVS-1033", `OVS-90${index}`)),
          ),
        );
        const loaded = await loadContent(fixture.dir);
        const original = loaded.vacancies.find((entry) => entry.slug === "banqueting-staff-peterborough")!;
        for (const [index, slug] of slugs.entries()) {
          const entry = loaded.vacancies.find((candidate) => candidate.slug === slug);
          expect(entry, variants[index]![0]).toBeDefined();
          expect({ ...entry!.data, reference: "OVS-1033" }, variants[index]![0]).toEqual(original.data);
          expect(entry!.html, variants[index]![0]).toBe(original.html);
        }
      } finally {
        await fixture.remove();
      }
    });
  });

  describe("a value tied to another by a YAML anchor (&name) or alias (*name)", () => {
    const raw = "---\ntitle: &t Night Nurse\nsummary: *t\nreference: OVS-1\n---\nText.\n";

    it.each(["title", "summary"])(
      "changing %s is refused, naming the field, rather than changing the other one too",
      (name) => {
        const opened = readContentFile(raw);
        expect(opened.data).toMatchObject({ title: "Night Nurse", summary: "Night Nurse" });
        const change = () =>
          writeContentFile(raw, { data: { ...opened.data, [name]: "Day Nurse" }, body: opened.body });
        expect(change).toThrow(TiedValueError);
        expect(change).toThrow(/YAML anchor \(&name\) or alias \(\*name\)/);
        try {
          change();
        } catch (error) {
          expect((error as TiedValueError).field).toBe(name);
        }
      },
    );

    it("removing the anchored field is refused too (the alias would point at nothing); the other fields are edited as ever", () => {
      const opened = readContentFile(raw);
      const { title: _title, ...withoutTitle } = opened.data;
      expect(() => writeContentFile(raw, { data: withoutTitle, body: opened.body })).toThrow(TiedValueError);
      expect(writeContentFile(raw, { data: { ...opened.data, reference: "OVS-2" }, body: opened.body })).toBe(
        raw.replace("OVS-1", "OVS-2"),
      );
    });
  });

  describe("comments on the items of a list", () => {
    const raw = "---\ntitle: A job\nrequirements:\n  - a # about a\n  - b # about b\n  - c # about c\n---\n";

    it("an item removed takes its own comment with it; the others keep theirs", () => {
      const opened = readContentFile(raw);
      const saved = writeContentFile(raw, { data: { ...opened.data, requirements: ["a", "c"] }, body: "" });
      expect(saved).toBe("---\ntitle: A job\nrequirements:\n  - a # about a\n  - c # about c\n---\n");
    });

    it("an item added at the start moves no comment; an item edited keeps its own", () => {
      const opened = readContentFile(raw);
      expect(writeContentFile(raw, { data: { ...opened.data, requirements: ["z", "a", "b", "c"] }, body: "" })).toBe(
        "---\ntitle: A job\nrequirements:\n  - z\n  - a # about a\n  - b # about b\n  - c # about c\n---\n",
      );
      expect(writeContentFile(raw, { data: { ...opened.data, requirements: ["a", "B", "c"] }, body: "" })).toBe(
        "---\ntitle: A job\nrequirements:\n  - a # about a\n  - B # about b\n  - c # about c\n---\n",
      );
    });
  });

  describe("front matter written as one { … } map", () => {
    const flow = (lf: string) => lf.replace(/^---\n[\s\S]*?\n---\n/, '---\n{title: "A", reference: OVS-9}\n---\n');

    it("is refused by the build and by the editor, in the same words", async () => {
      const fixture = await copyContent();
      try {
        const vacancy = "vacancies/banqueting-staff-peterborough.md";
        const text = flow(read(vacancy));
        await fixture.write(vacancy, text);
        const words =
          "front matter: expected its fields one to a line, as name: value, found them all written as one { … } map; write each field on a line of its own";
        expect(await problemsOf(() => loadContent(fixture.dir))).toContain(`${fixture.file(vacancy)}: ${words}`);
        expect(() => readContentFile(text)).toThrow(`The file's ${words}`);
      } finally {
        await fixture.remove();
      }
    });

    it("a field written as a { … } map inside the fields is read as ever (jobs.md's pay bands)", () => {
      expect(() => readContentFile("---\ntitle: A\npay: {from: 12, per: hour}\n---\n")).not.toThrow();
    });
  });

  it("front matter never closed is refused by the build and by the editor, in the same words", async () => {
    const fixture = await copyContent();
    try {
      const vacancy = "vacancies/banqueting-staff-peterborough.md";
      const text = read(vacancy).replace(/\n---\n/, "\n\n");
      await fixture.write(vacancy, text);
      const words = "front matter is never closed: expected a line of just --- after its fields, found none";
      expect(await problemsOf(() => loadContent(fixture.dir))).toContain(`${fixture.file(vacancy)}: ${words}`);
      expect(() => readContentFile(text)).toThrow(`The file's ${words}`);
    } finally {
      await fixture.remove();
    }
  });
});
