// D3: bad content stops the build with a message an editor can act on —
// file, field, what was expected, what was found — and every problem at once.
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildSite, renderSite } from "../src/pipeline/build";
import { loadContent } from "../src/content/load";
import { copyContent, problemsOf, type ContentFixture } from "./support/content-fixture";
import { projectPaths } from "./support/site";

/** Every file below a folder with its bytes, to compare a folder before and after. */
async function filesBelow(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files.set(
        path.relative(dir, path.join(entry.parentPath, entry.name)),
        (await readFile(path.join(entry.parentPath, entry.name))).toString("base64"),
      );
  }
  return files;
}

let content: ContentFixture;
beforeEach(async () => {
  content = await copyContent();
});
afterEach(async () => {
  await content.remove();
});

describe("a content file with a problem is named with its field, the expectation and what was found", () => {
  it("a missing required field", async () => {
    await content.edit("sectors/healthcare.md", (text) => text.replace("title: Healthcare\n", ""));
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file("sectors/healthcare.md")}: title: expected text, found nothing (the field is missing)`,
    ]);
  });

  it("a field of the wrong type", async () => {
    await content.edit("sectors/industrial.md", (text) => text.replace("order: 4", "order: fourth"));
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file("sectors/industrial.md")}: order: expected a number, found "fourth"`,
    ]);
  });

  it("a sector with seven roles", async () => {
    await content.edit("sectors/healthcare.md", (text) => text.replace("  - Medical Receptionist\n", ""));
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file("sectors/healthcare.md")}: roles: expected exactly 8 roles, found 7`,
    ]);
  });

  it("malformed YAML, with the line and column it is on", async () => {
    await content.edit("testimonials/hotel-manager.md", (text) =>
      text.replace("role: General Manager", "role: General: Manager"),
    );
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file("testimonials/hotel-manager.md")}: front matter is not valid YAML: bad indentation of a mapping entry (line 3, column 14)`,
    ]);
  });

  it("a testimonial rated other than 5", async () => {
    await content.edit("testimonials/hotel-manager.md", (text) => text.replace("rating: 5", "rating: 4"));
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file("testimonials/hotel-manager.md")}: rating: expected 5, found the number 4`,
    ]);
  });

  it("a misspelt field is reported rather than ignored", async () => {
    await content.edit("sectors/hospitality.md", (text) => text.replace("summary:", "sumary:"));
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file("sectors/hospitality.md")}: summary: expected text, found nothing (the field is missing)`,
      `${content.file("sectors/hospitality.md")}: sumary: unknown field; check its spelling, or remove it`,
    ]);
  });

  it("a meta description too long for search results", async () => {
    await content.edit("routes/about.md", (text) =>
      text.replace(/^description: .*$/m, `description: ${"Long words ".repeat(20).trim()}`),
    );
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file("routes/about.md")}: description: expected at most 160 characters, found 219`,
    ]);
  });

  it("an unquoted time is read as the time written (YAML 1.2), not as a number of minutes", async () => {
    await content.edit("site.md", (text) => text.replace('closes: "18:00"', "closes: 18:00"));
    const loaded = await loadContent(content.dir);
    expect(loaded.site.data.hours[0]!.closes).toBe("18:00");
  });

  it("a missing route page file", async () => {
    const { rm } = await import("node:fs/promises");
    await rm(content.file("routes/employers.md"));
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file("routes/employers.md")}: file is missing`,
    ]);
  });

  it("an unknown {{placeholder}} in a body, with its line", async () => {
    await content.edit("pages/cookies.md", (text) => `${text}\nCall {{telephone}}.\n`);
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file("pages/cookies.md")}: line 66: unknown placeholder {{telephone}}; the known ones are {{tradingName}}, {{legalName}}, {{companyNumber}}, {{address}}, {{email}}, {{phone}}, {{phoneHref}}, {{url}}, {{experience}}, {{replyPromise}}, {{emergency}}`,
    ]);
  });

  it("a footer link to a legal page that does not exist", async () => {
    await content.edit("site.md", (text) =>
      text.replace(
        "legalPages: [privacy, terms, cookies, accessibility]",
        "legalPages: [privacy, terms, cookie-policy, accessibility]",
      ),
    );
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file("site.md")}: footer.legalPages.2: expected the name of a file in ${content.file("pages")}/, found "cookie-policy", which has no cookie-policy.md`,
    ]);
  });

  it("two sectors in one place of the order name both files", async () => {
    await content.edit("sectors/industrial.md", (text) => text.replace("order: 4", "order: 1"));
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file("sectors/industrial.md")}: order: expected an order no other sector uses, found the number 1, which ${content.file("sectors/healthcare.md")} uses too`,
    ]);
  });

  it("a sector file name that is not a plain slug", async () => {
    await content.write(
      "sectors/Social Care.md",
      await import("node:fs/promises").then(({ readFile }) => readFile(content.file("sectors/healthcare.md"), "utf8")),
    );
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file("sectors/Social Care.md")}: file name: expected lowercase letters a-z, digits and single hyphens, such as working-hours.md, found "Social Care.md"`,
    ]);
  });

  it("a misspelt runtime slot names the file, the field and the known names", async () => {
    await content.edit("routes/home.md", (text) =>
      text.replace("linkLabel: More about {{sector}} staffing", "linkLabel: More about {{sectr}} staffing"),
    );
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file("routes/home.md")}: sectors.linkLabel: unknown placeholder {{sectr}}; the known ones here are {{sector}}, {{tradingName}}, {{legalName}}, {{companyNumber}}, {{address}}, {{email}}, {{phone}}, {{phoneHref}}, {{url}}, {{experience}}, {{replyPromise}}, {{emergency}}`,
    ]);
  });

  it("a runtime slot in a field that is not a template is an error too", async () => {
    await content.edit("routes/home.md", (text) =>
      text.replace("heading: Success stories", "heading: Success stories {{count}}"),
    );
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file("routes/home.md")}: stories.heading: unknown placeholder {{count}}; the known ones are {{tradingName}}, {{legalName}}, {{companyNumber}}, {{address}}, {{email}}, {{phone}}, {{phoneHref}}, {{url}}, {{experience}}, {{replyPromise}}, {{emergency}}`,
    ]);
  });
});

