// One zod schema per content collection (D2). Each schema validates the front
// matter, coerces what can be coerced, and is the only source of the
// TypeScript type for that collection: there is no hand-written interface
// beside it that could drift.
//
// Every field also carries the words the editor at /admin/ shows for it (D32,
// D40), declared beside the field with .meta(): `title` is the field's label
// and `description` its hint, in the agency's words, for an office manager
// who has never seen this file. zod writes both into the JSON Schema the
// editor's configuration is made from (src/admin/cms-config.ts); neither
// changes what a schema accepts or any message of the build. A shared part
// (a link, an image) labels its own fields generically ("Link text", "Goes
// to"); the field that uses it says which one it is and where it shows.
// Route pages list their fields in the order the page shows them, top to
// bottom, so the editor's form reads like the page.
import "./zod-settings";
import * as z from "zod";
import { iconNames } from "./icon-names";
import { inlineMarkdown as markdownLine, template } from "./placeholders";
import { imageUrlProblem } from "./urls";
import { synonymProblems } from "../jobs/search-synonyms";
import { isMediaPath, mediaFileName, mediaPublicPath } from "../images/media";

const text = z.string().trim().min(1);

/** Inline Markdown (links, emphasis) inside a single front-matter field; checked like a body (D21). */
const inlineMarkdown = markdownLine();

/** Search results show about 155-160 characters of a description; under 50 says too little. */
export const metaDescriptionLength = { min: 50, max: 160 } as const;
const metaDescription = z.string().trim().min(metaDescriptionLength.min).max(metaDescriptionLength.max);

/** A link written by a content editor. Internal paths are checked against the route table. */
const link = z.strictObject({
  label: text.meta({ title: "Link text", description: "The words visitors see and click." }),
  href: z
    .string()
    .regex(/^(\/|#|tel:|mailto:|https:\/\/)/, {
      error: "expected a path starting with / (such as /contact/), a #fragment, tel:, mailto: or https://",
    })
    .meta({
      title: "Goes to",
      description:
        "Where the link leads: a page of this site written with slashes, such as /contact/ (checked when the site is built), a full web address starting https://, tel: and a phone number, mailto: and an email address, or # and a place on the same page.",
    }),
});

const figure = z.strictObject({
  value: text.meta({ title: "Figure", description: "The number in large type, such as 2000+ or 98%." }),
  label: text.meta({ title: "What it counts", description: "The words under the figure, saying what it counts and over what period, such as placements in the last 12 months." }),
});

const icon = z.enum(iconNames);

/**
 * A photograph: an address on the stock-photo host (D14), or one of the
 * agency's own uploaded into content/media/ (D42), whose size the build reads
 * from the file. Alt text is required unless the picture is marked
 * decorative, which then has none (`alt: ""`).
 */
export const imageSchema = z
  .strictObject({
    /** A stock URL's origin goes into the Content-Security-Policy, so it must be a plain https:// URL with a host name (D21). */
    src: z
      .string()
      .check((context) => {
        const problem = imageSourceProblem(context.value);
        if (problem) context.issues.push({ code: "custom", message: problem, input: context.value });
      })
      .meta({
        // Decap's image widget: upload into the media folder, choose an upload, or give an address.
        "x-widget": "image",
        title: "Photograph",
        description: "Upload one of your own photographs (JPEG, PNG, WebP or AVIF, up to 25 MB and 50 megapixels), or give the full address of one on the stock-photo website, starting https://.",
      }),
    alt: z.string().trim().meta({
      title: "What the picture shows",
      description: "One sentence read aloud to people who cannot see the picture. Leave it empty only when the picture is decoration and you switch on Decoration only below.",
    }),
    decorative: z.boolean().optional().meta({
      title: "Decoration only",
      description: "Switch on only when the picture tells the reader nothing the words do not: it then has no description, and screen readers skip it.",
    }),
    width: z.int().positive().optional().meta({ title: "Width in pixels", description: "For a stock photograph only, as the stock-photo website gives it: the page keeps room for it while it loads. An uploaded photograph's size is read from the file." }),
    height: z.int().positive().optional().meta({ title: "Height in pixels", description: "For a stock photograph only, as the stock-photo website gives it." }),
  })
  .check((context) => {
    const { src, alt, decorative, width, height } = context.value;
    const uploaded = isMediaPath(src);
    if (!uploaded && width === undefined) context.issues.push({ code: "custom", path: ["width"], message: "expected the stock photograph's width in pixels, found nothing", input: width });
    if (!uploaded && height === undefined) context.issues.push({ code: "custom", path: ["height"], message: "expected the stock photograph's height in pixels, found nothing", input: height });
    if (alt === "" && decorative !== true) {
      context.issues.push({ code: "custom", path: ["alt"], message: "expected a sentence saying what the picture shows, or the picture marked as decoration only (decorative: true), found an empty description", input: alt });
    }
    if (alt !== "" && decorative === true) {
      context.issues.push({ code: "custom", path: ["alt"], message: `expected no description for a picture marked decorative (screen readers skip it), found ${JSON.stringify(alt)}; empty it, or switch off Decoration only`, input: alt });
    }
  });

/** Undefined when `src` names a stock photograph or an upload acceptably, else what is wrong, in D3's words. */
function imageSourceProblem(src: string): string | undefined {
  if (isMediaPath(src) && mediaFileName(src)) return undefined;
  if (!/^\/?media\//.test(src)) return imageUrlProblem(src);
  return `expected an https:// URL, or ${mediaPublicPath} and the name of a file uploaded there (letters, digits, hyphens, a dot and the extension, such as ${mediaPublicPath}team-at-work.jpg), found ${JSON.stringify(src)}`;
}

/** A card: a title, a sentence or two and a small picture (icon) beside the title. */
const card = z.strictObject({
  title: text.meta({ title: "Card heading", description: "The card's short heading." }),
  text: text.meta({ title: "Card text", description: "A sentence or two under the heading." }),
  icon: icon.meta({ title: "Small picture", description: "The symbol drawn beside the heading; choose one from the list." }),
});

/** A numbered step: a short title and a sentence or two. */
const step = z.strictObject({
  title: text.meta({ title: "Step heading", description: "The step's short heading." }),
  text: text.meta({ title: "Step text", description: "A sentence or two saying what happens in this step." }),
});

/** A heading and a sentence or two, as several boxes on a page have. */
const headedText = (where: string) =>
  z.strictObject({
    heading: text.meta({ title: "Box heading", description: `The heading of ${where}.` }),
    text: text.meta({ title: "Box text", description: `A sentence or two under the heading of ${where}.` }),
  });

/** "HH:MM", 24-hour. Quote it in YAML: unquoted 18:00 is read as a number. */
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: 'expected a 24-hour time in quotes, such as "08:00"',
});

const dayOfWeek = z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);

const openingPeriod = z.strictObject({
  /** How the days read to a visitor, such as "Monday-Friday". */
  days: text.meta({ title: "Days as shown", description: "How the days read on the site, such as Monday-Friday." }),
  dayOfWeek: z
    .array(dayOfWeek)
    .min(1)
    .meta({ title: "Which days", description: "The same days, chosen one by one, for search engines and maps." }),
  opens: time.optional().meta({ title: "Opens at", description: 'The opening time, 24-hour, such as 08:00. Leave empty on days the office is closed.' }),
  closes: time.optional().meta({ title: "Closes at", description: "The closing time, 24-hour, such as 18:00. Leave empty on days the office is closed." }),
});

/** Fields every route page and Markdown page has: the document title and the meta description. */
const pageMeta = {
  /** Search results cut titles at about 60-70 characters. */
  title: text.max(70).meta({
    title: "Title in search results",
    description: "The page's name in the browser tab and the headline of its search result: at most 70 characters, and search engines cut it at about 60.",
  }),
  description: metaDescription.meta({
    title: "Summary in search results",
    description: "The sentence or two under the page's headline in search results: 50 to 160 characters.",
  }),
};

