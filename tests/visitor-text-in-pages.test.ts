// A visitor's text goes into a page as text, whatever it holds. The job
// search's page and the job alert's sign-up answer fill the site's own page
// with what was asked; String.prototype.replace reads "$`", "$'", "$&", "$$"
// and "$1" in a string replacement as the text around the match, so each of
// them is sent in every field, through the very functions the host runs and
// through the preview server that runs them for `npm run preview`.
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import jobSearch from "../netlify/functions/job-search.mjs";
import jobAlertSubscribe from "../netlify/functions/job-alert-subscribe.mjs";
import { startPreviewServer } from "../src/preview/server";
import { parsePage } from "./support/dom";
import { startAlertSite, type AlertSite } from "./support/job-alerts";

const replacementPatterns = ["$`", "$'", "$&", "$$", "$1"];
const searchParameters = ["what", "where", "radius", "sort", "pay", "page", "sector", "engagement", "county"];

/** One document: a replacement pattern read as such copies the page's head, header or doctype into it again. */
function expectOneDocument(html: string, asked: string): Document {
  for (const part of [/<!doctype html>/gi, /<head>/g, /<body\b/g, /class="site-header"/g])
    expect(html.match(part)?.length ?? 0, `${part.source} in the page for ${asked}`).toBe(1);
  return parsePage(html);
}

describe("the job search's page puts a search's words into the page as text", () => {
  let server: Awaited<ReturnType<typeof startPreviewServer>>;
  beforeAll(async () => {
    server = await startPreviewServer({ root: inject("builtSiteDir"), port: 0 });
  });
  afterAll(() => server?.close());

  /** The function's own answer, and the preview server's, to the same search. */
  const answers = async (query: string) => [
    await jobSearch(new Request(`${server.url}/jobs/search?${query}`), { builtFolder: inject("builtSiteDir") }),
    await fetch(`${server.url}/jobs/search?${query}`),
  ];

  for (const pattern of replacementPatterns) {
    it(`every parameter holding ${pattern}`, async () => {
      for (const name of searchParameters) {
        // In a box, beside a word: a box of no letter or digit is read as empty (search-typed.ts).
        const typed = name === "what" || name === "where" ? `care ${pattern}` : pattern;
        const query = new URLSearchParams({
          ...(name === "what" || name === "where" ? {} : { what: "nurse" }),
          [name]: typed,
        }).toString();
        for (const response of await answers(query)) {
          expect(response.status, query).toBe(200);
          const page = expectOneDocument(await response.text(), query);
          if (name === "what" || name === "where")
            expect(page.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.getAttribute("value"), query).toBe(
              typed,
            );
        }
      }
    });
  }
});

describe("the job alert's sign-up answer puts the address and the search into the page as text", () => {
  let site: AlertSite;
  beforeAll(async () => {
    site = await startAlertSite();
  });
  afterAll(() => site?.close());

  const signUp = (fields: Record<string, string>) => ({
    email: "candidate@example.com",
    what: "care",
    where: "",
    "bot-field": "",
    ...fields,
  });
  const post = (fields: Record<string, string>) =>
    new Request(`${site.url}/.netlify/functions/job-alert-subscribe`, {
      method: "POST",
      body: new URLSearchParams(fields),
    });

  /** The function's own answer, and the preview server's, followed to the page a browser shows. */
  async function pagesFor(fields: Record<string, string>): Promise<string[]> {
    const pages: string[] = [];
    for (const response of [
      await jobAlertSubscribe(post(fields), {}),
      await site.post("/.netlify/functions/job-alert-subscribe", fields),
    ]) {
      const location = response.headers.get("location");
      pages.push(location ? await (await fetch(new URL(location, site.url))).text() : await response.text());
    }
    return pages;
  }

  for (const pattern of replacementPatterns) {
    it(`every field holding ${pattern}`, async () => {
      const address = `${pattern}@example.com`;
      const cases: [string, Record<string, string>][] = [
        ["email", signUp({ email: address })],
        // A filled honeypot is answered like a sign-up, naming whatever address was sent.
        ["email beside a filled honeypot", signUp({ email: pattern, "bot-field": "x" })],
        ...["what", "where", "radius", "pay", "sector", "engagement", "county"].map(
          (name): [string, Record<string, string>] => [name, signUp({ [name]: pattern })],
        ),
        ["bot-field", signUp({ "bot-field": pattern })],
      ];
      for (const [field, fields] of cases) {
        for (const html of await pagesFor(fields)) {
          const page = expectOneDocument(html, `${field} = ${fields[field.split(" ")[0]!]}`);
          if (field === "email") expect(page.querySelector("main")?.textContent, field).toContain(address);
        }
      }
    });
  }
});