describe("every problem in the run is listed, not just the first", () => {
  it("problems in three files are reported together, in file order", async () => {
    await content.edit("sectors/healthcare.md", (text) => text.replace("  - Medical Receptionist\n", ""));
    await content.edit("sectors/industrial.md", (text) => text.replace("order: 4", "order: fourth"));
    await content.edit("testimonials/care-home-manager.md", (text) => text.replace("name: Sarah Mitchell\n", ""));
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file("sectors/healthcare.md")}: roles: expected exactly 8 roles, found 7`,
      `${content.file("sectors/industrial.md")}: order: expected a number, found "fourth"`,
      `${content.file("testimonials/care-home-manager.md")}: name: expected text, found nothing (the field is missing)`,
    ]);
  });
});

describe("links and output paths are checked against the route table", () => {
  const render = () =>
    renderSite({ contentDir: content.dir, staticDir: projectPaths.static, sourceDir: projectPaths.source });

  it("a page claiming the path of a route page is refused by its file name", async () => {
    await content.write(
      "pages/about.md",
      "---\ntitle: About us again\ndescription: A second page that wants to be written to /about/, where the About page already is.\n---\nA second page that wants to be /about/.\n",
    );
    expect(await problemsOf(render)).toEqual([
      `${content.file("pages/about.md")}: file name: expected a name the generator does not use itself, found "about.md": /about/ is a page of the route table; choose another name`,
    ]);
  });

  it("a call to action pointing at a page that is not built", async () => {
    await content.edit("routes/employers.md", (text) =>
      text.replace("label: Request Quote\n    href: /contact/", "label: Request Quote\n    href: /quote/"),
    );
    expect(await problemsOf(render)).toEqual([
      `${content.file("routes/employers.md")}: cta.requestQuote.href: expected the path of a page on this site, such as /contact/, found "/quote/"`,
    ]);
  });
});

describe("a collection folder that cannot be read", () => {
  it("fails the load, instead of counting as an empty collection: a site without its vacancies is never published", async () => {
    const vacancies = path.join(content.dir, "vacancies");
    await rm(vacancies, { recursive: true });
    await writeFile(vacancies, "not a folder");
    await expect(loadContent(content.dir)).rejects.toThrow(/ENOTDIR/);
  });

  it("is an empty collection when it is missing altogether", async () => {
    await rm(path.join(content.dir, "vacancies"), { recursive: true });
    expect((await loadContent(content.dir)).vacancies).toEqual([]);
  });
});

describe("what counts as a file of a collection", () => {
  it("a Markdown file in the folder; not a hidden file or a folder", async () => {
    await writeFile(path.join(content.dir, "pages", ".draft.md"), "not front matter at all");
    await mkdir(path.join(content.dir, "pages", "folder.md"));
    const slugs = (await loadContent(content.dir)).markdownPages.map((page) => page.slug);
    expect(slugs).toContain("privacy");
    expect(slugs.filter((slug) => [".draft", "draft", "folder"].includes(slug))).toEqual([]);
  });
});

describe("hostile or surprising YAML is a named error in bounded time, whatever field it is in", () => {
  const vacancy = "vacancies/banqueting-staff-peterborough.md";
  /** The vacancy with `yaml` put in front matter in place of its shifts line. */
  const withShifts = (yaml: string) => content.edit(vacancy, (text) => text.replace(/^shifts: .*$/m, yaml));

  it("an alias bomb (nested lists of aliases) fails within a second, naming the file", async () => {
    const bomb = [
      "shifts: &a [x, x, x, x, x, x, x, x, x]",
      ...["b", "c", "d", "e", "f", "g"].map(
        (name, index) =>
          `${name}: &${name} [${Array(9)
            .fill(`*${index === 0 ? "a" : ["b", "c", "d", "e", "f"][index - 1]}`)
            .join(", ")}]`,
      ),
    ].join("\n");
    await withShifts(bomb);
    const started = performance.now();
    const problems = await problemsOf(() => loadContent(content.dir));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(problems).toEqual([
      `${content.file(vacancy)}: front matter is not valid YAML: its aliases (*name) repeat values until it holds more than 10,000 of them; write the values out instead`,
    ]);
  });

  it("a list written out too long for any page is refused by its size, with no word of aliases it does not have", async () => {
    await withShifts(`shifts:\n${"  - Nights\n".repeat(100_001)}`);
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file(vacancy)}: front matter: it holds more than 100,000 values, far more than any page has; keep the file to what the page shows`,
    ]);
  });

  it("a __proto__ key, at the top or inside a group, is an unknown field like any other", async () => {
    await withShifts("__proto__:\n  polluted: true");
    const top = await problemsOf(() => loadContent(content.dir));
    expect(top).toHaveLength(1);
    expect(top[0]).toMatch(new RegExp(`^${content.file(vacancy).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: .*__proto__`));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await content.edit(vacancy, (text) =>
      text
        .replace("__proto__:\n  polluted: true", "shifts: Evenings")
        .replace("  town: Peterborough", "  town: Peterborough\n  __proto__: { polluted: true }"),
    );
    const nested = await problemsOf(() => loadContent(content.dir));
    expect(nested).toHaveLength(1);
    expect(nested[0]).toMatch(/banqueting-staff-peterborough\.md: location.*__proto__/);
  });

  it("a key given twice is an error, not the last one silently winning", async () => {
    await withShifts("shifts: Evenings\nshifts: Mornings");
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file(vacancy)}: front matter is not valid YAML: a key is given twice; keep one (line 8, column 1)`,
    ]);
  });

  it("a merge key (<<) is an unknown field, not a silent copy of another group", async () => {
    await content.edit(vacancy, (text) =>
      text.replace("location:\n", "location: &place\n").replace("pay:\n", "other:\n  <<: *place\npay:\n"),
    );
    const problems = await problemsOf(() => loadContent(content.dir));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/banqueting-staff-peterborough\.md: .*other/);
  });

  it("a tag of any kind is refused, naming the line", async () => {
    for (const tag of ["!!js/regexp /x/", "!custom text", "!!binary aGVsbG8="]) {
      await withShifts(`shifts: ${tag}`);
      const problems = await problemsOf(() => loadContent(content.dir));
      expect(problems, tag).toHaveLength(1);
      expect(problems[0], tag).toMatch(
        /banqueting-staff-peterborough\.md: front matter is not valid YAML: an unknown tag !<.*>; remove the tag \(content is never code\) \(line 7, column \d+\)/,
      );
      await content.edit(vacancy, (text) => text.replace(`shifts: ${tag}`, "shifts: Evenings"));
    }
  });

  it("a second YAML document inside the front matter (after an end-of-document ...) is an error", async () => {
    await content.edit(vacancy, (text) =>
      text.replace("clientAuthorised: true\n", "clientAuthorised: true\n...\nclientAuthorised: false\n"),
    );
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file(vacancy)}: front matter is not valid YAML: it holds more than one YAML document; front matter ends at the first line of just ---`,
    ]);
  });
});

