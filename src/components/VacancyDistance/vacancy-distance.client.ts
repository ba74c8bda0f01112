// Part of the one client script (main.ts), on an open vacancy's page: the
// distance the results showed (vacancy-distance.ts), when the page was
// opened from a search by place. Only an address that is ?miles= and whole
// miles, 0 to 999, is read; anything else shows nothing. The words
// are the card's, from the element's data attributes (VacancyDistance).
export function initVacancyDistance(element: HTMLElement): void {
  const miles = /^\?miles=(0|[1-9]\d{0,2})$/.exec(location.search)?.[1];
  if (!miles) return;
  // data-0 and data-1 hold the words for under a mile and one mile, data-miles the rest's.
  element.textContent = (element.dataset[miles] ?? element.dataset.miles!).replace("{{miles}}", miles);
  element.hidden = false;
}
