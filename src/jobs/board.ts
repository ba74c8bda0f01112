// The job board's model (D23-D29): the vacancies as the board sees them on
// the day the site is built for (D24). The plan (src/pipeline/plan.ts) makes
// it once per build and hands it to the route table and the board's files,
// so every page, feed and index of one build lists the same vacancies.
import type { SiteContent } from "../content/load";
import type { CalendarDate } from "./calendar";
import { listingModel, type ListingModel } from "./listing";
import type { Vacancy } from "./vacancy-schema";
import { vacancyStatus } from "./vacancy-status";

/** The vacancies as the job board sees them on the build's day (D24). */
export interface JobBoard {
  today: CalendarDate;
  /** Every vacancy in the content, those still to come included. */
  all: Vacancy[];
  /** Every published vacancy, open or closed, by slug; those posted in the future are left out. */
  published: Vacancy[];
  /** Open vacancies, newest first, with the sectors and counties they fall in. */
  listing: ListingModel;
}

/**
 * Each vacancy entry as the job board sees it, made once per entry: an
 * unchanged file keeps its entry from one dev-server build to the next
 * (load-cache.ts), and so its vacancy.
 */
const vacancyOfEntry = new WeakMap<SiteContent["vacancies"][number], Vacancy>();
function vacancyOf(entry: SiteContent["vacancies"][number]): Vacancy {
  let vacancy = vacancyOfEntry.get(entry);
  if (!vacancy) vacancyOfEntry.set(entry, (vacancy = { slug: entry.slug, data: entry.data, html: entry.html }));
  return vacancy;
}

export function jobBoardFor(content: SiteContent, today: CalendarDate): JobBoard {
  const all = content.vacancies.map(vacancyOf);
  const sectors = content.sectors.map((sector) => ({ slug: sector.slug, title: sector.data.title, listingName: sector.data.listingName }));
  return {
    today,
    all,
    published: all.filter((vacancy) => vacancyStatus(vacancy.data, today) !== "scheduled"),
    listing: listingModel(all, today, sectors),
  };
}
