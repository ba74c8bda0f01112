// Job alerts (D41) against a hostile visitor, through the host's
// functions as the preview server runs them, with the real SMTP server and
// the Blobs local server: malformed and oversized input, CR/LF anywhere,
// forged, altered, expired and replayed links, the same address twice, 200
// sign-ups at once, the honeypot, the rate limit and the 7-day tidy.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, it, vi } from "vitest";
import { getStore } from "@netlify/blobs";
import { alertServices } from "../src/alerts/alert-runtime";
import { sendReportLine, tidyAlerts } from "../src/alerts/alert-service";
import { alertStoreName } from "../src/alerts/alert-store";
import { signToken, verifyToken } from "../src/alerts/alert-tokens";
import { checkAddress, checkSearch, searchInSiteWords, searchInWords } from "../src/alerts/alert-rules";
import { searchIndexPath, searchPlacesPath } from "../src/alerts/job-matching";
import { paths } from "../src/routes";
import { linkIn, mailTo, startAlertSite, testSecret, type AlertSite } from "./support/job-alerts";
import { parsePage } from "./support/dom";

const subscribePath = "/.netlify/functions/job-alert-subscribe";
const json = { accept: "application/json" };
const signUp = (email: string, extra: Record<string, string> = {}) => ({
  email,
  what: "",
  where: "",
  sector: "",
  engagement: "",
  county: "",
  "bot-field": "",
  ...extra,
});

let site: AlertSite;
beforeAll(async () => {
  site = await startAlertSite();
});
afterAll(() => site?.close());

