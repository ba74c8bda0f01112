// One zod schema per content collection (D2). Each schema validates the front
// matter, coerces what can be coerced, and is the only source of the
// TypeScript type for that collection: there is no hand-written interface
// beside it that could drift.
import "./zod-settings";
import * as z from "zod";
import { iconNames } from "./icon-names";
import { inlineMarkdown as markdownLine, template } from "./placeholders";
import { imageUrlProblem } from "./urls";

const text = z.string().trim().min(1);

/** Inline Markdown (links, emphasis) inside a single front-matter field; checked like a body (D21). */
const inlineMarkdown = markdownLine();

/** Search results show about 155-160 characters of a description; under 50 says too little. */
export const metaDescriptionLength = { min: 50, max: 160 } as const;
const metaDescription = z.string().trim().min(metaDescriptionLength.min).max(metaDescriptionLength.max);

/** A link written by a content editor. Internal paths are checked against the route table. */
const link = z.strictObject({
  label: text,
  href: z.string().regex(/^(\/|#|tel:|mailto:|https:\/\/)/, {
    error: "expected a path starting with / (such as /contact/), a #fragment, tel:, mailto: or https://",
  }),
});

const figure = z.strictObject({ value: text, label: text });

const icon = z.enum(iconNames);

/** An image on the external stock-photo host (D14): alt text is required, and empty for decorative images. */
export const imageSchema = z.strictObject({
  /** Its origin goes into the Content-Security-Policy, so it must be a plain https:// URL with a host name (D21). */
  src: z.string().check((context) => {
    const problem = imageUrlProblem(context.value);
    if (problem) context.issues.push({ code: "custom", message: problem, input: context.value });
  }),
  alt: z.string().trim(),
  width: z.int().positive(),
  height: z.int().positive(),
});

const card = z.strictObject({ title: text, text: text, icon: icon });

/** "HH:MM", 24-hour. Quote it in YAML: unquoted 18:00 is read as a number. */
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: 'expected a 24-hour time in quotes, such as "08:00"',
});

const dayOfWeek = z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);

const openingPeriod = z.strictObject({
  /** How the days read to a visitor, such as "Monday-Friday". */
  days: text,
  dayOfWeek: z.array(dayOfWeek).min(1),
  opens: time.optional(),
  closes: time.optional(),
});

/** Fields every route page and Markdown page has: the document title and the meta description. */
const pageMeta = {
  /** Search results cut titles at about 60-70 characters. */
  title: text.max(70),
  description: metaDescription,
};

/** The agency's facts, in one file (D1). */
export const siteSchema = z.strictObject({
  tradingName: text,
  legalName: text,
  registeredIn: text,
  companyNumber: z.string().regex(/^[A-Z0-9]{8}$/, {
    error: 'expected the 8-character company number in quotes, such as "09876543"',
  }),
  address: z.strictObject({
    streetAddress: text,
    locality: text,
    region: text,
    postalCode: text,
    country: text,
    countryCode: z.string().regex(/^[A-Z]{2}$/),
  }),
  phone: z.strictObject({
    display: text,
    e164: z.string().regex(/^\+[1-9]\d{6,14}$/, { error: "expected an international number such as +441632960471" }),
  }),
  email: z.email(),
  url: z.url({ protocol: /^https?$/ }),
  tagline: text,
  experience: text,
  hours: z.array(openingPeriod).min(1),
  closedLabel: text,
  emergency: text,
  replyPromise: text,
  areasServed: z.array(text).min(1),
  locale: z.strictObject({ lang: text, ogLocale: text }),
  shareImage: imageSchema,
  header: z.strictObject({
    skipLink: text,
    navLabel: text,
    menuLabel: text,
    /** The toggle's label while the menu is open (D31). */
    closeMenuLabel: text,
    homeLabel: text,
    /** The header's link to the job board, beside the six main links at every width (D38): keep it short. */
    jobsLabel: text,
    /** Before the phone number in the header's top bar (D31: the 24/7 line at every width). */
    phoneLabel: text,
    /** A short promise beside it, shown where there is room. */
    promise: text,
  }),
  footer: z.strictObject({
    about: text,
    sectorsHeading: text,
    quickLinksHeading: text,
    contactHeading: text,
    legalNavLabel: text,
    /** Slugs of Markdown pages (content/pages/) linked from every footer, in order. */
    legalPages: z.array(text).min(1),
    copyright: text,
  }),
});