/** The page's name in the menu at the top of every page and in the footer's quick links. */
const navLabel = text.meta({ title: "Name in the menu", description: "What the menu at the top of every page, and the footer's quick links, call this page." });

/** The heading and introduction at the top of a page. */
const pageHeading = text.meta({ title: "Main heading", description: "The large heading at the top of the page." });
const pageIntro = text.meta({ title: "Introduction", description: "The sentence or two under the main heading." });

/** The agency's facts, in one file (D1). */
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
      /** The header's link to the job board, beside the six main links at every width (D38): keep it short. */
      jobsLabel: text.meta({ title: "Jobs link", description: "The link to the job board at the top of every page, beside the menu: one short word, such as Jobs." }),
      /** Before the phone number in the header's top bar (D31: the 24/7 line at every width). */
      phoneLabel: text.meta({ title: "Words before the phone number", description: "Shown before the phone number in the strip at the very top of every page, such as 24/7 line." }),
      /** A short promise beside it, shown where there is room. */
      promise: text.meta({ title: "Promise in the top strip", description: "A short promise beside the phone number at the top of every page, shown on wider screens only." }),
      navLabel: text.meta({ title: "Menu's name", description: "What screen readers call the main menu, such as Main." }),
      menuLabel: text.meta({ title: "Menu button", description: "The button that opens the menu on phones, such as Menu." }),
      /** The toggle's label while the menu is open (D31). */
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
      /** Slugs of Markdown pages (content/pages/) linked from every footer, in order. */
      legalPages: z
        .array(text.meta({ title: "Plain page", description: "The web address name of one plain page, such as privacy for the page at /privacy/." }))
        .min(1)
        .meta({ title: "Legal pages linked", description: "The plain pages linked at the foot of every page, in order, such as privacy, terms, cookies and accessibility. Each must be one of the Plain pages." }),
      copyright: text.meta({ title: "Copyright line", description: "Shown after the year and the company name at the very bottom, such as All rights reserved." }),
    })
    .meta({ title: "Footer of every page", description: "The wording at the foot of every page." }),
});

/** The wording every form has: the visitor's name and email, the message, then the privacy note and the send button. */
const formName = text.meta({ title: "Name box's label", description: "The label over the box for the visitor's name, such as Full Name." });
const formEmail = text.meta({ title: "Email box's label", description: "The label over the box for the visitor's email address, such as Email Address." });
const formPhone = text.meta({ title: "Phone box's label", description: "The label over the box for the visitor's phone number; say (optional) when it is." });
const formMessage = text.meta({ title: "Message box's label", description: "The label over the large box for the visitor's message, such as Message." });
const formEnd = {
  privacy: inlineMarkdown.meta({
    title: "Privacy note",
    description: "One line under the form's boxes saying how we use the details, with a link to the privacy notice written as [privacy notice](/privacy/).",
  }),
  submit: text.meta({ title: "Send button", description: "The words on the button that sends the form, such as Send Message." }),
  submitting: text.meta({ title: "Send button while sending", description: "The button's words after it is pressed, while the form is on its way, such as Sending..." }),
  honeypot: text.meta({
    title: "Hidden spam trap's label",
    description: "Never seen by visitors: a box only automatic spam senders fill in, so their messages are discarded. Keep it as Leave this field empty.",
  }),
};

export const homePageSchema = z.strictObject({
  ...pageMeta,
  navLabel,
  hero: z
    .strictObject({
      kicker: text.meta({ title: "Top line above the heading", description: "The short line in a coloured band just above the big heading, such as 20+ years of experience." }),
      heading: text.meta({ title: "Big heading", description: "The page's main heading, the first thing visitors read." }),
      /** D38: What and Where between the heading and the opening sentence, going to the job board (JavaScript only), and a link to the board with the number of open jobs (always). */
      jobSearch: z
        .strictObject({
          heading: text.meta({ title: "Search heading", description: "The short heading over the job search, such as Find a job near you." }),
          what: text.meta({ title: "What box's label", description: "The label of the box for words, such as What." }),
          whatHint: text.meta({ title: "What box's help line", description: "Such as Job title or keyword." }),
          where: text.meta({ title: "Where box's label", description: "The label of the box for a place, such as Where." }),
          whereHint: text.meta({ title: "Where box's help line", description: "Such as Town, county or postcode." }),
          submit: text.meta({ title: "Search button", description: "The words on the button, such as Search jobs." }),
          allJobs: z
            .strictObject({
              one: template(["count"]).meta({ title: "When one job is open", description: "The link to the job board, such as See the {{count}} open job; {{count}} becomes 1." }),
              other: template(["count"]).meta({ title: "When several jobs are open", description: "Such as See all {{count}} open jobs; {{count}} becomes the number of open jobs." }),
            })
            .meta({ title: "Link to every job", description: "Under the search, and in its place when the browser runs no scripts: a link to the job board with the number of open jobs." }),
          noJobs: text.meta({ title: "Link when nothing is open", description: "The link's words when no job is open, such as See our job board." }),
        })
        .meta({ title: "Find a job box", description: "The What and Where search under the big heading, which takes candidates to the job board." }),
      lead: text.meta({ title: "Opening sentence", description: "The sentence or two under the big heading." }),
      /** The two paths beside Find Staff and Find Work: who each is for. */
      staffPath: headedText("the box for employers, above the Find Staff button").meta({
        title: "For employers",
        description: "The box for employers who need staff, with the Find Staff button under it.",
      }),
      findStaff: link.meta({ title: "Find Staff button", description: "The button in the employers' box; it should lead to /employers/." }),
      workPath: headedText("the box for people looking for work, above the Find Work button").meta({
        title: "For people looking for work",
        description: "The box for candidates, with the Find Work button under it.",
      }),
      findWork: link.meta({ title: "Find Work button", description: "The button in the candidates' box; it should lead to /candidates/." }),
      /** Before the phone number, under the paths: the 24/7 line. */
      emergencyLine: text.meta({ title: "Words before the 24/7 number", description: "Shown before the phone number under the two boxes, such as Short-staffed tonight? Our 24/7 line." }),
      image: imageSchema.meta({ title: "Large photograph", description: "The photograph beside the heading; it loads first, so choose one that shows people at work." }),
    })
    .meta({ title: "Big banner at the top", description: "The first screen of the home page: heading, the two ways in for employers and candidates, the 24/7 line and a photograph." }),
  promises: z
    .strictObject({
      heading: text.meta({ title: "Heading for screen readers", description: "Not shown on screen: screen readers announce it before the promises." }),
      items: z
        .array(text.meta({ title: "Promise", description: "One short promise, shown with a tick, such as 24/7 emergency support." }))
        .min(1)
        .meta({ title: "Promises", description: "The row of ticked promises under the banner. At least one." }),
    })
    .meta({ title: "Promises under the banner", description: "The row of short promises with ticks, just under the big banner." }),
  impact: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "The heading over the figures, such as Our last 12 months in numbers." }),
      figures: z
        .array(figure.meta({ title: "Figure", description: "One number and what it counts." }))
        .min(1)
        .meta({ title: "Large figures", description: "The large numbers in this section. Say what period each covers, so they agree with the rest of the site. At least one." }),
    })
    .meta({ title: "Figures section", description: "The section of large numbers under the promises." }),
  sectors: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "The heading over the sector cards." }),
      intro: text.meta({ title: "Section introduction", description: "The sentence under the heading." }),
      /** Shown after the first four roles; {{count}} is the number not shown. */
      moreRoles: z
        .strictObject({
          one: template(["count"]).meta({ title: "When one more role is hidden", description: "Such as +{{count}} more role; {{count}} becomes the number 1." }),
          other: template(["count"]).meta({ title: "When several more roles are hidden", description: "Such as +{{count}} more roles; {{count}} becomes the number of roles not shown." }),
        })
        .meta({ title: "More roles line", description: "Each card lists its sector's first four roles, then this line says how many more there are." }),
      /** {{sector}} is the sector's title, in lower case. */
      linkLabel: template(["sector"]).meta({
        title: "Card link text",
        description: "The link at the foot of each card to the sector on the Our Sectors page; {{sector}} becomes the sector's name in small letters, such as More about {{sector}} staffing.",
      }),
    })
    .meta({ title: "Sectors section", description: "A card for each sector, with its picture, summary and first four roles; the cards themselves come from Sectors." }),
  /** D29: the three newest open vacancies and a link to all of them. */
  latestJobs: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "The heading over the three newest jobs." }),
      intro: text.meta({ title: "Section introduction", description: "The sentence under the heading." }),
      none: text.meta({ title: "When no job is open", description: "Shown instead of the jobs when no vacancy is open." }),
      allLink: link.meta({ title: "All jobs button", description: "The button under the jobs; it should lead to /jobs/." }),
    })
    .meta({ title: "Latest jobs section", description: "The three newest open vacancies, which come from Vacancies, and a button to all of them." }),
  stories: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "The heading over the testimonials." }),
      intro: text.meta({ title: "Section introduction", description: "The sentence under the heading." }),
      /** {{rating}} is replaced with the testimonial's rating. */
      ratingLabel: template(["rating"]).meta({
        title: "Star rating in words",
        description: "What screen readers say for each testimonial's stars; {{rating}} becomes the rating, such as Rated {{rating}} out of 5.",
      }),
      trackRecord: z
        .strictObject({
          heading: text.meta({ title: "Track record heading", description: "The heading over the figures under the testimonials, such as Our track record since 2005." }),
          figures: z
            .array(figure.meta({ title: "Figure", description: "One number and what it counts." }))
            .min(1)
            .meta({ title: "Large figures", description: "The large numbers under the testimonials. At least one." }),
        })
        .meta({ title: "Track record band", description: "The band of figures at the foot of the section." }),
    })
    .meta({ title: "Success stories section", description: "The testimonials, which come from Testimonials, and the track record figures under them." }),
});

