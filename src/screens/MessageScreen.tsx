// Thank you, and not found (D10): a heading, a short message, onward links.
import type { Entry } from "../content/load";
import type { MessagePageContent } from "../content/schemas";
import { Prose } from "../components/Prose/Prose";
import { PageHeader } from "../components/Section/Section";

export function MessageScreen({ page }: { page: Entry<MessagePageContent> }) {
  return (
    <>
      <PageHeader heading={page.data.heading} />
      <div className="section">
        <div className="container">
          <Prose html={page.html} />
          <ul className="link-list">
            {page.data.links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
