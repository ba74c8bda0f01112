// Each route offers what the specification's route table says, with the figures,
// claims, hours and promises exactly as given (D4), from content/ (D2).
import { beforeAll, describe, expect, it } from "vitest";
import { builtPage, builtPages, projectPaths } from "./support/site";
import { loadContent, type SiteContent } from "../src/content/load";
import { parsePage, textOf } from "./support/dom";
import { alertFunctionPaths } from "../src/alerts/alert-pages";

async function page(outputPath: string): Promise<Document> {
  return parsePage(await builtPage(outputPath));
}

const all = <T extends Element = Element>(doc: Document | Element, selector: string) => [
  ...doc.querySelectorAll<T>(selector),
];
const hrefs = (doc: Document | Element, selector: string) =>
  all<HTMLAnchorElement>(doc, selector).map((link) => link.getAttribute("href"));
const linkTo = (doc: Document | Element, text: string) =>
  all<HTMLAnchorElement>(doc, "a")
    .find((link) => textOf(link) === text)
    ?.getAttribute("href");
const main = (doc: Document) => doc.querySelector("main")!;
/** Images from the stock-photo host (D14), as opposed to the site's own logo. */
const photographs = 'img[src^="https://images.unsplash.com/"]';
const addressLines = (address: Element | null) =>
  (address?.innerHTML ?? "").split(/<br\s*\/?>/).map((line) => line.trim());
const officeAddress = [
  "Ouse Valley Staffing Ltd",
  "Unit 4, Riverside Business Park",
  "St Ives, Cambridgeshire",
  "PE27 5XX",
];