describe("a sign-up answers the same whether or not the address is known, and keeps nothing it should not", () => {
  it("the same address twice: one record, one confirmation email, and the same answer both times", async ({
    expect,
  }) => {
    const first = await site.post(subscribePath, signUp("twice@example.com"));
    const second = await site.post(subscribePath, signUp("TWICE@example.com"));
    // The answer is the page itself, naming the address as typed; nothing else in it differs.
    const [firstPage, secondPage] = [await first.text(), await second.text()];
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(firstPage).toContain("twice@example.com");
    expect(secondPage.replace("TWICE@example.com", "twice@example.com")).toBe(firstPage);
    const records = [...(await site.records()).values()].filter(
      (record) => record.address.toLowerCase() === "twice@example.com",
    );
    expect(records).toHaveLength(1);
    expect(Object.keys(records[0]!).sort()).toEqual([
      "address",
      "confirmationsSentAt",
      "confirmedAt",
      "consentedAt",
      "linkNonce",
      "search",
      "sent",
      "version",
    ]);
    expect(mailTo(site.mailbox, "twice@example.com")).toHaveLength(1);
  });

  it("without JavaScript the answer names the address and the search in the sign-up's words, mentions the spam folder and links back to the search, every part of it", async ({
    expect,
  }) => {
    const answer = await site.post(
      subscribePath,
      signUp("named@example.com", {
        what: "care",
        where: "Huntingdon",
        radius: "20",
        pay: "hour-12",
        sector: "healthcare",
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
    const doc = parsePage(await answer.text());
    const text = doc.querySelector("main")!.textContent!.replace(/\s+/g, " ");
    expect(text).toContain("If named@example.com can receive job alerts, we have sent it an email.");
    expect(text).toContain("new care jobs within 20 miles of Huntingdon, healthcare, £12+ an hour");
    expect(text).toMatch(/spam or junk folder/);
    expect(doc.querySelector("title")!.textContent).toBe(
      "Check your inbox: care jobs within 20 miles of Huntingdon, healthcare, £12+ an hour | Ouse Valley Staffing",
    );
    const back = [...doc.querySelectorAll("main a")].find((link) => link.textContent === "Back to your search");
    // Seen only without JavaScript, so to the search page, which searches the words without it (the listing shows every job).
    expect(back?.getAttribute("href")).toBe(
      "/jobs/search?what=care&where=Huntingdon&radius=20&sector=healthcare&pay=hour-12",
    );
    // The confirmation email names the same search in the same words.
    expect(mailTo(site.mailbox, "named@example.com")[0]!.text).toContain(
      "You asked for emails about new care jobs within 20 miles of Huntingdon, healthcare, £12+ an hour.",
    );
  });

  it("an address in the answer is text, never markup", async ({ expect }) => {
    const answer = await site.post(subscribePath, signUp('"<b>x</b>"@example.com'));
    const html = await answer.text();
    expect(html).not.toContain("<b>x</b>");
  });

  it("keeps the minimum pay: an alert signed up with pay matches as the search with that pay does", async ({
    expect,
  }) => {
    await site.post(subscribePath, signUp("pay@example.com", { what: "nurse", pay: "hour-20" }));
    const record = [...(await site.records()).values()].find((each) => each.address === "pay@example.com");
    expect(record?.search).toEqual({ what: "nurse", where: "", pay: "hour-20" });
  });

  it("keeps the pay of a search by pay alone: the search page's sign-up for /jobs/search?pay=hour-12 stores that pay", async ({
    expect,
  }) => {
    const page = parsePage(await (await fetch(`${site.url}/jobs/search?pay=hour-12`)).text());
    const form = page.querySelector<HTMLFormElement>(".job-alert form")!;
    const fields = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>("input[name]")].map((input) => [input.name, input.value]),
    );
    const answer = await site.post(form.getAttribute("action")!, { ...fields, email: "pay-only@example.com" });
    expect(answer.status).toBe(200);
    const record = [...(await site.records()).values()].find((each) => each.address === "pay-only@example.com");
    expect(record?.search).toEqual({ what: "", where: "", pay: "hour-12" });
    const back = [...parsePage(await answer.text()).querySelectorAll("main a")].find(
      (link) => link.textContent === "Back to your search",
    );
    expect(back?.getAttribute("href")).toBe("/jobs/search?pay=hour-12");
  });

  it("an address already confirmed gets the same answer and no email", async ({ expect }) => {
    await site.post(subscribePath, signUp("known@example.com"));
    const confirm = linkIn(mailTo(site.mailbox, "known@example.com")[0]!, "job-alert-confirm");
    const token = new URL(confirm).searchParams.get("token")!;
    expect((await site.post("/.netlify/functions/job-alert-confirm", { token })).headers.get("location")).toBe(
      "/jobs/alerts/confirmed/",
    );
    const again = await site.post(subscribePath, signUp("known@example.com"), json);
    expect([again.status, await again.json()]).toEqual([200, { outcome: "checkEmail" }]);
    expect(mailTo(site.mailbox, "known@example.com")).toHaveLength(1);
  });

  it("a filled honeypot is answered like a real sign-up, and nothing is kept or sent", async ({ expect }) => {
    const response = await site.post(subscribePath, signUp("bot@example.com", { "bot-field": "https://spam.example" }));
    const real = await site.post(subscribePath, signUp("human@example.com"));
    expect(response.status).toBe(200);
    expect((await response.text()).replace("bot@example.com", "human@example.com")).toBe(await real.text());
    expect([...(await site.records()).values()].some((record) => record.address === "bot@example.com")).toBe(false);
    expect(mailTo(site.mailbox, "bot@example.com")).toHaveLength(0);
  });

  it("200 sign-ups at once (100 addresses, each twice): none lost, none doubled", async ({ expect }) => {
    const before = (await site.records()).size;
    const mailBefore = site.mailbox.messages().length;
    const addresses = Array.from({ length: 100 }, (_, index) => `crowd${index}@example.com`);
    const answers = await Promise.all(
      [...addresses, ...addresses].map((address) => site.post(subscribePath, signUp(address), json)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(200).fill(200));
    const records = [...(await site.records()).values()];
    expect(records.length - before).toBe(100);
    expect(new Set(records.map((record) => record.address)).size).toBe(records.length);
    await site.mailbox.waitForCount(mailBefore + 100);
    // One confirmation each: the second sign-up of a pair finds the first's record and its email a moment old.
    for (const address of addresses) expect(mailTo(site.mailbox, address).length, address).toBe(1);
  });
});

describe("bad input is refused before anything is kept or sent", () => {
  const refused = async (expect: import("vitest").ExpectStatic, fields: Record<string, string>, outcome: string) => {
    const mailBefore = site.mailbox.messages().length;
    const recordsBefore = (await site.records()).size;
    const response = await site.post(subscribePath, fields, json);
    expect.soft(await response.json()).toEqual({ outcome });
    expect.soft(response.status).toBe(400);
    expect.soft((await site.records()).size).toBe(recordsBefore);
    expect.soft(site.mailbox.messages().length).toBe(mailBefore);
  };

  it("a malformed address, or one over 254 characters", async ({ expect }) => {
    for (const address of ["", "no-at-sign", "two@@example.com", "a@b", "spaces in@example.com", "<a@example.com>"])
      await refused(expect, signUp(address), "badAddress");
    await refused(expect, signUp(`${"a".repeat(245)}@example.com`), "badAddress");
  });

  it("a body that is not a form of the site's (multipart, JSON, or over 32 KB) is answered 'we could not read that form', not blamed on the search", async ({
    expect,
  }) => {
    const recordsBefore = (await site.records()).size;
    const mailBefore = site.mailbox.messages().length;
    const multipart = new FormData();
    for (const [name, value] of Object.entries(signUp("multipart@example.com"))) multipart.append(name, value);
    const bodies: [string, RequestInit][] = [
      ["multipart", { body: multipart }],
      ["JSON", { body: JSON.stringify(signUp("json@example.com")), headers: { "content-type": "application/json" } }],
      [
        "over 32 KB",
        {
          body: new URLSearchParams(signUp("large@example.com", { padding: "x".repeat(33 * 1024) })),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        },
      ],
    ];
    for (const [kind, init] of bodies) {
      const script = await fetch(`${site.url}${subscribePath}`, {
        method: "POST",
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...json },
      });
      expect
        .soft([script.status, await script.json()], kind)
        .toEqual([kind === "over 32 KB" ? 413 : 415, { outcome: "badForm" }]);
      const page = await fetch(`${site.url}${subscribePath}`, { method: "POST", redirect: "manual", ...init });
      expect.soft(page.headers.get("location"), kind).toBe("/jobs/alerts/form-not-read/");
    }
    const shown = parsePage(await (await fetch(`${site.url}/jobs/alerts/form-not-read/`)).text());
    expect(shown.querySelector("h1")!.textContent).toBe("We could not read that form");
    expect((await site.records()).size).toBe(recordsBefore);
    expect(site.mailbox.messages().length).toBe(mailBefore);
  });

  it("a 10 KB field, whichever it is", async ({ expect }) => {
    const big = "x".repeat(10 * 1024);
    await refused(expect, signUp(`${big}@example.com`), "badAddress");
    for (const field of ["what", "where", "sector", "engagement", "county"])
      await refused(expect, signUp("big@example.com", { [field]: big }), "badSearch");
  });

  it("CR or LF in any field (header injection)", async ({ expect }) => {
    await refused(expect, signUp("victim@example.com\r\nBcc: everyone@example.com"), "badAddress");
    await refused(expect, signUp("victim@example.com\nBcc: x@example.com"), "badAddress");
    for (const field of ["what", "where", "sector", "engagement", "county"]) {
      await refused(expect, signUp("inject@example.com", { [field]: "nurse\r\nBcc: x@example.com" }), "badSearch");
      await refused(expect, signUp("inject@example.com", { [field]: "nurse\rX" }), "badSearch");
    }
  });

  it("alerts read the job search's own index, where the build writes it", ({ expect }) => {
    expect(searchIndexPath).toBe(paths.jobSearchIndex);
    expect(searchPlacesPath).toBe(paths.jobSearchPlaces);
  });

  it("checkAddress and checkSearch keep what a person types", ({ expect }) => {
    expect(checkAddress("  Ann.O'Neil+jobs@mail.example.co.uk ")).toEqual({
      address: "Ann.O'Neil+jobs@mail.example.co.uk",
    });
    expect(
      checkSearch({ what: " night  nurse ", where: "PE29", sector: "healthcare", engagement: "", county: "" }),
    ).toEqual({ what: "night nurse", where: "PE29", sector: "healthcare" });
    expect(checkSearch({ sector: "Healthcare<script>" })).toBeUndefined();
    // Bytes that were not UTF-8 arrive as U+FFFD: not an address.
    expect(checkAddress("\uFFFD\uFFFD@example.co.uk")).toEqual({ problem: "malformed" });
  });
});

describe("links carry signed tokens: forged, altered, expired and replayed ones do nothing and say so", () => {
  const confirmPath = "/.netlify/functions/job-alert-confirm";
  const unsubscribePath = "/.netlify/functions/job-alert-unsubscribe";
  const pageOf = async (response: Response) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1];

  it("a token with an altered payload or a forged signature is 'not valid', and the alert is untouched", async ({
    expect,
  }) => {
    await site.post(subscribePath, signUp("forge@example.com"));
    const token = new URL(linkIn(mailTo(site.mailbox, "forge@example.com")[0]!, "job-alert-confirm")).searchParams.get(
      "token",
    )!;
    const [body, signature] = token.split(".") as [string, string];
    const payload = JSON.parse(Buffer.from(body, "base64url").toString()) as unknown[];
    payload[3] = Number(payload[3]) + 1000;
    const altered = `${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${signature}`;
    const forged = signToken("a-different-secret-of-the-same-sort-0123456789abcdef", {
      purpose: "confirm",
      key: String(payload[1]),
      nonce: String(payload[2]),
      expires: Number(payload[3]),
    });
    for (const bad of [altered, forged, `${body}.`, "nonsense", token.slice(0, -2)]) {
      const response = await site.post(confirmPath, { token: bad });
      expect(response.status, bad).toBe(400);
      expect(await pageOf(response)).toBe("This link does not work");
    }
    // A confirmation token is not an unsubscribe token.
    expect((await site.post(unsubscribePath, { token })).status).toBe(400);
    const record = [...(await site.records()).values()].find((each) => each.address === "forge@example.com")!;
    expect(record.confirmedAt).toBeNull();
  });

  it("an expired token says it has expired", async ({ expect }) => {
    const records = [...(await site.records()).entries()];
    const [key, record] = records.find(([, each]) => each.address === "forge@example.com")!;
    const expired = signToken(site.secret, {
      purpose: "confirm",
      key,
      nonce: record.linkNonce,
      expires: Math.floor(Date.now() / 1000) - 60,
    });
    const response = await fetch(`${site.url}${confirmPath}?token=${expired}`);
    expect(response.status).toBe(410);
    expect(await pageOf(response)).toBe("This link has expired");
    expect(verifyToken(site.secret, expired, "confirm", new Date())).toEqual({ ok: false, problem: "expired" });
  });

  it("a used confirmation link, and an unsubscribe link of a deleted alert, say they were used", async ({ expect }) => {
    const link = linkIn(mailTo(site.mailbox, "forge@example.com")[0]!, "job-alert-confirm");
    const token = new URL(link).searchParams.get("token")!;
    expect((await site.post(confirmPath, { token })).headers.get("location")).toBe("/jobs/alerts/confirmed/");
    const replayed = await site.post(confirmPath, { token });
    expect([replayed.status, await pageOf(replayed)]).toEqual([410, "This link has already been used"]);
    const stop = linkIn(mailTo(site.mailbox, "forge@example.com")[0]!, "job-alert-unsubscribe");
    expect(
      (
        await fetch(stop, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        })
      ).status,
    ).toBe(200);
    const again = await fetch(stop);
    expect([again.status, await pageOf(again)]).toEqual([410, "This link has already been used"]);
  });
});

