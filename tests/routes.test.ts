// D17 and D5: one explicit route table; every route is written as
// <route>/index.html and linked in the trailing-slash form.
import { alertPageSlugs } from "../src/alerts/alert-pages";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { outputPathFor } from "../src/pipeline/render";
import { loadContent } from "../src/content/load";
import { defineRoutes, navigationOrder, paths } from "../src/routes";
import { jobBoardFor } from "../src/jobs/board";
import { searchShellPath } from "../src/jobs/board-paths";
import { vacancyStatus } from "../src/jobs/vacancy-status";
import { SiteOutput } from "../src/pipeline/output";
import { ContentError, problemLine } from "../src/content/problems";
import { buildProjectSite, isEditorFile, projectPaths, testToday } from "./support/site";

describe("the route table", () => {
  it("holds the specification's seven routes, the employers' vacancy form (D30) and its confirmation (D46), the not-found page, one page per Markdown file, then the job board", async () => {
    const content = await loadContent(projectPaths.content);
    const routes = defineRoutes(content, "https://www.ousevalley.example", jobBoardFor(content, testToday));
    // The job board: its pages under /jobs/, and its search page's shell, which the host never publishes.
    const jobBoard = routes.filter((route) => route.path.startsWith(paths.jobs) || route.path === searchShellPath);
    expect(routes.slice(0, routes.length - jobBoard.length).map((route) => route.path)).toEqual([
      "/",
      "/about/",
      "/sectors/",
      "/employers/",
      "/candidates/",
      "/contact/",
      "/employers/register-a-vacancy/",
      "/thank-you/",
      "/employers/vacancy-registered/",
      "/404.html",
      ...content.markdownPages.map((page) => `/${page.slug}/`),
    ]);
    expect(content.markdownPages.map((page) => page.slug).sort()).toEqual([
      "accessibility",
      "cookies",
      "privacy",
      "terms",
    ]);
  });

  it("keeps the thank-you, vacancy-registered (D46) and not-found pages (D10), closed vacancies (D24) and the job-alert pages (D41) out of search indexes, and nothing else", async () => {
    const content = await loadContent(projectPaths.content);
    const routes = defineRoutes(content, "https://www.ousevalley.example", jobBoardFor(content, testToday));
    const closed = content.vacancies
      .filter((vacancy) => vacancyStatus(vacancy.data, testToday) === "closed")
      .map((vacancy) => `/jobs/${vacancy.slug}/`);
    expect(closed.length).toBeGreaterThanOrEqual(2);
    const alertPages = Object.values(alertPageSlugs).map((slug) => `/jobs/alerts/${slug}/`);
    // The page an application lands on, for every published vacancy; a sign-up's answer; the search page's shell, which the host never publishes.
    const published = content.vacancies
      .filter((vacancy) => vacancyStatus(vacancy.data, testToday) !== "scheduled")
      .map((vacancy) => `/jobs/${vacancy.slug}/applied/`);
    expect(routes.filter((route) => !route.indexable).map((route) => route.path)).toEqual([
      paths.thankYou,
      paths.vacancyRegistered,
      paths.notFound,
      ...closed,
      ...published,
      ...alertPages,
      "/jobs/alerts/check-your-inbox/sent/",
      searchShellPath,
    ]);
  });

  it("orders the header links as the specification does", () => {
    expect(navigationOrder).toEqual(["/", "/sectors/", "/about/", "/employers/", "/candidates/", "/contact/"]);
  });
});