describe("every page shares the layout", () => {
  let pages: [string, Document][];
  beforeAll(async () => {
    pages = (await builtPages()).map(([file, html]) => [file, parsePage(html)]);
  });

  it("starts with a doctype and is in British English", async () => {
    for (const [file, html] of await builtPages()) {
      expect(html.startsWith('<!DOCTYPE html><html lang="en-GB">'), file).toBe(true);
    }
  });

  it("has one h1, a skip link to the main content first, and one main landmark", () => {
    for (const [file, doc] of pages) {
      expect(all(doc, "h1"), file).toHaveLength(1);
      const first = doc.querySelector("body > *")!;
      expect(first.matches("a.skip-link[href='#main']"), file).toBe(true);
      expect(textOf(first)).toBe("Skip to main content");
      expect(all(doc, "main#main"), file).toHaveLength(1);
    }
  });

  it("has the header's six links in the specification's order", () => {
    for (const [file, doc] of pages) {
      const links = all(doc, "header nav a").map((link) => [textOf(link), link.getAttribute("href")]);
      expect(links, file).toEqual([
        ["Home", "/"],
        ["Our Sectors", "/sectors/"],
        ["Who We Are", "/about/"],
        ["For Employers", "/employers/"],
        ["For Candidates", "/candidates/"],
        ["Contact", "/contact/"],
      ]);
    }
  });

  it("links to the job board from the header, beside the six links and outside the folding list, so it is one tap away at every width (D38)", () => {
    for (const [file, doc] of pages) {
      const jobs = all(doc, "header a").filter((link) => link.getAttribute("href") === "/jobs/");
      expect(jobs.map(textOf), file).toEqual(["Jobs"]);
      expect(jobs[0]!.closest("#site-nav-list"), file).toBeNull();
    }
  });

  it.each([
    ["jobs/index.html", "page"],
    ["jobs/healthcare/index.html", "true"],
    ["jobs/healthcare/temporary/index.html", "true"],
    ["jobs/registered-nurse-nights-huntingdon/index.html", "true"],
  ])("%s marks the header's Jobs link, and only it, as current (aria-current=%s)", async (file, state) => {
    const doc = await page(file);
    expect(all(doc, "header [aria-current]").map((link) => [textOf(link), link.getAttribute("aria-current")])).toEqual([
      ["Jobs", state],
    ]);
  });

  it.each([
    ["index.html", "Home"],
    ["sectors/index.html", "Our Sectors"],
    ["about/index.html", "Who We Are"],
    ["employers/index.html", "For Employers"],
    ["candidates/index.html", "For Candidates"],
    ["contact/index.html", "Contact"],
  ])("%s marks %s, and only it, as the current page", async (file, label) => {
    const doc = await page(file);
    expect(all(doc, "header [aria-current]").map((link) => [textOf(link), link.getAttribute("aria-current")])).toEqual([
      [label, "page"],
    ]);
  });

  it("pages outside the main navigation mark no link as current", async () => {
    for (const file of ["thank-you/index.html", "privacy/index.html", "404.html"]) {
      expect(all(await page(file), "[aria-current]"), file).toHaveLength(0);
    }
  });

  it("has the menu toggle in the HTML, hidden unless scripting is on, controlling the link list and labelled for both states (D12, D31)", () => {
    for (const [file, doc] of pages) {
      const toggle = doc.querySelector("header button")!;
      expect(toggle.hasAttribute("hidden"), file).toBe(true);
      expect(toggle.getAttribute("type")).toBe("button");
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
      expect(textOf(toggle.querySelector(".site-header__toggle-open"))).toBe("Menu");
      expect(textOf(toggle.querySelector(".site-header__toggle-close"))).toBe("Close");
      const controlled = doc.getElementById(toggle.getAttribute("aria-controls")!);
      expect(controlled?.matches("header nav ul"), file).toBe(true);
      expect(controlled?.hasAttribute("hidden"), "the list shows without JavaScript").toBe(false);
    }
  });

  it("shows the 24/7 phone line in every header as a tel: link (D31)", () => {
    for (const [file, doc] of pages) {
      const phone = doc.querySelector('header a[href^="tel:"]');
      expect(phone?.getAttribute("href"), file).toBe("tel:+441632960471");
      expect(textOf(phone), file).toBe("24/7 line 01632 960 471");
    }
  });

  it("loads one stylesheet and one deferred script, both hashed", () => {
    for (const [file, doc] of pages) {
      expect(
        all(doc, "link[rel=stylesheet]").map((link) => link.getAttribute("href")),
        file,
      ).toEqual([expect.stringMatching(/^\/assets\/site\.[0-9a-f]{10}\.css$/)]);
      const scripts = all(doc, "script[src]");
      expect(
        scripts.map((script) => script.getAttribute("src")),
        file,
      ).toEqual([expect.stringMatching(/^\/assets\/site\.[0-9a-f]{10}\.js$/)]);
      expect(scripts[0]!.hasAttribute("defer")).toBe(true);
    }
  });

  describe("the footer", () => {
    it("links to each sector, the main pages, the job listing (D29) and the four legal pages (D9)", () => {
      for (const [file, doc] of pages) {
        const footer = doc.querySelector("footer")!;
        expect(hrefs(footer, "nav[aria-labelledby=footer-sectors-heading] a"), file).toEqual([
          "/sectors/#healthcare",
          "/sectors/#hospitality",
          "/sectors/#nursery-school",
          "/sectors/#industrial",
        ]);
        expect(hrefs(footer, "nav[aria-labelledby=footer-quick-links-heading] a")).toEqual([
          "/",
          "/sectors/",
          "/about/",
          "/employers/",
          "/candidates/",
          "/contact/",
          "/jobs/",
        ]);
        expect(all(footer, "nav[aria-label=Legal] a").map((link) => [textOf(link), link.getAttribute("href")])).toEqual(
          [
            ["Privacy Policy", "/privacy/"],
            ["Terms of Service", "/terms/"],
            ["Cookie Policy", "/cookies/"],
            ["Accessibility statement", "/accessibility/"],
          ],
        );
      }
    });

    it("gives the phone, email and office, and the company disclosure of D1", async () => {
      const footer = (await page("index.html")).querySelector("footer")!;
      expect(hrefs(footer, "a[href^='tel:']")).toEqual(["tel:+441632960471"]);
      // Non-breaking spaces keep the number on one line.
      expect(footer.querySelector("a[href^='tel:']")!.textContent).toBe("01632\u00a0960\u00a0471");
      expect(hrefs(footer, "a[href^='mailto:']")).toEqual(["mailto:hello@ousevalley.example"]);
      expect(addressLines(footer.querySelector("address"))).toEqual(officeAddress);
      expect(textOf(footer)).toContain(
        "Ouse Valley Staffing Ltd. All rights reserved. Registered in England and Wales, company number 09876543. Registered office: Unit 4, Riverside Business Park, St Ives, Cambridgeshire, PE27 5XX.",
      );
      expect(textOf(footer)).toContain("24/7 emergency support");
    });
  });
});

