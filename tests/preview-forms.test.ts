// Form posts to the preview server (src/preview/) are taken the way the
// host's form handling takes them (D22): any letter case in content types,
// every value of a repeated field, uploaded files stored and recorded, 413
// past 8 MB, and a submissions file that a failed write never corrupts.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import type { FileHandle } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, inject } from "vitest";
import { findBuiltForms, type FormSubmission } from "../src/preview/forms";
import { startPreviewServer } from "../src/preview/server";
import { appendRecordLine } from "../src/preview/submissions-file";

let work: string;
let root: string;
let submissionsFile: string;
let uploadsDir: string;
let server: Awaited<ReturnType<typeof startPreviewServer>>;

// The job board's forms (D27, D30) as the build will write them: a page of
// the test's own, so these tests do not wait for the job board to land.
const applicationPage = `<!doctype html><html lang="en-GB"><head><title>Apply</title></head><body>
<form name="application" method="post" action="/thank-you/" enctype="multipart/form-data" data-netlify="true" netlify-honeypot="bot-field">
  <input type="hidden" name="form-name" value="application">
  <input type="hidden" name="job-reference" value="OVS-1042">
  <input type="hidden" name="job-title" value="Registered Nurse (RGN), nights">
  <div hidden><label>Leave this empty <input name="bot-field"></label></div>
  <label>Full Name <input name="name" required></label>
  <label>Email Address <input type="email" name="email" required></label>
  <label>Phone Number <input type="tel" name="phone" required></label>
  <label>CV <input type="file" name="cv" accept=".pdf,.doc,.docx,.odt,.rtf,.txt"></label>
  <label>Message <textarea name="message"></textarea></label>
  <button type="submit">Send application</button>
</form></body></html>`;

const vacancyPage = `<!doctype html><html lang="en-GB"><head><title>Register a vacancy</title></head><body>
<form name="vacancy" method="post" action="/thank-you/" data-netlify="true" netlify-honeypot="bot-field">
  <input type="hidden" name="form-name" value="vacancy">
  <div hidden><label>Leave this empty <input name="bot-field"></label></div>
  <label>Organisation <input name="organisation"></label>
  <label>Email Address <input type="email" name="email"></label>
  <fieldset><legend>Temporary or permanent</legend>
    <label><input type="radio" name="engagement" value="temporary"> Temporary</label>
    <label><input type="radio" name="engagement" value="permanent"> Permanent</label>
  </fieldset>
  <fieldset><legend>Shifts</legend>
    <label><input type="checkbox" name="shifts" value="days"> Days</label>
    <label><input type="checkbox" name="shifts" value="nights"> Nights</label>
    <label><input type="checkbox" name="shifts" value="weekends"> Weekends</label>
  </fieldset>
  <label><input type="checkbox" name="confirmation" value="yes"> I may ask you to recruit for this role</label>
  <button type="submit">Register the vacancy</button>
</form></body></html>`;

// A form whose action names another host, as a mistake in a template could.
const offSitePage = `<!doctype html><html lang="en-GB"><head><title>Off site</title></head><body>
<form name="off-site" method="post" action="/.//evil.example/thank-you/" data-netlify="true"><input type="hidden" name="form-name" value="off-site"><input name="email"></form>
</body></html>`;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "preview-forms-test-"));
  root = path.join(work, "dist");
  await cp(inject("builtSiteDir"), root, { recursive: true });
  await mkdir(path.join(root, "preview-test", "apply"), { recursive: true });
  await mkdir(path.join(root, "preview-test", "register-a-vacancy"), { recursive: true });
  await writeFile(path.join(root, "preview-test", "apply", "index.html"), applicationPage);
  await writeFile(path.join(root, "preview-test", "register-a-vacancy", "index.html"), vacancyPage);
  await mkdir(path.join(root, "preview-test", "off-site"), { recursive: true });
  await writeFile(path.join(root, "preview-test", "off-site", "index.html"), offSitePage);
  submissionsFile = path.join(work, "records", "submissions.jsonl");
  uploadsDir = path.join(work, "records", "uploads");
  server = await startPreviewServer({ root, port: 0, submissionsFile });
});
afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

async function recorded(): Promise<FormSubmission[]> {
  const text = await readFile(submissionsFile, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as FormSubmission);
}

const storedUploads = () => readdir(uploadsDir).catch(() => [] as string[]);

const postForm = (body: BodyInit, headers?: Record<string, string>) =>
  fetch(`${server.url}/thank-you/`, { method: "POST", body, headers, redirect: "manual" });