describe("output paths (D5)", () => {
  it.each([
    ["/", "index.html"],
    ["/about/", "about/index.html"],
    ["/thank-you/", "thank-you/index.html"],
    ["/404.html", "404.html"],
  ])("%s is written to %s", (route, file) => {
    expect(outputPathFor(route)).toBe(file);
  });

  it("publishes nothing of a vacancy not yet posted (D24): the editor's copy of the content keeps only what the checks compare and its state is worked out from", async () => {
    const { output } = await buildProjectSite();
    const content = await loadContent(projectPaths.content);
    const scheduled = content.vacancies.filter((vacancy) => vacancyStatus(vacancy.data, testToday) === "scheduled");
    expect(scheduled.length).toBeGreaterThan(0);
    const published = [...output.files.entries()]
      .filter(([file]) => !file.startsWith("assets/"))
      .map(([file, entry]) => [file, "contents" in entry ? String(entry.contents) : ""] as const);
    for (const vacancy of scheduled) {
      for (const [file, text] of published) {
        expect(text.includes(vacancy.data.summary), `${file} holds the summary of ${vacancy.slug}`).toBe(false);
        expect(text.includes(vacancy.data.title), `${file} holds the title of ${vacancy.slug}`).toBe(false);
        for (const words of [...vacancy.data.requirements, vacancy.data.shifts ?? vacancy.data.summary])
          expect(text.includes(words), `${file} holds "${words}" of ${vacancy.slug}`).toBe(false);
      }
      // Named field by field, so a field added to the schema later is not published early by default.
      const editorCopy = JSON.parse(published.find(([file]) => file === "admin/site-content.json")![1]) as {
        content: { vacancies: { slug: string; data: Record<string, unknown> }[] };
      };
      const copy = editorCopy.content.vacancies.find((entry) => entry.slug === vacancy.slug)!;
      expect(Object.keys(copy.data).sort()).toEqual(
        ["title", "reference", "sector", "engagement", "hours", "location", "pay", "posted", "filled"]
          .concat(["summary", "requirements", "clientAuthorised"], vacancy.data.closes ? ["closes"] : [])
          .sort(),
      );
    }
  });

  it("the build writes exactly one page per route of the table, and besides them only the assets (uploaded photographs' files among them), host files, static files and the editor at /admin/", async () => {
    const { output, routes } = await buildProjectSite();
    const everyFile = [...output.files.keys()].map((file) => file.replace(/\.[0-9a-f]{10}\./, ".HASH."));
    const files = everyFile.filter((file) => !isEditorFile(file));
    expect(everyFile.filter(isEditorFile)).toEqual(
      expect.arrayContaining([
        "admin/index.html",
        "admin/config.yml",
        "admin/site-content.json",
        "admin/editor.HASH.js",
        "admin/decap-cms.js",
      ]),
    );
    const pages = files.filter((file) => file.endsWith(".html")).sort();
    expect(pages).toEqual(routes.map((route) => outputPathFor(route.path)).sort());
    expect(new Set(pages).size).toBe(routes.length);
    const staticFiles = await fg("**/*", { cwd: projectPaths.static, dot: true, onlyFiles: true });
    // D28: the feeds of open vacancies, all and one per sector, and the days the open set changes by itself.
    const sectors = await fg("*.md", { cwd: `${projectPaths.content}/sectors` });
    // The feed Indeed and the job aggregators crawl.
    const jobBoardFiles = [
      "jobs/feed.xml",
      ...sectors.map((file) => `jobs/${file.replace(/\.md$/, "")}/feed.xml`),
      "jobs/closing-dates.json",
      "jobs/indeed.xml",
    ];
    // D33: the job search's module, and its index of open vacancies; D41: the job alerts' email wording for the functions; the board's wording for the search page's function, which the host never publishes;
    // D46: the application receipt's wording and the published vacancies' titles by reference.
    // D42: the files made of each uploaded photograph, named by the upload, the width and a hash of their bytes.
    const images = files.filter((file) => file.startsWith("assets/images/"));
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((file) => !/^assets\/images\/[a-z0-9_-]+-\d+\.HASH\.(webp|jpg|png)$/.test(file))).toEqual([]);
    expect(files.filter((file) => !file.endsWith(".html") && !file.startsWith("assets/images/")).sort()).toEqual(
      [
        "_headers",
        "assets/site.HASH.css",
        "assets/site.HASH.js",
        "assets/job-search.HASH.js",
        "robots.txt",
        "sitemap.xml",
        ...jobBoardFiles,
        "jobs/_search/index.json",
        "jobs/_search/places.json",
        ".job-search/wording.json",
        "jobs/alerts/wording.json",
        "jobs/alerts/receipt.json",
        ...staticFiles,
      ].sort(),
    );
  });
});

describe("two sources for one path (D17)", () => {
  it("is an error naming both, and so is a file where another file needs a folder (a static file named like a page)", () => {
    const output = new SiteOutput();
    output.add("about/index.html", "x", "content/routes/about.md");
    output.add("jobs/nurse/index.html", "x", "content/vacancies/nurse.md");
    output.add("about/index.html", "x", "static/about/index.html");
    output.add("jobs", "x", "static/jobs");
    output.add("robots.txt", "x", "the route table");
    let thrown: unknown;
    try {
      output.assertNoConflicts();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContentError);
    expect((thrown as ContentError).problems.map(problemLine)).toEqual([
      "static/about/index.html: would be written to about/index.html, which content/routes/about.md already writes; rename one of them",
      "static/jobs: would be written to jobs, which must be a folder for jobs/nurse/index.html, from content/vacancies/nurse.md; rename one of them",
    ]);
  });
});