describe("nobody can learn or abuse an address through the sign-up", () => {
  it("answers before the confirmation email is sent, given the host's waitUntil: the time an answer takes tells nothing", async ({
    expect,
  }) => {
    const { default: subscribeFunction } = await import("../netlify/functions/job-alert-subscribe.mjs");
    const later: Promise<unknown>[] = [];
    const request = new Request(`${site.url}${subscribePath}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...json },
      body: new URLSearchParams(signUp("later@example.com")),
    });
    const answer = await subscribeFunction(request, { ip: "192.0.2.50", waitUntil: (work) => void later.push(work) });
    expect([answer.status, await answer.json()]).toEqual([200, { outcome: "checkEmail" }]);
    // The answer is out; the email is still to come.
    expect(later).toHaveLength(1);
    expect(mailTo(site.mailbox, "later@example.com")).toHaveLength(0);
    await Promise.all(later);
    await site.mailbox.waitForCount(
      site.mailbox.messages().filter((mail) => !mail.to.includes("later@example.com")).length + 1,
    );
    expect(mailTo(site.mailbox, "later@example.com")).toHaveLength(1);
  });

  it("sends one address at most 3 confirmations a day, whatever the searches, so a stranger's inbox cannot be filled", async ({
    expect,
  }) => {
    const searches = ["chef", "nurse", "porter", "driver", "cleaner", "teacher", "barista", "carer", "welder", "cook"];
    const answers = await Promise.all(
      searches.map((what) => site.post(subscribePath, signUp("victim@example.com", { what }), json)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    // Each sign-up is kept (its link can come with a later one), but only three emails go.
    expect(
      [...(await site.records()).values()].filter((record) => record.address === "victim@example.com"),
    ).toHaveLength(10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo(site.mailbox, "victim@example.com")).toHaveLength(3);
  });
});

describe("npm run alerts:data finds, exports and deletes everything held about one address", () => {
  it("finds an alert made under an earlier ALERTS_SECRET too, which would still be sent", async ({ expect }) => {
    const { main } = await import("../scripts/job-alert-data");
    const printed: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((line: string) => void printed.push(line));
    try {
      vi.stubEnv("ALERTS_SECRET", "an-earlier-secret-of-the-site-0123456789-abcdefghijklmnop");
      await site.post(subscribePath, signUp("earlier.secret@example.com", { what: "porter" }));
      vi.stubEnv("ALERTS_SECRET", testSecret);
      expect(await main(["--find", "earlier.secret@example.com", "--local", site.servicesDir])).toBe(0);
      expect(printed.at(-2)).toBe("earlier.secret@example.com: 1 job alert held:");
      expect(await main(["--delete", "earlier.secret@example.com", "--local", site.servicesDir])).toBe(0);
      expect(
        [...(await site.records()).values()].some((record) => record.address === "earlier.secret@example.com"),
      ).toBe(false);
    } finally {
      vi.stubEnv("ALERTS_SECRET", testSecret);
      spy.mockRestore();
    }
  });

  it("says plainly what it needs when it cannot reach a store, rather than a stack trace", async ({ expect }) => {
    const { main } = await import("../scripts/job-alert-data");
    const errors: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
    vi.stubEnv("NETLIFY_SITE_ID", "");
    vi.stubEnv("NETLIFY_AUTH_TOKEN", "");
    try {
      expect(await main(["--find", "anyone@example.com"])).toBe(2);
      expect(errors).toEqual([
        "Set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN to reach the site's store, or give --local DIR.",
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it("refuses a --local folder that does not exist, is a file or is not the store's, naming it, rather than answering 0 held or 0 deleted", async ({
    expect,
  }) => {
    const { main } = await import("../scripts/job-alert-data");
    const errors: string[] = [];
    const printed: string[] = [];
    const error = vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(String(line)));
    const log = vi.spyOn(console, "log").mockImplementation((line: string) => void printed.push(String(line)));
    const empty = await mkdtemp(path.join(tmpdir(), "ouse-valley-not-a-store-"));
    try {
      // A typo of .cache/dev-job-alerts: a data request must not be answered from nothing.
      const typo = path.join(site.servicesDir, "..", "dev-job-alert");
      expect(await main(["--delete", "victim@gmail.com", "--local", typo])).toBe(2);
      expect(await main(["--find", "victim@gmail.com", "--local", typo])).toBe(2);
      expect(errors[0]).toContain(`${typo} does not exist`);
      expect(await main(["--find", "x@y.com", "--local", "README.md"])).toBe(2);
      expect(errors.at(-1)).toContain("README.md is not a folder");
      expect(await main(["--find", "x@y.com", "--local", empty])).toBe(2);
      expect(errors.at(-1)).toContain(`${empty} is not the job alerts' store folder`);
      expect(errors.join("\n")).not.toMatch(/\bat .*:\d+|Error:/);
      expect(printed).toEqual([]);
    } finally {
      error.mockRestore();
      log.mockRestore();
      await rm(empty, { recursive: true, force: true });
    }
  });

  it("--export prints the records as JSON, --delete removes them, and --find then finds none", async ({ expect }) => {
    const { main } = await import("../scripts/job-alert-data");
    const printed: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((line: string) => void printed.push(line));
    try {
      await site.post(subscribePath, signUp("Subject.Access@example.com", { what: "chef" }));
      expect(await main(["--export", "subject.access@example.com", "--local", site.servicesDir])).toBe(0);
      const exported = JSON.parse(printed.at(-1)!) as { jobAlerts: { address: string; search: { what: string } }[] };
      expect(exported.jobAlerts.map((alert) => [alert.address, alert.search.what])).toEqual([
        ["Subject.Access@example.com", "chef"],
      ]);
      expect(await main(["--delete", "subject.access@example.com", "--local", site.servicesDir])).toBe(0);
      expect(printed.at(-1)).toBe("subject.access@example.com: 1 job alert deleted.");
      expect(
        [...(await site.records()).values()].some((record) => record.address === "Subject.Access@example.com"),
      ).toBe(false);
      expect(await main(["--find", "subject.access@example.com", "--local", site.servicesDir])).toBe(0);
      expect(printed.at(-1)).toBe("subject.access@example.com: 0 job alerts held.");
    } finally {
      spy.mockRestore();
    }
  });
});

