// The site's forms, attribute by attribute, as D5-D8, D27, D30 and sections 3 and 5 of the specification say.
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../src/content/load";
import { vacancyStatus } from "../src/jobs/vacancy-status";
import { parsePage, textOf } from "./support/dom";
import { builtPage, builtPages, projectPaths, testToday } from "./support/site";
import { alertFunctionPaths } from "../src/alerts/alert-pages";

interface FormCase {
  page: string;
  name: string;
  heading: string;
  /** Hidden values posted right after form-name, before bot-field. */
  hidden?: string[];
  /** Every field the form posts after form-name and bot-field, in order; a group of radios or checkboxes once. */
  fields: string[];
  submit: string;
  /** Only a form that sends a file has one. */
  enctype?: "multipart/form-data";
  /** Where it posts, when not /thank-you/ (the contact and candidates forms, D5). */
  action?: string;
}

const forms: FormCase[] = [
  {
    page: "contact/index.html",
    name: "contact",
    heading: "Send us a message",
    fields: ["name", "email", "phone", "subject", "message"],
    submit: "Send Message",
  },
  {
    page: "candidates/index.html",
    name: "candidates",
    heading: "Send us a message",
    fields: ["name", "email", "message"],
    submit: "Send",
  },
  {
    page: "employers/register-a-vacancy/index.html",
    name: "vacancy",
    heading: "About the vacancy",
    fields: [
      "organisation",
      "name",
      "email",
      "phone",
      "role",
      "sector",
      "location",
      "engagement",
      "people",
      "start-date",
      "pay",
      "details",
      "authority",
    ],
    submit: "Send vacancy",
    // D46: a registered vacancy lands on a confirmation of its own.
    action: "/employers/vacancy-registered/",
  },
  {
    // One of the open vacancies' pages; every open vacancy has this form (checked below).
    page: "jobs/registered-nurse-nights-huntingdon/index.html",
    // An application lands on a page of its own vacancy, naming it (D46).
    action: "/jobs/registered-nurse-nights-huntingdon/applied/",
    name: "application",
    heading: "Apply for this job",
    hidden: ["job-reference", "job-title"],
    fields: ["name", "email", "phone", "cv", "message"],
    submit: "Send application",
    enctype: "multipart/form-data",
  },
];

/** Field names in document order, a run of one name (a group of radios) once. */
const fieldNames = (form: Element) =>
  [...form.querySelectorAll("input, select, textarea")]
    .map((field) => field.getAttribute("name"))
    .filter((name, index, names) => name !== names[index - 1]);

/** The forms posted to the host (Netlify Forms); the job search is not one, nor are the job alerts' forms, posted to the host's functions (D41). */
const postedForms = (html: string) =>
  parsePage(html).querySelectorAll('form[method=post]:not([action^="/.netlify/functions/"])');

/** The job alerts' forms (D41): posted to the host's functions, not to Netlify Forms. */
const functionForms = (html: string) =>
  parsePage(html).querySelectorAll('form[method=post][action^="/.netlify/functions/"]');

