// D47: the agency vouches only for what it fills in. Memberships, named people
// and the clients quoted on For Employers come from content fields; an empty
// field shows nothing, a filled one shows exactly what was written. And the
// specification's figures keep their numbers with words that cannot read as
// a contradiction.
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent, type SiteContent } from "../src/content/load";
import type { Figure } from "../src/content/schemas";
import { AboutScreen } from "../src/screens/AboutScreen";
import { EmployersScreen } from "../src/screens/EmployersScreen";
import { sectorHref } from "../src/routes";
import { parsePage, textOf } from "./support/dom";
import { projectPaths, testToday } from "./support/site";

let content: SiteContent;
beforeAll(async () => {
  content = await loadContent(projectPaths.content);
});

const page = (html: string) => parsePage(`<!doctype html><html><body>${html}</body></html>`);
const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map(textOf);

const memberships = {
  heading: "Memberships and accreditations",
  items: [
    { name: "A trade body the agency joined", detail: "Member number 1234" },
    { name: "Employer's liability insurance" },
  ],
};

describe("memberships and accreditations (site.md)", () => {
  it("are shown on For Employers and Who we are exactly as filled in, under their heading", () => {
    const site = { ...content.site.data, memberships };
    const employers = page(
      renderToStaticMarkup(
        <EmployersScreen
          site={site}
          page={content.routes.employers.data}
          sectors={content.sectors}
          testimonials={content.testimonials}
          sectorHref={sectorHref}
        />,
      ),
    );
    const about = page(renderToStaticMarkup(<AboutScreen page={content.routes.about} site={site} />));
    for (const doc of [employers, about]) {
      expect(textOf(doc.querySelector("#memberships-heading"))).toBe("Memberships and accreditations");
      expect(texts(doc, "#memberships li")).toEqual([
        "A trade body the agency joined Member number 1234",
        "Employer's liability insurance",
      ]);
    }
  });

  it("leave no trace when the list is empty or the field is left out", () => {
    for (const value of [{ ...memberships, items: [] }, undefined]) {
      const site = { ...content.site.data, memberships: value };
      const employers = renderToStaticMarkup(
        <EmployersScreen
          site={site}
          page={content.routes.employers.data}
          sectors={content.sectors}
          testimonials={content.testimonials}
          sectorHref={sectorHref}
        />,
      );
      const about = renderToStaticMarkup(<AboutScreen page={content.routes.about} site={site} />);
      for (const html of [employers, about]) expect(html).not.toMatch(/memberships|Memberships and accreditations/);
    }
  });
});

describe("named people (about.md)", () => {
  it("are shown with their job, and a photograph when one is given", () => {
    const photo = {
      src: "https://images.unsplash.com/photo-1507003211169-0a1dd7228f2d",
      alt: "Alex Example at the St Ives office",
      width: 400,
      height: 400,
    };
    const about = content.routes.about;
    const people = {
      heading: "The people you will speak to",
      items: [
        { name: "Alex Example", role: "Healthcare consultant", photo },
        { name: "Sam Example", role: "Office manager" },
      ],
    };
    const doc = page(
      renderToStaticMarkup(
        <AboutScreen page={{ ...about, data: { ...about.data, people } }} site={content.site.data} />,
      ),
    );
    expect(textOf(doc.querySelector("#people-heading"))).toBe("The people you will speak to");
    expect(texts(doc, "#people .testimonial__name")).toEqual(["Alex Example", "Sam Example"]);
    expect(texts(doc, "#people .testimonial__role")).toEqual(["Healthcare consultant", "Office manager"]);
    expect([...doc.querySelectorAll("#people img")].map((img) => img.getAttribute("alt"))).toEqual([
      "Alex Example at the St Ives office",
    ]);
  });

  it("leave no trace when nobody is named or the field is left out", () => {
    const about = content.routes.about;
    for (const people of [{ heading: "The people you will speak to", items: [] }, undefined]) {
      const html = renderToStaticMarkup(
        <AboutScreen page={{ ...about, data: { ...about.data, people } }} site={content.site.data} />,
      );
      expect(html).not.toMatch(/id="people"|The people you will speak to/);
    }
  });
});

describe("the clients quoted on For Employers (testimonials ticked employersPage)", () => {
  it("leave the section out when none is ticked", () => {
    const unticked = content.testimonials.map((testimonial) => ({
      ...testimonial,
      data: { ...testimonial.data, employersPage: undefined },
    }));
    const html = renderToStaticMarkup(
      <EmployersScreen
        site={content.site.data}
        page={content.routes.employers.data}
        sectors={content.sectors}
        testimonials={unticked}
        sectorHref={sectorHref}
      />,
    );
    expect(html).not.toContain('id="clients"');
    expect(html).not.toContain("testimonial");
  });
});

describe("the specification's figures (home.md, about.md)", () => {
  const yearsSince2005 = Number(testToday.slice(0, 4)) - 2005;
  const periodWords: [RegExp, number][] = [
    [/since 2005/, yearsSince2005],
    [/in the last five years/, 5],
    [/in the last (12 months|year)/, 1],
  ];
  interface Count {
    value: number;
    years: number;
    label: string;
    healthcareOnly: boolean;
  }
  /** The counted figures (placements, partners), each with the period its label names. */
  const counts = (figures: Figure[], kind: RegExp): Count[] =>
    figures
      .filter((figure) => /^\d+\+$/.test(figure.value) && kind.test(figure.label))
      .map((figure) => {
        const years = periodWords.find(([words]) => words.test(figure.label))?.[1];
        expect(years, `"${figure.value} ${figure.label}" names no period`).toBeDefined();
        return {
          value: Number.parseInt(figure.value, 10),
          years: years!,
          label: `${figure.value} ${figure.label}`,
          healthcareOnly: /healthcare/.test(figure.label),
        };
      });
  const allFigures = () => [
    ...content.routes.home.data.impact.figures,
    ...content.routes.home.data.stories.trackRecord.figures,
    ...content.routes.about.data.whyChoose.figures,
  ];

  it("keep the specification's numbers", () => {
    expect(allFigures().map((figure) => figure.value)).toEqual([
      "2000+",
      "500+",
      "98%",
      "24hr",
      "5000+",
      "98%",
      "800+",
      "3000+",
      "100%",
      "800+",
    ]);
  });

  it("count placements over periods that nest: a shorter period's count is smaller, and its yearly rate at most three times that of the years before it", () => {
    const placements = counts(allFigures(), /placements|placed/).filter((count) => !count.healthcareOnly);
    for (const short of placements) {
      for (const long of placements.filter((other) => other.years > short.years)) {
        expect(short.value, `${short.label} beside ${long.label}`).toBeLessThan(long.value);
        const earlierRate = (long.value - short.value) / (long.years - short.years);
        expect(short.value / short.years, `${short.label} beside ${long.label}`).toBeLessThanOrEqual(3 * earlierRate);
      }
    }
  });

  it("count partners over periods that nest, and healthcare's placements as a part of all placements", () => {
    const partners = counts(allFigures(), /partner/);
    for (const short of partners)
      for (const long of partners.filter((other) => other.years > short.years))
        expect(short.value, `${short.label} beside ${long.label}`).toBeLessThan(long.value);
    const placements = counts(allFigures(), /placements|placed/);
    for (const part of placements.filter((count) => count.healthcareOnly)) {
      for (const whole of placements.filter((count) => !count.healthcareOnly && count.years === part.years))
        expect(part.value, `${part.label} beside ${whole.label}`).toBeLessThan(whole.value);
    }
  });
});