export const aboutPageSchema = z.strictObject({
  ...pageMeta,
  navLabel,
  heading: pageHeading,
  intro: pageIntro,
  storyHeading: text.meta({ title: "Heading over the story", description: "The heading over the company's story, which is written in The company's story at the foot of this form." }),
  image: imageSchema.meta({ title: "Story photograph", description: "The photograph beside the company's story." }),
  values: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "The heading over the value cards, such as What we value." }),
      items: z
        .array(card.meta({ title: "Value", description: "One value: a heading, a sentence or two and a small picture." }))
        .min(1)
        .meta({ title: "Values", description: "The cards of this section, in order. At least one." }),
    })
    .meta({ title: "Values section", description: "The cards under the story, one for each of the agency's values." }),
  whyChoose: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as Why healthcare providers choose us." }),
      intro: text.meta({ title: "Section introduction", description: "The sentence or two under the heading." }),
      points: z
        .array(text.meta({ title: "Reason", description: "One reason, shown with a tick." }))
        .min(1)
        .meta({ title: "Reasons", description: "The ticked reasons. At least one." }),
      figures: z
        .array(figure.meta({ title: "Figure", description: "One number and what it counts." }))
        .min(1)
        .meta({ title: "Large figures", description: "The large numbers under the reasons. At least one." }),
    })
    .meta({ title: "Why choose us section", description: "Reasons with ticks, then large figures." }),
  cta: z
    .strictObject({
      heading: text.meta({ title: "Band heading", description: "The heading of the coloured band at the foot of the page." }),
      text: text.meta({ title: "Band text", description: "The sentence under the heading." }),
      links: z
        .array(link.meta({ title: "Button", description: "One button: its words and the page it leads to." }))
        .min(1)
        .meta({ title: "Buttons", description: "The buttons in the band; the first stands out most. At least one." }),
    })
    .meta({ title: "Closing band", description: "The coloured band at the foot of the page, asking visitors to get in touch." }),
});

export const sectorsPageSchema = z.strictObject({
  ...pageMeta,
  navLabel,
  heading: pageHeading,
  intro: pageIntro,
  /** Names the list of links to each sector at the top of the page. */
  jumpLabel: text.meta({ title: "Sector links' name", description: "What screen readers call the row of links to each sector under the introduction, such as Jump to a sector." }),
  servicesHeading: text.meta({ title: "Heading over the services", description: "The heading over each sector's list of services, such as What we provide." }),
  rolesHeading: text.meta({ title: "Heading over the roles", description: "The heading over each sector's eight key roles, such as Key roles." }),
  getStarted: link.meta({ title: "Get Started button", description: "The button in each sector's block, such as Get Started leading to /contact/." }),
  /** Read by screen readers after the Get Started label; {{sector}} is the sector's title. */
  getStartedContext: template(["sector"]).meta({
    title: "Get Started button, read aloud",
    description: "Not shown on screen: screen readers read it after the button's words, so each button says which sector it is for; {{sector}} becomes the sector's name, such as with {{sector}} staffing.",
  }),
  /** D29: each sector block says how many jobs are open in it and links to them. */
  openJobs: z
    .strictObject({
      one: template(["count", "sector"]).meta({ title: "When one job is open", description: "Such as {{count}} open job in {{sector}}; {{count}} becomes 1 and {{sector}} the sector's name." }),
      other: template(["count", "sector"]).meta({ title: "When several jobs are open", description: "Such as {{count}} open jobs in {{sector}}; {{count}} becomes the number of jobs and {{sector}} the sector's name." }),
      none: template(["sector"]).meta({ title: "When no job is open", description: "Such as No open {{sector}} jobs listed right now; {{sector}} becomes the sector's name." }),
      noneLink: link.meta({ title: "Link when no job is open", description: "The link after that sentence, such as Tell us what you are looking for, leading to /candidates/." }),
    })
    .meta({ title: "Open jobs line", description: "Under each sector's Get Started button: how many of its jobs are open, as a link to them." }),
  specialists: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as Why choose sector specialists." }),
      intro: text.meta({ title: "Section introduction", description: "The sentence or two under the heading." }),
      items: z
        .array(card.meta({ title: "Reason", description: "One reason: a heading, a sentence or two and a small picture." }))
        .min(1)
        .meta({ title: "Reasons", description: "The cards of this section. At least one." }),
    })
    .meta({ title: "Why specialists section", description: "The dark section at the foot of the page, after the sectors." }),
});

export const employersPageSchema = z.strictObject({
  ...pageMeta,
  navLabel,
  heading: pageHeading,
  intro: pageIntro,
  /** D30: the way to the vacancy form, shown at the top of the page and in the closing call to action. */
  registerVacancy: link.meta({
    title: "Register a vacancy button",
    description: "Shown under the introduction and again in the closing band; it should lead to /employers/register-a-vacancy/.",
  }),
  services: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as Our services." }),
      items: z
        .array(card.meta({ title: "Service", description: "One service: a heading, a sentence or two and a small picture." }))
        .length(3)
        .meta({ title: "Services", description: "Exactly three service cards." }),
    })
    .meta({ title: "Services section", description: "The three service cards under the introduction." }),
  howItWorks: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as How it works." }),
      steps: z
        .array(step.meta({ title: "Step", description: "One numbered step." }))
        .length(3)
        .meta({ title: "Numbered steps", description: "Exactly three numbered steps, in order." }),
    })
    .meta({ title: "How it works section", description: "Three numbered steps, from an employer's first call to a placement." }),
  cta: z
    .strictObject({
      heading: text.meta({ title: "Band heading", description: "The heading of the coloured band at the foot of the page, such as Need staff now?" }),
      text: text.meta({ title: "Band text", description: "The sentence under the heading." }),
      callNow: link.meta({ title: "Call Now button", description: "The first button in the band." }),
      requestQuote: link.meta({ title: "Request Quote button", description: "The second button in the band; the Register a vacancy button follows it." }),
    })
    .meta({ title: "Closing band", description: "The coloured band at the foot of the page, with its buttons." }),
});

