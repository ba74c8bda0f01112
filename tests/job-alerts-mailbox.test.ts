// The per-mailbox cap on confirmation e-mails (D41) counts a mailbox, not a
// spelling: each provider's documented rule, one test each, against the one
// table of them (mailboxProviders in src/alerts/alert-rules.ts).
import { describe, expect, it } from "vitest";
import { mailboxOf, mailboxProviders } from "../src/alerts/alert-rules";

const sameMailbox = (addresses: string[]) => new Set(addresses.map(mailboxOf));

describe("the mailbox an address reaches", () => {
  it("is the address lower-cased, at every domain", () => {
    expect(mailboxOf("Jo.Bloggs@Example.COM")).toBe("jo.bloggs@example.com");
  });

  it("drops a +tag at every domain, Gmail's and Proton's included", () => {
    expect(mailboxOf("jo+jobs@example.com")).toBe("jo@example.com");
    expect(mailboxOf("jo+a+b@outlook.com")).toBe("jo@outlook.com");
    expect(mailboxOf("jo+jobs@gmail.com")).toBe("jo@gmail.com");
    expect(mailboxOf("jo+jobs@proton.me")).toBe("jo@proton.me");
  });

  it("at Gmail ignores dots", () => {
    expect(sameMailbox(["jobloggs@gmail.com", "jo.bloggs@gmail.com", "j.o.b.l.o.g.g.s@gmail.com"]).size).toBe(1);
  });

  it("at Gmail counts googlemail.com as gmail.com", () => {
    expect(mailboxOf("jo.bloggs@googlemail.com")).toBe("jobloggs@gmail.com");
  });

  it("at Proton ignores dots, hyphens and underscores", () => {
    expect(
      sameMailbox([
        "jobloggs@proton.me",
        "jo.bloggs@proton.me",
        "jo_bloggs@proton.me",
        "jo-bloggs@proton.me",
        "j.o_b-loggs@proton.me",
      ]).size,
    ).toBe(1);
  });

  it("at Proton counts proton.me, protonmail.com, protonmail.ch and pm.me as one account", () => {
    expect(
      sameMailbox(["jobloggs@proton.me", "jo.bloggs@protonmail.com", "Jo_Bloggs+x@pm.me", "j-o.bloggs@protonmail.ch"]),
    ).toEqual(new Set(["jobloggs@proton.me"]));
  });

  it("keeps dots, hyphens and underscores everywhere else, where they make another mailbox", () => {
    expect(
      sameMailbox(["jo.bloggs@example.com", "jobloggs@example.com", "jo_bloggs@example.com", "jo-bloggs@example.com"])
        .size,
    ).toBe(4);
    // Gmail ignores dots alone: its rule is not Proton's.
    expect(mailboxOf("jo_bloggs@gmail.com")).toBe("jo_bloggs@gmail.com");
  });

  it("keeps a provider's domains apart from another's", () => {
    expect(sameMailbox(["jobloggs@gmail.com", "jobloggs@proton.me", "jobloggs@outlook.com"]).size).toBe(3);
  });

  it("is one table of plain data, each domain in one row only", () => {
    const domains = mailboxProviders.flatMap((row) => row.domains);
    expect(new Set(domains).size).toBe(domains.length);
    expect(JSON.parse(JSON.stringify(mailboxProviders))).toEqual(mailboxProviders);
  });
});
