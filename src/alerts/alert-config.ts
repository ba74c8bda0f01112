// Job alerts' settings, from environment variables (docs/admin-guide.md), read
// once per call so a test or the dev server can set them first.

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
}

export interface AlertConfig {
  /** ALERTS_SECRET: signs every link and keys every stored hash. */
  secret: string;
  from: string;
  smtp: SmtpSettings;
  signupsPerClientPerHour: number;
  confirmationsPerAddressPerDay: number;
  receiptsPerAddressPerDay: number;
}

export class AlertConfigError extends Error {}

function whole(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new AlertConfigError(`${name} must be a whole number of 1 or more, found "${value}".`);
  return number;
}

export function readAlertConfig(env: Record<string, string | undefined>): AlertConfig {
  const missing = ["ALERTS_SECRET", "ALERTS_FROM", "SMTP_HOST"].filter((name) => !env[name]);
  if (missing.length > 0)
    throw new AlertConfigError(
      `Job alerts are off: set ${missing.join(", ")} (docs/admin-guide.md, "Job alerts by email").`,
    );
  const secret = env.ALERTS_SECRET!;
  if (secret.length < 32)
    throw new AlertConfigError("ALERTS_SECRET must be at least 32 characters; make one with: openssl rand -base64 48");
  if (/[\r\n]/.test(env.ALERTS_FROM!)) throw new AlertConfigError("ALERTS_FROM must be one line.");
  const port = whole(env.SMTP_PORT, 587, "SMTP_PORT");
  return {
    secret,
    from: env.ALERTS_FROM!,
    smtp: {
      host: env.SMTP_HOST!,
      port,
      secure: port === 465,
      user: env.SMTP_USER || undefined,
      password: env.SMTP_PASSWORD || undefined,
    },
    signupsPerClientPerHour: whole(
      env.ALERTS_MAX_SIGNUPS_PER_CLIENT_PER_HOUR,
      20,
      "ALERTS_MAX_SIGNUPS_PER_CLIENT_PER_HOUR",
    ),
    confirmationsPerAddressPerDay: whole(
      env.ALERTS_MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
      3,
      "ALERTS_MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY",
    ),
    receiptsPerAddressPerDay: whole(
      env.ALERTS_MAX_RECEIPTS_PER_ADDRESS_PER_DAY,
      3,
      "ALERTS_MAX_RECEIPTS_PER_ADDRESS_PER_DAY",
    ),
  };
}
