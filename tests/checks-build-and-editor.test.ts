// One validation core (D3, D32, D40): the editor at /admin/ refuses a save
// with exactly the problems the build would list for that file, in the
// build's words, and the rules across files (links included) are the build's
// own, run on the whole content as it would be after the save.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkEntry, type EditorSnapshot } from "../src/admin/check-entry";
import { readContentFile, writeContentFile } from "../src/admin/content-file";
import { problemInWords } from "../src/admin/problem-words";
import { fieldLabels } from "../src/admin/cms-config";
import type { Entry } from "../src/content/collection";
import { loadContent } from "../src/content/load";
import { markdownPageSchema } from "../src/content/schemas";
import { copyContent, problemsOf, type ContentFixture } from "./support/content-fixture";
import { renderSite } from "../src/pipeline/build";
import { buildProjectSite, projectPaths, testToday } from "./support/site";

let snapshot: EditorSnapshot;
beforeAll(async () => {
  const { output } = await buildProjectSite();
  snapshot = JSON.parse(String(output.files.get("admin/site-content.json")!.contents)) as EditorSnapshot;
});

let content: ContentFixture;
beforeEach(async () => {
  content = await copyContent();
});
afterEach(async () => {
  await content.remove();
});

const nurse = "registered-nurse-nights-huntingdon";
const sample = (relative: string) => readContentFile(readFileSync(path.join(projectPaths.content, relative), "utf8"));

/** The build's problems with `relative` written into a copy of the content, each naming the file as the editor does (content/…). */
async function buildProblems(relative: string, data: Record<string, unknown>, body: string): Promise<string[]> {
  await content.write(relative, writeContentFile(undefined, { data, body }));
  const problems = await problemsOf(() => loadContent(content.dir));
  return problems.map((line) => line.split(content.dir).join("content"));
}

describe("the editor refuses a file with the build's own problems", () => {
  it.each([
    [
      "a vacancy paying less up to than from",
      `vacancies/${nurse}.md`,
      (data: Record<string, unknown>) => ({ ...data, pay: { ...(data.pay as object), from: 12.85, to: 12 } }),
    ],
    [
      "a vacancy in a sector that does not exist",
      `vacancies/${nurse}.md`,
      (data: Record<string, unknown>) => ({ ...data, sector: "plumbing" }),
    ],
    [
      "a vacancy with another vacancy's reference",
      "vacancies/staff-nurse-days-wisbech.md",
      (data: Record<string, unknown>) => data,
    ],
    // Named like a page of the route table: the name is the one problem, as the build reads no further.
    [
      "a page named like a route page, too short to describe itself",
      "pages/contact.md",
      () => ({ title: "Contact us" }),
    ],
  ])("%s", async (_case, relative, change) => {
    const source = relative.startsWith("pages/")
      ? { data: {}, body: "Write to us.\n" }
      : sample(`vacancies/${nurse}.md`);
    const data = change(structuredClone(source.data));
    const fromTheBuild = await buildProblems(relative, data, source.body);
    expect(fromTheBuild.length).toBeGreaterThan(0);
    expect(checkEntry(snapshot, `content/${relative}`, data, source.body).problems).toEqual(fromTheBuild);
  });
});

describe("the job board's own addresses are no sector's and no vacancy's (D25, D26)", () => {
  const reserved = 'page, feed.xml, feeds, search, alerts, temporary, permanent, or one starting "in-")';
  it.each([
    [
      "a sector named permanent: /jobs/permanent/ is the listing of permanent jobs",
      "sectors/permanent.md",
      "sectors/healthcare.md",
      (data: Record<string, unknown>) => ({ ...data, title: "Permanent", order: 99 }),
      `content/sectors/permanent.md: file name: expected a name the job listing does not use itself (${reserved}, found "permanent"`,
    ],
    [
      "a vacancy named alerts: /jobs/alerts/ holds the job alerts' pages",
      "vacancies/alerts.md",
      `vacancies/${nurse}.md`,
      (data: Record<string, unknown>) => ({ ...data, reference: "OVS-9990" }),
      `content/vacancies/alerts.md: file name: expected a name the job listing does not use itself (healthcare, hospitality, nursery-school, industrial, ${reserved}, found "alerts"`,
    ],
  ])(
    "%s stops the build, and the editor refuses it in the same words",
    async (_case, relative, from, change, expected) => {
      const source = sample(from);
      const data = change(structuredClone(source.data));
      expect(await buildProblems(relative, data, source.body)).toEqual([expected]);
      expect(checkEntry(snapshot, `content/${relative}`, data, source.body).problems).toEqual([expected]);
    },
  );
});

