// A page from the generic Markdown collection (D9): its title and body.
import type { MarkdownPage } from "../content/load";
import { Prose } from "../components/Prose/Prose";
import { PageHeader } from "../components/Section/Section";

export function MarkdownPageScreen({ page }: { page: MarkdownPage }) {
  return (
    <>
      <PageHeader heading={page.data.title} />
      <div className="section">
        <div className="container">
          <Prose html={page.html} />
        </div>
      </div>
    </>
  );
}