export const candidatesPageSchema = z.strictObject({
  ...pageMeta,
  navLabel,
  heading: pageHeading,
  intro: pageIntro,
  /** D29: the way to the job listing, from the page's introduction. */
  vacanciesLink: link.meta({ title: "Current jobs button", description: "The button under the introduction; it should lead to /jobs/." }),
  form: z
    .strictObject({
      heading: text.meta({ title: "Form heading", description: "The heading over the form, such as Send us a message." }),
      name: formName,
      email: formEmail,
      message: formMessage,
      ...formEnd,
    })
    .meta({ title: "Message form", description: "The wording of the form candidates send us." }),
  /** Beside the form: what happens after a candidate writes to us. */
  nextSteps: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as What happens next." }),
      steps: z
        .array(step.meta({ title: "Step", description: "One numbered step." }))
        .min(1)
        .meta({ title: "Numbered steps", description: "The numbered steps, in order. At least one." }),
    })
    .meta({ title: "What happens next", description: "Beside the form: what happens after a candidate writes to us." }),
  /** Beside the form: candidates never pay the agency. */
  noFee: headedText("the box under the steps").meta({ title: "No fee box", description: "Beside the form, under the steps: candidates never pay the agency." }),
});

/** A form field with a line of help under its label. */
const hintedLabel = (what: string, title: string) =>
  z
    .strictObject({
      label: text.meta({ title: "Box's label", description: `The label over the box for ${what}.` }),
      hint: text.meta({ title: "Help line", description: "The line of help under the label." }),
    })
    .meta({ title, description: `The box for ${what}.` });

/** D30: the page with the employers' vacancy form. */
export const registerVacancyPageSchema = z.strictObject({
  ...pageMeta,
  heading: pageHeading,
  intro: pageIntro,
  form: z
    .strictObject({
      heading: text.meta({ title: "Form heading", description: "The heading over the form, such as About the vacancy." }),
      organisation: text.meta({ title: "Organisation box's label", description: "The label over the box for the employer's organisation." }),
      name: formName,
      email: formEmail,
      phone: formPhone,
      role: hintedLabel("the job title", "Job title box"),
      sector: text.meta({ title: "Sector choice's label", description: "The question over the list of sectors to choose from, such as Sector; the sectors come from Sectors." }),
      location: hintedLabel("where the work is", "Workplace box"),
      engagement: z
        .strictObject({
          label: text.meta({ title: "Question", description: "Such as Is the role temporary or permanent?" }),
          options: z
            .array(
              z
                .strictObject({
                  value: z.enum(["temporary", "permanent"]).meta({ title: "Which answer", description: "Temporary or permanent: which of the two answers these words are for." }),
                  label: text.meta({ title: "Answer's words", description: "What the employer reads beside the choice." }),
                })
                .meta({ title: "Answer", description: "One of the two answers." }),
            )
            .length(2)
            .meta({ title: "Answers", description: "Exactly two: one for temporary, one for permanent." }),
        })
        .meta({ title: "Temporary or permanent question", description: "The question with two answers to choose from." }),
      people: text.meta({ title: "Number of people box's label", description: "The label over the box for how many people are needed." }),
      startDate: hintedLabel("when the work starts", "Start date box"),
      pay: hintedLabel("the pay offered, which employers may leave empty", "Pay box"),
      details: hintedLabel("the details of the role", "Details box"),
      authority: z
        .strictObject({
          legend: text.meta({ title: "Heading over the tick box", description: "The heading over the tick box, such as Your authority to recruit." }),
          label: text.meta({ title: "Tick box's words", description: "What the employer confirms by ticking: that they may ask the agency to recruit for the role." }),
        })
        .meta({
          title: "Confirmation tick box",
          description: "The employer must tick it: the law lets us recruit only for a role an employer has asked us to fill.",
        }),
      ...formEnd,
    })
    .meta({ title: "Vacancy form", description: "The wording of the form employers use to tell us about a vacancy, box by box." }),
  nextSteps: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "Such as What happens next." }),
      items: z
        .array(text.meta({ title: "Step", description: "One step, shown with a tick." }))
        .min(1)
        .meta({ title: "Steps", description: "The ticked steps, in order. At least one." }),
    })
    .meta({ title: "What happens next", description: "Beside the form: what happens after an employer sends it." }),
});

export const contactPageSchema = z.strictObject({
  ...pageMeta,
  navLabel,
  heading: pageHeading,
  intro: pageIntro,
  /** In the page header, before the phone number, so a phone shows it before the form. */
  callPrompt: text.meta({
    title: "Words before the phone button",
    description: "Under the introduction, before the phone number, so a phone shows the number before the form.",
  }),
  form: z
    .strictObject({
      heading: text.meta({ title: "Form heading", description: "The heading over the form, such as Send us a message." }),
      name: formName,
      email: formEmail,
      phone: formPhone,
      subject: text.meta({ title: "Subject list's label", description: "The label over the list of subjects, such as Subject." }),
      subjectPlaceholder: text.meta({ title: "Subject list's first line", description: "What the list shows before a subject is chosen, such as Select a subject." }),
      subjects: z
        .array(
          z
            .strictObject({
              value: z
                .string()
                .regex(/^[a-z0-9-]+$/)
                .meta({
                  title: "Name sent with the message",
                  description: "Small letters, digits and hyphens, such as employer-staffing: the form sends it with each message, so messages can be sorted by it.",
                }),
              label: text.meta({ title: "Subject as shown", description: "What visitors choose in the list, such as I need staff (Employer)." }),
            })
            .meta({ title: "Subject", description: "One subject a visitor can choose." }),
        )
        .min(1)
        .meta({ title: "Subjects to choose from", description: "The subjects to choose from, in order. At least one." }),
      message: formMessage,
      ...formEnd,
    })
    .meta({ title: "Message form", description: "The wording of the contact form, box by box." }),
  cards: z
    .strictObject({
      heading: text.meta({ title: "Section heading", description: "The heading over the three cards beside the form, such as Other ways to reach us." }),
      phone: z
        .strictObject({
          title: text.meta({ title: "Card heading", description: "Such as Call us." }),
          text: text.meta({ title: "Card text", description: "Shown under the phone number." }),
        })
        .meta({ title: "Phone card", description: "The card with the phone number." }),
      email: z
        .strictObject({
          title: text.meta({ title: "Card heading", description: "Such as Email us." }),
          text: text.meta({ title: "Card text", description: "Shown under the email address." }),
        })
        .meta({ title: "Email card", description: "The card with the email address." }),
      emergency: z
        .strictObject({
          title: text.meta({ title: "Card heading", description: "Such as Emergency staffing." }),
          text: text.meta({ title: "Card text", description: "Shown under the phone number." }),
        })
        .meta({ title: "Emergency card", description: "The card for urgent cover, with the phone number." }),
    })
    .meta({ title: "Ways to reach us", description: "The three cards beside the form; the number and address come from the Agency facts." }),
  office: z
    .strictObject({
      heading: text.meta({ title: "Office heading", description: "The heading over the office address, such as Our office." }),
      text: text.meta({ title: "Under the address", description: "A sentence under the address, such as Visits by appointment." }),
    })
    .meta({ title: "Office address box", description: "Under the cards: the office address, which comes from the Agency facts." }),
  hoursHeading: text.meta({ title: "Office hours heading", description: "The heading over the office hours, which come from the Agency facts." }),
});

