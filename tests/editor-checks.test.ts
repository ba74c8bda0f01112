// No save can break the build (D40): the editor's checks before a save
// (src/admin/check-entry.ts) run every rule the build enforces against the
// whole content as it is now, whatever the state of the other entries, and
// refuse any problem the save would add.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { checkEntry, type EditorSnapshot } from "../src/admin/check-entry";
import { readContentFile } from "../src/admin/content-file";
import type { Entry } from "../src/content/collection";
import { buildProjectSite, projectPaths } from "./support/site";

let snapshot: EditorSnapshot;

/** A vacancy of the samples, as the editor would save it: its fields and body. */
function sampleVacancy(name = "registered-nurse-nights-huntingdon") {
  const { data, body } = readContentFile(
    readFileSync(path.join(projectPaths.content, "vacancies", `${name}.md`), "utf8"),
  );
  return { data: data as Record<string, unknown> & { pay: Record<string, unknown>; reference: string }, body };
}

/** The snapshot with one more vacancy in it, in the given state on the build's day (2026-11-21). */
function withVacancy(reference: string, file: string, state: Record<string, unknown>): EditorSnapshot {
  const base = snapshot.content.vacancies[0]!;
  const added = {
    ...base,
    file,
    slug: path.basename(file, ".md"),
    data: { ...base.data, reference, ...state },
  } as unknown as (typeof snapshot.content.vacancies)[number];
  return { ...snapshot, content: { ...snapshot.content, vacancies: [...snapshot.content.vacancies, added] } };
}

const newVacancyFile = "content/vacancies/night-care-assistant-huntingdon.md";

function check(file: string, data: Record<string, unknown>, body = "Nights on a friendly unit.\n", against = snapshot) {
  return checkEntry(against, file, data, body).problems;
}

beforeAll(async () => {
  const { output } = await buildProjectSite();
  snapshot = JSON.parse(String(output.files.get("admin/site-content.json")!.contents)) as EditorSnapshot;
});

describe("the editor's checks before a save", () => {
  it("hold every vacancy, open, closed, future and filled, in the content they check against", async () => {
    const onDisk = readFileSync(
      path.join(projectPaths.content, "vacancies", "registered-nurse-nights-huntingdon.md"),
      "utf8",
    );
    expect(onDisk).toContain("reference: OVS-1042");
    // Every vacancy file, whatever its state, is in the snapshot, not only the ones the listing shows.
    const files = readdirSync(path.join(projectPaths.content, "vacancies")).map((name) => `content/vacancies/${name}`);
    expect(snapshot.content.vacancies.map((vacancy: Entry<unknown>) => vacancy.file).sort()).toEqual(files.sort());
    expect(snapshot.content.vacancies.map((vacancy: Entry<unknown>) => vacancy.file)).toContain(
      "content/vacancies/registered-nurse-nights-huntingdon.md",
    );
  });

  it.each([
    ["open", {}],
    ["closed", { closes: "2026-11-01" }],
    ["filled", { filled: true }],
    ["not yet posted", { posted: "2026-12-30" }],
  ])("refuse a new vacancy whose reference a %s vacancy uses, naming both files", (_state, state) => {
    const against = withVacancy("OVS-9001", "content/vacancies/other-job-ely.md", state);
    const { data, body } = sampleVacancy();
    // Posted later than the other, so it sorts first: the duplicate must still be this file's problem.
    const problems = check(newVacancyFile, { ...data, reference: "OVS-9001", posted: "2026-11-20" }, body, against);
    expect(problems).toEqual([
      `${newVacancyFile}: reference: expected a reference of its own, found "OVS-9001", which content/vacancies/other-job-ely.md also uses`,
    ]);
  });

  it("refuse a new vacancy with the reference of a sample that sorts after it (OVS-1042, OVS-1044)", () => {
    for (const reference of ["OVS-1042", "OVS-1044", "OVS-1033"]) {
      const { data, body } = sampleVacancy();
      expect(check(newVacancyFile, { ...data, reference, posted: "2026-11-21" }, body)).toHaveLength(1);
    }
  });

  it("accept a vacancy saved again with its own reference", () => {
    const { data, body } = sampleVacancy();
    expect(check("content/vacancies/registered-nurse-nights-huntingdon.md", data, body)).toEqual([]);
  });

  it("refuse an unknown sector, a link to a page that does not exist, closes before posted and pay up to below pay from", () => {
    const { data } = sampleVacancy();
    expect(check(newVacancyFile, { ...data, reference: "OVS-9002", sector: "plumbing" })[0]).toMatch(
      /: sector: expected one of healthcare, hospitality, nursery-school, industrial, found "plumbing"$/,
    );
    expect(check(newVacancyFile, { ...data, reference: "OVS-9002" }, "See [our page](/nowhere/).\n")[0]).toMatch(
      /expected the path of a page on this site.*found "\/nowhere\/"/,
    );
    expect(
      check(newVacancyFile, { ...data, reference: "OVS-9002", posted: "2026-11-20", closes: "2026-11-10" }),
    ).toEqual([`${newVacancyFile}: closes: expected a date on or after posted (2026-11-20), found "2026-11-10"`]);
    expect(
      check(newVacancyFile, { ...data, reference: "OVS-9002", pay: { ...data.pay, from: 12.85, to: 12 } }),
    ).toEqual([`${newVacancyFile}: pay.to: expected at least pay.from (12.85), found the number 12`]);
  });

  it("refuse a page whose file name is a page the site has, and a sector in the place another sector has", () => {
    expect(check("content/pages/contact.md", { title: "Contact us" }, "Write to us.\n")[0]).toMatch(
      /^content\/pages\/contact\.md: file name: /,
    );
    const healthcare = readContentFile(
      readFileSync(path.join(projectPaths.content, "sectors", "healthcare.md"), "utf8"),
    );
    const problems = check("content/sectors/care.md", { ...healthcare.data, title: "Care" }, healthcare.body);
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/sectors\/care\.md: order: expected an order no other sector uses, found the number 1, which content\/sectors\/healthcare\.md uses too$/,
      ),
    ]);
  });

  it("refuse a change to the agency's facts that would break another file: a footer link to a page that does not exist", () => {
    const site = readContentFile(readFileSync(path.join(projectPaths.content, "site.md"), "utf8"));
    const data = structuredClone(site.data) as { footer: { legalPages: string[] } };
    data.footer.legalPages.push("careers");
    expect(check("content/site.md", data, site.body)).toEqual([
      expect.stringMatching(
        /footer\.legalPages\.\d+: expected the name of a file in content\/pages\/, found "careers"/,
      ),
    ]);
  });
});
