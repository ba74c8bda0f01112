// The agency's e-mail, with the company's disclosure (Companies Act 2006, s.82).
// React Email lays out with tables and inline styles, as mail programs need.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";

/** The site's colours (src/styles/tokens.css), checked there for AA contrast. */
export const emailColours = {
  ink: "#14202b",
  muted: "#44525e",
  brand: "#0b5d6b",
  brandDark: "#073f49",
  surface: "#f1f5f6",
  border: "#cfdade",
  onDark: "#ffffff",
} as const;

const font = "Arial, Helvetica, sans-serif";

export const textStyle = {
  margin: "0 0 16px",
  fontSize: "16px",
  lineHeight: "24px",
  color: emailColours.ink,
  fontFamily: font,
} as const;
export const smallTextStyle = {
  ...textStyle,
  fontSize: "14px",
  lineHeight: "20px",
  color: emailColours.muted,
} as const;
export const linkStyle = { color: emailColours.brand, textDecoration: "underline" } as const;
export const headingStyle = {
  margin: "0 0 16px",
  fontSize: "24px",
  lineHeight: "32px",
  fontWeight: "bold",
  color: emailColours.ink,
  fontFamily: font,
} as const;

export interface EmailBrand {
  tradingName: string;
  disclosure?: string;
}

/** Coloured and underlined inline, as mail programs drop stylesheets. */
export function EmailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} style={linkStyle}>
      {children}
    </a>
  );
}

export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 24px" }}>
      <Button
        href={href}
        target="_blank"
        style={{
          backgroundColor: emailColours.brand,
          color: emailColours.onDark,
          fontFamily: font,
          fontSize: "17px",
          fontWeight: "bold",
          lineHeight: "20px",
          padding: "12px 24px",
          borderRadius: "6px",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** `preview` is the line a mailbox shows beside the subject. */
export function renderEmail({
  brand,
  subject,
  preview,
  children,
  footer,
}: {
  brand: EmailBrand;
  subject: string;
  preview: string;
  children: ReactNode;
  footer?: ReactNode;
}): string {
  return `<!doctype html>${renderToStaticMarkup(
    <Html lang="en-GB" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: "0 0 24px", backgroundColor: emailColours.surface, fontFamily: font }}>
        <Container style={{ maxWidth: "600px", width: "100%" }}>
          <Section style={{ backgroundColor: emailColours.brandDark, padding: "18px 24px" }}>
            <p
              style={{
                margin: 0,
                fontSize: "20px",
                lineHeight: "28px",
                fontWeight: "bold",
                color: emailColours.onDark,
                fontFamily: font,
              }}
            >
              {brand.tradingName}
            </p>
          </Section>
          <Section
            style={{ backgroundColor: "#ffffff", padding: "24px", borderBottom: `1px solid ${emailColours.border}` }}
          >
            {children}
          </Section>
          <Section style={{ padding: "16px 24px 0" }}>
            {footer}
            {footer && <Hr style={{ borderColor: emailColours.border, margin: "16px 0" }} />}
            {brand.disclosure && (
              <p style={{ ...smallTextStyle, fontSize: "12px", lineHeight: "18px" }}>{brand.disclosure}</p>
            )}
          </Section>
        </Container>
      </Body>
    </Html>,
  )}`;
}