function application(cv?: File): FormData {
  const body = new FormData();
  body.append("form-name", "application");
  body.append("job-reference", "OVS-1042");
  body.append("job-title", "Registered Nurse (RGN), nights");
  body.append("bot-field", "");
  body.append("name", "Ama Mensah");
  body.append("email", "ama@example.com");
  body.append("phone", "01632 960 456");
  // A browser sends an empty file input as a part with filename="" and no bytes.
  body.append("cv", cv ?? new File([], "", { type: "application/octet-stream" }));
  body.append("message", "Available from December.");
  return body;
}

describe("the answer to an accepted post", () => {
  it("never redirects off the site, even when a form's action would: it goes back to the form's page instead", async () => {
    const response = await postForm(new URLSearchParams({ "form-name": "off-site", email: "x@example.com" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/preview-test/off-site/");
  });
});

describe("content types are matched in any letter case", () => {
  it("accepts Application/X-WWW-Form-Urlencoded with a Charset parameter", async () => {
    const response = await postForm(
      "form-name=contact&bot-field=&name=Case+Test&email=case%40example.com&phone=&subject=general-inquiry&message=Hello",
      {
        "Content-Type": "Application/X-WWW-Form-Urlencoded; Charset=UTF-8",
      },
    );
    expect(response.status).toBe(303);
    expect((await recorded()).at(-1)).toMatchObject({
      form: "contact",
      fields: { name: "Case Test", email: "case@example.com" },
    });
  });

  it("accepts Multipart/Form-Data with its Boundary parameter in capitals", async () => {
    const part = (name: string, value: string) =>
      `--AbC123\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body =
      [
        part("form-name", "candidates"),
        part("bot-field", ""),
        part("name", "Upper Case"),
        part("email", "upper@example.com"),
        part("message", "Hi"),
      ].join("") + "--AbC123--\r\n";
    const response = await postForm(body, { "Content-Type": "MULTIPART/FORM-DATA; BOUNDARY=AbC123" });
    expect(response.status).toBe(303);
    expect((await recorded()).at(-1)).toMatchObject({ form: "candidates", fields: { name: "Upper Case" } });
  });
});

describe("a repeated field keeps every value", () => {
  it("records every ticked checkbox of the employers' vacancy form as an array, and a single value as a string", async () => {
    const body = new URLSearchParams([
      ["form-name", "vacancy"],
      ["bot-field", ""],
      ["organisation", "St Ives Care Home"],
      ["email", "manager@example.com"],
      ["engagement", "temporary"],
      ["shifts", "days"],
      ["shifts", "nights"],
      ["shifts", "weekends"],
      ["confirmation", "yes"],
    ]);
    expect((await postForm(body)).status).toBe(303);
    expect((await recorded()).at(-1)).toMatchObject({
      form: "vacancy",
      fields: { engagement: "temporary", shifts: ["days", "nights", "weekends"], confirmation: "yes" },
    });
  });

  it("keeps repeated values in multipart posts too", async () => {
    const body = new FormData();
    for (const [name, value] of [
      ["form-name", "vacancy"],
      ["bot-field", ""],
      ["organisation", "Ely Foods"],
      ["shifts", "nights"],
      ["shifts", "weekends"],
    ])
      body.append(name!, value!);
    expect((await postForm(body)).status).toBe(303);
    expect((await recorded()).at(-1)!.fields).toMatchObject({
      organisation: "Ely Foods",
      shifts: ["nights", "weekends"],
    });
  });
});

describe("a post too big in parts, not in bytes, never keeps the server busy (found by an adversarial pass)", () => {
  it("900 repeats of one field are recorded at once; 40,000 fields, or more files than any form takes, are refused with 413 at once", async () => {
    const repeats = new URLSearchParams([
      ["form-name", "vacancy"],
      ["bot-field", ""],
      ["organisation", "Ely Foods"],
      ...Array.from({ length: 900 }, () => ["shifts", "nights"]),
    ]);
    const started = performance.now();
    expect((await postForm(repeats)).status).toBe(303);
    expect(((await recorded()).at(-1)!.fields as Record<string, unknown>).shifts).toHaveLength(900);
    const manyFields = new URLSearchParams([
      ["form-name", "vacancy"],
      ...Array.from({ length: 40_000 }, () => ["shifts", "nights"]),
    ]);
    expect((await postForm(manyFields)).status).toBe(413);
    const manyFiles = new FormData();
    manyFiles.append("form-name", "application");
    for (let index = 0; index < 25; index += 1) manyFiles.append("cv", new File([], "empty.pdf"));
    expect((await postForm(manyFiles)).status).toBe(413);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe("uploaded files, as the host takes them", () => {
  it("finds the job board's application form, with its hidden fields and CV field, in the built HTML", async () => {
    const form = (await findBuiltForms(root)).get("application");
    expect(form).toBeDefined();
    expect([...form!.fields]).toEqual(
      expect.arrayContaining(["form-name", "job-reference", "job-title", "cv", "bot-field"]),
    );
  });

  it("accepts an application with a CV: the file is stored under the submissions folder and recorded with its field, file name, size, type and stored path", async () => {
    const cv = new File(["%PDF-1.7 Ama Mensah, RGN"], "Ama Mensah CV.pdf", { type: "application/pdf" });
    const response = await postForm(application(cv));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you/");
    const record = (await recorded()).at(-1)!;
    expect(record).toMatchObject({
      form: "application",
      fields: {
        "job-reference": "OVS-1042",
        "job-title": "Registered Nurse (RGN), nights",
        name: "Ama Mensah",
        message: "Available from December.",
      },
    });
    expect(record.fields).not.toHaveProperty("cv");
    expect(record.files).toEqual([
      {
        field: "cv",
        fileName: "Ama Mensah CV.pdf",
        size: cv.size,
        type: "application/pdf",
        storedPath: expect.any(String),
      },
    ]);
    const storedPath = record.files![0]!.storedPath!;
    expect(path.dirname(storedPath)).toBe(uploadsDir);
    expect(path.basename(storedPath)).toMatch(/^[0-9a-f-]{36}-Ama-Mensah-CV\.pdf$/);
    expect(await readFile(storedPath, "utf8")).toBe("%PDF-1.7 Ama Mensah, RGN");
  });

  it("records an empty file input as no file and stores nothing", async () => {
    const before = await storedUploads();
    expect((await postForm(application())).status).toBe(303);
    const record = (await recorded()).at(-1)!;
    expect(record.form).toBe("application");
    expect(record.files ?? []).toEqual([]);
    expect(record.fields).not.toHaveProperty("cv");
    expect(await storedUploads()).toEqual(before);
  });

  // The last three look like "../" and "..", and the fullwidth ones are exactly that once normalised: names read as UTF-8 can carry them.
  it.each([
    "../../escaped.pdf",
    "..\\..\\escaped.pdf",
    "/etc/passwd",
    "..",
    ".htaccess",
    "C:\\Users\\ama\\cv.pdf",
    "a:b*c?.pdf",
    'ünïcödé "quoted".pdf',
    "．．／．．／escaped.pdf",
    "‥∕escaped.pdf",
    "．．",
  ])("never lets the file name %j choose where the file is stored", async (fileName) => {
    const response = await postForm(application(new File(["cv"], fileName, { type: "text/plain" })));
    expect(response.status).toBe(303);
    const storedPath = (await recorded()).at(-1)!.files![0]!.storedPath!;
    expect(path.dirname(storedPath)).toBe(uploadsDir);
    expect(path.basename(storedPath)).toMatch(/^[0-9a-f-]{36}-[A-Za-z0-9][A-Za-z0-9._-]*$/);
    expect(await readFile(storedPath, "utf8")).toBe("cv");
    expect(await readdir(work)).not.toContain("escaped.pdf");
  });

  // Browsers send the name's own UTF-8 bytes in filename="..." (RFC 7578, section 4.2; the HTML standard's form encoding).
  it.each([
    ["Zoë Brontë CV.pdf", "Zoe-Bronte-CV.pdf"],
    ["Łukasz Życiorys.pdf", "ukasz-Zyciorys.pdf"],
    ["Βιογραφικό Ελένης.pdf", undefined],
  ])("records the file name %j as it was sent, and stores the file under a safe name", async (fileName, storedName) => {
    const response = await postForm(application(new File(["%PDF-1.7"], fileName, { type: "application/pdf" })));
    expect(response.status).toBe(303);
    const file = (await recorded()).at(-1)!.files![0]!;
    expect(file.fileName).toBe(fileName);
    expect(path.dirname(file.storedPath!)).toBe(uploadsDir);
    const stored = path.basename(file.storedPath!);
    expect(stored).toMatch(/^[0-9a-f-]{36}-[A-Za-z0-9][A-Za-z0-9._-]*$/);
    if (storedName) expect(stored.slice(37)).toBe(storedName);
    expect(await readFile(file.storedPath!, "utf8")).toBe("%PDF-1.7");
  });

  it("reads the file name as UTF-8 in a body written out byte by byte, and takes filename*=UTF-8'' when it is given", async () => {
    const part = (disposition: string, value: string, type = "") =>
      `--X\r\nContent-Disposition: form-data; ${disposition}\r\n${type}\r\n${value}\r\n`;
    const post = (cvDisposition: string) =>
      postForm(
        Buffer.from(
          part('name="form-name"', "application") +
            part('name="name"', "Zoë Brontë") +
            part(`name="cv"; ${cvDisposition}`, "%PDF-1.7", "Content-Type: application/pdf\r\n") +
            "--X--\r\n",
          "utf8",
        ),
        { "Content-Type": "multipart/form-data; boundary=X" },
      );
    expect((await post('filename="Zoë Brontë CV.pdf"')).status).toBe(303);
    expect((await recorded()).at(-1)).toMatchObject({
      fields: { name: "Zoë Brontë" },
      files: [{ fileName: "Zoë Brontë CV.pdf", size: 8 }],
    });
    expect((await post(`filename="Zoe Bronte CV.pdf"; filename*=UTF-8''%C5%81ukasz%20%C5%BByciorys.pdf`)).status).toBe(
      303,
    );
    expect((await recorded()).at(-1)!.files![0]!.fileName).toBe("Łukasz Życiorys.pdf");
  });

  it("stores nothing for an application whose honeypot is filled, or that carries a field the form does not have", async () => {
    const before = await storedUploads();
    const spam = application(new File(["spam"], "spam.pdf", { type: "application/pdf" }));
    spam.set("bot-field", "https://spam.example");
    expect((await postForm(spam)).status).toBe(303);
    const unknown = application(new File(["x"], "x.pdf", { type: "application/pdf" }));
    unknown.append("website", "https://spam.example");
    expect((await postForm(unknown)).status).toBe(400);
    expect(await storedUploads()).toEqual(before);
  });

  it("accepts a post of nearly 8 MB", async () => {
    const cv = new File([new Uint8Array(8 * 1024 * 1024 - 4096)], "large.pdf", { type: "application/pdf" });
    expect((await postForm(application(cv))).status).toBe(303);
    expect((await recorded()).at(-1)!.files![0]!.size).toBe(cv.size);
  });

  it("answers a post over 8 MB with 413 and a page in plain words with a link back, recording and storing nothing", async () => {
    const before = { records: (await recorded()).length, uploads: await storedUploads() };
    const cv = new File([new Uint8Array(8 * 1024 * 1024 + 1)], "too-large.pdf", { type: "application/pdf" });
    const response = await fetch(`${server.url}/thank-you/`, {
      method: "POST",
      body: application(cv),
      headers: { Referer: `${server.url}/preview-test/apply/` },
      redirect: "manual",
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await response.text();
    expect(page).toContain('<html lang="en-GB">');
    expect(page).toMatch(/8 MB/);
    expect(page).toContain('href="/preview-test/apply/"');
    expect((await recorded()).length).toBe(before.records);
    expect(await storedUploads()).toEqual(before.uploads);
  });

  it("answers 413 to a post streamed without a length that passes 8 MB mid-file, keeps no part of the file, and goes on serving", async () => {
    const before = await storedUploads();
    const head =
      '--B\r\nContent-Disposition: form-data; name="form-name"\r\n\r\napplication\r\n--B\r\nContent-Disposition: form-data; name="cv"; filename="endless.pdf"\r\nContent-Type: application/pdf\r\n\r\n';
    let megabytes = 0;
    // 20 MB in 1 MB chunks, never closing the part: the limit is passed while the file is being stored.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (megabytes === 0) controller.enqueue(new TextEncoder().encode(head));
        if (megabytes++ < 20) controller.enqueue(new Uint8Array(1024 * 1024));
        else controller.close();
      },
    });
    const response = await fetch(`${server.url}/thank-you/`, {
      method: "POST",
      body,
      headers: { "Content-Type": "multipart/form-data; boundary=B" },
      duplex: "half",
      redirect: "manual",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await storedUploads()).toEqual(before);
    expect((await fetch(`${server.url}/about/`)).status).toBe(200);
  });

  it("links the 413 page back to the home page when the referrer is another site", async () => {
    const response = await fetch(`${server.url}/thank-you/`, {
      method: "POST",
      body: "form-name=contact&message=" + "a".repeat(8 * 1024 * 1024),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Referer: "https://evil.example/form/" },
      redirect: "manual",
    });
    expect(response.status).toBe(413);
    const page = await response.text();
    expect(page).toContain('href="/"');
    expect(page).not.toContain("evil.example");
  });
});

describe("each accepted submission is one atomic append", () => {
  beforeEach(async () => {
    await mkdir(path.dirname(submissionsFile), { recursive: true });
  });

  it("repairs a partial line left by an earlier failed write before appending, so the next record is never glued onto it", async () => {
    const before = await readFile(submissionsFile, "utf8");
    await writeFile(submissionsFile, `${before}{"form":"contact","receivedAt":"2026-11-`);
    const response = await postForm(
      new URLSearchParams({
        "form-name": "candidates",
        "bot-field": "",
        name: "After Repair",
        email: "after@example.com",
        message: "Hi",
      }),
    );
    expect(response.status).toBe(303);
    const text = await readFile(submissionsFile, "utf8");
    expect(text).toBe(`${before}${text.slice(before.length)}`);
    expect(text.endsWith("\n")).toBe(true);
    const lines = text.split("\n").filter(Boolean);
    expect(() => lines.map((line) => JSON.parse(line) as unknown)).not.toThrow();
    expect((await recorded()).at(-1)).toMatchObject({ form: "candidates", fields: { name: "After Repair" } });
  });

  it("leaves no partial line when a write fails half-way (disk full), and the next append is whole", async () => {
    const file = path.join(work, "atomic.jsonl");
    await appendRecordLine(file, '{"n":1}');
    const diskFull = async (handle: FileHandle, data: Buffer) => {
      await handle.write(data.subarray(0, 5));
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    };
    await expect(appendRecordLine(file, '{"n":2,"long":"enough to be cut"}', diskFull)).rejects.toThrow("ENOSPC");
    expect(await readFile(file, "utf8")).toBe('{"n":1}\n');
    await appendRecordLine(file, '{"n":3}');
    expect(await readFile(file, "utf8")).toBe('{"n":1}\n{"n":3}\n');
  });

  it("treats a short write as a failure and takes it back", async () => {
    const file = path.join(work, "short.jsonl");
    await appendRecordLine(file, '{"n":1}');
    const shortWrite = (handle: FileHandle, data: Buffer) => handle.write(data.subarray(0, 3));
    await expect(appendRecordLine(file, '{"n":2}', shortWrite)).rejects.toThrow(/3 of 8 bytes/);
    expect(await readFile(file, "utf8")).toBe('{"n":1}\n');
  });

  it("keeps every record whole when many submissions arrive at once", async () => {
    const before = (await recorded()).length;
    const posts = Array.from({ length: 12 }, (_, index) =>
      postForm(
        new URLSearchParams({
          "form-name": "candidates",
          "bot-field": "",
          name: `Parallel ${index}`,
          email: `p${index}@example.com`,
          message: "Hi",
        }),
      ),
    );
    expect((await Promise.all(posts)).map((response) => response.status)).toEqual(Array(12).fill(303));
    expect((await recorded()).length).toBe(before + 12);
  });
});

describe("a registered vacancy lands on its own confirmation (D46)", () => {
  it("the vacancy form posted to /employers/vacancy-registered/ is recorded, and the answer is that page, which the build wrote", async () => {
    const fields: [string, string][] = [
      ["form-name", "vacancy"],
      ["bot-field", ""],
      ["organisation", "Riverside Care Home"],
      ["name", "Sarah Mitchell"],
      ["email", "manager@example.com"],
      ["phone", "01632 960 123"],
      ["role", "Night healthcare assistant"],
      ["sector", "healthcare"],
      ["location", "St Ives"],
      ["engagement", "temporary"],
      ["people", "2"],
      ["start-date", "Next Monday"],
      ["pay", ""],
      ["details", "Three nights a week."],
      ["authority", "yes"],
    ];
    const response = await fetch(`${server.url}/employers/vacancy-registered/`, {
      method: "POST",
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/employers/vacancy-registered/");
    expect((await recorded()).at(-1)).toMatchObject({
      form: "vacancy",
      fields: { organisation: "Riverside Care Home", role: "Night healthcare assistant" },
    });
    const page = await fetch(`${server.url}/employers/vacancy-registered/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("We have your vacancy");
  });
});
