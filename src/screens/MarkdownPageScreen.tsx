// A page from the generic Markdown collection (D9): its title and body.
import { Prose } from "../components/Prose/Prose";
import { PageHeader } from "../components/Section/Section";

/** Takes the title and body HTML alone: the renderer renders this once with markers and fills them per page (SharedPart in routes.tsx). */
export function MarkdownPageScreen({ heading, body }: { heading: string; body: string }) {
  return (
    <>
      <PageHeader heading={heading} />
      <div className="section">
        <div className="container">
          <Prose html={body} />
        </div>
      </div>
    </>
  );
}
