// Sharing a vacancy: e-mail and WhatsApp links work without JavaScript; the
// share-or-copy button needs it, so it is drawn from the first paint with
// `hidden` and sits last, so nothing moves when its label changes.
import type { JobsPageContent } from "../../content/schemas";
import { fillTemplate } from "../../content/templates";

export interface VacancyShareProps {
  wording: JobsPageContent["vacancy"]["share"];
  title: string;
  url: string;
}

export function VacancyShare({ wording, title, url }: VacancyShareProps) {
  const message = fillTemplate(wording.message, { title, link: url });
  const email = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(message)}`;
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(message)}`;
  return (
    <section
      className="vacancy-share"
      aria-labelledby="vacancy-share-heading"
      data-module="vacancy-share"
      data-url={url}
      data-title={title}
      data-copied={wording.copied}
      data-copy-failed={wording.copyFailed}
    >
      <h2 className="vacancy-share__heading" id="vacancy-share-heading">
        {wording.heading}
      </h2>
      <ul className="vacancy-share__list">
        <li>
          <a className="vacancy-share__link" href={email}>
            {wording.email}
          </a>
        </li>
        <li>
          <a className="vacancy-share__link" href={whatsApp}>
            {wording.whatsApp}
          </a>
        </li>
        <li className="vacancy-share__scripted" hidden>
          <button className="vacancy-share__link vacancy-share__button" type="button">
            <span className="vacancy-share__copy">{wording.copy}</span>
            <span className="vacancy-share__native">{wording.native}</span>
          </button>
        </li>
      </ul>
      <p className="vacancy-share__status" role="status"></p>
    </section>
  );
}
