// The two forms, attribute by attribute, as D5-D8 and SPEC.md 3 and 5 say.
import { beforeAll, describe, expect, it } from "vitest";
import { parsePage, textOf } from "./support/dom";
import { builtPage } from "./support/site";

interface FormCase {
  page: string;
  name: string;
  fields: string[];
  submit: string;
}

const forms: FormCase[] = [
  { page: "contact/index.html", name: "contact", fields: ["name", "email", "phone", "subject", "message"], submit: "Send Message" },
  { page: "candidates/index.html", name: "candidates", fields: ["name", "email", "message"], submit: "Send" },
];

const attributes = (element: Element | null) =>
  Object.fromEntries([...(element?.attributes ?? [])].map((attribute) => [attribute.name, attribute.value]));

describe.each(forms)("the $name form", ({ page, name, fields, submit }) => {
  let form: HTMLFormElement;
  let doc: Document;
  beforeAll(async () => {
    doc = parsePage(await builtPage(page));
    form = doc.querySelector<HTMLFormElement>(`form[name=${name}]`)!;
  });

  it(`posts natively to /thank-you/ through the host's form handling (D5, D6)`, () => {
    expect(form).not.toBeNull();
    const { class: _class, "aria-labelledby": _labelledBy, ...rest } = attributes(form);
    expect(rest).toEqual({
      name,
      method: "post",
      action: "/thank-you/",
      "data-netlify": "true",
      "netlify-honeypot": "bot-field",
      "data-module": "submit-state",
    });
    expect(form.hasAttribute("novalidate")).toBe(false);
  });

  it(`is named by its visible heading`, () => {
    const heading = doc.getElementById(form.getAttribute("aria-labelledby")!);
    expect(heading?.tagName).toBe("H2");
    expect(textOf(heading)).toBe("Send us a message");
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

  it(`posts exactly the fields SPEC.md lists: form-name, bot-field, ${fields.join(", ")}`, () => {
    const names = [...form.querySelectorAll("input, select, textarea")].map((field) => field.getAttribute("name"));
    expect(names).toEqual(["form-name", "bot-field", ...fields]);
  });

  it("labels every visible field with a real label and no placeholder (D8)", () => {
    for (const field of form.querySelectorAll(".field input, .field select, .field textarea")) {
      const label = doc.querySelector(`label[for="${field.id}"]`);
      expect(textOf(label), field.getAttribute("name")!).not.toBe("");
      expect(field.hasAttribute("placeholder")).toBe(false);
      expect(textOf(label)).not.toContain("*");
    }
  });

  it("asks for name, email and message, with the browser's own validation", () => {
    const { id: _nameId, ...nameField } = attributes(form.querySelector("[name=name]"));
    expect(nameField).toEqual({ class: "field__input", name: "name", type: "text", autocomplete: "name", required: "" });
    const { id: _emailId, ...emailField } = attributes(form.querySelector("[name=email]"));
    expect(emailField).toEqual({ class: "field__input", name: "email", type: "email", autocomplete: "email", spellcheck: "false", required: "" });
    const { id: _messageId, ...messageField } = attributes(form.querySelector("[name=message]"));
    expect(messageField).toEqual({ class: "field__input field__textarea", name: "message", rows: "6", required: "" });
    expect(textOf(doc.querySelector(`label[for=${name}-name]`))).toBe("Full Name");
    expect(textOf(doc.querySelector(`label[for=${name}-email]`))).toBe("Email Address");
    expect(textOf(doc.querySelector(`label[for=${name}-message]`))).toBe("Message");
  });

  it(`has a ${submit} button with a decorative spinner and the words it shows while sending (D13)`, () => {
    const button = form.querySelector("button")!;
    expect(attributes(button)).toEqual({
      class: "button button--primary submit-button",
      type: "submit",
      "data-submitting-label": "Sending...",
    });
    expect(textOf(button)).toBe(submit);
    expect(attributes(button.querySelector(".submit-button__spinner"))).toEqual({ class: "submit-button__spinner", "aria-hidden": "true" });
  });

  it("links to the privacy notice where the data is collected (D9)", () => {
    expect(form.querySelector(".host-form__privacy a")?.getAttribute("href")).toBe("/privacy/");
  });
});

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
    expect(attributes(select)).toEqual({ class: "field__input field__select", id: "contact-subject", name: "subject", required: "" });
    expect(textOf(form.querySelector("label[for=contact-subject]"))).toBe("Subject");
    const options = [...select.querySelectorAll("option")].map((option) => [option.getAttribute("value"), textOf(option), option.hasAttribute("selected")]);
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
  it("each form's name is unique across the site and equals its form-name", async () => {
    const seen = new Map<string, string>();
    for (const page of ["contact/index.html", "candidates/index.html"]) {
      for (const form of parsePage(await builtPage(page)).querySelectorAll("form")) {
        const name = form.getAttribute("name")!;
        expect(seen.has(name), `${name} on ${page} and ${seen.get(name)}`).toBe(false);
        seen.set(name, page);
        expect(form.querySelector("input[name=form-name]")?.getAttribute("value")).toBe(name);
      }
    }
    expect([...seen.keys()]).toEqual(["contact", "candidates"]);
  });
});