describe("Home", () => {
  let doc: Document;
  beforeAll(async () => {
    doc = await page("index.html");
  });

  it("has a hero with Find Staff to /employers/ and Find Work to /candidates/", () => {
    const hero = doc.querySelector(".hero")!;
    expect(linkTo(hero, "Find Staff")).toBe("/employers/");
    expect(linkTo(hero, "Find Work")).toBe("/candidates/");
    expect(textOf(hero)).toContain("20+ years of experience");
  });

  it("has What and Where in the hero: a GET form to the search page the host answers, with JavaScript or without, and always a link to the board with the number of open jobs (D38)", async () => {
    const hero = doc.querySelector(".hero")!;
    const search = hero.querySelector("search")!;
    expect(search.hasAttribute("hidden")).toBe(false);
    expect(search.hasAttribute("data-module"), "no script sends it elsewhere").toBe(false);
    const form = search.querySelector("form")!;
    expect([form.getAttribute("action"), form.getAttribute("method")]).toEqual(["/jobs/search", "get"]);
    expect(all<HTMLInputElement>(form, "input").map((input) => input.getAttribute("name"))).toEqual(["what", "where"]);
    const link = hero.querySelector('.home-job-search__all a[href="/jobs/"]');
    // The count is the listing's own, on the tests' day.
    const listed = textOf((await page("jobs/index.html")).querySelector("#jobs-results-heading"));
    expect(listed).toMatch(/^\d+ jobs found$/);
    expect(textOf(link)).toBe(`See all ${listed.replace(" found", "")} open now`);
    expect(link?.closest("search")).toBeNull();
  });

  it("shows the claims of the specification", () => {
    const claims = all(doc, "#promises li").map(textOf);
    expect(claims).toEqual([
      "24/7 emergency support",
      "24hr response time",
      "Candidates presented within 24-48 hours",
      "DBS-checked and compliance-ready candidates",
      "Transparent pricing with no hidden fees",
    ]);
  });

  it("shows the impact figures exactly, labelled as the last five years so they agree with the track record (D47)", () => {
    expect(all(doc, "#impact li").map(textOf)).toEqual([
      "2000+ placements in the last five years",
      "500+ partner companies in the last five years",
      "98% of placements completed as agreed",
      "24hr response to every enquiry",
    ]);
  });

  it("has four sector cards, each with at most four roles, the count of the rest, and a link to the sector", () => {
    const cards = all(doc, "#sectors article");
    expect(cards.map((card) => textOf(card.querySelector("h3")))).toEqual([
      "Healthcare",
      "Hospitality",
      "Nursery and school settings",
      "Industrial",
    ]);
    for (const card of cards) {
      expect(all(card, "li")).toHaveLength(4);
      expect(textOf(card.querySelector(".sector-card__more"))).toBe("+4 more roles");
    }
    expect(hrefs(doc, "#sectors article a")).toEqual([
      "/sectors/#healthcare",
      "/sectors/#hospitality",
      "/sectors/#nursery-school",
      "/sectors/#industrial",
    ]);
    expect(all(cards[0]!, "li").map(textOf)).toEqual([
      "Registered Nurse (RGN)",
      "Mental Health Nurse (RMN)",
      "Healthcare Assistant",
      "Senior Care Assistant",
    ]);
  });

  it("has three testimonials, each rated 5 and saying so in text (D15)", () => {
    const testimonials = all(doc, "#stories figure");
    expect(testimonials).toHaveLength(3);
    for (const testimonial of testimonials) {
      expect(textOf(testimonial.querySelector(".visually-hidden"))).toBe("Rated 5 out of 5");
      expect(all(testimonial, "svg")).toHaveLength(5);
      expect(all(testimonial, "svg").every((svg) => svg.getAttribute("aria-hidden") === "true")).toBe(true);
      expect(textOf(testimonial.querySelector("blockquote")).length).toBeGreaterThan(40);
    }
    expect(all(doc, "#stories figcaption .testimonial__name").map(textOf)).toEqual([
      "Sarah Mitchell",
      "James Okafor",
      "Priya Sharma",
    ]);
  });

  it("shows the track-record band exactly, labelled as since 2005", () => {
    expect(all(doc, "#stories .figures li").map(textOf)).toEqual([
      "5000+ people placed in work since 2005",
      "98% client satisfaction in our yearly survey",
      "800+ partner companies since 2005",
    ]);
  });
});