const formLabels = {
  name: text,
  email: text,
  message: text,
  submit: text,
  submitting: text,
  privacy: inlineMarkdown,
  honeypot: text,
};

export const homePageSchema = z.strictObject({
  ...pageMeta,
  navLabel: text,
  hero: z.strictObject({
    kicker: text,
    heading: text,
    lead: text,
    findStaff: link,
    findWork: link,
    /** The two paths beside Find Staff and Find Work: who each is for. */
    staffPath: z.strictObject({ heading: text, text: text }),
    workPath: z.strictObject({ heading: text, text: text }),
    /** Before the phone number, under the paths: the 24/7 line. */
    emergencyLine: text,
    image: imageSchema,
    /** D38: What and Where under the lead, going to the job board (JavaScript only), and a link to the board with the number of open jobs (always). */
    jobSearch: z.strictObject({
      heading: text,
      what: text,
      whatHint: text,
      where: text,
      whereHint: text,
      submit: text,
      /** {{count}} is the number of open vacancies. */
      allJobs: z.strictObject({ one: template(["count"]), other: template(["count"]) }),
      /** The link's words when nothing is open. */
      noJobs: text,
    }),
  }),
  promises: z.strictObject({ heading: text, items: z.array(text).min(1) }),
  impact: z.strictObject({ heading: text, figures: z.array(figure).min(1) }),
  sectors: z.strictObject({
    heading: text,
    intro: text,
    /** Shown after the first four roles; {{count}} is the number not shown. */
    moreRoles: z.strictObject({ one: template(["count"]), other: template(["count"]) }),
    /** {{sector}} is the sector's title, in lower case. */
    linkLabel: template(["sector"]),
  }),
  /** D29: the three newest open vacancies and a link to all of them. */
  latestJobs: z.strictObject({ heading: text, intro: text, allLink: link, none: text }),
  stories: z.strictObject({
    heading: text,
    intro: text,
    /** {{rating}} is replaced with the testimonial's rating. */
    ratingLabel: template(["rating"]),
    trackRecord: z.strictObject({ heading: text, figures: z.array(figure).min(1) }),
  }),
});

export const aboutPageSchema = z.strictObject({
  ...pageMeta,
  navLabel: text,
  heading: text,
  intro: text,
  image: imageSchema,
  storyHeading: text,
  values: z.strictObject({ heading: text, items: z.array(card).min(1) }),
  whyChoose: z.strictObject({
    heading: text,
    intro: text,
    points: z.array(text).min(1),
    figures: z.array(figure).min(1),
  }),
  cta: z.strictObject({ heading: text, text: text, links: z.array(link).min(1) }),
});

export const sectorsPageSchema = z.strictObject({
  ...pageMeta,
  navLabel: text,
  heading: text,
  intro: text,
  /** Names the list of links to each sector at the top of the page. */
  jumpLabel: text,
  servicesHeading: text,
  rolesHeading: text,
  getStarted: link,
  /** Read by screen readers after the Get Started label; {{sector}} is the sector's title. */
  getStartedContext: template(["sector"]),
  /** D29: each sector block says how many jobs are open in it and links to them. */
  openJobs: z.strictObject({ one: template(["count", "sector"]), other: template(["count", "sector"]), none: template(["sector"]), noneLink: link }),
  specialists: z.strictObject({ heading: text, intro: text, items: z.array(card).min(1) }),
});

export const employersPageSchema = z.strictObject({
  ...pageMeta,
  navLabel: text,
  heading: text,
  intro: text,
  services: z.strictObject({ heading: text, items: z.array(card).length(3) }),
  howItWorks: z.strictObject({
    heading: text,
    steps: z.array(z.strictObject({ title: text, text: text })).length(3),
  }),
  cta: z.strictObject({ heading: text, text: text, callNow: link, requestQuote: link }),
  /** D30: the way to the vacancy form, shown at the top of the page and in the closing call to action. */
  registerVacancy: link,
});

