// Beside a vacancy's place on its own page: how far it is from the place
// searched, when the page was opened from a search by place (D43). Empty
// and hidden in the HTML; the script fills it from the address
// (vacancy-distance.client.ts), in the card's words: data-0 and
// data-1 are the words for 0 and 1 whole miles (under a mile, 1 mile), as
// places.ts distanceText says them, data-miles the words for more.
import type { JobsPageContent } from "../../content/schemas";

export function VacancyDistance({ wording }: { wording: JobsPageContent["distance"] }) {
  return (
    <span
      className="vacancy-facts__distance"
      data-module="vacancy-distance"
      data-0={wording.underAMile}
      data-1={wording.oneMileAway}
      data-miles={wording.milesAway}
      hidden
    ></span>
  );
}