describe("Who We Are", () => {
  let doc: Document;
  beforeAll(async () => {
    doc = await page("about/index.html");
  });

  it("tells the company story with 20+ years of experience", () => {
    expect(textOf(doc.querySelector("#story-heading"))).toBe("Our story");
    expect(textOf(doc.querySelector("#story .prose"))).toContain("Ouse Valley Staffing began in 2005");
    expect(textOf(main(doc))).toContain("20+ years of experience");
  });

  it("lists the core values", () => {
    expect(all(doc, "#values h3").map(textOf)).toEqual(["Reliability", "Care", "Honesty", "Compliance"]);
  });

  it("says why healthcare providers choose the agency, with the about figures exactly", () => {
    expect(textOf(doc.querySelector("#why-choose-us-heading"))).toBe("Why healthcare providers choose us");
    expect(all(doc, "#why-choose-us .figures li").map(textOf)).toEqual([
      "3000+ people placed in healthcare since 2005",
      "100% compliance rate at every audit",
      "800+ partner organisations since 2005",
    ]);
  });

  it("ends with calls to action", () => {
    expect(hrefs(doc, "#get-in-touch a")).toEqual(["/employers/", "/contact/"]);
  });

  it("names no people and no memberships while the agency has filled none in (D47)", () => {
    expect(doc.querySelector("#people")).toBeNull();
    expect(doc.querySelector("#memberships")).toBeNull();
  });
});

describe("Our Sectors", () => {
  let doc: Document;
  beforeAll(async () => {
    doc = await page("sectors/index.html");
  });

  it("has four sector blocks, each with a description, services, eight key roles and Get Started to /contact/", () => {
    const blocks = all(doc, "section.sector-block");
    expect(blocks.map((block) => block.id)).toEqual(["healthcare", "hospitality", "nursery-school", "industrial"]);
    for (const block of blocks) {
      expect(textOf(block.querySelector(".prose")).length, block.id).toBeGreaterThan(100);
      expect(all(block, ".sector-block__services li").length, block.id).toBeGreaterThanOrEqual(3);
      expect(all(block, ".sector-block__roles li"), block.id).toHaveLength(8);
      const getStarted = all<HTMLAnchorElement>(block, "a").find((link) => textOf(link).startsWith("Get Started"))!;
      expect(getStarted.getAttribute("href")).toBe("/contact/");
    }
    expect(textOf(blocks[0]!.querySelector("a.button"))).toBe("Get Started with healthcare staffing");
  });

  it("explains why to choose sector specialists", () => {
    expect(textOf(doc.querySelector("#specialists-heading"))).toBe("Why choose sector specialists");
    expect(all(doc, "#specialists li")).toHaveLength(3);
  });
});