describe("a date means the day the editor wrote", () => {
  const vacancy = "vacancies/banqueting-staff-peterborough.md";
  it.each([
    ["posted", "posted: 2026-02-30", "posted: 2026-11-05"],
    ["closes", "closes: 2026-11-31", "closes: 2026-12-20"],
    ["startDate", "startDate: 2027-02-29", undefined],
  ])("a day that does not exist in %s is an error, quoted or not", async (field, written, replacing) => {
    for (const line of [written, written.replace(/: (.*)$/, ': "$1"')]) {
      await content.edit(vacancy, (text) =>
        replacing
          ? text.replace(replacing, line)
          : text.replace("clientAuthorised: true", `clientAuthorised: true\n${line}`),
      );
      expect(await problemsOf(() => loadContent(content.dir)), line).toEqual([
        `${content.file(vacancy)}: ${field}: expected a day that exists, such as 2026-11-14, found "${line.split(": ")[1]!.replace(/"/g, "")}"`,
      ]);
      await content.edit(vacancy, (text) =>
        replacing ? text.replace(line, replacing) : text.replace(`\n${line}`, ""),
      );
    }
  });
});

describe("found by an adversarial pass: nothing an editor saves is lost or garbled in silence", () => {
  const vacancy = "vacancies/banqueting-staff-peterborough.md";

  it("a file saved in another encoding (Windows-1252) is refused, naming the line, instead of showing � for £", async () => {
    const text = await readFile(content.file(vacancy), "utf8");
    await writeFile(
      content.file(vacancy),
      Buffer.from(text.replace("Weekly pay at £13.00", "Weekly pay at \u00a313.00"), "latin1"),
    );
    const line = text.split("\n").findIndex((each) => each.includes("Weekly pay at £13.00")) + 1;
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file(vacancy)}: line ${line}: expected text saved as UTF-8, found bytes that are not (the file was probably saved in another encoding, such as Windows-1252); save it again as UTF-8`,
    ]);
  });

  it("a vacancy named .MD or .markdown, or put in a folder inside vacancies/, is an error, not a vacancy that vanishes", async () => {
    const { rename } = await import("node:fs/promises");
    await rename(content.file(vacancy), content.file("vacancies/banqueting.MD"));
    await rename(content.file("vacancies/bar-and-waiting-staff-st-ives.md"), content.file("vacancies/bar.markdown"));
    await mkdir(content.file("vacancies/2026"));
    await rename(content.file("vacancies/care-assistant-days-st-neots.md"), content.file("vacancies/2026/care.md"));
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file("vacancies/2026")}: is a folder holding Markdown (care.md), which the build never reads: a collection's files go directly in its folder, so move them up`,
      `${content.file("vacancies/banqueting.MD")}: expected a name ending in .md (lower case), which the build reads, found "banqueting.MD"; rename it`,
      `${content.file("vacancies/bar.markdown")}: expected a name ending in .md (lower case), which the build reads, found "bar.markdown"; rename it`,
    ]);
  });

  it("lists nested 100,000 deep are a named error, not a stack overflow", async () => {
    await content.edit(vacancy, (text) =>
      text.replace(/^shifts: .*$/m, `shifts: ${"[".repeat(100_000)}${"]".repeat(100_000)}`),
    );
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file(vacancy)}: front matter is not valid YAML: its lists or groups are nested thousands deep, more than it can read; flatten them`,
    ]);
  });

  it("a day outside 2000 to 2099 is refused: no advert was posted in year 0", async () => {
    await content.edit(vacancy, (text) => text.replace("posted: 2026-11-05", "posted: 0000-01-01"));
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file(vacancy)}: posted: expected a day between 2000 and 2099, such as 2026-11-14, found "0000-01-01"`,
    ]);
  });

  it("a line or paragraph separator (U+2028, U+2029) is an invisible character like the others", async () => {
    await content.edit(vacancy, (text) => text.replace("title: Banqueting", "title: Banqueting\u2028"));
    expect(await problemsOf(() => loadContent(content.dir))).toEqual([
      `${content.file(vacancy)}: title: line 2: expected text a reader can see, found the invisible character U+2028 (LINE SEPARATOR); delete it (it often comes with text pasted from elsewhere)`,
    ]);
  });

  it("a symbolic link in static/ into the content folder is refused: the content's Markdown is never published", async () => {
    const staticDir = path.join(path.dirname(content.dir), "static-with-link");
    await mkdir(staticDir);
    await symlink(content.dir, path.join(staticDir, "content-link"));
    await expect(
      renderSite({ contentDir: content.dir, staticDir, sourceDir: projectPaths.source, today: "2026-11-21" }),
    ).rejects.toThrow(
      `${path.join(staticDir, "content-link")}: is a symbolic link to ${content.dir}, and static/ publishes only files kept in the static folder itself`,
    );
  });
});

