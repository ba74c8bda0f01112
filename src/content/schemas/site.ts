import "../zod-settings";
import * as z from "zod";
import { text, imageSchema, openingPeriod } from "./shared";

/** The agency's facts (D1). */
export const siteSchema = z.strictObject({
  tradingName: text.meta({ title: "Agency name", description: "The name the agency trades under, as the logo and footer show it. Other pages can quote it by writing {{tradingName}}." }),
  legalName: text.meta({ title: "Registered company name", description: "The company's name at Companies House, such as Ouse Valley Staffing Ltd; shown in the footer and on every vacancy." }),
  registeredIn: text.meta({ title: "Where the company is registered", description: "Shown in the footer, such as Registered in England and Wales." }),
  companyNumber: z
    .string()
    .regex(/^[A-Z0-9]{8}$/, {
      error: 'expected the 8-character company number in quotes, such as "09876543"',
    })
    .meta({ title: "Companies House number", description: "The 8-character number from Companies House, such as 09876543, shown in the footer." }),
  address: z
    .strictObject({
      streetAddress: text.meta({ title: "Building and street", description: "Such as Unit 4, Riverside Business Park." }),
      locality: text.meta({ title: "Town", description: "Such as St Ives." }),
      region: text.meta({ title: "County name", description: "Such as Cambridgeshire." }),
      postalCode: text.meta({ title: "Postcode", description: "Such as PE27 5XX." }),
      country: text.meta({ title: "Country name", description: "Such as United Kingdom." }),
      countryCode: z.string().regex(/^[A-Z]{2}$/).meta({ title: "Two-letter country code", description: "Two capital letters for search engines: GB for the United Kingdom." }),
    })
    .meta({ title: "Registered office", description: "The office address, shown in the footer and on the contact page." }),
  phone: z
    .strictObject({
      display: text.meta({ title: "Number as shown", description: "The phone number as visitors read it, such as 01632 960 471." }),
      e164: z
        .string()
        .regex(/^\+[1-9]\d{6,14}$/, { error: "expected an international number such as +441632960471" })
        .meta({
          title: "Number for dialling",
          description: "The same number as a phone dials it when tapped: +44, then the number without its first 0 and without spaces, such as +441632960471.",
        }),
    })
    .meta({ title: "Phone number", description: "The agency's phone number, at the top of every page, in the footer and on the contact page." }),
  email: z.email().meta({ title: "Email address", description: "Where visitors write to, shown in the footer and on the contact page." }),
  url: z.url({ protocol: /^https?$/ }).meta({
    title: "Website address",
    description: "The site's own address, such as https://www.ousevalley.example. When the site is published, the host's address is used instead.",
  }),
  tagline: text.meta({ title: "One-line description", description: "A sentence about the agency, kept with its facts; no page shows it at present." }),
  experience: text.meta({ title: "Years of experience", description: "Such as 20+ years. Other pages can quote it by writing {{experience}}." }),
  hours: z
    .array(openingPeriod.meta({ title: "Opening period", description: "Days that share the same opening times." }))
    .min(1)
    .meta({ title: "Office hours", description: "When the office is open, shown on the contact page and in the footer. At least one." }),
  closedLabel: text.meta({ title: "Word for a closed day", description: "Shown in the office hours beside a day with no times, such as Closed." }),
  emergency: text.meta({ title: "Emergency line wording", description: "Shown under the office hours and in the footer, such as 24/7 emergency support. Other pages can quote it by writing {{emergency}}." }),
  /** D47: the agency vouches only for what it fills in here. */
  memberships: z
    .strictObject({
      heading: text.meta({ title: "Heading over the list", description: "Such as Memberships and accreditations." }),
      items: z
        .array(
          z
            .strictObject({
              name: text.meta({ title: "Body or cover", description: "What the agency belongs to or holds, as the body itself writes it, such as a trade association's membership, an insurance or a public-sector framework." }),
              detail: text.optional().meta({ title: "Number or cover", description: "Optional: a membership number, a cover amount or a framework's lot." }),
            })
            .meta({ title: "Membership or accreditation", description: "One that the agency really holds today." }),
        )
        .meta({ title: "Memberships and accreditations", description: "Only ones the agency holds today; remove one the day it lapses. With none, the For Employers and Who we are pages leave the line out." }),
    })
    .optional()
    .meta({ title: "Memberships and accreditations", description: "Trade bodies, insurance and frameworks, shown on For Employers and Who we are." }),
  replyPromise: text.meta({ title: "How soon we reply", description: "Such as Within 24 hours. Other pages can quote it by writing {{replyPromise}}." }),
  areasServed: z
    .array(text.meta({ title: "Area", description: "One county or area, such as Cambridgeshire." }))
    .min(1)
    .meta({ title: "Areas we cover", description: "The counties the agency works in, given to search engines. At least one." }),
  locale: z
    .strictObject({
      lang: text.meta({ title: "Language of the pages", description: "en-GB for British English: screen readers use it to pronounce the words." }),
      ogLocale: text.meta({ title: "Language for sharing", description: "en_GB for British English, with an underscore: used when a page is shared on social media." }),
    })
    .meta({ title: "Language", description: "Which language the site is in. Leave as it is unless the site changes language." }),
  shareImage: imageSchema.meta({ title: "Picture when shared", description: "The picture social media and messaging apps show when someone shares a link to the site; 1200 by 630 pixels suits them best." }),
  header: z
    .strictObject({
      skipLink: text.meta({ title: "Link past the menu", description: "The first link on every page, seen only by keyboard and screen-reader users, that jumps past the menu, such as Skip to main content." }),
      homeLabel: text.meta({ title: "Logo link's name", description: "What screen readers say for the logo, which leads to the home page." }),
      /** Beside the six main links at every width (D38). */
      jobsLabel: text.meta({ title: "Jobs link", description: "The link to the job board at the top of every page, beside the menu: one short word, such as Jobs." }),
      /** D31: the 24/7 line at every width. */
      phoneLabel: text.meta({ title: "Words before the phone number", description: "Shown before the phone number in the strip at the very top of every page, such as 24/7 line." }),
      promise: text.meta({ title: "Promise in the top strip", description: "A short promise beside the phone number at the top of every page, shown on wider screens only." }),
      navLabel: text.meta({ title: "Menu's name", description: "What screen readers call the main menu, such as Main." }),
      menuLabel: text.meta({ title: "Menu button", description: "The button that opens the menu on phones, such as Menu." }),
      /** D31. */
      closeMenuLabel: text.meta({ title: "Close menu button", description: "The same button's words while the menu is open, such as Close. Keep it short: on a phone it shares a row with the logo and Jobs." }),
    })
    .meta({ title: "Top of every page", description: "The wording of the strip and menu at the top of every page." }),
  footer: z
    .strictObject({
      about: text.meta({ title: "About the agency", description: "The sentence or two about the agency in the footer of every page." }),
      sectorsHeading: text.meta({ title: "Heading over the sectors", description: "The heading over the footer's list of sectors." }),
      quickLinksHeading: text.meta({ title: "Heading over the quick links", description: "The heading over the footer's links to the main pages." }),
      contactHeading: text.meta({ title: "Heading over the contact details", description: "The heading over the footer's phone number, email address and office address." }),
      legalNavLabel: text.meta({ title: "Legal links' name", description: "What screen readers call the group of legal links at the foot of every page, such as Legal." }),
      legalPages: z
        .array(text.meta({ title: "Plain page", description: "The web address name of one plain page, such as privacy for the page at /privacy/." }))
        .min(1)
        .meta({ title: "Legal pages linked", description: "The plain pages linked at the foot of every page, in order, such as privacy, terms, cookies and accessibility. Each must be one of the Plain pages." }),
      copyright: text.meta({ title: "Copyright line", description: "Shown after the year and the company name at the very bottom, such as All rights reserved." }),
    })
    .meta({ title: "Footer of every page", description: "The wording at the foot of every page." }),
});