describe("For Employers", () => {
  let doc: Document;
  let content: SiteContent;
  beforeAll(async () => {
    doc = await page("employers/index.html");
    content = await loadContent(projectPaths.content);
  });

  it("offers candidate sourcing, compliance management and rapid deployment", () => {
    expect(all(doc, "#services h3").map(textOf)).toEqual([
      "Candidate sourcing",
      "Compliance management",
      "Rapid deployment",
    ]);
  });

  it("explains How It Works in three numbered steps", () => {
    expect(all(doc, "#how-it-works ol.steps > li h3").map(textOf)).toEqual([
      "Tell us your needs",
      "We find the match",
      "Quick placement",
    ]);
  });

  it("has Call Now and Request Quote, both to /contact/", () => {
    expect(linkTo(doc, "Call Now")).toBe("/contact/");
    expect(linkTo(doc, "Request Quote")).toBe("/contact/");
  });

  it("opens with Register a vacancy and the 24/7 emergency line as a tel: link", () => {
    const top = doc.querySelector(".page-header")!;
    expect(linkTo(top, "Register a vacancy")).toBe("/employers/register-a-vacancy/");
    expect(textOf(top.querySelector(".hero__line"))).toBe("Short-staffed today? Our 24/7 line 01632 960 471");
    expect(hrefs(top, ".hero__line a")).toEqual(["tel:+441632960471"]);
  });

  it("says how fast, in the specification's promises: a 24-hour response and candidates within 24-48 hours", () => {
    expect(all(doc, "#how-fast .figures li").map(textOf)).toEqual([
      "24hr response to every enquiry",
      "24-48 hours to present candidates for your vacancy",
      "24/7 emergency support for shifts that cannot wait",
    ]);
  });

  it("lists every sector with every one of its roles, as the sector files have them, each linking to the sector", () => {
    const cards = all(doc, "#roles article");
    expect(cards.map((card) => textOf(card.querySelector("h3")))).toEqual(
      content.sectors.map((sector) => sector.data.title),
    );
    cards.forEach((card, index) => expect(all(card, "li").map(textOf)).toEqual(content.sectors[index]!.data.roles));
    expect(hrefs(doc, "#roles article a")).toEqual(content.sectors.map((sector) => `/sectors/#${sector.slug}`));
  });

  it("says what happens after the first call, and when", () => {
    expect(textOf(doc.querySelector("#after-call-heading"))).toBe("After your first call");
    expect(all(doc, "#after-call .next-steps__title").map(textOf)).toEqual([
      "On the call",
      "Within 24 hours",
      "Within 24-48 hours",
      "Once they start",
    ]);
  });

  it("quotes the clients the agency ticked for this page (D47), rated 5 in text", () => {
    const chosen = content.testimonials
      .filter((testimonial) => testimonial.data.employersPage === true)
      .map((testimonial) => testimonial.data.name);
    expect(chosen).toEqual(["Sarah Mitchell", "James Okafor"]);
    expect(all(doc, "#clients .testimonial__name").map(textOf)).toEqual(chosen);
    expect(all(doc, "#clients .visually-hidden").map(textOf)).toEqual(["Rated 5 out of 5", "Rated 5 out of 5"]);
  });

  it("shows no memberships line while the agency has filled none in (D47)", () => {
    expect(content.site.data.memberships?.items).toEqual([]);
    expect(doc.querySelector("#memberships")).toBeNull();
  });
});