describe("the site's forms", () => {
  it("are exactly the ones described here, and a form of one name has the same fields on every page", async () => {
    const found = new Map<string, string>();
    for (const [page, html] of await builtPages()) {
      for (const form of postedForms(html)) {
        const name = form.getAttribute("name") ?? `(unnamed on ${page})`;
        const fields = fieldNames(form).join(",");
        expect(found.get(name) ?? fields, `${name} on ${page}`).toBe(fields);
        found.set(name, fields);
      }
    }
    expect([...found.keys()].sort()).toEqual(forms.map((form) => form.name).sort());
  });

  it("the job alerts' forms post to their functions: the sign-up on every listing page and For Candidates with the search's fields, an email box and the honeypot (D6); the one-button pages a token", async () => {
    const byAction = new Map<string, Set<string>>();
    for (const [page, html] of await builtPages()) {
      for (const form of functionForms(html)) {
        const fields = fieldNames(form).join(",");
        const action = form.getAttribute("action")!;
        (byAction.get(action) ?? byAction.set(action, new Set()).get(action)!).add(fields);
        if (action === alertFunctionPaths.subscribe)
          expect(page, "a sign-up form is on a listing page or For Candidates").toMatch(
            /^(jobs\/(?!alerts\/)|candidates\/index\.html$)/,
          );
        expect(form.hasAttribute("data-netlify"), page).toBe(false);
      }
    }
    // The minimum pay too, so an alert keeps every part of the search; a filter only where the page has it.
    const signUps = [...byAction.get(alertFunctionPaths.subscribe)!];
    expect(
      signUps.every((fields) =>
        /^what,where,radius,pay(,sector)?(,engagement)?(,county)?,bot-field,email$/.test(fields),
      ),
      signUps.join(" | "),
    ).toBe(true);
    expect(signUps).toContain("what,where,radius,pay,bot-field,email");
    expect(signUps).toContain("what,where,radius,pay,sector,engagement,bot-field,email");
    byAction.delete(alertFunctionPaths.subscribe);
    expect(Object.fromEntries([...byAction].map(([action, fields]) => [action, [...fields]]))).toEqual({
      [alertFunctionPaths.confirm]: ["token"],
      [alertFunctionPaths.unsubscribe]: ["token"],
    });
  });

  it("the only forms not posted to the host are the job searches, asking for What and Where by GET: the listing's of the page it is on (D33), the home page's and For Candidates' of the search page that works without JavaScript (D38), and a listing's own for a browser without scripts", async () => {
    const pagesWithSearch: string[] = [];
    for (const [page, html] of await builtPages()) {
      for (const form of parsePage(html).querySelectorAll("form:not([method=post])")) {
        // A listing's search without scripts: What and Where, with the page's own filters, sent to the search page the host answers.
        if (form.parentElement?.localName === "noscript") {
          expect(page.startsWith("jobs/"), page).toBe(true);
          expect(form.getAttribute("action"), page).toBe("/jobs/search");
          expect(
            [...form.querySelectorAll("input:not([type=hidden])")].map((input) => input.getAttribute("name")),
            page,
          ).toEqual(["what", "where"]);
          expect(
            [...form.querySelectorAll("input[type=hidden]")].every((input) =>
              ["sector", "engagement", "county"].includes(input.getAttribute("name")!),
            ),
            page,
          ).toBe(true);
          continue;
        }
        pagesWithSearch.push(page);
        expect(form.parentElement?.localName, page).toBe("search");
        expect(form.getAttribute("method"), page).toBe("get");
        expect(form.getAttribute("action"), page).toBe(
          page === "index.html" || page === "candidates/index.html"
            ? "/jobs/search"
            : `/${page.replace(/index\.html$/, "")}`,
        );
        expect(
          [...form.querySelectorAll("input")].map((input) => input.getAttribute("name")),
          page,
        ).toEqual(["what", "where"]);
      }
    }
    expect(pagesWithSearch).toContain("index.html");
    expect(pagesWithSearch).toContain("candidates/index.html");
    expect(pagesWithSearch).toContain("jobs/index.html");
    expect(pagesWithSearch).toContain("jobs/healthcare/temporary/index.html");
    expect(
      pagesWithSearch.every(
        (page) => page === "index.html" || page === "candidates/index.html" || page.startsWith("jobs/"),
      ),
    ).toBe(true);
    expect(pagesWithSearch).not.toContain("jobs/registered-nurse-nights-huntingdon/index.html");
  });

  it("the application form is on every open vacancy's page and on no other page (D24, D27)", async () => {
    const { vacancies } = await loadContent(projectPaths.content);
    const open = vacancies
      .filter((vacancy) => vacancyStatus(vacancy.data, testToday) === "open")
      .map((vacancy) => `jobs/${vacancy.slug}/index.html`);
    const withForm = (await builtPages())
      .filter(([, html]) => parsePage(html).querySelector("form[name=application]"))
      .map(([page]) => page);
    expect(withForm.sort()).toEqual(open.sort());
  });
});

