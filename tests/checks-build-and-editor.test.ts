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
import { buildProjectSite, projectPaths } from "./support/site";

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
    ["a vacancy paying less up to than from", `vacancies/${nurse}.md`, (data: Record<string, unknown>) => ({ ...data, pay: { ...(data.pay as object), from: 12.85, to: 12 } })],
    ["a vacancy in a sector that does not exist", `vacancies/${nurse}.md`, (data: Record<string, unknown>) => ({ ...data, sector: "plumbing" })],
    ["a vacancy with another vacancy's reference", "vacancies/staff-nurse-days-wisbech.md", (data: Record<string, unknown>) => data],
    // Named like a page of the route table: the name is the one problem, as the build reads no further.
    ["a page named like a route page, too short to describe itself", "pages/contact.md", () => ({ title: "Contact us" })],
  ])("%s", async (_case, relative, change) => {
    const source = relative.startsWith("pages/") ? { data: {}, body: "Write to us.\n" } : sample(`vacancies/${nurse}.md`);
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
  ])("%s stops the build, and the editor refuses it in the same words", async (_case, relative, from, change, expected) => {
    const source = sample(from);
    const data = change(structuredClone(source.data));
    expect(await buildProblems(relative, data, source.body)).toEqual([expected]);
    expect(checkEntry(snapshot, `content/${relative}`, data, source.body).problems).toEqual([expected]);
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
    return { ...snapshot, content: { ...snapshot.content, markdownPages: [...snapshot.content.markdownPages, linking] } };
  }

  it("refuses a save that takes away a page another entry links to, naming that entry and its line", () => {
    const against = withPageLinkingTheVacancy();
    const { data, body } = sample(`vacancies/${nurse}.md`);
    const file = `content/vacancies/${nurse}.md`;
    expect(checkEntry(against, file, data, body).problems).toEqual([]);
    // Posted in the future, the vacancy has no page until that day (D24), so the page's link would lead nowhere.
    const checked = checkEntry(against, file, { ...data, posted: "2026-12-30", closes: "2027-01-30" }, body);
    expect(checked.problems).toEqual([`content/pages/working-here.md: line 5: expected the path of a page on this site, such as /contact/, found "/jobs/${nurse}/"`]);
    const entryNames = new Map([["content/pages/working-here.md", "the page “Working here”"]]);
    expect(checked.found.map((found) => problemInWords(found, file, { labels: fieldLabels(markdownPageSchema), entryNames }).text)).toEqual([
      `the page “Working here” would break: line 5: expected the path of a page on this site, such as /contact/, found "/jobs/${nurse}/"`,
    ]);
  });
});
