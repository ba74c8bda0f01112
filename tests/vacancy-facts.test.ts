// A vacancy's facts are declared once (src/jobs/vacancy-facts.ts): the page and Indeed's feed show each in order, the
// What search reads those marked searched, and one marked for the card is a row on every card (listings, the search's
// template, the no-JavaScript results) and in the alerts' emails. No fact is on the card today, so this file puts the
// shifts there, by the card functions' list of card facts (vacancy-facts.ts's cardFactKeys unless given).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { alertEmail } from "../src/alerts/alert-emails";
import { VacancyCard, VacancyCardFromText, VacancyCardTemplate } from "../src/components/VacancyCard/VacancyCard";
import { vacancyCardText } from "../src/jobs/vacancy-card-text";
import { cardFactKeys, searchedFactValues, vacancyFacts } from "../src/jobs/vacancy-facts";
import { jobsPageWords } from "./support/content-file";
import { parsePage, textOf } from "./support/dom";
import { vacancy, vacancyData } from "./support/vacancies";

const words = jobsPageWords();
const facts = words.vacancy.facts;
const nights = vacancy("nurse-nights", { shifts: "Three 12-hour nights a week" });
const days = vacancy("carer-days");
/** The shifts on the card, as `card: true` in vacancy-facts.ts would put them. */
const onCard = ["shifts"] as const;

const rowsOf = (html: string) =>
  [...parsePage(html).querySelectorAll(".vacancy-card__facts > div")].map((row) => ({
    term: textOf(row.querySelector("dt")),
    value: textOf(row.querySelector("dd")),
    hidden: row.hasAttribute("hidden"),
  }));

describe("a vacancy's facts, declared once", () => {
  it("are shown on the page and in Indeed's feed in the declared order, each under its word from the content", () => {
    const data = vacancyData({
      shifts: "Nights",
      startDate: "2027-01-04",
      location: { town: "Huntingdon", county: "Cambridgeshire", postcode: "PE29 3TL" },
    });
    expect(vacancyFacts(data, facts).map(({ term, value, postcode }) => [term, value, postcode])).toEqual([
      ["Reference", "OVS-1000", undefined],
      ["Pay", "£13.50 an hour", undefined],
      ["Location", "Huntingdon, Cambridgeshire", "PE29 3TL"],
      ["Type of work", "Temporary", undefined],
      ["Hours", "Full-time", undefined],
      ["Shifts", "Nights", undefined],
      ["Starts", "4 January 2027", undefined],
      ["Posted", "14 November 2026", undefined],
    ]);
    // A fact the vacancy does not have is left out, not shown empty.
    expect(vacancyFacts(vacancyData(), facts).map((fact) => fact.key)).not.toContain("shifts");
  });

  it("give the What search the words of the facts marked searched, the postcode among them", () => {
    const data = vacancyData({
      shifts: "Nights",
      location: { town: "Huntingdon", county: "Cambridgeshire", postcode: "PE29 3TL" },
    });
    expect(searchedFactValues(data)).toEqual(["OVS-1000", "Huntingdon, Cambridgeshire", "PE29 3TL", "Nights"]);
  });

  it("put a card fact in a row of its own on the card, only where the vacancy has it", () => {
    const card = (job: typeof nights) =>
      rowsOf(
        renderToStaticMarkup(
          createElement(VacancyCardFromText, { text: vacancyCardText(job, facts, onCard), href: "/jobs/x/", facts }),
        ),
      );
    expect(card(nights).map((row) => row.term)).toEqual(["Pay", "Location", "Type of work", "Shifts", "Closing date"]);
    expect(card(nights)[3]).toEqual({ term: "Shifts", value: "Three 12-hour nights a week", hidden: false });
    expect(card(days).map((row) => row.term)).toEqual(["Pay", "Location", "Type of work", "Closing date"]);
    expect(vacancyCardText(days, facts, onCard).shifts).toBe("");
  });

  it("are on the card by vacancy-facts.ts's declarations when no list is given", () => {
    const html = renderToStaticMarkup(createElement(VacancyCard, { vacancy: nights, href: "/jobs/x/", facts }));
    const declared = cardFactKeys.filter((key) => vacancyCardText(nights, facts)[key]).map((key) => facts[key]);
    expect(rowsOf(html).map((row) => row.term)).toEqual([
      "Pay",
      "Location",
      "Type of work",
      ...declared,
      "Closing date",
    ]);
  });

  it("give the search's card template a hidden row for each card fact, which the browser shows once filled", () => {
    const template = renderToStaticMarkup(
      createElement(VacancyCardTemplate, { id: "card", facts, listingPath: "/jobs/", cardFacts: onCard }),
    );
    const row = parsePage(template)
      .querySelector("template")!
      .content.querySelector('[data-slot="shifts"]')!.parentElement!;
    expect(row.hasAttribute("hidden")).toBe(true);
    expect(textOf(row.querySelector("dt"))).toBe("Shifts");
  });

  it("put a card fact in the alerts' emails, under its published word, only where the job has it", () => {
    const found = (job: typeof nights) => ({
      url: `/jobs/${job.slug}/`,
      card: vacancyCardText(job, facts, onCard),
      filters: {},
      closes: "",
      words: "",
    });
    const mail = alertEmail({
      wording: words.alerts.email,
      cardFactWords: { shifts: facts.shifts },
      brand: { tradingName: "Ouse Valley Staffing" },
      search: "nursing jobs",
      jobs: [found(nights), found(days)],
      distance: words.distance,
      origin: "https://www.ousevalley.example",
      searchPath: "/jobs/search?what=nursing",
      unsubscribeUrl: "https://www.ousevalley.example/stop",
    });
    expect(mail.text).toContain("Shifts: Three 12-hour nights a week");
    expect(mail.text.match(/^Shifts:/gm)).toHaveLength(1);
    expect(textOf(parsePage(mail.html).body)).toContain("Shifts: Three 12-hour nights a week");
  });
});
