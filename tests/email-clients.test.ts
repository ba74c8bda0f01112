// The e-mails' HTML in the mail programs people use (Gmail, Outlook, Apple
// Mail, Yahoo, Samsung Email, Thunderbird), checked against caniemail.com's
// support data (the caniemail package): every feature a client does not
// support at all must be one listed here, with why the message still reads
// right there. And the rules every client needs: no script, no stylesheet
// (Gmail drops <style> in many of its apps), layout in tables, images with
// alt text, every link absolute.
import { readFileSync } from "node:fs";
import { describe, it } from "vitest";
import { readContentFile } from "./support/content-file";
import type { JobsPageContent } from "../src/content/schemas";
import { caniemail } from "caniemail";
import { alertEmail, confirmationEmail, type RenderedEmail } from "../src/alerts/alert-emails";
import { receiptEmail } from "../src/alerts/application-receipt";
import { parsePage } from "./support/dom";
import { projectPaths } from "./support/site";
import path from "node:path";

const jobs = readContentFile(readFileSync(path.join(projectPaths.content, "routes", "jobs.md"), "utf8"))
  .data as JobsPageContent;
const brand = {
  tradingName: "Ouse Valley Staffing",
  disclosure: "Ouse Valley Staffing Ltd. Registered in England and Wales, company number 09876543.",
};
const origin = "https://www.ousevalley.example";
const distance = {
  milesAway: "{{miles}} miles away",
  oneMileAway: "1 mile away",
  underAMile: "under a mile away",
  placeUnknown: "",
  placeChosen: "{{place}} (not {{others}})",
};
const job = (slug: string, miles?: number) => ({
  url: `/jobs/${slug}/`,
  card: {
    title: "Care Assistant, days",
    summary: "Support older people in a friendly home. Days only, no nights.",
    pay: "£12.60 an hour",
    location: "St Neots, Cambridgeshire",
    work: "Temporary, full-time",
    closes: "24 December 2026",
    posted: "Posted 18 November 2026",
  },
  filters: {},
  closes: "2026-12-24",
  words: "",
  ...(miles === undefined ? {} : { miles }),
});

export const sampleEmails: Record<string, RenderedEmail> = {
  confirmation: confirmationEmail({
    wording: jobs.alerts.email,
    brand,
    search: "care jobs within 10 miles of St Ives",
    confirmUrl: `${origin}/.netlify/functions/job-alert-confirm?token=a.b`,
    unsubscribeUrl: `${origin}/.netlify/functions/job-alert-unsubscribe?token=c.d`,
  }),
  alert: alertEmail({
    wording: jobs.alerts.email,
    brand,
    search: "care jobs within 10 miles of St Ives",
    jobs: [job("care-a", 3.4), job("care-b", 0.4)],
    distance,
    origin,
    searchPath: "/jobs/search?what=care&where=St+Ives",
    unsubscribeUrl: `${origin}/.netlify/functions/job-alert-unsubscribe?token=c.d`,
  }),
  receipt: receiptEmail({
    published: {
      brand,
      phone: "01632 960 471",
      wording: jobs.applied,
      vacancies: { "OVS-1042": { title: "Care Assistant, days", path: "/jobs/care-a/" } },
    },
    reference: "OVS-1042",
    name: "Zoë",
    cv: true,
    origin,
  })!,
};

/** The clients checked: caniemail's names, every version of each. */
const clients = ["gmail.*", "outlook.*", "apple-mail.*", "yahoo.*", "samsung-email.*", "thunderbird.*"] as const;

/**
 * Features some client ignores entirely, and why each is still right to use.
 * caniemail's titles, as its data names them.
 */
const knownUnsupported: Record<string, string> = {
  "target attribute":
    "The buttons open in a new tab where a client honours it; where it is ignored the link still opens.",
  "<body> element":
    "Clients that drop <body> lose nothing: React Email's Body puts the background and padding on a table inside it.",
  "display:none":
    "Hides the preview line (React Email's Preview); it also has max-height 0, opacity 0 and overflow hidden, so each client hides it one way or another.",
  opacity: "Hides the preview line, as above.",
  overflow: "Hides the preview line, as above.",
  "height property": "max-height 0 on the preview line, as above.",
  "border-radius": "Outlook on Windows draws the button square; its colour, size and words are the same.",
  "role attribute":
    "role=presentation tells screen readers the layout tables are not data; a client that drops it reads the cells in order, which is the message's order.",
};

function unsupportedFeatures(html: string): Map<string, Set<string>> {
  const { issues } = caniemail({ html, clients: [...clients] });
  const found = new Map<string, Set<string>>();
  for (const [client, list] of issues.errors) {
    for (const { title } of list) found.set(title, (found.get(title) ?? new Set()).add(client));
  }
  return found;
}

