// Sharing a vacancy (issue 30): candidates pass jobs on to friends, mostly
// from a phone. Plain links work without JavaScript: an e-mail with the job's
// title and address, and WhatsApp's own share link (wa.me, which opens the
// app or WhatsApp Web). With JavaScript one more button: the browser's own
// share sheet (the Web Share API) where it has one, or else a button that
// copies the address. That button needs the script, so it is in the HTML
// with `hidden`, drawn by VacancyShare.css from the first paint when
// scripting is on, and last in the row, so nothing moves when its label
// changes from "Copy link" to "Share".
import type { JobsPageContent } from "../../content/schemas";
import { fillTemplate } from "../../content/templates";

export interface VacancyShareProps {
  wording: JobsPageContent["vacancy"]["share"];
  title: string;
  /** The vacancy page's absolute address, as shared. */
  url: string;
}

export function VacancyShare({ wording, title, url }: VacancyShareProps) {
  const message = fillTemplate(wording.message, { title, link: url });
  const email = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(message)}`;
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(message)}`;
  return (
    <section className="vacancy-share" aria-labelledby="vacancy-share-heading" data-module="vacancy-share" data-url={url} data-title={title} data-copied={wording.copied} data-copy-failed={wording.copyFailed}>
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