export const candidatesPageSchema = z.strictObject({
  ...pageMeta,
  navLabel: text,
  heading: text,
  intro: text,
  form: z.strictObject({ heading: text, ...formLabels }),
  /** Beside the form: what happens after a candidate writes to us. */
  nextSteps: z.strictObject({ heading: text, steps: z.array(z.strictObject({ title: text, text: text })).min(1) }),
  /** Beside the form: candidates never pay the agency. */
  noFee: z.strictObject({ heading: text, text: text }),
  /** D29: the way to the job listing, from the page's introduction. */
  vacanciesLink: link,
});

/** A form field with a line of help under its label. */
const hintedLabel = z.strictObject({ label: text, hint: text });

/** D30: the page with the employers' vacancy form. */
export const registerVacancyPageSchema = z.strictObject({
  ...pageMeta,
  heading: text,
  intro: text,
  form: z.strictObject({
    heading: text,
    name: text,
    email: text,
    submit: text,
    submitting: text,
    privacy: inlineMarkdown,
    honeypot: text,
    organisation: text,
    phone: text,
    role: hintedLabel,
    sector: text,
    location: hintedLabel,
    engagement: z.strictObject({
      label: text,
      options: z.array(z.strictObject({ value: z.enum(["temporary", "permanent"]), label: text })).length(2),
    }),
    people: text,
    startDate: hintedLabel,
    pay: hintedLabel,
    details: hintedLabel,
    authority: z.strictObject({ legend: text, label: text }),
  }),
  nextSteps: z.strictObject({ heading: text, items: z.array(text).min(1) }),
});

export const contactPageSchema = z.strictObject({
  ...pageMeta,
  navLabel: text,
  heading: text,
  intro: text,
  form: z.strictObject({
    heading: text,
    ...formLabels,
    phone: text,
    subject: text,
    subjectPlaceholder: text,
    subjects: z.array(z.strictObject({ value: z.string().regex(/^[a-z0-9-]+$/), label: text })).min(1),
  }),
  cards: z.strictObject({
    heading: text,
    phone: z.strictObject({ title: text, text: text }),
    email: z.strictObject({ title: text, text: text }),
    emergency: z.strictObject({ title: text, text: text }),
  }),
  office: z.strictObject({ heading: text, text: text }),
  hoursHeading: text,
  /** In the page header, before the phone number, so a phone shows it before the form. */
  callPrompt: text,
});