describe("the e-mails' HTML works in the mail programs people use", () => {
  for (const [name, email] of Object.entries(sampleEmails)) {
    it(`${name}: every feature a client does not support is a known, harmless one (caniemail's data)`, ({ expect }) => {
      const unknown = [...unsupportedFeatures(email.html)]
        .filter(([title]) => !Object.hasOwn(knownUnsupported, title))
        .map(([title, where]) => `${title}: ${[...where].join(", ")}`);
      expect(unknown).toEqual([]);
    });

    it(`${name}: no script, no stylesheet, no class, layout in tables, images with alt, absolute links`, ({
      expect,
    }) => {
      const doc = parsePage(email.html);
      expect(doc.querySelectorAll("script, style, link, iframe, form, object, embed, video, svg")).toHaveLength(0);
      expect(email.html).not.toMatch(/\son[a-z]+=|javascript:/i);
      expect(doc.querySelectorAll("[class]")).toHaveLength(0);
      expect(doc.querySelectorAll('table[role="presentation"]').length).toBeGreaterThan(2);
      for (const image of doc.querySelectorAll("img")) expect(image.hasAttribute("alt")).toBe(true);
      for (const link of doc.querySelectorAll("a")) expect(link.getAttribute("href")).toMatch(/^https:\/\//);
      // Every piece of text is styled where it stands: a client that drops the head still shows the agency's type.
      for (const text of doc.querySelectorAll("h1, h2, p"))
        expect(text.getAttribute("style") ?? "", text.textContent ?? "").toMatch(/font-family:/);
      expect(doc.documentElement.getAttribute("lang")).toBe("en-GB");
    });

    it(`${name}: the agency's name heads it and its company disclosure ends it, in both parts`, ({ expect }) => {
      const doc = parsePage(email.html);
      expect(doc.querySelector("p")?.textContent).toBe("Ouse Valley Staffing");
      for (const part of [doc.body.textContent ?? "", email.text]) expect(part).toContain("company number 09876543");
    });
  }

  it("the confirmation's one action is a real button, not a heading or a bare link", ({ expect }) => {
    const doc = parsePage(sampleEmails.confirmation!.html);
    const button = [...doc.querySelectorAll("a")].find((link) => link.textContent === "Confirm my job alert")!;
    expect(button.getAttribute("style")).toMatch(/background-color:#0b5d6b/);
    expect(button.getAttribute("style")).toMatch(/padding-top:12px/);
    expect(doc.querySelector("h1")?.textContent).toBe("Confirm your job alert from Ouse Valley Staffing");
  });

  it("each job in an alert: its title as a link, a line of summary, type of work, pay, place, distance and closing date; then a link to the whole search", ({
    expect,
  }) => {
    const { html, text } = sampleEmails.alert!;
    const doc = parsePage(html);
    const titles = [...doc.querySelectorAll("h2 a")].map((link) => link.getAttribute("href"));
    expect(titles).toEqual([`${origin}/jobs/care-a/`, `${origin}/jobs/care-b/`]);
    const body = doc.body.textContent!.replace(/\s+/g, " ");
    const summaries = [...doc.querySelectorAll("h2 + p")].map((line) => line.textContent);
    expect(summaries).toEqual(["Support older people in a friendly home.", "Support older people in a friendly home."]);
    expect(body).toContain("Type of work: Temporary, full-time");
    expect(body).not.toContain("Days only, no nights");
    expect(body).toContain("Distance: 3 miles away");
    expect(body).toContain("Distance: under a mile away");
    expect(body).toContain("Closes: 24 December 2026");
    const search = [...doc.querySelectorAll("a")].find((link) => link.textContent === "See every job for this search");
    expect(search?.getAttribute("href")).toBe(`${origin}/jobs/search?what=care&where=St+Ives`);
    expect(text).toContain(`See every job for this search:\n${origin}/jobs/search?what=care&where=St+Ives`);
    expect(text).toContain(
      "Type of work: Temporary, full-time\nPay: £12.60 an hour\nWhere: St Neots, Cambridgeshire\nDistance: 3 miles away\nCloses: 24 December 2026",
    );
  });

  it("an alert's first line reads for one job and for several, says new once and names no earlier email, as the first alert has none; each job says when it was posted", ({
    expect,
  }) => {
    const search = "healthcare assistant jobs within 10 miles of St Neots";
    const one = alertEmail({
      wording: jobs.alerts.email,
      brand,
      search,
      jobs: [job("care-a", 3.4)],
      distance,
      origin,
      searchPath: "/jobs/search?what=care",
      unsubscribeUrl: `${origin}/u`,
    });
    const two = sampleEmails.alert!;
    expect(one.text).toContain(
      "A new job matches your alert for healthcare assistant jobs within 10 miles of St Neots.",
    );
    expect(two.text).toContain("2 new jobs match your alert for care jobs within 10 miles of St Ives.");
    for (const mail of [one, two]) {
      const intro = parsePage(mail.html).querySelector("h1 + p")!.textContent!;
      expect(intro.match(/\bnew\b/g)).toHaveLength(1);
      expect(intro).not.toMatch(/these jobs|since we last|last wrote/i);
      expect(mail.text).toContain("Posted 18 November 2026\nType of work: Temporary, full-time");
      expect(parsePage(mail.html).body.textContent).toContain("Posted 18 November 2026");
    }
  });

  it("an alert for a search not near a place gives no distance", ({ expect }) => {
    const { html, text } = alertEmail({
      wording: jobs.alerts.email,
      brand,
      search: "care jobs",
      jobs: [job("care-a")],
      distance,
      origin,
      searchPath: "/jobs/search?what=care",
      unsubscribeUrl: `${origin}/u`,
    });
    expect(html).not.toContain("Distance");
    expect(text).not.toContain("Distance");
  });
});
