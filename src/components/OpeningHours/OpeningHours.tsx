// Business hours as UK visitors read them ("Monday to Friday: 8am to 6pm",
// GOV.UK's style for times), from the 24-hour times in the site facts, which
// JSON-LD reads in its own machine format.
import { phoneForDisplay, telHref } from "../../content/agency";
import type { OpeningPeriod, Site } from "../../content/schemas";

/** "18:00" → "6pm", "17:30" → "5:30pm", "12:00" → "midday", "00:00" → "midnight". */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  if (minutes === 0 && hours === 12) return "midday";
  if (minutes === 0 && hours % 24 === 0) return "midnight";
  const suffix = hours < 12 ? "am" : "pm";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour12}${suffix}` : `${hour12}:${String(minutes).padStart(2, "0")}${suffix}`;
}

export function formatPeriod(period: OpeningPeriod, closedLabel: string): string {
  return period.opens && period.closes ? `${formatTime(period.opens)} to ${formatTime(period.closes)}` : closedLabel;
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
      {/* The number beside the emergency line: a closed day still has someone answering this phone. */}
      <p className="opening-hours__emergency">
        {site.emergency}: <a href={telHref(site)}>{phoneForDisplay(site)}</a>
      </p>
    </div>
  );
}