/** The job board's wording (D25-D27): the listing, a vacancy page and the application form. */
export const jobsPageSchema = z.strictObject({
  ...pageMeta,
  /** The listing's name in the footer's quick links (D29). */
  navLabel: text,
  intro: text,
  filters: z.strictObject({
    heading: text,
    selectedHeading: text,
    clear: text,
    remove: text,
    /** The name of each group of filter links. */
    legends: z.strictObject({ sector: text, engagement: text, county: text }),
    /** On narrow screens the filters fold behind this (issue 30): the closed disclosure's label. */
    disclosure: text,
    /** The same while filters are in force; {{count}} is how many. */
    disclosureSelected: template(["count"]),
  }),
  results: z.strictObject({
    /** {{count}} is "3 jobs", "1 job". */
    countLabel: template(["count"]),
    /** Which of them a page shows: "Showing {{first}} to {{last}} of {{count}}". */
    range: template(["first", "last", "count"]),
    listLabel: text,
  }),
  empty: z.strictObject({ heading: text, text: text, link: link }),
  feed: z.strictObject({ label: text }),
  pagination: z.strictObject({ label: text, previous: text, next: text }),
  /** D33: the What and Where search above the listing, shown only with JavaScript. */
  search: z.strictObject({
    /** The search landmark's name, read by screen readers. */
    label: text,
    what: text,
    whatHint: text,
    where: text,
    whereHint: text,
    submit: text,
    /** Issue 30: the order of the results, and a minimum pay; both need the search, so JavaScript. */
    sort: text,
    sortNewest: text,
    sortClosing: text,
    pay: text,
    payAny: text,
    /** The minimum pay choices: each finds only jobs paid per the same period, whose lowest rate is at least `from`. */
    payBands: z.array(z.strictObject({ per: z.enum(["hour", "day", "week", "month", "year"]), from: z.number().positive().max(1_000_000), label: text })).min(1),
    /** The count when only the order or the pay is chosen: {{count}} is "12 jobs". */
    countOnly: template(["count"]),
    /** The result count in words: {{count}} is "12 jobs", {{what}} the words searched for, {{where}} the place. */
    countWhat: template(["count", "what"]),
    countWhere: template(["count", "where"]),
    countWhatWhere: template(["count", "what", "where"]),
    searching: text,
    /** Below the results when there are more than one screenful: "Show the next {{count}}", {{count}} being "20 jobs". */
    showMore: template(["count"]),
    /** Leads back to the listing without the search. */
    clear: text,
    /** When nothing matches: ways to widen the search, then the listing's own empty message and candidates link. */
    noResults: z.strictObject({
      heading: text,
      removeWhat: template(["where"]),
      removeWhere: template(["what"]),
    }),
    /** When the search itself cannot load (offline, say). */
    unavailable: text,
  }),
  vacancy: z.strictObject({
    /** The link near the top of an open vacancy to its form, for phones where the form is far below. */
    applyLink: text,
    facts: z.strictObject({
      heading: text,
      reference: text,
      pay: text,
      location: text,
      engagement: text,
      hours: text,
      shifts: text,
      startDate: text,
      posted: text,
      closes: text,
      noClosingDate: text,
      /** On every card (issue 30); {{date}} is the day it was posted, written out. */
      postedOn: template(["date"]),
      /** On a closed page, in place of the closing date (D24): never "Open until filled" there. */
      status: text,
      filled: text,
      /** {{date}} is the closing day written out. */
      closedOn: template(["date"]),
    }),
    descriptionHeading: text,
    requirementsHeading: text,
    /** Who advertises the vacancy and in what capacity (regulation 27), by engagement. */
    advertiser: z.strictObject({ temporary: text, permanent: text }),
    /** Issue 30: sharing an open vacancy; in message, {{title}} and {{link}} are the job's title and address. */
    share: z.strictObject({
      heading: text,
      /** The text of the e-mail and the WhatsApp message. */
      message: template(["title", "link"]),
      email: text,
      whatsApp: text,
      /** The script's button: copies the address, or opens the browser's share sheet where it has one. */
      copy: text,
      native: text,
      copied: text,
      copyFailed: text,
    }),
    similarHeading: text,
    allJobsLink: text,
    closed: z.strictObject({ heading: text, text: text, sameSectorHeading: text, noneOpen: text }),
  }),
  apply: z.strictObject({
    heading: text,
    intro: text,
    name: text,
    email: text,
    phone: text,
    phoneHint: text,
    cv: text,
    /** The largest CV the browser lets through (D27); the host refuses a post over 8 MB in total. */
    cvMaxMegabytes: z.number().positive().max(8),
    /** {{size}} is cvMaxMegabytes. */
    cvHint: template(["size"]),
    message: text,
    messageHint: text,
    submit: text,
    submitting: text,
    privacy: inlineMarkdown,
    honeypot: text,
    errorSummary: text,
    /** Before an error message, for screen readers, and before the page title while the form is in error (GOV.UK). */
    errorPrefix: text,
    /** {{size}} is cvMaxMegabytes. */
    fileTooLarge: template(["size"]),
  }),
});

/** The thank-you and not-found pages: a heading, Markdown body and onward links. */
export const messagePageSchema = z.strictObject({
  ...pageMeta,
  heading: text,
  links: z.array(link).min(1),
});

/** content/sectors/<slug>.md: the file name is the slug, the #fragment of the sector on /sectors/. */
export const sectorSchema = z.strictObject({
  title: text,
  /** How the sector reads inside a job-listing heading ("Temporary nursery and school jobs"); the title when not given. */
  listingName: text.optional(),
  order: z.int(),
  icon: icon,
  summary: text,
  services: z.array(text).min(1),
  roles: z.array(text).length(8),
  image: imageSchema,
});

export const testimonialSchema = z.strictObject({
  name: text,
  role: text,
  company: text,
  rating: z.literal(5),
  image: imageSchema,
  order: z.int(),
});

/** Any Markdown file in content/pages/ becomes /<slug>/ (D9). */
export const markdownPageSchema = z.strictObject({
  title: text,
  /** Optional: when missing, the first words of the body are used. */
  description: metaDescription.optional(),
});

export type Site = z.infer<typeof siteSchema>;
export type Image = z.infer<typeof imageSchema>;
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
