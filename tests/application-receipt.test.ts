// The applicant's receipt (D46): an application posted to the preview server
// runs the host's submission-created function, which sends one e-mail
// through the job alerts' mailer to the real local SMTP server. Read back
// from that mailbox: the job and reference from the site's own data, the
// applicant's name, nothing else of the post, and a daily cap per mailbox.
import { afterAll, beforeAll, describe, it } from "vitest";
import { mailTo, startAlertSite, type AlertSite } from "./support/job-alerts";
import { nameForGreeting } from "../src/alerts/application-receipt";
import { mailboxPagePath } from "../src/alerts/mailbox-page";
import { parsePage } from "./support/dom";

const appliedPath = "/jobs/banqueting-staff-peterborough/applied/";
const application = (fields: Record<string, string> = {}) => ({
  "form-name": "application",
  "bot-field": "",
  "job-reference": "OVS-1033",
  "job-title": "Banqueting and Events Staff, Christmas season",
  name: "Zoë O'Brien",
  email: "zoe@example.com",
  phone: "07700 900123",
  message: "I have worked banqueting for three years.",
  ...fields,
});

let site: AlertSite;
beforeAll(async () => {
  site = await startAlertSite();
});
afterAll(() => site?.close());

describe("an application sends the applicant one receipt (D46)", () => {
  it("one email naming the job and its reference from the site's data, greeting the applicant by name, with a link to the job", async ({
    expect,
  }) => {
    const answer = await site.post(appliedPath, application());
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(appliedPath);
    const mails = mailTo(site.mailbox, "zoe@example.com");
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(
      "Your application for Banqueting and Events Staff, Christmas season (reference OVS-1033)",
    );
    expect(mail.from).toContain("jobs@ousevalley.example");
    expect(mail.text).toContain("Dear Zoë O'Brien,");
    expect(mail.text).toContain(
      "Thank you for applying for Banqueting and Events Staff, Christmas season, reference OVS-1033. We will call you within 24 hours",
    );
    // What follows the call, and the agency's number from its facts (content/site.md).
    expect(mail.text).toContain("we arrange an interview");
    expect(mail.text).toMatch(/Call us on 01632\s960\s471\./);
    // Sent without a file, it says so.
    expect(mail.text).toContain("No CV came with your application.");
    expect(mail.text).toMatch(/\/jobs\/banqueting-staff-peterborough\/\n/);
    const doc = parsePage(mail.html);
    expect(doc.querySelector("h1")?.textContent).toBe("Application sent");
    expect([...doc.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual([
      `${site.url}/jobs/banqueting-staff-peterborough/`,
    ]);
    expect(doc.body.textContent).toContain(
      "Ouse Valley Staffing Ltd. Registered in England and Wales, company number 09876543.",
    );
    // A receipt is not a list: no unsubscribe header, no tracking.
    expect(mail.headers["list-unsubscribe"]).toBeUndefined();
  });

  it("nothing of the post but the name: a hostile title, message and phone are absent, the title and reference come from the site's data", async ({
    expect,
  }) => {
    const hostile = "<a href=https://evil.example>Claim your prize</a>";
    await site.post(
      appliedPath,
      application({
        email: "hostile@example.com",
        "job-title": `Prize winner ${hostile}`,
        message: `Visit https://evil.example ${hostile}`,
        phone: "https://evil.example",
      }),
    );
    const [mail] = mailTo(site.mailbox, "hostile@example.com");
    expect(mail).toBeDefined();
    for (const part of [mail!.subject, mail!.text, mail!.html]) {
      expect(part).not.toMatch(/evil|prize/i);
      expect(part).not.toContain("three years");
    }
    expect(mail!.subject).toContain("Banqueting and Events Staff, Christmas season");
  });

  it("a name that carries a link or markup is left out; the greeting goes, the receipt still comes", async ({
    expect,
  }) => {
    await site.post(appliedPath, application({ email: "link-name@example.com", name: "Win at www.evil.example" }));
    const [mail] = mailTo(site.mailbox, "link-name@example.com");
    expect(mail!.text).not.toContain("evil");
    expect(mail!.text).not.toContain("Dear");
    expect(nameForGreeting("  Mary   Jane  ")).toBe("Mary Jane");
    expect(nameForGreeting("<b>x</b>")).toBeUndefined();
    expect(nameForGreeting("x".repeat(51))).toBeUndefined();
    expect(nameForGreeting("J. Smith")).toBe("J. Smith");
  });

  it("says a CV came when the post carried one, and never its file name", async ({ expect }) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(application({ email: "with-cv@example.com" }))) body.append(name, value);
    body.append("cv", new File(["%PDF-1.4 a CV"], "evil-prize.pdf", { type: "application/pdf" }));
    const answer = await fetch(`${site.url}${appliedPath}`, { method: "POST", body, redirect: "manual" });
    expect(answer.status).toBe(303);
    const [mail] = mailTo(site.mailbox, "with-cv@example.com");
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain("Your CV came with your application.");
      expect(part).not.toContain("No CV came");
      expect(part).not.toMatch(/evil|prize|\.pdf/i);
    }
  });

  it("an unknown reference, another form and a filled honeypot send nothing", async ({ expect }) => {
    await site.post(appliedPath, application({ email: "unknown-job@example.com", "job-reference": "OVS-0000" }));
    await site.post(appliedPath, application({ email: "bot@example.com", "bot-field": "spam" }));
    await site.post("/thank-you/", {
      "form-name": "contact",
      "bot-field": "",
      name: "A",
      email: "contact@example.com",
      phone: "",
      subject: "general-inquiry",
      message: "Hello",
    });
    for (const address of ["unknown-job@example.com", "bot@example.com", "contact@example.com"])
      expect(mailTo(site.mailbox, address), address).toHaveLength(0);
  });

  it("at most 3 a day to one mailbox, however the address is spelt", async ({ expect }) => {
    for (const email of [
      "capped@gmail.com",
      "Capped+one@gmail.com",
      "c.apped@googlemail.com",
      "capped+two@gmail.com",
      "CAPPED@gmail.com",
    ]) {
      expect((await site.post(appliedPath, application({ email }))).status).toBe(303);
    }
    const sent = site.mailbox.messages().filter((mail) => /c\.?apped/i.test(mail.to));
    expect(sent).toHaveLength(3);
  });

  it("the receipt is HTML with a plain-text part, as sent over SMTP", async ({ expect }) => {
    await site.post(appliedPath, application({ email: "parts@example.com" }));
    const [mail] = mailTo(site.mailbox, "parts@example.com");
    expect(mail!.html).toMatch(/^<!doctype html>/i);
    expect(mail!.text.length).toBeGreaterThan(100);
    // The local SMTP server parsed it with mailparser: one multipart/alternative message with both parts.
    expect(mail!.headers["content-type"]).toMatch(/^multipart\/alternative;/);
  });

  it("npm run preview shows the receipt in /_dev/mail/", async ({ expect }) => {
    await site.post(appliedPath, application({ email: "mailbox-page@example.com" }));
    const page = parsePage(await (await fetch(`${site.url}${mailboxPagePath}`)).text());
    const subjects = [...page.querySelectorAll("h2")].map((heading) => heading.textContent);
    expect(subjects).toContain(
      "Your application for Banqueting and Events Staff, Christmas season (reference OVS-1033)",
    );
  });
});
