// Business hours as the specification gives them ("Monday-Friday 8:00 AM-6:00 PM"),
// from the 24-hour times in the site facts, which JSON-LD also reads.
import type { OpeningPeriod, Site } from "../../content/schemas";

/** "18:00" → "6:00 PM": how the agency writes its hours. */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

export function formatPeriod(period: OpeningPeriod, closedLabel: string): string {
  return period.opens && period.closes ? `${formatTime(period.opens)}-${formatTime(period.closes)}` : closedLabel;
}

export function OpeningHours({ site }: { site: Site }) {
  return (
    <div className="opening-hours">
      <dl className="opening-hours__list">
        {site.hours.map((period) => (
          <div className="opening-hours__row" key={period.days}>
            <dt>{period.days}</dt>
            <dd>{formatPeriod(period, site.closedLabel)}</dd>
          </div>
        ))}
      </dl>
      <p className="opening-hours__emergency">{site.emergency}</p>
    </div>
  );
}