describe("the send after a deploy", () => {
  it("sends nothing for a deploy preview or a branch deploy: only production publishes vacancies to candidates", async ({
    expect,
  }) => {
    const before = site.mailbox.messages().length;
    const response = await site.post("/.netlify/functions/deploy-succeeded-background", {});
    expect(response.status).toBe(202);
    const preview = await fetch(`${site.url}/.netlify/functions/deploy-succeeded-background`, {
      method: "POST",
      body: JSON.stringify({ payload: { context: "deploy-preview" } }),
    });
    expect(preview.status).toBe(202);
    expect(site.mailbox.messages().length).toBe(before);
  });
});

describe("limits and housekeeping", () => {
  it("one client may send only so many sign-ups an hour, and is told so plainly", async ({ expect }) => {
    vi.stubEnv("ALERTS_MAX_SIGNUPS_PER_CLIENT_PER_HOUR", "1");
    try {
      const answer = await site.post(subscribePath, signUp("limited@example.com"), json);
      expect([answer.status, await answer.json()]).toEqual([429, { outcome: "tooMany" }]);
      const page = await site.post(subscribePath, signUp("limited@example.com"));
      expect(page.headers.get("location")).toBe("/jobs/alerts/too-many-sign-ups/");
    } finally {
      vi.stubEnv("ALERTS_MAX_SIGNUPS_PER_CLIENT_PER_HOUR", "1000");
    }
    expect(mailTo(site.mailbox, "limited@example.com")).toHaveLength(0);
  });

  it("the send's log line counts in words: 1 email, 2 emails", ({ expect }) => {
    expect(sendReportLine({ alerts: 1, emailsSent: 1, unconfirmedDeleted: 1, leftForLater: 0 })).toBe(
      "Job alerts: 1 email sent for 1 alert; 1 unconfirmed sign-up deleted; 0 left for the next run.",
    );
    expect(sendReportLine({ alerts: 3, emailsSent: 2, unconfirmedDeleted: 0, leftForLater: 1 })).toBe(
      "Job alerts: 2 emails sent for 3 alerts; 0 unconfirmed sign-ups deleted; 1 left for the next run.",
    );
  });

  it("the daily tidy deletes sign-ups unconfirmed after 7 days and past rate-limit counts, and keeps confirmed alerts", async ({
    expect,
  }) => {
    const services = alertServices(site.url);
    const eightDaysOn = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    try {
      const before = [...(await site.records()).values()];
      const result = await tidyAlerts({ ...services, now: () => eightDaysOn, log: () => undefined });
      const after = [...(await site.records()).values()];
      expect(result.unconfirmedDeleted).toBe(before.filter((record) => record.confirmedAt === null).length);
      expect(after.every((record) => record.confirmedAt !== null)).toBe(true);
      expect(after.length).toBeGreaterThan(0);
      const store = getStore({ name: alertStoreName, consistency: "strong" });
      expect((await store.list({ prefix: "rate/" })).blobs).toEqual([]);
      expect((await store.list({ prefix: "pending/" })).blobs).toEqual([]);
    } finally {
      services.mailer.close();
    }
  });
});