const attributes = (element: Element | null) =>
  Object.fromEntries([...(element?.attributes ?? [])].map((attribute) => [attribute.name, attribute.value]));

describe.each(forms)(
  "the $name form",
  ({ page, name, heading: formHeading, hidden = [], fields, submit, enctype, action = "/thank-you/" }) => {
    let form: HTMLFormElement;
    let doc: Document;
    beforeAll(async () => {
      doc = parsePage(await builtPage(page));
      form = doc.querySelector<HTMLFormElement>(`form[name=${name}]`)!;
    });

    it(`posts natively to /thank-you/ (a vacancy to its own confirmation, an application to its vacancy's own page) through the host's form handling (D5, D6, D46)`, () => {
      expect(form).not.toBeNull();
      const { class: _class, "aria-labelledby": _labelledBy, ...rest } = attributes(form);
      expect(rest).toEqual({
        name,
        method: "post",
        action,
        "data-netlify": "true",
        "netlify-honeypot": "bot-field",
        "data-module": "submit-state",
        ...(enctype ? { enctype } : {}),
      });
      expect(form.hasAttribute("novalidate")).toBe(false);
    });

    it(`is named by its visible heading`, () => {
      const heading = doc.getElementById(form.getAttribute("aria-labelledby")!);
      expect(heading?.tagName).toBe("H2");
      expect(textOf(heading)).toBe(formHeading);
    });

    it(`carries the hidden form-name "${name}" first`, () => {
      const hidden = form.querySelector("input[type=hidden]");
      expect(attributes(hidden)).toEqual({ type: "hidden", name: "form-name", value: name });
    });

    it(`has a honeypot that people never see and password managers leave alone (D6)`, () => {
      const field = form.querySelector("input[name=bot-field]")!;
      expect(attributes(field)).toEqual({
        id: `${name}-bot-field`,
        type: "text",
        name: "bot-field",
        autocomplete: "off",
        tabindex: "-1",
        "data-1p-ignore": "",
        "data-lpignore": "true",
        "data-bwignore": "",
        "data-form-type": "other",
      });
      const wrapper = field.parentElement!;
      expect(wrapper.hasAttribute("hidden")).toBe(true);
      expect(textOf(wrapper.querySelector(`label[for=${name}-bot-field]`))).toBe("Leave this field empty");
    });

    it(`posts exactly these fields: ${["form-name", ...hidden, "bot-field", ...fields].join(", ")}`, () => {
      expect(fieldNames(form)).toEqual(["form-name", ...hidden, "bot-field", ...fields]);
    });

    it("labels every visible field with a real label and no placeholder (D8)", () => {
      for (const field of form.querySelectorAll(".field input, .field select, .field textarea")) {
        const label = doc.querySelector(`label[for="${field.id}"]`);
        expect(textOf(label), field.getAttribute("name")!).not.toBe("");
        expect(field.hasAttribute("placeholder")).toBe(false);
        expect(textOf(label)).not.toContain("*");
      }
    });

    it(`has a ${submit} button with a decorative spinner and the words it shows while sending (D13)`, () => {
      const button = form.querySelector("button")!;
      expect(attributes(button)).toEqual({
        class: "button button--primary submit-button",
        type: "submit",
        "data-submitting-label": "Sending...",
      });
      expect(textOf(button)).toBe(submit);
      expect(attributes(button.querySelector(".submit-button__spinner"))).toEqual({
        class: "submit-button__spinner",
        "aria-hidden": "true",
      });
    });

    it("links to the privacy notice where the data is collected (D9)", () => {
      expect(form.querySelector(".host-form__privacy a")?.getAttribute("href")).toBe("/privacy/");
    });
  },
);

