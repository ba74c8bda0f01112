// The pages written as strings rather than by React (the editor's page and
// Identity emails, the local servers' pages) escape with entities' escapeUTF8,
// the one escaper of the code base, so text in them is always text.
import { describe, expect, it } from "vitest";
import { mailboxPage } from "../src/alerts/mailbox-page";

const mail = { from: "jobs@ousevalley.example", html: "", headers: {}, receivedAt: "2026-11-27T23:00:00Z" };

describe("text written into a page made as a string", () => {
  it("writes &, <, >, \" and ' as named references, and leaves every other character as it is", () => {
    const page = mailboxPage([
      { ...mail, to: "a@example.com", subject: `<a href="x">Tom & Jerry's</a> £5 – ok`, text: "" },
    ]);
    expect(page).toContain("<h2>&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt; £5 – ok</h2>");
  });

  it("escapes an ampersand once, so an escaped text is not escaped again by accident", () => {
    expect(mailboxPage([{ ...mail, to: "a@example.com", subject: "&lt;", text: "" }])).toContain("<h2>&amp;lt;</h2>");
  });
});

describe("the local mailbox page", () => {
  it("shows a subject, an address and a link of markup as text, and the link as a link", () => {
    const page = mailboxPage([
      {
        to: `"<b>x</b>" <a@example.com>`,
        from: "jobs@ousevalley.example",
        subject: `Job alert: <script>alert(1)</script>`,
        text: `Confirm: http://127.0.0.1:5173/confirm?t="x"&y=<z>`,
        html: "",
        headers: {},
        receivedAt: "2026-11-27T23:00:00Z",
      },
    ]);
    expect(page).toContain("<h2>Job alert: &lt;script&gt;alert(1)&lt;/script&gt;</h2>");
    expect(page).toContain("<dd>&quot;&lt;b&gt;x&lt;/b&gt;&quot; &lt;a@example.com&gt;</dd>");
    expect(page).not.toContain("<script>");
    expect(page).toContain(
      `<a href="http://127.0.0.1:5173/confirm?t=">http://127.0.0.1:5173/confirm?t=</a>&quot;x&quot;&amp;y=&lt;z&gt;`,
    );
  });
});
