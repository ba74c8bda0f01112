// Contact (the specification, section 2): the full form, contact cards, office address and business hours.
import { mailtoHref, phoneForDisplay, telHref } from "../content/agency";
import type { ContactPageContent, Site } from "../content/schemas";
import { PostalAddress } from "../components/ContactDetails/ContactDetails";
import { ContactForm } from "../components/Forms/ContactForm";
import { Icon, type IconName } from "../components/Icon/Icon";
import { keepFiguresTogether } from "../components/KeepTogether/KeepTogether";
import { OpeningHours } from "../components/OpeningHours/OpeningHours";
import { FormBeside } from "../components/Forms/FormBeside";
import { PageHeader } from "../components/Section/Section";

export function ContactScreen({
  site,
  page,
  formAction,
}: {
  site: Site;
  page: ContactPageContent;
  formAction: string;
}) {
  const { cards } = page;
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro}>
        {/* The number first: on a phone the form and cards are a long scroll below. */}
        <p className="contact-call">
          <span>{keepFiguresTogether(page.callPrompt)}</span>
          <a className="button button--inverse contact-call__button" href={telHref(site)}>
            <Icon name="phone" size={20} />
            {phoneForDisplay(site)}
          </a>
        </p>
      </PageHeader>
      <FormBeside
        layout="contact-layout"
        heading={page.form.heading}
        headingId="contact-form-heading"
        form={<ContactForm form={page.form} action={formAction} headingId="contact-form-heading" />}
        aside={
          <div className="contact-layout__aside">
            <h2 className="section__heading">{cards.heading}</h2>
            <ul className="contact-cards">
              <ContactCard icon="phone" title={cards.phone.title} text={cards.phone.text}>
                <a href={telHref(site)}>{phoneForDisplay(site)}</a>
              </ContactCard>
              <ContactCard icon="mail" title={cards.email.title} text={cards.email.text}>
                <a href={mailtoHref(site)}>{site.email}</a>
              </ContactCard>
              <ContactCard icon="siren" title={cards.emergency.title} text={cards.emergency.text}>
                <a href={telHref(site)}>{phoneForDisplay(site)}</a>
              </ContactCard>
            </ul>
            <h2 className="section__heading">{page.office.heading}</h2>
            <PostalAddress site={site} />
            <p>{page.office.text}</p>
            <h2 className="section__heading">{page.hoursHeading}</h2>
            <OpeningHours site={site} />
          </div>
        }
      />
    </>
  );
}

function ContactCard({
  icon,
  title,
  text,
  children,
}: {
  icon: IconName;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <li className="contact-card">
      <Icon name={icon} size={28} className="contact-card__icon" />
      <div>
        <h3 className="contact-card__title">{title}</h3>
        <p className="contact-card__link">{children}</p>
        <p className="contact-card__text">{text}</p>
      </div>
    </li>
  );
}