describe("static/ is published only from itself: a symbolic link in it stops the build, naming the link, as one in content/ does (D3)", () => {
  const linkMessage = (target: string) =>
    `is a symbolic link to ${target}, and static/ publishes only files kept in the static folder itself, so a link could publish a file from anywhere on this computer; put the file itself here (or delete the link)`;

  it("links to the build's environment and to a .env beside the project stop buildSite, every link named, and the previous site stays as it was", async () => {
    const work = path.dirname(content.dir);
    const staticDir = path.join(work, "static");
    const outDir = path.join(work, "dist");
    await cp(projectPaths.static, staticDir, { recursive: true });
    const options = {
      contentDir: content.dir,
      staticDir,
      outDir,
      sourceDir: projectPaths.source,
      today: "2026-11-21",
      assetCacheDir: false as const,
      imageCacheDir: false as const,
    };
    await buildSite(options);
    const before = await filesBelow(outDir);
    await writeFile(path.join(work, ".env"), "ALERTS_SECRET=not-for-publishing\n");
    await symlink("/proc/self/environ", path.join(staticDir, "environ.txt"));
    await mkdir(path.join(staticDir, "notes"));
    await symlink("../../.env", path.join(staticDir, "notes", "env.txt"));
    // A link to a file static/ holds itself is refused too: one rule, with nothing to judge about where a link leads.
    await symlink("favicon.svg", path.join(staticDir, "logo.svg"));

    expect(await problemsOf(() => buildSite(options))).toEqual([
      `${path.join(staticDir, "environ.txt")}: ${linkMessage("/proc/self/environ")}`,
      `${path.join(staticDir, "logo.svg")}: ${linkMessage("favicon.svg")}`,
      `${path.join(staticDir, "notes", "env.txt")}: ${linkMessage("../../.env")}`,
    ]);
    expect(await filesBelow(outDir)).toEqual(before);
  });

  it("a static folder that is itself a link, and a file name with a line break (which would write its own rules into _headers), stop the build, named", async () => {
    const work = path.dirname(content.dir);
    const elsewhere = path.join(work, "elsewhere");
    await cp(projectPaths.static, elsewhere, { recursive: true });
    await writeFile(path.join(elsewhere, "secret.txt"), "not for publishing\n");
    const linkedStatic = path.join(work, "static-as-a-link");
    await symlink(elsewhere, linkedStatic);
    expect(
      await problemsOf(() =>
        renderSite({
          contentDir: content.dir,
          staticDir: linkedStatic,
          sourceDir: projectPaths.source,
          today: "2026-11-21",
          assetCacheDir: false,
        }),
      ),
    ).toEqual([`${linkedStatic}: ${linkMessage(elsewhere)}`]);
    const namedStatic = path.join(work, "static-with-a-line-break");
    await cp(projectPaths.static, namedStatic, { recursive: true });
    await writeFile(path.join(namedStatic, "favicon.ico\n  Set-Cookie: injected=1"), "x");
    expect(
      await problemsOf(() =>
        renderSite({
          contentDir: content.dir,
          staticDir: namedStatic,
          sourceDir: projectPaths.source,
          today: "2026-11-21",
          assetCacheDir: false,
        }),
      ),
    ).toEqual([
      `${namedStatic}/favicon.ico\\n  Set-Cookie: injected=1: has a control character in its name (U+000A); rename it with letters, digits, hyphens and dots`,
    ]);
  });

  it("a hidden link is never published, so it is left alone", async () => {
    const staticDir = path.join(path.dirname(content.dir), "static-with-hidden-link");
    await cp(projectPaths.static, staticDir, { recursive: true });
    await symlink("/proc/self/environ", path.join(staticDir, ".environ"));
    const site = await renderSite({
      contentDir: content.dir,
      staticDir,
      sourceDir: projectPaths.source,
      today: "2026-11-21",
      assetCacheDir: false,
    });
    expect([...site.output.files.keys()].filter((file) => file.includes("environ"))).toEqual([]);
  });
});