describe("For Candidates", () => {
  let doc: Document;
  beforeAll(async () => {
    doc = await page("candidates/index.html");
  });

  it("keeps the specification's basic form: name, email, message and Send", () => {
    const form = doc.querySelector("main form[name=candidates]")!;
    const fields = all<HTMLInputElement>(form, "input:not([type=hidden]), textarea, select").map((field) =>
      field.getAttribute("name"),
    );
    expect(fields).toEqual(["bot-field", "name", "email", "message"]);
    expect(textOf(form.querySelector("button"))).toBe("Send");
  });

  it("offers the job search: What and Where by GET to the search page, and a link to the board with the number of open jobs (D38)", () => {
    const search = doc.querySelector("main form.home-job-search__form")!;
    expect(search.getAttribute("method")).toBe("get");
    expect(search.getAttribute("action")).toBe("/jobs/search");
    expect(all(search, "input").map((input) => input.getAttribute("name"))).toEqual(["what", "where"]);
    expect(textOf(doc.querySelector("main .home-job-search__all a"))).toMatch(/^See all \d+ jobs open now$/);
  });

  it("offers a job alert sign-up for every new job, posted to the sign-up function (D41)", () => {
    const alert = doc.querySelector("main .candidates-alert")!;
    expect(textOf(alert.querySelector("h2"))).toBe("New jobs by email");
    expect(textOf(alert.querySelector("summary"))).toBe("Email me new jobs");
    expect(alert.querySelector("form")!.getAttribute("action")).toBe(alertFunctionPaths.subscribe);
    // The search is named as every job: no words, place or filter.
    expect(textOf(alert.querySelector("[data-job-alert-search]"))).toBe("jobs");
    for (const name of ["what", "where"])
      expect(alert.querySelector(`input[name=${name}]`)!.getAttribute("value"), name).toBe("");
    for (const name of ["sector", "engagement", "county"])
      expect(alert.querySelector(`input[name=${name}]`), name).toBeNull();
  });

  it("says what registering means: pay, weekly pay, holiday pay, training and checks, and that the form starts it with an email reply, then a call", () => {
    expect(all(doc, "#registering h3").map(textOf)).toEqual([
      "Clear pay",
      "Paid weekly",
      "Holiday pay",
      "Training",
      "Checks done with you",
    ]);
    expect(textOf(doc.querySelector("#registering .section__intro"))).toContain(
      "replies by email within 24 hours, then calls you if you put a phone number in your message",
    );
    expect(textOf(doc.querySelector("#registering"))).toContain("DBS");
  });

  it("never promises a call the form cannot arrange: it has no phone field, so the page asks for a number in the message", () => {
    expect(doc.querySelector("main form[name=candidates] input[type=tel]")).toBeNull();
    const main = textOf(doc.querySelector("main"));
    expect(main).not.toMatch(/usually call/i);
    expect(main).toContain("Put your phone number in your message");
  });
});

describe("Contact", () => {
  let doc: Document;
  beforeAll(async () => {
    doc = await page("contact/index.html");
  });

  it("has the full contact form", () => {
    expect(doc.querySelector("main form[name=contact]")).not.toBeNull();
    expect(textOf(doc.querySelector("main form button"))).toBe("Send Message");
  });

  it("has contact cards with working tel: and mailto: links, including the emergency line", () => {
    const cards = all(doc, ".contact-card");
    expect(cards.map((card) => textOf(card.querySelector("h3")))).toEqual([
      "Call us",
      "Email us",
      "Emergency staffing",
    ]);
    expect(cards.map((card) => card.querySelector("a")!.getAttribute("href"))).toEqual([
      "tel:+441632960471",
      "mailto:hello@ousevalley.example",
      "tel:+441632960471",
    ]);
    expect(textOf(cards[1])).toContain("We reply within 24 hours.");
    expect(textOf(cards[2])).toContain("24/7 emergency support");
  });

  it("gives the office address in Cambridgeshire", () => {
    expect(addressLines(doc.querySelector("main address"))).toEqual(officeAddress);
  });

  it("gives the specification's business hours, written the UK way", () => {
    const rows = all(doc, ".opening-hours__row").map((row) => [
      textOf(row.querySelector("dt")),
      textOf(row.querySelector("dd")),
    ]);
    expect(rows).toEqual([
      ["Monday to Friday", "8am to 6pm"],
      ["Saturday", "9am to 2pm"],
      ["Sunday", "Closed"],
    ]);
    // Sunday is closed, yet the same number is the 24/7 line: the hours say so beside the number.
    expect(textOf(doc.querySelector(".opening-hours__emergency"))).toBe("24/7 emergency support: 01632 960 471");
    expect(doc.querySelector(".opening-hours__emergency a")?.getAttribute("href")).toBe("tel:+441632960471");
  });
});

