// The one way mail leaves (docs/code-style.md): a nodemailer SMTP transport made from
// the settings (alert-config.ts). Nothing else knows how mail is sent.
import nodemailer, { type Transporter } from "nodemailer";
import type { SmtpSettings } from "./alert-config";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The unsubscribe URL: sent as List-Unsubscribe, with RFC 8058's one-click header. */
  unsubscribeUrl?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * A pooled transport: one SMTP connection carries many messages, which is
 * what makes thousands of alerts fit in one function run (BENCHMARKS.md).
 */
export function createMailer(smtp: SmtpSettings, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? "" } : undefined,
    pool: true,
    maxConnections: 3,
    // Locally the server is 127.0.0.1 with no certificate worth checking; a provider's is always checked.
    tls: smtp.host === "127.0.0.1" ? { rejectUnauthorized: false } : undefined,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // nodemailer writes List-Unsubscribe itself from this, encoded and on one line.
        ...(mail.unsubscribeUrl ? { list: { unsubscribe: mail.unsubscribeUrl } } : {}),
        headers: mail.unsubscribeUrl ? { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {},
      });
    },
    close() {
      transport.close();
    },
  };
}
