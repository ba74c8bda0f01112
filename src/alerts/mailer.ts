// The one way mail leaves: nothing else knows how mail is sent.
import nodemailer, { type Transporter } from "nodemailer";
import type { SmtpSettings } from "./alert-config";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Sent as List-Unsubscribe, with RFC 8058's one-click header. */
  unsubscribeUrl?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Pooled: one SMTP connection carries many messages, which fits thousands of alerts in one function run. */
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
        ...(mail.unsubscribeUrl ? { list: { unsubscribe: mail.unsubscribeUrl } } : {}),
        headers: mail.unsubscribeUrl ? { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {},
      });
    },
    close() {
      transport.close();
    },
  };
}
