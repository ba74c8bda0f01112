// GOV.UK's error summary: at the top of a form, "There is a problem" and a
// link to each field in error. Only the browser finds errors here (a file too
// large, D27), so the summary is written hidden, in the page's own words, and
// the file-size-limit enhancement shows it and moves focus to it.
export interface ErrorSummaryProps {
  heading: string;
  /** Each error the script may show: the field's id and the same message as beside the field. */
  errors: { fieldId: string; message: string }[];
}

export function ErrorSummary({ heading, errors }: ErrorSummaryProps) {
  return (
    <div className="error-summary" tabIndex={-1} hidden>
      <div role="alert">
        <h3 className="error-summary__title">{heading}</h3>
        <ul className="error-summary__list">
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a href={`#${error.fieldId}`}>{error.message}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