// The application form's message is optional; its fields are tested on their own below.
describe.each(forms.filter((form) => form.fields.includes("message") && form.name !== "application"))(
  "the $name form's message fields",
  ({ page, name }) => {
    let form: HTMLFormElement;
    let doc: Document;
    beforeAll(async () => {
      doc = parsePage(await builtPage(page));
      form = doc.querySelector<HTMLFormElement>(`form[name=${name}]`)!;
    });

    it("asks for name, email and message, with the browser's own validation", () => {
      const { id: _nameId, ...nameField } = attributes(form.querySelector("[name=name]"));
      expect(nameField).toEqual({
        class: "field__input",
        name: "name",
        type: "text",
        autocomplete: "name",
        required: "",
      });
      const { id: _emailId, ...emailField } = attributes(form.querySelector("[name=email]"));
      expect(emailField).toEqual({
        class: "field__input",
        name: "email",
        type: "email",
        autocomplete: "email",
        spellcheck: "false",
        required: "",
      });
      const { id: _messageId, ...messageField } = attributes(form.querySelector("[name=message]"));
      expect(messageField).toEqual({ class: "field__input field__textarea", name: "message", rows: "6", required: "" });
      expect(textOf(doc.querySelector(`label[for=${name}-name]`))).toBe("Full Name");
      expect(textOf(doc.querySelector(`label[for=${name}-email]`))).toBe("Email Address");
      expect(textOf(doc.querySelector(`label[for=${name}-message]`))).toBe("Message");
    });
  },
);

describe("the contact form's optional and choice fields", () => {
  let form: HTMLFormElement;
  beforeAll(async () => {
    form = parsePage(await builtPage("contact/index.html")).querySelector<HTMLFormElement>("form[name=contact]")!;
  });

  it("phone is optional, typed as tel, and says so in its label (D8)", () => {
    expect(attributes(form.querySelector("[name=phone]"))).toEqual({
      class: "field__input",
      id: "contact-phone",
      name: "phone",
      type: "tel",
      autocomplete: "tel",
    });
    expect(textOf(form.querySelector("label[for=contact-phone]"))).toBe("Phone Number (optional)");
  });

  it("subject is required and starts on the invalid empty option 'Select a subject' (D7)", () => {
    const select = form.querySelector("select")!;
    expect(attributes(select)).toEqual({
      class: "field__input field__select",
      id: "contact-subject",
      name: "subject",
      required: "",
    });
    expect(textOf(form.querySelector("label[for=contact-subject]"))).toBe("Subject");
    const options = [...select.querySelectorAll("option")].map((option) => [
      option.getAttribute("value"),
      textOf(option),
      option.hasAttribute("selected"),
    ]);
    expect(options).toEqual([
      ["", "Select a subject", true],
      ["employer-staffing", "I need staff (Employer)", false],
      ["candidate-work", "I'm looking for work (Candidate)", false],
      ["healthcare-roles", "Healthcare roles", false],
      ["hospitality-roles", "Hospitality roles", false],
      ["nursery-school-roles", "Nursery and school roles", false],
      ["industrial-roles", "Industrial roles", false],
      ["general-inquiry", "General enquiry", false],
      ["emergency-staffing", "Emergency Staffing (24/7)", false],
    ]);
  });
});

describe("form names (D5)", () => {
  it("each form's name equals its form-name", async () => {
    for (const [page, html] of await builtPages()) {
      for (const form of postedForms(html)) {
        expect(form.querySelector("input[name=form-name]")?.getAttribute("value"), page).toBe(
          form.getAttribute("name"),
        );
      }
    }
  });
});