describe("Thank you", () => {
  let doc: Document;
  beforeAll(async () => {
    doc = await page("thank-you/index.html");
  });

  it("confirms the message was received and that the agency will get back soon", () => {
    expect(textOf(doc.querySelector("h1"))).toBe("Thank you");
    expect(textOf(main(doc))).toContain(
      "We have received your message. A consultant will read it and get back to you within 24 hours",
    );
    expect(doc.querySelector("meta[name=robots]")?.getAttribute("content")).toBe("noindex");
  });

  it("speaks to both forms that land here (D5, D46): a candidate's next steps and the jobs, an employer's and the vacancy form, and a first link that suits either", () => {
    expect(all(main(doc), "h2").map(textOf)).toEqual(["If you are looking for work", "If you need staff"]);
    expect(linkTo(main(doc), "look through our current jobs")).toBe("/jobs/");
    expect(linkTo(main(doc), "register a vacancy")).toBe("/employers/register-a-vacancy/");
    expect(hrefs(main(doc), ".link-list a")[0]).toBe("/");
  });
});

describe("Vacancy registered (D46)", () => {
  let doc: Document;
  beforeAll(async () => {
    doc = await page("employers/vacancy-registered/index.html");
  });

  it("says the vacancy was received, who calls back and by when, and when candidates follow", () => {
    expect(textOf(doc.querySelector("h1"))).toBe("We have your vacancy");
    const text = textOf(main(doc));
    expect(text).toContain("We have received the vacancy you registered");
    expect(text).toContain(
      "A consultant who works in the sector you chose will call you on the number you gave, within 24 hours",
    );
    expect(text).toContain("within 24-48 hours");
  });

  it("gives the 24/7 emergency line as a tel: link", () => {
    expect(hrefs(main(doc), ".prose a")).toContain("tel:+441632960471");
    expect(textOf(main(doc))).toContain("ring our 24/7 line on 01632 960 471");
  });

  it("leads back to For Employers, is inside that section, and is kept out of search engines and the sitemap (D10)", async () => {
    expect(hrefs(main(doc), ".link-list a")).toEqual(["/employers/", "/employers/register-a-vacancy/"]);
    expect(textOf(doc.querySelector('header [aria-current="true"]'))).toBe("For Employers");
    expect(doc.querySelector("meta[name=robots]")?.getAttribute("content")).toBe("noindex");
    expect(await builtPage("sitemap.xml")).not.toContain("vacancy-registered");
  });
});

describe("Not found (D10)", () => {
  it("is in the site layout, noindex, with links to the main sections and the job listing (D29)", async () => {
    const doc = await page("404.html");
    expect(textOf(doc.querySelector("h1"))).toBe("Page not found");
    expect(doc.querySelector("header nav")).not.toBeNull();
    expect(doc.querySelector("meta[name=robots]")?.getAttribute("content")).toBe("noindex");
    expect(hrefs(main(doc), "a")).toEqual([
      "/",
      "/sectors/",
      "/about/",
      "/employers/",
      "/candidates/",
      "/jobs/",
      "/contact/",
    ]);
  });
});