/** The job board's wording (D25-D27): the listing, a vacancy page and the application form. */
export const jobsPageSchema = z.strictObject({
  ...pageMeta,
  /** The listing's name in the footer's quick links (D29). */
  navLabel: text.meta({ title: "Name in the footer", description: "What the footer's quick links call the job listing, such as Current jobs." }),
  intro: text.meta({ title: "Introduction", description: "The sentence or two under the listing's heading; the heading itself says what is listed, such as Temporary healthcare jobs in Cambridgeshire." }),
  /** D33: the What and Where search above the listing, shown only with JavaScript. */
  search: z
    .strictObject({
      /** The search landmark's name, read by screen readers. */
      label: text.meta({ title: "Search's name", description: "What screen readers call the search area, such as Search jobs." }),
      what: text.meta({ title: "What box's label", description: "The label over the box for words to search for, such as What." }),
      whatHint: text.meta({ title: "What box's help line", description: "Such as Job title, skill or reference." }),
      where: text.meta({ title: "Where box's label", description: "The label over the box for a place, such as Where." }),
      whereHint: text.meta({ title: "Where box's help line", description: "Such as Town, county or postcode." }),
      submit: text.meta({ title: "Search button", description: "The words on the button that starts the search, such as Search jobs." }),
      /** Issue 30: the order of the results, and a minimum pay; both need the search, so JavaScript. */
      sort: text.meta({ title: "Order label", description: "The label of the choice of order, such as Sort by." }),
      sortNewest: text.meta({ title: "Newest first", description: "The choice that lists the newest jobs first, such as Newest." }),
      sortClosing: text.meta({ title: "Closing soonest", description: "The choice that lists the jobs closing soonest first, such as Closing date. Keep it short: on a phone it shares a row." }),
      pay: text.meta({ title: "Minimum pay label", description: "The label of the choice of minimum pay, such as Minimum pay." }),
      payAny: text.meta({ title: "Any pay", description: "The choice that leaves pay out, such as Any pay." }),
      payBands: z
        .array(
          z
            .strictObject({
              per: z.enum(["hour", "day", "week", "month", "year"]).meta({ title: "Paid per", description: "Only jobs paid per this period are compared with the amount." }),
              from: z.number().positive().max(1_000_000).meta({ title: "At least (pounds)", description: "The lowest pay a job in this choice offers, such as 12.50." }),
              label: text.meta({ title: "Choice's words", description: "What the candidate sees, such as £12.50+ an hour or £25k+ a year. Keep it short: on a phone it shares a row." }),
            })
            .meta({ title: "Minimum pay choice", description: "One choice in the minimum pay list." }),
        )
        .min(1)
        .meta({ title: "Minimum pay choices", description: "The choices of minimum pay; each finds only jobs paid per the same period whose lowest rate is at least the amount." }),
      countOnly: template(["count"]).meta({ title: "Count with no words or place", description: "The heading when only the order or the pay is chosen, such as {{count}} found; {{count}} becomes 12 jobs." }),
      searching: text.meta({ title: "While searching", description: "Shown while the search runs, such as Searching…" }),
      /** Issue 38: a search in words, "care jobs in Huntingdon, £12+ an hour", wherever the site repeats a search back. */
      name: z
        .strictObject({
          what: template(["what"]).meta({ title: "Jobs for some words", description: "Such as {{what}} jobs; {{what}} becomes the words searched for, as in care jobs. Lower-case: a heading gets its capital letter by itself." }),
          anything: text.meta({ title: "Jobs for no words", description: "How a search with no words reads, such as jobs." }),
          where: template(["where"]).meta({ title: "In a place", description: "Such as in {{where}}; {{where}} becomes the town, county or postcode searched for." }),
          near: template(["radius", "where"]).meta({ title: "Near a place", description: "Such as within {{radius}} miles of {{where}}; {{radius}} becomes the number of miles and {{where}} the place." }),
        })
        .meta({
          title: "A search in words",
          description: "How a search reads in the results' heading, the job-alert sign-up and its e-mails, such as care jobs in Huntingdon, £12+ an hour: the words, the place, then the other choices after commas.",
        }),
      folded: text.meta({ title: "Folded search's label", description: "On a phone, after a search, the form folds to one line: this word, then the search in words, such as Your search." }),
      edit: text.meta({ title: "Edit search button", description: "The button on that line that opens the form again, such as Edit search." }),
      /** The result count in words: {{count}} is "12 jobs", {{what}} the words searched for, {{where}} the place. */
      countWhat: template(["count", "what"]).meta({
        title: "Count after a What search",
        description: "Such as {{count}} for ‘{{what}}’; {{count}} becomes the number of jobs, such as 12 jobs, and {{what}} the words searched for.",
      }),
      countWhere: template(["count", "where"]).meta({
        title: "Count after a Where search",
        description: "Such as {{count}} in {{where}}; {{count}} becomes the number of jobs and {{where}} the place searched for.",
      }),
      countWhatWhere: template(["count", "what", "where"]).meta({
        title: "Count after a What and Where search",
        description: "Such as {{count}} for ‘{{what}}’ in {{where}}, with the same three parts as above.",
      }),
      /** Below the results when there are more than one screenful: "Show the next {{count}}", {{count}} being "20 jobs". */
      showMore: template(["count"]).meta({
        title: "Show more button",
        description: "Under the results when there are more than fit: such as Show the next {{count}}, where {{count}} becomes a number of jobs, such as 20 jobs.",
      }),
      /** Leads back to the listing without the search. */
      clear: text.meta({ title: "Clear search link", description: "Leads back to the listing without the search, such as Clear search." }),
      /** When nothing matches: ways to widen the search, then the listing's own empty message and candidates link. */
      noResults: z
        .strictObject({
          heading: text.meta({ title: "Heading when nothing matches", description: "Such as No jobs match your search." }),
          removeWhat: template(["where"]).meta({ title: "Search the place only", description: "A link that drops the words and keeps the place, such as Show all jobs in {{where}}; {{where}} becomes the place." }),
          removeWhere: template(["what"]).meta({ title: "Search the words only", description: "A link that drops the place and keeps the words, such as Search everywhere for ‘{{what}}’; {{what}} becomes the words." }),
          oneWord: template(["word"]).meta({ title: "Search one of the words", description: "For a search of several words, a link to search for one of them alone, such as Search for ‘{{word}}’ only; {{word}} becomes the word." }),
          removePay: text.meta({ title: "Search at any pay", description: "A link that keeps the search but drops the minimum pay, such as Show them at any pay." }),
        })
        .meta({ title: "When nothing matches", description: "Ways to widen the search, followed by the listing's own message for no jobs." }),
      /** When the search itself cannot load (offline, say). */
      unavailable: text.meta({ title: "When search cannot work", description: "Shown when the search cannot load, for example with no internet connection; say that the filters still work." }),
      /** Issue 30's trial: a shared search address opened where scripts are off shows every job; this says why. */
      noScript: text.meta({
        title: "When the browser runs no scripts",
        description: "Shown above the jobs only to visitors whose browser runs no scripts, where the search box cannot work: say that every open job is listed. Keep it short: on a phone the first job must still show.",
      }),
      noScriptLink: text.meta({
        title: "Link to the search page",
        description: "After that sentence, a link to the search page, which works without scripts, such as Search by job title or place.",
      }),
    })
    .meta({ title: "What and Where search", description: "The search box above the listing. Some browsers never show it, so the filters under it must make sense on their own." }),
  filters: z
    .strictObject({
      heading: text.meta({ title: "Filters heading", description: "The heading over the filter links, such as Filter." }),
      selectedHeading: text.meta({ title: "Chosen filters heading", description: "The heading over the filters a visitor has chosen, such as Selected filters." }),
      remove: text.meta({ title: "Remove filter, read aloud", description: "Not shown on screen: screen readers say it before each chosen filter's name, such as Remove this filter." }),
      clear: text.meta({ title: "Clear filters link", description: "The link that removes every chosen filter, such as Clear filters." }),
      /** The name of each group of filter links. */
      legends: z
        .strictObject({
          sector: text.meta({ title: "Sector group", description: "The heading over the sector filters, such as Sector." }),
          engagement: text.meta({ title: "Temporary or permanent group", description: "The heading over the temporary and permanent filters, such as Type of work." }),
          county: text.meta({ title: "County group", description: "The heading over the county filters, such as County." }),
        })
        .meta({ title: "Filter group headings", description: "The heading of each group of filter links." }),
      /** On narrow screens the filters fold behind this (issue 30): the closed disclosure's label. */
      disclosure: text.meta({ title: "Button that opens the filters", description: "On phones the filters fold away behind this button, such as Filter jobs." }),
      /** The same while filters are in force; {{count}} is how many. */
      disclosureSelected: template(["count"]).meta({
        title: "Button while filters are chosen",
        description: "The same button while some filters are chosen, such as Filter jobs ({{count}} chosen); {{count}} becomes how many.",
      }),
    })
    .meta({ title: "Filter links", description: "The links that narrow the listing by sector, type of work and county, each with its count." }),
  results: z
    .strictObject({
      /** {{count}} is "3 jobs", "1 job". */
      countLabel: template(["count"]).meta({ title: "Number of jobs found", description: "The heading over the jobs, such as {{count}} found; {{count}} becomes 3 jobs or 1 job." }),
      /** Which of them a page shows: "Showing {{first}} to {{last}} of {{count}}". */
      range: template(["first", "last", "count"]).meta({
        title: "Which jobs this page shows",
        description: "Such as Showing {{first}} to {{last}} of {{count}}: the numbers of the first and last job on the page, and of all jobs found.",
      }),
      listLabel: text.meta({ title: "List's name", description: "What screen readers call the list of jobs, such as Vacancies." }),
    })
    .meta({ title: "Over the list of jobs", description: "The wording over the list of jobs." }),
  empty: z
    .strictObject({
      heading: text.meta({ title: "Heading when no job matches", description: "Such as No open vacancies match." }),
      text: text.meta({ title: "Text when no job matches", description: "The sentence or two under that heading." }),
      link: link.meta({ title: "Button when no job matches", description: "Such as Tell us what work you want, leading to /candidates/." }),
    })
    .meta({ title: "When no job is open", description: "Shown instead of the list when no open job matches the filters." }),
  pagination: z
    .strictObject({
      label: text.meta({ title: "Page links' name", description: "What screen readers call the numbered page links, such as Pages of results." }),
      previous: text.meta({ title: "Previous page link", description: "Such as Previous page." }),
      next: text.meta({ title: "Next page link", description: "Such as Next page." }),
    })
    .meta({ title: "Page links", description: "The numbered links under the list, 20 jobs to a page." }),
  feed: z
    .strictObject({
      label: text.meta({ title: "Job alerts link", description: "The link at the foot of the listing to its feed, which job-alert services read, such as Get these jobs by RSS for job alerts." }),
    })
    .meta({ title: "Job feed", description: "The link to the listing's feed for job-alert services." }),
  /** Issue 31, D41: job alerts by e-mail, the form under every listing, its pages and its e-mails. */
  alerts: z
    .strictObject({
      form: z
        .strictObject({
          heading: text.meta({ title: "Sign-up heading", description: "The heading over the sign-up, such as Get these jobs by e-mail." }),
          intro: template(["search"]).meta({
            title: "Introduction",
            description: "One sentence under the heading: what the candidate will get and that they can stop at any time; {{search}} becomes the search in words, such as care jobs in Huntingdon.",
          }),
          email: text.meta({ title: "Email box's label", description: "The label over the box for the address, such as Email Address." }),
          submit: text.meta({ title: "Sign-up button", description: "The words on the button, such as E-mail me these jobs." }),
          sending: text.meta({ title: "While sending", description: "What the button says while the sign-up is sent, such as Sending..." }),
          privacy: inlineMarkdown.meta({ title: "Privacy line", description: "One line with a link to the privacy notice, saying what is kept and for how long." }),
          failed: text.meta({ title: "When it could not be sent", description: "Shown when the sign-up could not reach us (no connection), such as Your sign-up could not be sent. Try again." }),
          /** Issue 38: the answer names the address and the search, and says where else the e-mail may be. */
          sent: template(["recipient", "search"]).meta({
            title: "After signing up",
            description: "The answer to a sign-up, the same whether or not the address was signed up already: {{recipient}} becomes the e-mail address typed and {{search}} the search in words.",
          }),
          spam: text.meta({ title: "Spam folder line", description: "Under that answer: where to look if the e-mail does not come, such as the spam or junk folder." }),
          back: text.meta({ title: "Back to the search link", description: "Under the answer, the link back to the search the alert is for, such as Back to your search." }),
        })
        .meta({ title: "Sign-up form", description: "The form under every job listing and search." }),
      pages: z
        .strictObject(
          Object.fromEntries(
            (
              [
                ["checkEmail", "After signing up", "The answer to every sign-up, whether or not the address was signed up already."],
                ["badAddress", "When the address is wrong", "When the address is not an e-mail address, or too long."],
                ["badSearch", "When the search is wrong", "When the search sent with the form is not one the site could have made."],
                ["badForm", "When the form cannot be read", "When what was sent is not the sign-up form as the site sends it, or is far too large."],
                ["tooMany", "When there were too many sign-ups", "When one computer has sent too many sign-ups in an hour."],
                ["confirm", "Confirming", "The page a confirmation link opens: one button confirms."],
                ["confirmed", "After confirming", "After the button is pressed."],
                ["unsubscribe", "Stopping", "The page the link in an alert opens: one button stops the alert."],
                ["unsubscribed", "Stopped", "After the alert has been deleted."],
                ["linkNotValid", "When a link is not valid", "When a link has been changed, or was never ours."],
                ["linkExpired", "When a link has expired", "When a link is too old."],
                ["linkUsed", "When a link was used already", "When a link has been used, or its alert no longer exists."],
                ["notAvailable", "When alerts are off", "When the alerts service is not set up or not working."],
              ] as const
            ).map(([name, title, description]) => [
              name,
              z
                .strictObject({
                  title: text.meta({ title: "Title in the browser tab", description: "Such as Check your inbox | Ouse Valley Staffing." }),
                  heading: text.meta({ title: "Main heading", description: "The page's main heading." }),
                  text: text.meta({ title: "Message", description: "One or two sentences under the heading." }),
                  button: text.optional().meta({ title: "Button's words", description: "The words on the page's one button, when it has one." }),
                })
                .meta({ title, description }),
            ]),
          ) as Record<"checkEmail" | "badAddress" | "badSearch" | "badForm" | "tooMany" | "confirm" | "confirmed" | "unsubscribe" | "unsubscribed" | "linkNotValid" | "linkExpired" | "linkUsed" | "notAvailable", z.ZodObject<{ title: z.ZodString; heading: z.ZodString; text: z.ZodString; button: z.ZodOptional<z.ZodString> }, z.core.$strict>>,
        )
        .meta({ title: "Pages of signing up and leaving", description: "The pages a candidate sees while signing up, confirming and stopping an alert." }),
      email: z
        .strictObject({
          confirmSubject: text.meta({ title: "Confirmation subject", description: "The subject of the first e-mail, such as Confirm your job alert." }),
          confirmText: text.meta({ title: "Confirmation message", description: "Why the e-mail came and what the link does." }),
          confirmSearch: template(["search"]).meta({ title: "The search being confirmed", description: "A line naming the search, so someone with several alerts knows which this is, such as The search: {{search}}." }),
          confirmLink: text.meta({ title: "Confirmation link", description: "The words of the link that confirms, such as Confirm my job alert." }),
          confirmIgnore: text.meta({ title: "If it was not them", description: "Such as If you did not ask for this, ignore this e-mail: nothing more will be sent." }),
          alertSubject: template(["count", "search"]).meta({ title: "Subject of each alert", description: "Such as {{count}} new jobs for {{search}}." }),
          alertText: template(["search"]).meta({ title: "Alert introduction", description: "The sentence before the jobs, such as New jobs for your search {{search}}." }),
          pay: text.meta({ title: "Pay label", description: "Such as Pay." }),
          place: text.meta({ title: "Place label", description: "Such as Where." }),
          closes: text.meta({ title: "Closing date label", description: "Such as Closes." }),
          unsubscribeText: text.meta({ title: "Why they get it", description: "The line at the end of every alert, such as You asked for these alerts on our website." }),
          unsubscribeLink: text.meta({ title: "Stop link", description: "The words of the link that stops the alert, such as Stop these job alerts." }),
        })
        .meta({ title: "Wording of the e-mails", description: "The wording of the confirmation e-mail and of each alert." }),
    })
    .meta({ title: "Job alerts by e-mail", description: "The sign-up under the listings, its pages and its e-mails (D41)." }),
  vacancy: z
    .strictObject({
      /** The link near the top of an open vacancy to its form, for phones where the form is far below. */
      applyLink: text.meta({ title: "Apply button at the top", description: "The button near the top of an open vacancy that jumps to its form, for phones where the form is far below." }),
      facts: z
        .strictObject({
          heading: text.meta({ title: "Facts heading", description: "The heading over a vacancy's facts, such as Job details." }),
          reference: text.meta({ title: "Word for the reference", description: "Such as Reference." }),
          pay: text.meta({ title: "Word for the pay", description: "Such as Pay." }),
          location: text.meta({ title: "Word for the place", description: "Such as Location." }),
          engagement: text.meta({ title: "Word for temporary or permanent", description: "Such as Type of work." }),
          hours: text.meta({ title: "Word for the hours", description: "Such as Hours." }),
          shifts: text.meta({ title: "Word for the shifts", description: "Such as Shifts." }),
          startDate: text.meta({ title: "Word for the start date", description: "Such as Starts." }),
          posted: text.meta({ title: "Word for the date posted", description: "Such as Posted." }),
          closes: text.meta({ title: "Word for the closing date", description: "Such as Closing date." }),
          noClosingDate: text.meta({ title: "When there is no closing date", description: "Shown in place of the closing date, such as Open until filled." }),
          /** On every card (issue 30); {{date}} is the day it was posted, written out. */
          postedOn: template(["date"]).meta({ title: "Posted date on a card", description: "On every job card, such as Posted {{date}}; {{date}} becomes the day, written out." }),
          /** On a closed page, in place of the closing date (D24): never "Open until filled" there. */
          status: text.meta({ title: "Word for a closed job's state", description: "On a closed job's page, in place of the closing date, such as Status." }),
          filled: text.meta({ title: "When the job is filled", description: "The state of a filled job, such as Filled." }),
          closedOn: template(["date"]).meta({ title: "When the job has closed", description: "The state of a job past its closing date, such as Closed on {{date}}; {{date}} becomes the day, written out." }),
        })
        .meta({ title: "Job facts' names", description: "The name shown before each fact of a vacancy, on its page, in listings and on the home page." }),
      descriptionHeading: text.meta({ title: "Heading over the description", description: "The heading over the vacancy's description, such as About the job." }),
      requirementsHeading: text.meta({ title: "Heading over the requirements", description: "The heading over the vacancy's requirements, such as What you need." }),
      /** Issue 30: sharing an open vacancy; in message, {{title}} and {{link}} are the job's title and address. */
      share: z
        .strictObject({
          heading: text.meta({ title: "Share heading", description: "The heading over the ways to share a job, such as Share this job." }),
          message: template(["title", "link"]).meta({
            title: "Shared message",
            description: "The words of the e-mail or WhatsApp message, such as {{title}}: {{link}}; {{title}} becomes the job's title and {{link}} its address.",
          }),
          email: text.meta({ title: "E-mail link", description: "The link that starts an e-mail with the job in it, such as Email." }),
          whatsApp: text.meta({ title: "WhatsApp link", description: "The link that starts a WhatsApp message with the job in it, such as WhatsApp." }),
          copy: text.meta({ title: "Copy button", description: "The button that copies the job's address, such as Copy link." }),
          native: text.meta({ title: "Share button", description: "The same button on phones that can share, such as Share." }),
          copied: text.meta({ title: "Said once copied", description: "Said when the address has been copied, such as Link copied." }),
          copyFailed: text.meta({ title: "Said when copying fails", description: "Said when the browser would not copy, such as Copy the address from the address bar." }),
        })
        .meta({ title: "Sharing a job", description: "The ways to share an open job on its page: e-mail and WhatsApp links, and a button to copy or share." }),
      /** Who advertises the vacancy and in what capacity (regulation 27), by engagement. */
      advertiser: z
        .strictObject({
          temporary: text.meta({ title: "For a temporary job", description: "Says we advertise it as an employment business, the person working through us; {{legalName}} becomes the company's registered name." }),
          permanent: text.meta({ title: "For a permanent job", description: "Says we advertise it as an employment agency for the hirer, who employs the person directly; {{legalName}} becomes the company's registered name." }),
        })
        .meta({
          title: "Who advertises the job",
          description: "The line under the requirements that the law asks for (regulation 27): who advertises the job and in what capacity.",
        }),
      similarHeading: text.meta({ title: "Similar jobs heading", description: "The heading over up to three similar open jobs at the foot of a vacancy, such as Similar jobs." }),
      allJobsLink: text.meta({ title: "Link to all jobs", description: "The link to the whole listing at the foot of a vacancy, such as See all jobs." }),
      /** Issue 38: above a vacancy's heading; with JavaScript, when the page was reached from the listing or a search, it leads back to those results. */
      backToJobs: text.meta({ title: "Back link", description: "The link above a vacancy's heading to the job listing, such as All jobs." }),
      backToResults: text.meta({ title: "Back link after a search", description: "The same link when the vacancy was opened from a search or a filtered list, leading back to it, such as Back to results." }),
      closed: z
        .strictObject({
          heading: text.meta({ title: "Closed heading", description: "Such as This vacancy has closed." }),
          text: text.meta({ title: "Closed text", description: "The sentence or two under that heading." }),
          sameSectorHeading: text.meta({ title: "Heading over same-sector jobs", description: "The heading over open jobs in the same sector, such as Open jobs in the same sector." }),
          noneOpen: text.meta({ title: "When none is open in the sector", description: "Such as There are no open jobs in this sector right now." }),
        })
        .meta({ title: "Closed vacancy", description: "Shown at the top of a vacancy that has closed or is filled; its page stays so old links still help." }),
    })
    .meta({ title: "Vacancy page", description: "The wording every vacancy's page shares; each vacancy's own details are in Vacancies." }),
  apply: z
    .strictObject({
      heading: text.meta({ title: "Form heading", description: "The heading over the application form on each open vacancy, such as Apply for this job." }),
      intro: text.meta({ title: "Form introduction", description: "The sentence or two under the heading." }),
      name: formName,
      email: formEmail,
      phone: text.meta({ title: "Phone box's label", description: "The label over the box for the candidate's phone number, which they must give, such as Phone Number." }),
      phoneHint: text.meta({ title: "Phone box's help line", description: "The line of help under that label." }),
      cv: text.meta({ title: "CV box's label", description: "The label over the box for attaching a CV, which is optional, such as CV (optional)." }),
      /** {{size}} is cvMaxMegabytes. */
      cvHint: template(["size"]).meta({ title: "CV box's help line", description: "The line of help under that label; {{size}} becomes the largest CV allowed, in MB." }),
      /** The largest CV the browser lets through (D27); the host refuses a post over 8 MB in total. */
      cvMaxMegabytes: z
        .number()
        .positive()
        .max(8)
        .meta({ title: "Largest CV, in MB", description: "The largest CV the form accepts, at most 8 MB: our form service refuses anything over 8 MB in all." }),
      message: text.meta({ title: "Message box's label", description: "The label over the box for a message, which is optional, such as Message (optional)." }),
      messageHint: text.meta({ title: "Message box's help line", description: "The line of help under that label." }),
      ...formEnd,
      errorSummary: text.meta({ title: "Error box heading", description: "The heading of the box listing what to fix, such as There is a problem." }),
      /** Before an error message, for screen readers, and before the page title while the form is in error (GOV.UK). */
      errorPrefix: text.meta({ title: "Word before an error", description: "Read by screen readers before each error, and put before the page's name in the browser tab while there is one, such as Error:" }),
      /** {{size}} is cvMaxMegabytes. */
      fileTooLarge: template(["size"]).meta({ title: "When the CV is too large", description: "Shown beside the CV box, such as The selected file must be smaller than {{size}} MB; {{size}} becomes the largest CV allowed." }),
    })
    .meta({ title: "Application form", description: "The wording of the form on every open vacancy, box by box." }),
  /** D43: Where means near; the search's words for distance. */
  distance: z
    .strictObject({
      radius: text.meta({ title: "Distance choice's label", description: "The label over the choice of how far from the place to search, such as Distance." }),
      /** {{miles}} is 5, 10, 20 or 30: the choices are fixed (D43). */
      within: template(["miles"]).meta({ title: "Each distance", description: "Each choice of distance, such as {{miles}} miles under the label Distance; {{miles}} becomes 5, 10, 20 or 30." }),
      anywhere: text.meta({ title: "Any distance", description: "The choice that finds jobs at any distance from the place, still saying how far each is, such as Any distance." }),
      sortNearest: text.meta({ title: "Nearest first", description: "The choice of order that lists the nearest jobs first after a search by place, such as Nearest first. Keep it short: on a phone it shares a row." }),
      milesAway: template(["miles"]).meta({ title: "How far a job is", description: "On each job's card after a search by place, such as {{miles}} miles away; {{miles}} becomes a whole number of miles, 2 or more." }),
      oneMileAway: text.meta({ title: "A job a mile away", description: "The same for a job about a mile away, such as 1 mile away." }),
      underAMile: text.meta({ title: "A job under a mile away", description: "The same for a job less than half a mile away, such as Less than a mile away." }),
      placeUnknown: template(["where"]).meta({
        title: "When a place cannot be found",
        description: "Shown when Where names nothing our list of places has, such as We could not find ‘{{where}}’. Try a town or a postcode.; {{where}} becomes what was typed. No job is shown for it.",
      }),
    })
    .meta({ title: "Distance from a place", description: "The search by a town, village, county or postcode: how far to look, how far each job is, and what to say when a place is not found." }),
  /** D44: the words of the trade; a search for any word or phrase of a line finds all of them (src/jobs/search-synonyms.ts). */
  synonyms: z
    .array(text.meta({ title: "Words that mean the same", description: "Words or phrases for the same job, separated by commas, such as HCA, healthcare assistant." }))
    .check((context) => {
      for (const { line, message } of synonymProblems(context.value)) context.issues.push({ code: "custom", path: [line], input: context.value[line], message });
    })
    .meta({
      title: "Words candidates use for the same job",
      description:
        "One line for each group of words that mean the same job, such as KP, kitchen porter. A search for any of them finds jobs with any of them, as whole words: a search for nurse never finds nursery. A word or phrase may be on one line only.",
    }),
  /** Issue 38: the page a sent application lands on, one per vacancy, naming the job and its reference. */
  applied: z
    .strictObject({
      title: template(["title"]).meta({ title: "Title in the browser tab", description: "Such as Application sent: {{title}} | Ouse Valley Staffing; {{title}} becomes the job's title." }),
      heading: text.meta({ title: "Main heading", description: "Such as Application sent." }),
      text: template(["title", "reference"]).meta({
        title: "Message",
        description: "What happens next, naming the job: {{title}} becomes the job's title and {{reference}} its reference, such as Thank you for applying for {{title}}, reference {{reference}}.",
      }),
      next: text.meta({ title: "Under the message", description: "A sentence before the links onward, such as While you wait, look at other jobs." }),
      vacancyLink: text.meta({ title: "Link back to the job", description: "Such as Back to the job." }),
      jobsLink: text.meta({ title: "Link to all jobs", description: "Such as See all jobs." }),
    })
    .meta({ title: "After applying", description: "The page shown once an application has been sent, one for each vacancy; it is never in search engines." }),
});

