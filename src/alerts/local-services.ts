// Job alerts' services on this computer: the Blobs local server and an SMTP
// server that keeps every message for /_dev/mail/, both on 127.0.0.1 only.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { setEnvironmentContext } from "@netlify/blobs";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { startLocalBlobsServer } from "./local-blobs";

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  receivedAt: string;
}

export interface LocalMailbox {
  messages(): ReceivedMail[];
  waitForCount(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  clear(): void;
}

export interface LocalAlertServices {
  mailbox: LocalMailbox;
  smtpPort: number;
  blobsUrl: string;
  blobsPort: number;
  close(): Promise<void>;
}

function headerText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "text" in value) return String((value as { text: unknown }).text);
  if (value && typeof value === "object" && "value" in value) return String((value as { value: unknown }).value);
  return JSON.stringify(value);
}

export async function startLocalAlertServices(
  folder: string,
  env: Record<string, string | undefined> = process.env,
): Promise<LocalAlertServices> {
  await mkdir(path.join(folder, "mail"), { recursive: true });
  const token = randomBytes(16).toString("hex");
  const blobs = await startLocalBlobsServer(path.join(folder, "blobs"), token);
  const { port: blobsPort, url: blobsUrl } = blobs;
  setEnvironmentContext({ siteID: "local-site", token, edgeURL: blobsUrl, uncachedEdgeURL: blobsUrl });

  const received: ReceivedMail[] = [];
  // Caught mail is kept across restarts: numbering goes on after the last file, never over it.
  const numbered = /^(\d+)\.json$/;
  let fileNumber = Math.max(
    0,
    ...(await readdir(path.join(folder, "mail"))).map((name) => Number(numbered.exec(name)?.[1] ?? 0)),
  );
  const waiting = new Set<() => void>();
  const smtp = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then(async (mail) => {
          const headers: Record<string, string> = {};
          for (const line of mail.headerLines)
            headers[line.key.toLowerCase()] = line.line.slice(line.line.indexOf(":") + 1).trim();
          const message: ReceivedMail = {
            to: headerText(mail.to),
            from: headerText(mail.from),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            headers,
            receivedAt: new Date().toISOString(),
          };
          received.push(message);
          fileNumber += 1;
          // "wx": never overwrite a file that is somehow there already.
          await writeFile(
            path.join(folder, "mail", `${String(fileNumber).padStart(5, "0")}.json`),
            JSON.stringify(message, null, 2),
            { flag: "wx" },
          );
          for (const wake of waiting) wake();
          done();
        })
        .catch((error: Error) => done(error));
    },
  });
  const smtpPort = await new Promise<number>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(0, "127.0.0.1", () => resolve((smtp.server.address() as AddressInfo).port));
  });

  env.ALERTS_SECRET ||= randomBytes(32).toString("base64url");
  env.ALERTS_FROM ||= "Ouse Valley Staffing <jobs@ousevalley.example>";
  env.SMTP_HOST ||= "127.0.0.1";
  env.SMTP_PORT ||= String(smtpPort);

  const mailbox: LocalMailbox = {
    messages: () => [...received],
    clear: () => void received.splice(0),
    waitForCount(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve([...received]);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`Expected ${count} emails within ${timeoutMs} ms; ${received.length} arrived.`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
  };
  return {
    mailbox,
    smtpPort,
    blobsUrl,
    blobsPort,
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await blobs.stop();
    },
  };
}