describe("the agency's words of the trade cannot make the search find every job (D44)", () => {
  const jobs = "routes/jobs.md";
  /** The job board's content with `line` added to its synonyms. */
  const withSynonyms = (...lines: string[]) => {
    const { data, body } = sample(jobs);
    return { data: { ...data, synonyms: [...(data.synonyms as string[]), ...lines] }, body };
  };

  it.each([
    [
      "a word of everyday English",
      "forklift, a",
      'content/routes/jobs.md: synonyms.6: expected words that name a job, found "a", a word of everyday English that nearly every advert has, so a search for "forklift" would find nearly every job; take "a" out',
    ],
    [
      "two forms of one word",
      "nurses, nursing",
      'content/routes/jobs.md: synonyms.6: expected two or more different words or phrases that mean the same, separated by commas, such as "HCA, healthcare assistant", found "nurses" and "nursing", which the search reads as one word (it finds every form of a word from any one of them)',
    ],
  ])("%s stops the build, and the editor refuses it in the same words", async (_case, line, expected) => {
    const { data, body } = withSynonyms(line);
    expect(await buildProblems(jobs, data, body)).toEqual([expected]);
    expect(checkEntry(snapshot, `content/${jobs}`, data, body).problems).toEqual([expected]);
  });

  it("a list of 10,000 lines is refused by its length, in its own words", async () => {
    const { data, body } = withSynonyms(...Array.from({ length: 10_000 }, (_, index) => `word${index}, term${index}`));
    const expected =
      "content/routes/jobs.md: synonyms: expected at most 500 lines, found 10,006; keep the words candidates really use for the same job, one group to a line";
    expect(await buildProblems(jobs, data, body)).toEqual([expected]);
    expect(checkEntry(snapshot, `content/${jobs}`, data, body).problems).toEqual([expected]);
  });

  it("a word most open vacancies contain stops the build, and the editor refuses it in the same words", async () => {
    const { data, body } = withSynonyms("experience, background");
    await content.write(jobs, writeContentFile(undefined, { data, body }));
    const expected =
      'content/routes/jobs.md: synonyms.6: expected words that pick out some jobs, found "experience", which 14 of the 17 open vacancies contain outside their titles, more than half, so a search for "background" would find most jobs and a job alert would send them; take "experience" out, or use a phrase such as "care assistant"';
    const build = () =>
      renderSite({
        contentDir: content.dir,
        staticDir: projectPaths.static,
        sourceDir: projectPaths.source,
        siteUrl: "https://www.ousevalley.example",
        today: testToday,
      });
    expect((await problemsOf(build)).map((line) => line.split(content.dir).join("content"))).toEqual([expected]);
    expect(checkEntry(snapshot, `content/${jobs}`, data, body).problems).toEqual([expected]);
  });
});

describe("the editor's rules across files are the build's, links included", () => {
  /** The snapshot with a plain page whose body links to the nurse vacancy's page on its line 5. */
  function withPageLinkingTheVacancy(): EditorSnapshot {
    const page = snapshot.content.markdownPages[0]!;
    const linking = {
      ...page,
      file: "content/pages/working-here.md",
      slug: "working-here",
      data: { ...page.data, title: "Working here" },
      references: { links: [{ href: `/jobs/${nurse}/`, at: "line 5" }], images: [] },
    } as Entry<unknown> as (typeof snapshot.content.markdownPages)[number];
    return {
      ...snapshot,
      content: { ...snapshot.content, markdownPages: [...snapshot.content.markdownPages, linking] },
    };
  }

  it("refuses a save that takes away a page another entry links to, naming that entry and its line", () => {
    const against = withPageLinkingTheVacancy();
    const { data, body } = sample(`vacancies/${nurse}.md`);
    const file = `content/vacancies/${nurse}.md`;
    expect(checkEntry(against, file, data, body).problems).toEqual([]);
    // Posted in the future, the vacancy has no page until that day (D24), so the page's link would lead nowhere.
    const checked = checkEntry(against, file, { ...data, posted: "2026-12-30", closes: "2027-01-30" }, body);
    expect(checked.problems).toEqual([
      `content/pages/working-here.md: line 5: expected the path of a page on this site, such as /contact/, found "/jobs/${nurse}/"`,
    ]);
    const entryNames = new Map([["content/pages/working-here.md", "the page “Working here”"]]);
    expect(
      checked.found.map(
        (found) => problemInWords(found, file, { labels: fieldLabels(markdownPageSchema), entryNames }).text,
      ),
    ).toEqual([
      `the page “Working here” would break: line 5: expected the path of a page on this site, such as /contact/, found "/jobs/${nurse}/"`,
    ]);
  });
});
