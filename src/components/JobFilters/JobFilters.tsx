// The listing's filters (D25), after MOJ's "filter a list" but made of links
// to pre-rendered pages, so they work without JavaScript.
import type { JobsPageContent } from "../../content/schemas";
import { fillTemplate } from "../../content/templates";
import type { FilterGroup, SelectedFilter } from "../../jobs/listing";

export interface JobFiltersProps {
  groups: FilterGroup[];
  selected: SelectedFilter[];
  clearPath?: string | undefined;
  wording: JobsPageContent["filters"];
}

/** The count stays on the line of the name's last word, never alone on the next line. */
function OptionName({ label, count }: { label: string; count: number }) {
  const name = label.trim();
  const lastWordAt = Math.max(0, name.search(/\S+$/));
  return (
    <>
      {name.slice(0, lastWordAt)}
      <span className="job-filters__last-word">
        {name.slice(lastWordAt)}
        <span className="job-filters__count">({count})</span>
      </span>
    </>
  );
}

export function JobFilters({ groups, selected, clearPath, wording }: JobFiltersProps) {
  const summary =
    selected.length > 0 ? fillTemplate(wording.disclosureSelected, { count: selected.length }) : wording.disclosure;
  return (
    <section className="job-filters" aria-labelledby="job-filters-heading">
      <h2 className="job-filters__heading" id="job-filters-heading">
        {wording.heading}
      </h2>
      {/* On a phone the filters would fill the first screen, so they fold behind a native disclosure (D38). */}
      <details className="job-filters__details">
        <summary className="job-filters__summary disclosure-button">{summary}</summary>
        {selected.length > 0 ? (
          <div className="job-filters__selected">
            <h3 className="job-filters__group-heading">{wording.selectedHeading}</h3>
            <ul className="job-filters__tags">
              {selected.map((filter) => (
                <li key={filter.name}>
                  <a className="job-filters__tag" href={filter.removePath}>
                    <span className="visually-hidden">{wording.remove} </span>
                    {filter.label}
                    <span className="job-filters__remove-mark" aria-hidden="true">
                      ×
                    </span>
                  </a>
                </li>
              ))}
            </ul>
            {clearPath ? (
              <p className="job-filters__clear">
                <a href={clearPath}>{wording.clear}</a>
              </p>
            ) : null}
          </div>
        ) : null}
        {groups.map((group) => (
          <div className="job-filters__group" key={group.name} data-filter={group.name}>
            <h3 className="job-filters__group-heading">{wording.legends[group.name]}</h3>
            <ul className="job-filters__options">
              {group.options.map((option) => (
                <li key={option.value}>
                  {option.path ? (
                    <a className="job-filters__option" href={option.path}>
                      <OptionName label={option.label} count={option.count} />
                    </a>
                  ) : (
                    <span
                      className={
                        option.selected
                          ? "job-filters__option job-filters__option--selected"
                          : "job-filters__option job-filters__option--empty"
                      }
                      aria-current={option.selected ? "true" : undefined}
                    >
                      <OptionName label={option.label} count={option.count} />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </details>
    </section>
  );
}