/** The thank-you and not-found pages: a heading, Markdown body and onward links. */
export const messagePageSchema = z.strictObject({
  ...pageMeta,
  heading: pageHeading,
  links: z
    .array(link.meta({ title: "Link", description: "One link: its words and the page it leads to." }))
    .min(1)
    .meta({ title: "Links onward", description: "The links under the message, to help visitors on their way. At least one." }),
});

/** content/sectors/<slug>.md: the file name is the slug, the #fragment of the sector on /sectors/. */
export const sectorSchema = z.strictObject({
  title: text.meta({ title: "Sector name", description: "The sector's name, as its card on the home page, its block on Our Sectors, the footer and the job filters show it." }),
  /** How the sector reads inside a job-listing heading ("Temporary nursery and school jobs"); the title when not given. */
  listingName: text.optional().meta({
    title: "Name in job headings",
    description: "Optional: how the sector reads inside a job listing's heading, such as nursery and school in Temporary nursery and school jobs. The sector name is used when it is empty.",
  }),
  order: z.int().meta({ title: "Position", description: "A whole number: sectors are shown in this order, lowest first. No two sectors may share one." }),
  icon: icon.meta({ title: "Small picture", description: "The symbol drawn beside the sector's name; choose one from the list." }),
  summary: text.meta({ title: "Card summary", description: "One sentence on the sector's card on the home page." }),
  services: z
    .array(text.meta({ title: "Service", description: "One service, in a few words." }))
    .min(1)
    .meta({ title: "What we provide", description: "The services listed in the sector's block on Our Sectors. At least one." }),
  roles: z
    .array(text.meta({ title: "Role", description: "One job title, such as Healthcare Assistant." }))
    .length(8)
    .meta({ title: "Key roles", description: "Exactly eight job titles; the home page card shows the first four." }),
  image: imageSchema.meta({ title: "Photograph", description: "Shown on the sector's card on the home page and beside its block on Our Sectors." }),
});