describe("Markdown pages (D9)", () => {
  it.each([
    ["privacy/index.html", "Privacy Policy", ["Who we are", "How to complain"]],
    ["cookies/index.html", "Cookie Policy", []],
    ["terms/index.html", "Terms of Service", []],
    ["accessibility/index.html", "Accessibility statement", []],
  ])("%s has the title %s as its h1, in the site layout", async (file, title, headings) => {
    const doc = await page(file);
    expect(textOf(doc.querySelector("h1"))).toBe(title);
    expect(doc.querySelector("header nav")).not.toBeNull();
    const h2s = all(doc, "main h2").map(textOf);
    for (const heading of headings)
      expect(
        h2s.some((text) => text.startsWith(heading)),
        heading,
      ).toBe(true);
    expect(await builtPage(file)).not.toContain("{{");
  });

  it("the privacy notice names the form host and how to complain to the ICO", async () => {
    const text = textOf(main(await page("privacy/index.html")));
    expect(text).toContain("Netlify");
    expect(text).toContain("Information Commissioner");
    expect(text).toContain("09876543");
  });

  it("the cookie policy says the site sets no cookies of its own", async () => {
    expect(textOf(main(await page("cookies/index.html")))).toMatch(
      /no cookies of its own|does not set any cookies of its own|sets no cookies/i,
    );
  });

  it("the accessibility statement states the WCAG 2.2 AA target", async () => {
    expect(textOf(main(await page("accessibility/index.html")))).toMatch(/WCAG\)? (version )?2\.2,? (at )?level AA/);
  });
});

describe("images (D14)", () => {
  it("the header's mark is the favicon itself, so tab and page show one logo", async () => {
    for (const [file, html] of await builtPages()) {
      const doc = parsePage(html);
      const mark = doc.querySelector("header img");
      expect(mark?.getAttribute("src"), file).toBe("/favicon.svg");
      expect(mark?.getAttribute("alt"), "the link is named by the trading name").toBe("");
      expect(doc.querySelector('link[rel="icon"][type="image/svg+xml"]')?.getAttribute("href")).toBe("/favicon.svg");
    }
  });

  it("every photograph has alt text, dimensions and a srcset from the host's width parameter", async () => {
    for (const [file, html] of await builtPages()) {
      for (const img of all<HTMLImageElement>(parsePage(html), photographs)) {
        expect(img.hasAttribute("alt"), file).toBe(true);
        expect(Number(img.getAttribute("width")), file).toBeGreaterThan(0);
        expect(Number(img.getAttribute("height")), file).toBeGreaterThan(0);
        expect(img.getAttribute("srcset"), file).toMatch(/[?&]w=\d+.* \d+w/);
      }
    }
  });

  it("a photograph that opens its block on a phone comes first in the source too, so it never arrives above text already painted (D31)", async () => {
    let leading = 0;
    for (const [file, html] of await builtPages()) {
      for (const img of all<HTMLImageElement>(parsePage(html), "img.image--leads")) {
        leading++;
        // The <picture> around it, or the image itself, is the first thing in its split.
        const item = img.parentElement?.classList.contains("image-picture") ? img.parentElement : img;
        expect(item.parentElement?.classList.contains("split"), file).toBe(true);
        expect(item.previousElementSibling, `${file}: ${img.className}`).toBeNull();
      }
    }
    expect(leading).toBeGreaterThan(0);
  });

  it("only the home hero loads with high priority; every other photograph is lazy and async", async () => {
    for (const [file, html] of await builtPages()) {
      for (const img of all<HTMLImageElement>(parsePage(html), photographs)) {
        if (img.classList.contains("hero__image")) {
          expect(img.getAttribute("fetchpriority")).toBe("high");
          expect(img.hasAttribute("loading")).toBe(false);
        } else {
          expect(img.getAttribute("loading"), file).toBe("lazy");
          expect(img.getAttribute("decoding"), file).toBe("async");
          expect(img.hasAttribute("fetchpriority"), file).toBe(false);
        }
      }
    }
  });
});

describe("icons (D15)", () => {
  it("every icon is an inline SVG hidden from assistive technology", async () => {
    for (const [file, html] of await builtPages()) {
      for (const svg of all(parsePage(html), "svg")) expect(svg.getAttribute("aria-hidden"), file).toBe("true");
    }
  });
});
