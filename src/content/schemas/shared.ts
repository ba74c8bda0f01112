// Parts several page schemas share; a shared part labels its fields generically
// and the field using it says where it shows. zod-settings comes first in every
// module here: zod reads it as each schema is made.
import "../zod-settings";
import * as z from "zod";
import { inlineMarkdown as markdownLine } from "../placeholders";
import { iconNames } from "../icon-names";
import { imageUrlProblem } from "../urls";
import { expected, expectationIssue, type Expectation } from "../problems";
import { isMediaPath, mediaFileName, mediaPublicPath } from "../../images/media";

export const text = z.string().trim().min(1);

export const inlineMarkdown = markdownLine();

/** Search results show about 155-160 characters of a description; under 50 says too little. */
export const metaDescriptionLength = { min: 50, max: 160 } as const;
export const metaDescription = z.string().trim().min(metaDescriptionLength.min).max(metaDescriptionLength.max);

/** Internal paths are checked against the route table. */
export const link = z.strictObject({
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

export const figure = z.strictObject({
  value: text.meta({ title: "Figure", description: "The number in large type, such as 2000+ or 98%." }),
  label: text.meta({ title: "What it counts", description: "The words under the figure, saying what it counts and over what period, such as placements since 2005. Periods on one page must agree: a shorter period never counts more than a longer one." }),
});

export const icon = z.enum(iconNames);

/** A stock-host address (D14) or an upload in content/media/ (D42); alt text required unless `alt: ""` marks it decorative. */
export const imageSchema = z
  .strictObject({
    /** Its origin goes into the CSP, so a plain https:// URL with a host name (D21). */
    src: z
      .string()
      .check((context) => {
        const problem = imageSourceProblem(context.value);
        if (problem) context.issues.push(expectationIssue(problem, context.value));
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
    if (!uploaded && width === undefined) context.issues.push(expectationIssue(expected("the stock photograph's width in pixels", "nothing"), width, ["width"]));
    if (!uploaded && height === undefined) context.issues.push(expectationIssue(expected("the stock photograph's height in pixels", "nothing"), height, ["height"]));
    if (alt === "" && decorative !== true) {
      context.issues.push(expectationIssue(expected("a sentence saying what the picture shows, or the picture marked as decoration only (decorative: true)", "an empty description"), alt, ["alt"]));
    }
    if (alt !== "" && decorative === true) {
      context.issues.push(expectationIssue(expected("no description for a picture marked decorative (screen readers skip it)", `${JSON.stringify(alt)}; empty it, or switch off Decoration only`), alt, ["alt"]));
    }
  });

export function imageSourceProblem(src: string): Expectation | undefined {
  if (isMediaPath(src) && mediaFileName(src)) return undefined;
  if (!/^\/?media\//.test(src)) return imageUrlProblem(src);
  return expected(`an https:// URL, or ${mediaPublicPath} and the name of a file uploaded there (letters, digits, hyphens, a dot and the extension, such as ${mediaPublicPath}team-at-work.jpg)`, JSON.stringify(src));
}

export const card = z.strictObject({
  title: text.meta({ title: "Card heading", description: "The card's short heading." }),
  text: text.meta({ title: "Card text", description: "A sentence or two under the heading." }),
  icon: icon.meta({ title: "Small picture", description: "The symbol drawn beside the heading; choose one from the list." }),
});

export const step = z.strictObject({
  title: text.meta({ title: "Step heading", description: "The step's short heading." }),
  text: text.meta({ title: "Step text", description: "A sentence or two saying what happens in this step." }),
});

export const headedText = (where: string) =>
  z.strictObject({
    heading: text.meta({ title: "Box heading", description: `The heading of ${where}.` }),
    text: text.meta({ title: "Box text", description: `A sentence or two under the heading of ${where}.` }),
  });

/** Quote it in YAML: unquoted 18:00 is read as a number. */
export const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: 'expected a 24-hour time in quotes, such as "08:00"',
});

export const dayOfWeek = z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);

export const openingPeriod = z.strictObject({
  days: text.meta({ title: "Days as shown", description: "How the days read on the site, such as Monday-Friday." }),
  dayOfWeek: z
    .array(dayOfWeek)
    .min(1)
    .meta({ title: "Which days", description: "The same days, chosen one by one, for search engines and maps." }),
  opens: time.optional().meta({ title: "Opens at", description: 'The opening time, 24-hour, such as 08:00. Leave empty on days the office is closed.' }),
  closes: time.optional().meta({ title: "Closes at", description: "The closing time, 24-hour, such as 18:00. Leave empty on days the office is closed." }),
});

export const pageMeta = {
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

export const navLabel = text.meta({ title: "Name in the menu", description: "What the menu at the top of every page, and the footer's quick links, call this page." });

export const pageHeading = text.meta({ title: "Main heading", description: "The large heading at the top of the page." });
export const pageIntro = text.meta({ title: "Introduction", description: "The sentence or two under the main heading." });

export const formHeading = text.meta({ title: "Form heading", description: "The heading over the form, such as Send us a message." });

export const formName = text.meta({ title: "Name box's label", description: "The label over the box for the visitor's name, such as Full Name." });
export const formEmail = text.meta({ title: "Email box's label", description: "The label over the box for the visitor's email address, such as Email Address." });
export const formPhone = text.meta({ title: "Phone box's label", description: "The label over the box for the visitor's phone number; say (optional) when it is." });
export const formMessage = text.meta({ title: "Message box's label", description: "The label over the large box for the visitor's message, such as Message." });
export const formEnd = {
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

export const bandText = text.meta({ title: "Band text", description: "The sentence under the heading." });

export const hintedLabel = (what: string, title: string) =>
  z
    .strictObject({
      label: text.meta({ title: "Box's label", description: `The label over the box for ${what}.` }),
      hint: text.meta({ title: "Help line", description: "The line of help under the label." }),
    })
    .meta({ title, description: `The box for ${what}.` });