describe("the employers' vacancy form (D30)", () => {
  let form: HTMLFormElement;
  let doc: Document;
  beforeAll(async () => {
    doc = parsePage(await builtPage("employers/register-a-vacancy/index.html"));
    form = doc.querySelector<HTMLFormElement>("form[name=vacancy]")!;
  });

  const field = (name: string) => {
    const { id: _id, ...rest } = attributes(form.querySelector(`[name="${name}"]`));
    return rest;
  };
  const labelOf = (name: string) =>
    textOf(doc.querySelector(`label[for="${form.querySelector(`[name="${name}"]`)?.id}"]`));

  it("asks who is asking: organisation, name, email and phone, all required, with autocomplete", () => {
    expect(field("organisation")).toEqual({
      class: "field__input",
      name: "organisation",
      type: "text",
      autocomplete: "organization",
      required: "",
    });
    expect(field("name")).toEqual({
      class: "field__input",
      name: "name",
      type: "text",
      autocomplete: "name",
      required: "",
    });
    expect(field("email")).toEqual({
      class: "field__input",
      name: "email",
      type: "email",
      autocomplete: "email",
      spellcheck: "false",
      required: "",
    });
    expect(field("phone")).toEqual({
      class: "field__input",
      name: "phone",
      type: "tel",
      autocomplete: "tel",
      required: "",
    });
    expect(["organisation", "name", "email", "phone"].map(labelOf)).toEqual([
      "Organisation",
      "Your name",
      "Email Address",
      "Phone Number",
    ]);
  });

  it("asks for the role, where it is, how many people, when, and the details; pay alone is optional", () => {
    for (const name of ["role", "location", "people", "start-date", "details"])
      expect(field(name).required, name).toBe("");
    expect(field("pay").required).toBeUndefined();
    expect(labelOf("pay")).toBe("Pay offered (optional)");
    expect(field("people")).toMatchObject({ type: "number", min: "1" });
  });

  it("hints are read with their field (aria-describedby)", () => {
    for (const name of ["role", "location", "start-date", "pay", "details"]) {
      const input = form.querySelector(`[name="${name}"]`)!;
      const hint = doc.getElementById(input.getAttribute("aria-describedby") ?? "");
      expect(textOf(hint), name).not.toBe("");
    }
  });

  it("sector and engagement are required radios in a fieldset whose legend asks the question (GOV.UK's pattern)", () => {
    for (const [name, legend, values] of [
      ["sector", "Sector", ["healthcare", "hospitality", "nursery-school", "industrial"]],
      ["engagement", "Is the role temporary or permanent?", ["temporary", "permanent"]],
    ] as const) {
      const radios = [...form.querySelectorAll(`input[name="${name}"]`)];
      expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(values);
      expect(radios.every((radio) => radio.getAttribute("type") === "radio" && radio.hasAttribute("required"))).toBe(
        true,
      );
      const fieldset = radios[0]!.closest("fieldset")!;
      expect(textOf(fieldset.querySelector("legend"))).toBe(legend);
      for (const radio of radios) expect(textOf(doc.querySelector(`label[for="${radio.id}"]`))).not.toBe("");
    }
  });

  it("a required checkbox confirms the sender may ask us to recruit for the role (regulation 27)", () => {
    const box = form.querySelector("input[name=authority]")!;
    expect(attributes(box)).toMatchObject({ type: "checkbox", value: "yes", required: "" });
    expect(textOf(box.closest("fieldset")!.querySelector("legend"))).toBe("Your authority to recruit");
    expect(textOf(doc.querySelector(`label[for="${box.id}"]`))).toMatch(
      /^I confirm that I may ask Ouse Valley Staffing to recruit for this role/,
    );
  });

  it("the employers page leads to it: Register a vacancy, at the top and in the closing calls to action", async () => {
    const employers = parsePage(await builtPage("employers/index.html"));
    const links = [...employers.querySelectorAll("main a")].filter((link) => textOf(link) === "Register a vacancy");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/employers/register-a-vacancy/",
      "/employers/register-a-vacancy/",
    ]);
  });

  it("is inside For Employers: that header link is marked as the current section", () => {
    expect(textOf(doc.querySelector('header [aria-current="true"]'))).toBe("For Employers");
    expect(doc.querySelector('header [aria-current="page"]')).toBeNull();
  });
});

