// Numbered pages of a list, as GOV.UK's pagination component builds them:
// previous and next as links with rel="prev" and rel="next", the current
// page marked with aria-current, and an ellipsis where numbers are left out.
import { Fragment } from "react";
import type { PaginationLink } from "../../jobs/listing";

export interface PaginationProps {
  label: string;
  previous: { label: string; path?: string | undefined };
  next: { label: string; path?: string | undefined };
  pages: PaginationLink[];
}

export function Pagination({ label, previous, next, pages }: PaginationProps) {
  if (pages.length === 0) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {previous.path ? (
        <a className="pagination__step" href={previous.path} rel="prev">
          {previous.label}
        </a>
      ) : null}
      <ul className="pagination__list">
        {pages.map((page, index) => (
          <Fragment key={page.number}>
            {index > 0 && page.number > pages[index - 1]!.number + 1 ? <li className="pagination__gap">⋯</li> : null}
            <li>
              <a className="pagination__page" href={page.path} aria-current={page.current ? "page" : undefined}>
                {page.number}
              </a>
            </li>
          </Fragment>
        ))}
      </ul>
      {next.path ? (
        <a className="pagination__step" href={next.path} rel="next">
          {next.label}
        </a>
      ) : null}
    </nav>
  );
}
