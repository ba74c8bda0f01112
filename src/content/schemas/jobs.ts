import "../zod-settings";
import * as z from "zod";
import { template } from "../placeholders";
import { synonymProblems } from "../../jobs/synonym-checks";
import { vacancyFactList, type VacancyFactKey } from "../../jobs/vacancy-facts";
import { expectationIssue } from "../problems";
import { text, inlineMarkdown, link, pageMeta, formName, formEmail, formEnd } from "./shared";

/** The job board's wording (D25-D27). */
/** A word for each of a vacancy's facts, as src/jobs/vacancy-facts.ts declares them. */
const factWordShape = Object.fromEntries(
  vacancyFactList.map((fact) => [fact.key, text.meta({ title: fact.wordTitle, description: `Such as ${fact.example}.` })]),
) as Record<VacancyFactKey, typeof text>;

export const jobsPageSchema = z.strictObject({
  ...pageMeta,
  navLabel: text.meta({ title: "Name in the footer", description: "What the footer's quick links call the job listing, such as Current jobs." }),
  intro: text.meta({ title: "Introduction", description: "The sentence or two under the listing's heading; the heading itself says what is listed, such as Temporary healthcare jobs in Cambridgeshire." }),
  /** D33: the search above the listing, shown only with JavaScript. */
  search: z
    .strictObject({
      label: text.meta({ title: "Search's name", description: "What screen readers call the search area, such as Search jobs." }),
      what: text.meta({ title: "What box's label", description: "The label over the box for words to search for, such as What." }),
      whatHint: text.meta({ title: "What box's help line", description: "Such as Job title, skill or reference." }),
      where: text.meta({ title: "Where box's label", description: "The label over the box for a place, such as Where." }),
      whereHint: text.meta({ title: "Where box's help line", description: "Such as Town, county or postcode." }),
      submit: text.meta({ title: "Search button", description: "The words on the button that starts the search, such as Search jobs." }),
      /** The order and a minimum pay both need the search, so JavaScript. */
      sort: text.meta({ title: "Order label", description: "The label of the choice of order, such as Sort by." }),
      sortBest: text.meta({
        title: "Best match",
        description: "The first choice of order, and the one used unless another is chosen: jobs with the words searched for in their title first, then, after a search by place, the nearest, then the newest. Such as Best match.",
      }),
      sortNewest: text.meta({ title: "Newest first", description: "The choice that lists the newest jobs first, whatever the words or the place, such as Newest first." }),
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
      /** A search in words, wherever the site repeats a search back. */
      name: z
        .strictObject({
          what: template(["what"]).meta({ title: "Jobs for some words", description: "Such as {{what}} jobs; {{what}} becomes the words searched for, as in care jobs. Lower-case: a heading gets its capital letter by itself." }),
          anything: text.meta({ title: "Jobs for no words", description: "How a search with no words reads, such as jobs." }),
          where: template(["where"]).meta({ title: "In a place", description: "Such as in {{where}}; {{where}} becomes the town, county or postcode searched for." }),
          near: template(["radius", "where"]).meta({ title: "Near a place", description: "Such as within {{radius}} miles of {{where}}; {{radius}} becomes the number of miles and {{where}} the place." }),
        })
        .meta({
          title: "A search in words",
          description: "How a search reads in the results' heading, the job-alert sign-up and its emails, such as care jobs in Huntingdon, £12+ an hour: the words, the place, then the other choices after commas.",
        }),
      edit: text.meta({ title: "Edit search button", description: "On a phone, after a search, the form folds behind this button under the heading that names the search, such as Edit search." }),
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
      countCut: template(["max"]).meta({
        title: "When a search was cut short",
        description: "After the count when the words typed in What or Where were longer than the search takes, such as Only the first {{max}} characters were searched.; {{max}} becomes the number, 100.",
      }),
      countNear: template(["count", "radius", "where"]).meta({
        title: "Count after a Where search with a distance",
        description: "Such as {{count}} within {{radius}} miles of {{where}}; {{radius}} becomes the miles chosen. Used when the place was found, so the count never says in a town whose nearest job is miles away.",
      }),
      countWhatNear: template(["count", "what", "radius", "where"]).meta({
        title: "Count after a What and Where search with a distance",
        description: "Such as {{count}} for ‘{{what}}’ within {{radius}} miles of {{where}}.",
      }),
      showMore: template(["count"]).meta({
        title: "Show more button",
        description: "Under the results when there are more than fit: such as Show the next {{count}}, where {{count}} becomes a number of jobs, such as 20 jobs.",
      }),
      clear: text.meta({ title: "Clear search link", description: "Leads back to the listing without the search, such as Clear search." }),
      noResults: z
        .strictObject({
          heading: text.meta({ title: "Heading when nothing matches", description: "Such as No jobs match your search." }),
          widerRadius: template(["radius", "where"]).meta({
            title: "Search further away",
            description: "When nothing is found near a place, a link to the next distance that finds jobs, such as Search within {{radius}} miles of {{where}}; {{radius}} becomes a number of miles and {{where}} the place.",
          }),
          removeWhat: template(["where"]).meta({ title: "Search the place only", description: "A link that drops the words and keeps the place, such as Show all jobs in {{where}}; {{where}} becomes the place." }),
          removeWhere: template(["what"]).meta({ title: "Search the words only", description: "A link that drops the place and keeps the words, such as Search everywhere for ‘{{what}}’; {{what}} becomes the words." }),
          oneWord: template(["word"]).meta({ title: "Search one of the words", description: "For a search of several words, a link to search for one of them alone, such as Search for ‘{{word}}’ only; {{word}} becomes the word." }),
          removePay: text.meta({ title: "Search at any pay", description: "A link that keeps the search but drops the minimum pay, such as Show them at any pay." }),
        })
        .meta({ title: "When nothing matches", description: "Ways to widen the search, followed by the listing's own message for no jobs." }),
      unavailable: text.meta({ title: "When search cannot work", description: "Shown when the search cannot load, for example with no internet connection; say that the filters still work." }),
    })
    .meta({ title: "What and Where search", description: "The search box above the listing. Some browsers never show it, so the filters under it must make sense on their own." }),
  filters: z
    .strictObject({
      heading: text.meta({ title: "Filters heading", description: "The heading over the filter links, such as Filter." }),
      selectedHeading: text.meta({ title: "Chosen filters heading", description: "The heading over the filters a visitor has chosen, such as Selected filters." }),
      remove: text.meta({ title: "Remove filter, read aloud", description: "Not shown on screen: screen readers say it before each chosen filter's name, such as Remove this filter." }),
      clear: text.meta({ title: "Clear filters link", description: "The link that removes every chosen filter, such as Clear filters." }),
      legends: z
        .strictObject({
          sector: text.meta({ title: "Sector group", description: "The heading over the sector filters, such as Sector." }),
          engagement: text.meta({ title: "Temporary or permanent group", description: "The heading over the temporary and permanent filters, such as Type of work." }),
          county: text.meta({ title: "County group", description: "The heading over the county filters, such as County." }),
        })
        .meta({ title: "Filter group headings", description: "The heading of each group of filter links." }),
      disclosure: text.meta({ title: "Button that opens the filters", description: "On phones the filters fold away behind this button, such as Filter jobs." }),
      disclosureSelected: template(["count"]).meta({
        title: "Button while filters are chosen",
        description: "The same button while some filters are chosen, such as Filter jobs ({{count}} chosen); {{count}} becomes how many.",
      }),
    })
    .meta({ title: "Filter links", description: "The links that narrow the listing by sector, type of work and county, each with its count." }),
  results: z
    .strictObject({
      countLabel: template(["count"]).meta({ title: "Number of jobs found", description: "The heading over the jobs, such as {{count}} found; {{count}} becomes 3 jobs or 1 job." }),
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
  /** D41: job alerts by e-mail. */
  alerts: z
    .strictObject({
      form: z
        .strictObject({
          heading: text.meta({ title: "Sign-up heading", description: "The heading over the sign-up, such as Get these jobs by email." }),
          intro: template(["search"]).meta({
            title: "Introduction",
            description: "One sentence under the heading: what the candidate will get and that they can stop at any time; {{search}} becomes the search in words, such as care jobs in Huntingdon.",
          }),
          email: text.meta({ title: "Email box's label", description: "The label over the box for the address, such as Email Address." }),
          submit: text.meta({ title: "Sign-up button", description: "The words on the button, such as Email me these jobs." }),
          sending: text.meta({ title: "While sending", description: "What the button says while the sign-up is sent, such as Sending..." }),
          privacy: inlineMarkdown.meta({ title: "Privacy line", description: "One line with a link to the privacy notice, saying what is kept and for how long." }),
          failed: text.meta({ title: "When it could not be sent", description: "Shown when the sign-up could not reach us (no connection), such as Your sign-up could not be sent. Try again." }),
          sent: template(["recipient", "search"]).meta({
            title: "After signing up",
            description: "The answer to a sign-up, the same whether or not the address was signed up already: {{recipient}} becomes the email address typed and {{search}} the search in words.",
          }),
          spam: text.meta({ title: "Spam folder line", description: "Under that answer: where to look if the email does not come, such as the spam or junk folder." }),
          back: text.meta({ title: "Back to the search link", description: "Under the answer, the link back to the search the alert is for, such as Back to your search." }),
          sentShort: template(["recipient", "search"]).meta({
            title: "Answer in place of the form",
            description: "With JavaScript the answer takes the form's place, under the heading Check your inbox: one short sentence, such as Follow the link we sent to {{recipient}} to start alerts for new {{search}}.",
          }),
          spamShort: text.meta({ title: "Short spam folder line", description: "Under the short answer, such as No email within a few minutes? Look in your spam folder." }),
          badAddress: text.meta({ title: "Address not accepted", description: "The message above the email box when the address cannot be used, such as Enter an email address in the correct format, like name@example.co.uk." }),
        })
        .meta({ title: "Sign-up form", description: "The form under every job listing and search." }),
      pages: z
        .strictObject(
          Object.fromEntries(
            (
              [
                ["checkEmail", "After signing up", "The answer to every sign-up, whether or not the address was signed up already."],
                ["badAddress", "When the address is wrong", "When the address is not an email address, or too long."],
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
          confirmSubject: text.meta({ title: "Confirmation subject", description: "The subject of the first email, such as Confirm your job alert." }),
          confirmText: text.meta({ title: "Confirmation message", description: "Why the email came and what the link does." }),
          confirmSearch: template(["search"]).meta({ title: "The search being confirmed", description: "A line naming the search, so someone with several alerts knows which this is, such as The search: {{search}}." }),
          confirmLink: text.meta({ title: "Confirmation link", description: "The words of the link that confirms, such as Confirm my job alert." }),
          confirmIgnore: text.meta({ title: "If it was not them", description: "Such as If you did not ask for this, ignore this email: nothing more will be sent." }),
          alertSubject: template(["count", "search"]).meta({ title: "Subject of each alert", description: "Such as {{count}} new jobs for {{search}}." }),
          alertText: z
            .strictObject({
              one: template(["count", "search"]).meta({ title: "When one job is new", description: "Such as A new job matches your alert for {{search}}." }),
              other: template(["count", "search"]).meta({ title: "When several jobs are new", description: "Such as {{count}} new jobs match your alert for {{search}}; {{count}} becomes their number." }),
            })
            .meta({
              title: "Alert introduction",
              description: "The sentence before the jobs; {{search}} becomes the search in words. It must read true in the first alert as in later ones, so it names no earlier email.",
            }),
          pay: text.meta({ title: "Pay label", description: "Such as Pay." }),
          place: text.meta({ title: "Place label", description: "Such as Where." }),
          closes: text.meta({ title: "Closing date label", description: "Such as Closes." }),
          work: text.meta({ title: "Type of work label", description: "Such as Type of work." }),
          distance: text.meta({ title: "Distance label", description: "Such as Distance: shown for an alert whose search is near a place." }),
          searchLink: text.meta({ title: "Link to the whole search", description: "The link under the jobs to every job the search finds, such as See every job for this search." }),
          unsubscribeText: text.meta({ title: "Why they get it", description: "The line at the end of every alert, such as You asked for these alerts on our website." }),
          unsubscribeLink: text.meta({ title: "Stop link", description: "The words of the link that stops the alert, such as Stop these job alerts." }),
        })
        .meta({ title: "Wording of the emails", description: "The wording of the confirmation email and of each alert." }),
    })
    .meta({ title: "Job alerts by email", description: "The sign-up under the listings, its pages and its emails (D41)." }),
  vacancy: z
    .strictObject({
      applyLink: text.meta({ title: "Apply button at the top", description: "The button near the top of an open vacancy that jumps to its form, for phones where the form is far below." }),
      facts: z
        .strictObject({
          heading: text.meta({ title: "Facts heading", description: "The heading over a vacancy's facts, such as Job details." }),
          ...factWordShape,
          closes: text.meta({ title: "Word for the closing date", description: "Such as Closing date." }),
          noClosingDate: text.meta({ title: "When there is no closing date", description: "Shown in place of the closing date, such as Open until filled." }),
          postedOn: template(["date"]).meta({ title: "Posted date on a card", description: "On every job card, such as Posted {{date}}; {{date}} becomes the day, written out." }),
          /** On a closed page, in place of the closing date (D24): never "Open until filled" there. */
          status: text.meta({ title: "Word for a closed job's state", description: "On a closed job's page, in place of the closing date, such as Status." }),
          filled: text.meta({ title: "When the job is filled", description: "The state of a filled job, such as Filled." }),
          closedOn: template(["date"]).meta({ title: "When the job has closed", description: "The state of a job past its closing date, such as Closed on {{date}}; {{date}} becomes the day, written out." }),
        })
        .meta({ title: "Job facts' names", description: "The name shown before each fact of a vacancy, on its page, in listings and on the home page." }),
      descriptionHeading: text.meta({ title: "Heading over the description", description: "The heading over the vacancy's description, such as About the job." }),
      requirementsHeading: text.meta({ title: "Heading over the requirements", description: "The heading over the vacancy's requirements, such as What you need." }),
      share: z
        .strictObject({
          heading: text.meta({ title: "Share heading", description: "The heading over the ways to share a job, such as Share this job." }),
          message: template(["title", "link"]).meta({
            title: "Shared message",
            description: "The words of the email or WhatsApp message, such as {{title}}: {{link}}; {{title}} becomes the job's title and {{link}} its address.",
          }),
          email: text.meta({ title: "Email link", description: "The link that starts an email with the job in it, such as Email." }),
          whatsApp: text.meta({ title: "WhatsApp link", description: "The link that starts a WhatsApp message with the job in it, such as WhatsApp." }),
          copy: text.meta({ title: "Copy button", description: "The button that copies the job's address, such as Copy link." }),
          native: text.meta({ title: "Share button", description: "The same button on phones that can share, such as Share." }),
          copied: text.meta({ title: "Said once copied", description: "Said when the address has been copied, such as Link copied." }),
          copyFailed: text.meta({ title: "Said when copying fails", description: "Said when the browser would not copy, such as Copy the address from the address bar." }),
        })
        .meta({ title: "Sharing a job", description: "The ways to share an open job on its page: email and WhatsApp links, and a button to copy or share." }),
      /** Who advertises the vacancy and in what capacity (regulation 27). */
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
      /** Before the page title too while the form is in error (GOV.UK). */
      errorPrefix: text.meta({ title: "Word before an error", description: "Read by screen readers before each error, and put before the page's name in the browser tab while there is one, such as Error:" }),
      fileTooLarge: template(["size"]).meta({ title: "When the CV is too large", description: "Shown beside the CV box, such as The selected file must be smaller than {{size}} MB; {{size}} becomes the largest CV allowed." }),
    })
    .meta({ title: "Application form", description: "The wording of the form on every open vacancy, box by box." }),
  /** D43: Where means near. */
  distance: z
    .strictObject({
      radius: text.meta({ title: "Distance choice's label", description: "The label over the choice of how far from the place to search, such as Distance." }),
      /** The choices are fixed (D43). */
      within: template(["miles"]).meta({ title: "Each distance", description: "Each choice of distance, such as {{miles}} miles under the label Distance; {{miles}} becomes 5, 10, 20 or 30." }),
      anywhere: text.meta({ title: "Any distance", description: "The choice that finds jobs at any distance from the place, still saying how far each is, such as Any distance." }),
      sortNearest: text.meta({ title: "Nearest first", description: "The choice of order that lists the nearest jobs first after a search by place, such as Nearest first. Keep it short: on a phone it shares a row." }),
      milesAway: template(["miles"]).meta({ title: "How far a job is", description: "On each job's card after a search by place, such as {{miles}} miles away; {{miles}} becomes a whole number of miles, 2 or more." }),
      oneMileAway: text.meta({ title: "A job a mile away", description: "The same for a job about a mile away, such as 1 mile away." }),
      underAMile: text.meta({ title: "A job under a mile away", description: "The same for a job less than half a mile away, such as under a mile away. Start it lower-case: on a phone it follows the place after a comma." }),
      placeUnknown: template(["where"]).meta({
        title: "When a place cannot be found",
        description: "Shown when Where names nothing our list of places has, such as We could not find ‘{{where}}’. Try a town or a postcode.; {{where}} becomes what was typed. No job is shown for it.",
      }),
      placeChosen: template(["place", "others"]).meta({
        title: "When places share a name",
        description: "How the results name the place searched when another place has its name, such as {{place}} (not {{others}}); {{place}} becomes the one used, such as Eye, Suffolk, and {{others}} the others, such as Eye, Peterborough.",
      }),
    })
    .meta({ title: "Distance from a place", description: "The search by a town, village, county or postcode: how far to look, how far each job is, and what to say when a place is not found." }),
  /** D44: the words of the trade (src/jobs/search-synonyms.ts). */
  synonyms: z
    .array(text.meta({ title: "Words that mean the same", description: "Words or phrases for the same job, separated by commas, such as HCA, healthcare assistant." }))
    .check((context) => {
      for (const found of synonymProblems(context.value)) context.issues.push(expectationIssue(found, found.line === undefined ? context.value : context.value[found.line], found.line === undefined ? [] : [found.line]));
    })
    .meta({
      title: "Words candidates use for the same job",
      description:
        "One line for each group of words that mean the same job, such as KP, kitchen porter. A search for any of them finds jobs with any of them, as whole words: a search for nurse never finds nursery. A word or phrase may be on one line only. Words of everyday English (a, the, and), and words most of the open jobs have, are refused: a search for them would find every job.",
    }),
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
      receiptSubject: template(["title", "reference"]).meta({ title: "Subject of the email to the applicant", description: "Such as Your application for {{title}} (reference {{reference}})." }),
      receiptGreeting: template(["name"]).meta({ title: "Greeting of the email to the applicant", description: "Such as Dear {{name}},; {{name}} becomes the full name they gave." }),
      receiptCv: z
        .strictObject({
          attached: text.meta({ title: "When a CV came", description: "Such as Your CV came with your application." }),
          missing: text.meta({ title: "When no CV came", description: "Such as No CV came with your application; it is not needed to apply." }),
        })
        .meta({ title: "The CV line of the email to the applicant", description: "Says only whether a CV came with the application, never its file name." }),
      receiptNext: template(["phone"]).meta({
        title: "What happens next, in the email to the applicant",
        description: "Under the message: what follows the call, and the number to ring with a question; {{phone}} becomes the agency's phone number.",
      }),
      receiptIgnore: text.meta({ title: "If it was not them", description: "The last line of the email to the applicant, such as If you did not apply for this job, reply to this email." }),
    })
    .meta({ title: "After applying", description: "The page shown once an application has been sent, one for each vacancy; it is never in search engines." }),
});
