// The job board's model (D23-D29) on the day the site is built for (D24), made once per build so every page, feed and
// index lists the same vacancies.
import type { SiteContent } from "../content/load";
import type { CalendarDate } from "./calendar";
import { listingModel, type ListingModel } from "./listing";
import type { Vacancy } from "./vacancy-schema";
import { vacancyStatus } from "./vacancy-status";

export interface JobBoard {
  today: CalendarDate;
  all: Vacancy[];
  /** Those posted in the future are left out. */
  published: Vacancy[];
  listing: ListingModel;
}

/** An unchanged file keeps its entry between dev-server builds (load-cache.ts), and so its vacancy. */
const vacancyOfEntry = new WeakMap<SiteContent["vacancies"][number], Vacancy>();
function vacancyOf(entry: SiteContent["vacancies"][number]): Vacancy {
  let vacancy = vacancyOfEntry.get(entry);
  if (!vacancy) vacancyOfEntry.set(entry, (vacancy = { slug: entry.slug, data: entry.data, html: entry.html }));
  return vacancy;
}

export function jobBoardFor(content: SiteContent, today: CalendarDate): JobBoard {
  const all = content.vacancies.map(vacancyOf);
  const sectors = content.sectors.map((sector) => ({
    slug: sector.slug,
    title: sector.data.title,
    listingName: sector.data.listingName,
  }));
  return {
    today,
    all,
    published: all.filter((vacancy) => vacancyStatus(vacancy.data, today) !== "scheduled"),
    listing: listingModel(all, today, sectors),
  };
}
