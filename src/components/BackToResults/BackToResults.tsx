// With JavaScript it leads to the very results the vacancy was opened from.
export function BackToResults({ href, label, resultsLabel }: { href: string; label: string; resultsLabel: string }) {
  return (
    <div className="container back-to-results">
      <a className="back-to-results__link" href={href} data-module="back-to-results" data-results-label={resultsLabel}>
        {label}
      </a>
    </div>
  );
}