describe("the application form on a vacancy's page (D27)", () => {
  let form: HTMLFormElement;
  let doc: Document;
  beforeAll(async () => {
    doc = parsePage(await builtPage("jobs/registered-nurse-nights-huntingdon/index.html"));
    form = doc.querySelector<HTMLFormElement>("form[name=application]")!;
  });

  const field = (name: string) => {
    const { id: _id, "aria-describedby": _hint, ...rest } = attributes(form.querySelector(`[name="${name}"]`));
    return rest;
  };
  const labelOf = (name: string) =>
    textOf(doc.querySelector(`label[for="${form.querySelector(`[name="${name}"]`)?.id}"]`));
  const hintOf = (name: string) =>
    textOf(doc.getElementById(form.querySelector(`[name="${name}"]`)?.getAttribute("aria-describedby") ?? ""));

  it("sends the vacancy's reference and title with every application", () => {
    expect(attributes(form.querySelector("[name=job-reference]"))).toEqual({
      type: "hidden",
      name: "job-reference",
      value: "OVS-1042",
    });
    expect(attributes(form.querySelector("[name=job-title]"))).toEqual({
      type: "hidden",
      name: "job-title",
      value: "Registered Nurse (RGN), nights",
    });
  });

  it("each open vacancy's form carries that vacancy's own reference", async () => {
    for (const [page, html] of await builtPages()) {
      const reference = parsePage(html)
        .querySelector("form[name=application] [name=job-reference]")
        ?.getAttribute("value");
      if (reference === undefined) continue;
      expect(html, page).toContain(`<dd>${reference}</dd>`);
    }
  });

  it("asks for name, email and phone, all required; phone is tel, because temp desks work by phone", () => {
    expect(field("name")).toEqual({
      class: "field__input",
      name: "name",
      type: "text",
      autocomplete: "name",
      required: "",
    });
    expect(field("email")).toEqual({
      class: "field__input",
      name: "email",
      type: "email",
      autocomplete: "email",
      spellcheck: "false",
      required: "",
    });
    expect(field("phone")).toEqual({
      class: "field__input",
      name: "phone",
      type: "tel",
      autocomplete: "tel",
      required: "",
    });
    expect(["name", "email", "phone"].map(labelOf)).toEqual(["Full Name", "Email Address", "Phone Number"]);
  });

  it("takes an optional CV in the document formats, with a hint that a message will do without one", () => {
    expect(field("cv")).toEqual({
      class: "field__file",
      name: "cv",
      type: "file",
      accept:
        ".pdf,application/pdf,.doc,application/msword,.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.odt,application/vnd.oasis.opendocument.text,.rtf,application/rtf,.txt,text/plain",
    });
    expect(labelOf("cv")).toBe("CV (optional)");
    expect(hintOf("cv")).toBe(
      "PDF, Word, OpenDocument, RTF or plain text, up to 8 MB. No CV? A message telling us about your experience will do.",
    );
  });

  it("takes an optional message with a hint", () => {
    expect(field("message")).toEqual({ class: "field__input field__textarea", name: "message", rows: "6" });
    expect(labelOf("message")).toBe("Message (optional)");
    expect(hintOf("message")).not.toBe("");
  });

  it("asks no health, age or nationality questions", () => {
    expect(textOf(form).toLowerCase()).not.toMatch(/health|medical|disab|\bage\b|date of birth|nationality|passport/);
  });

  it("carries the CV size limit for the script, with its error and error summary written hidden from content", () => {
    const group = form.querySelector("[name=cv]")!.closest(".field")!;
    expect(attributes(group)).toEqual({
      class: "field",
      "data-module": "file-size-limit",
      "data-max-bytes": String(8 * 1024 * 1024),
      "data-error-prefix": "Error: ",
    });
    const error = doc.getElementById("application-cv-error")!;
    expect(error.hasAttribute("hidden")).toBe(true);
    expect(textOf(error)).toBe("Error: The selected file must be smaller than 8 MB");
    expect(textOf(error.querySelector(".visually-hidden"))).toBe("Error:");
    const summary = form.querySelector(".error-summary")!;
    expect(attributes(summary)).toEqual({ class: "error-summary", tabindex: "-1", hidden: "" });
    expect(textOf(summary.querySelector("h3"))).toBe("There is a problem");
    expect([...summary.querySelectorAll("li a")].map((link) => [link.getAttribute("href"), textOf(link)])).toEqual([
      ["#application-cv", "The selected file must be smaller than 8 MB"],
    ]);
    // Hidden errors are not read with the field until the script shows them.
    expect(form.querySelector("[name=cv]")?.getAttribute("aria-describedby")).toBe("application-cv-hint");
  });
});