describe("an email to an address nobody has confirmed carries only the site's own words", () => {
  const confirmation = async (address: string, extra: Record<string, string>) => {
    const before = mailTo(site.mailbox, address).length;
    const answer = await site.post(subscribePath, signUp(address, extra), json);
    if (answer.status !== 200) throw new Error(`The sign-up of ${address} was answered ${answer.status}.`);
    await site.mailbox
      .waitForCount(site.mailbox.messages().length + (mailTo(site.mailbox, address).length > before ? 0 : 1))
      .catch(() => undefined);
    return mailTo(site.mailbox, address).at(-1)!;
  };

  it("a What of a stranger's words, a link among them, is not repeated: the search is not named at all", async ({
    expect,
  }) => {
    const mail = await confirmation("phish.target@example.com", {
      what: "URGENT verify your account at https://evil.example/login",
    });
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toMatch(/evil|URGENT|verify your account/i);
    }
    expect(mail.text).not.toContain("You asked for emails about");
    // Plain words that no open vacancy uses are a stranger's words too.
    const plain = await confirmation("phish.plain@example.com", { what: "call this number" });
    expect(plain.text).not.toMatch(/call this number|You asked for emails about/);
    const place = await confirmation("phish.place@example.com", { where: "Visit Evil Dot Com" });
    expect(place.text).not.toMatch(/Evil|You asked for emails about/);
  });

  it("a search in the site's own words is named: a word of open vacancies, a place they are in, a sector's name", async ({
    expect,
  }) => {
    const mail = await confirmation("named.search@example.com", {
      what: "nurse",
      where: "Huntingdon",
      sector: "healthcare",
    });
    expect(mail.text).toContain("You asked for emails about new nurse jobs within 10 miles of Huntingdon, healthcare.");
    const district = await confirmation("named.district@example.com", { where: "PE29", engagement: "temporary" });
    expect(district.text).toContain("You asked for emails about new jobs within 10 miles of PE29, temporary.");
  });

  it("What is one to four plain words, counting the parts joined by hyphens and apostrophes, so joined words cannot carry a sentence", ({
    expect,
  }) => {
    const wording = {
      searchName: {
        wording: {
          what: "{{what}} jobs",
          anything: "jobs",
          where: "in {{where}}",
          near: "within {{radius}} miles of {{where}}",
        },
        labels: { sector: {}, engagement: {}, county: {} },
      },
    };
    const knowsAll = { knowsWhat: () => true, knowsPlace: () => true };
    const named = (what: string) =>
      searchInSiteWords({ what, where: "" }, wording, { sector: {}, engagement: {}, county: {} }, knowsAll);
    expect(named("care-home-support-worker-nights-shifts")).toBeUndefined();
    expect(named("care-home support worker nights")).toBeUndefined();
    expect(named("o'neil's-care-home-jobs")).toBeUndefined();
    expect(named("care-home support worker")).toBe("care-home support worker jobs");
    expect(named("night nurse")).toBe("night nurse jobs");
  });

  it("counts the mailbox, not the spelling: plus tags, dots at Gmail and googlemail.com share one day's 3 confirmations", async ({
    expect,
  }) => {
    const spellings = [
      "victim.gm@gmail.com",
      "victim.gm+1@gmail.com",
      "v.i.c.t.i.m.g.m@gmail.com",
      "VictimGM@googlemail.com",
      "victimgm+jobs@gmail.com",
      "victim.gm+2@gmail.com",
    ];
    const mailBefore = site.mailbox.messages().length;
    for (const address of spellings)
      expect((await site.post(subscribePath, signUp(address, { what: "chef" }), json)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = site.mailbox
      .messages()
      .slice(mailBefore)
      .filter((mail) => spellings.some((address) => mail.to.toLowerCase().includes(address.toLowerCase())));
    expect(sent).toHaveLength(3);
  });

  it("counts the mailbox at Proton too: dots, hyphens, underscores, plus tags and its three domains share one day's 3 confirmations", async ({
    expect,
  }) => {
    const spellings = [
      "victim.pm@proton.me",
      "victim_pm@proton.me",
      "victim-pm@protonmail.com",
      "VictimPM@pm.me",
      "victimpm+jobs@proton.me",
      "v.i_c-timpm@protonmail.com",
    ];
    const mailBefore = site.mailbox.messages().length;
    for (const address of spellings)
      expect((await site.post(subscribePath, signUp(address, { what: "chef" }), json)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = site.mailbox
      .messages()
      .slice(mailBefore)
      .filter((mail) => spellings.some((address) => mail.to.toLowerCase().includes(address.toLowerCase())));
    expect(sent).toHaveLength(3);
  });
});

describe("every address accepted is one the mail server takes; anything else is refused with the form's answer", () => {
  const refusedAddresses = [
    "a..b@example.com",
    ".ab@example.com",
    "ab.@example.com",
    "a\u200Bb@example.com",
    "a\u0085b@example.com",
    "a@-ex-.com",
    "a@ex-.com",
    "a@example..com",
    "a@example.c0m",
    `${"a".repeat(65)}@example.com`,
    `${"a".repeat(242)}@example.com`,
    "ann o'neil@example.com",
    "anne@exämple.com",
  ];

  it("refuses each with 'check your address', keeping and sending nothing, and logging no stack trace", async ({
    expect,
  }) => {
    const errors = vi.spyOn(console, "error");
    try {
      for (const address of refusedAddresses) {
        const mailBefore = site.mailbox.messages().length;
        const response = await site.post(subscribePath, signUp(address), json);
        expect
          .soft([response.status, await response.json()], JSON.stringify(address))
          .toEqual([400, { outcome: "badAddress" }]);
        const page = await site.post(subscribePath, signUp(address));
        expect.soft(page.headers.get("location"), JSON.stringify(address)).toBe("/jobs/alerts/check-your-address/");
        expect
          .soft(
            [...(await site.records()).values()].some((record) => record.address === address.trim()),
            JSON.stringify(address),
          )
          .toBe(false);
        expect.soft(site.mailbox.messages().length).toBe(mailBefore);
      }
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it("accepts unusual but real addresses, and the SMTP server takes each: its confirmation arrives addressed to it exactly", async ({
    expect,
  }) => {
    const accepted = [
      "o'neil+jobs@mail.example.co.uk",
      "first.middle.last@example.com",
      "!#$%&'*+/=?^_`{|}~-@example.org",
      `${"a".repeat(64)}@example.com`,
      "user@sub-domain.example-host.co.uk",
    ];
    for (const address of accepted) {
      expect(checkAddress(address), address).toEqual({ address });
      const mailBefore = site.mailbox.messages().length;
      const response = await site.post(
        subscribePath,
        signUp(address, { what: address.length % 2 ? "cook" : "driver" }),
        json,
      );
      expect([response.status, await response.json()], address).toEqual([200, { outcome: "checkEmail" }]);
      const arrived = await site.mailbox.waitForCount(mailBefore + 1);
      expect(arrived.at(-1)!.to, address).toBe(address);
    }
  });

  it("refuses a sector or type of work the site does not have: such an alert could never match", async ({ expect }) => {
    for (const fields of [{ sector: "astronauts" }, { sector: "healthcare-x" }, { engagement: "seasonal" }] as Record<
      string,
      string
    >[]) {
      const response = await site.post(subscribePath, signUp("unknown.sector@example.com", fields), json);
      expect([response.status, await response.json()], JSON.stringify(fields)).toEqual([400, { outcome: "badSearch" }]);
    }
    expect([...(await site.records()).values()].some((record) => record.address === "unknown.sector@example.com")).toBe(
      false,
    );
  });

  it("the emails keep What and Where as typed, hyphens and all, and name the filters in the site's words", ({
    expect,
  }) => {
    const names = {
      sector: { "nursery-school": "nursery and school" },
      engagement: { temporary: "temporary" },
      county: { "east-sussex": "East Sussex" },
    };
    const wording = {
      searchName: {
        wording: {
          what: "{{what}} jobs",
          anything: "jobs",
          where: "in {{where}}",
          near: "within {{radius}} miles of {{where}}",
        },
        labels: names,
      },
    };
    expect(
      searchInWords(
        {
          what: "part-time cook",
          where: "Stratford-upon-Avon",
          sector: "nursery-school",
          engagement: "temporary",
          county: "east-sussex",
        },
        wording,
      ),
    ).toBe("part-time cook jobs within 10 miles of Stratford-upon-Avon, nursery and school, temporary, East Sussex");
    // A chosen radius is named; "anywhere" names the place alone.
    expect(searchInWords({ what: "cook", where: "Stratford-upon-Avon", radius: "30" }, wording)).toBe(
      "cook jobs within 30 miles of Stratford-upon-Avon",
    );
    expect(searchInWords({ what: "cook", where: "Stratford-upon-Avon", radius: "anywhere" }, wording)).toBe(
      "cook jobs in Stratford-upon-Avon",
    );
  });
});

describe("the confirm and stop pages name the search (D41)", () => {
  const pageText = async (url: string) =>
    parsePage(await (await fetch(url)).text())
      .querySelector("main")!
      .textContent!.replace(/\s+/g, " ");

  it("the confirm page names it in the site's words, and so does the stop page once confirmed", async ({ expect }) => {
    await site.post(
      subscribePath,
      signUp("named-pages@example.com", { what: "care", where: "Huntingdon", radius: "20" }),
    );
    const [mail] = mailTo(site.mailbox, "named-pages@example.com");
    const confirm = linkIn(mail!, "job-alert-confirm");
    expect(await pageText(confirm)).toContain(
      "You asked for emails about new care jobs within 20 miles of Huntingdon.",
    );
    const token = new URL(confirm).searchParams.get("token")!;
    await site.post("/.netlify/functions/job-alert-confirm", { token });
    expect(await pageText(linkIn(mail!, "job-alert-unsubscribe"))).toContain(
      "You asked for emails about new care jobs within 20 miles of Huntingdon.",
    );
  });

  it("a search in words the site does not use is not repeated on the confirm page: the line stays hidden", async ({
    expect,
  }) => {
    await site.post(subscribePath, signUp("unnamed-pages@example.com", { what: "Claim your prize" }));
    const [mail] = mailTo(site.mailbox, "unnamed-pages@example.com");
    const html = await (await fetch(linkIn(mail!, "job-alert-confirm"))).text();
    expect(html).not.toMatch(/prize/i);
    expect(parsePage(html).querySelector(".alert-page__search")?.hasAttribute("hidden")).toBe(true);
  });
});