export const testimonialSchema = z.strictObject({
  name: text.meta({ title: "Person's name", description: "The name of the person quoted, under their words." }),
  role: text.meta({ title: "Their job", description: "Their job title, such as Registered Manager." }),
  company: text.meta({ title: "Their organisation", description: "Where they work, such as Riverside Care Home." }),
  rating: z.literal(5).meta({ title: "Stars", description: "Always 5: the site shows only five-star testimonials." }),
  image: imageSchema.meta({ title: "Photograph", description: "A small picture beside their words; a decorative picture can leave its description empty." }),
  order: z.int().meta({ title: "Position", description: "A whole number: testimonials are shown in this order, lowest first. No two may share one." }),
});

/** Any Markdown file in content/pages/ becomes /<slug>/ (D9). */
export const markdownPageSchema = z.strictObject({
  title: text.meta({ title: "Page heading", description: "The page's heading, also its name in the browser tab and search results." }),
  /** Optional: when missing, the first words of the body are used. */
  description: metaDescription.optional().meta({
    title: "Summary in search results",
    description: "Optional: the sentence or two under the page's headline in search results, 50 to 160 characters. When empty, the first words of the page are used.",
  }),
});

export type Site = z.infer<typeof siteSchema>;
export type ImageData = z.infer<typeof imageSchema>;
export type Link = z.infer<typeof link>;
export type Figure = z.infer<typeof figure>;
export type Card = z.infer<typeof card>;
export type OpeningPeriod = z.infer<typeof openingPeriod>;
export type HomePageContent = z.infer<typeof homePageSchema>;
export type AboutPageContent = z.infer<typeof aboutPageSchema>;
export type SectorsPageContent = z.infer<typeof sectorsPageSchema>;
export type EmployersPageContent = z.infer<typeof employersPageSchema>;
export type CandidatesPageContent = z.infer<typeof candidatesPageSchema>;
export type ContactPageContent = z.infer<typeof contactPageSchema>;
export type JobsPageContent = z.infer<typeof jobsPageSchema>;
export type RegisterVacancyPageContent = z.infer<typeof registerVacancyPageSchema>;
export type MessagePageContent = z.infer<typeof messagePageSchema>;
export type SectorData = z.infer<typeof sectorSchema>;
export type TestimonialData = z.infer<typeof testimonialSchema>;
export type MarkdownPageData = z.infer<typeof markdownPageSchema>;
