import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { type AiConfig, aiConfigFrom, aiEnvironmentShape } from "./ai/ai-config.ts";
import { type GoogleConfig, googleConfigFrom, googleEnvironmentShape } from "./export/google-config.ts";
import { defaultChromiumPath } from "./crawl/render/chromium-flags.ts";
import type { DatabaseTarget } from "./db/client.ts";
import { type BulkConfig, bulkConfigFrom } from "./bulk/bulk-config.ts";

/** Every setting the server reads from the environment, with the local default that makes it work offline. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  CRAWL_ALLOW_PRIVATE_NETWORKS: z.enum(["0", "1"]).default("0"),
  CRAWL_RENDER: z.enum(["auto", "off"]).default("auto"),
  CHROMIUM_PATH: z.string().optional(),
  // `test` is the older name of `local`, still read so existing settings keep working.
  BILLING: z.enum(["auto", "stripe", "local", "test", "off"]).default("auto"),
  BILLING_LOCAL_CLOCK: z.enum(["0", "1"]).default("0"),
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  STRIPE_PRICE_ANNUAL: z.string().trim().optional(),
  STRIPE_PRICE_MONTHLY: z.string().trim().optional(),
  STRIPE_API_URL: z.string().url().optional(),
  WEB_ROOT: z.string().min(1).default("dist/web"),
  NODE_ENV: z.string().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  MAIL_OUTBOX: z.enum(["auto", "0", "1"]).default("auto"),
  EMAIL_VERIFICATION: z.enum(["auto", "0", "1"]).default("auto"),
  ...aiEnvironmentShape,
  ...googleEnvironmentShape,
});

export type BillingConfig =
  | { mode: "off" }
  | { mode: "local"; clockControl: boolean }
  | {
      mode: "stripe";
      secretKey: string;
      webhookSecret: string;
      prices: { annual: string; monthly: string };
      /** Only for tests: a Stripe-compatible server of the tests' own. */
      apiUrl: string | null;
    };

/**
 * Where e-mails go: an SMTP server when `SMTP_URL` is set; otherwise the local outbox when it is on (local
 * mode by default), else nowhere, with a warning (docs/decisions/mail-and-password-reset.md).
 */
export interface MailConfig {
  smtpUrl: string | null;
  from: string;
  /** Keep e-mails in the database and show them at /api/dev/outbox; never when `smtpUrl` is set. */
  outbox: boolean;
  /**
   * Sign-up waits for the e-mailed link before it signs in, and answers a taken address as a new one
   * (docs/decisions/sign-up-without-enumeration.md). On when e-mail reaches people over SMTP, or with
   * `EMAIL_VERIFICATION=1`; off with `0`.
   */
  requireVerification: boolean;
  /** How long a password-reset link works; an hour unless a test sets a shorter one. */
  resetPasswordExpiresInSeconds?: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  publicUrl: string;
  trustedOrigins: string[];
  authSecret: string;
  trustProxy: boolean;
  authAttemptsPerMinute: number;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  webRoot: string;
  crawl: {
    allowPrivateNetworks: boolean;
    render: "auto" | "off";
    chromiumPath: string | null;
    /** The whole crawl and the page's size; 10 s and 5 MB unless a test sets shorter ones. */
    timeoutMs?: number;
    maxBytes?: number;
  };
  billing: BillingConfig;
  ai: AiConfig;
  google: GoogleConfig;
  mail: MailConfig;
  bulk: BulkConfig;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "pglite", dataDir: path.join(dataDir, "pglite") },
    publicUrl,
    // The same server is reached as localhost and 127.0.0.1 on a developer's machine; both are its own origin.
    trustedOrigins: [...new Set([publicUrl, `http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`])],
    authSecret: e.BETTER_AUTH_SECRET ?? persistedSecret(dataDir),
    trustProxy: e.TRUST_PROXY === "1",
    authAttemptsPerMinute: e.AUTH_ATTEMPTS_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    webRoot: path.resolve(e.WEB_ROOT),
    crawl: {
      allowPrivateNetworks: e.CRAWL_ALLOW_PRIVATE_NETWORKS === "1",
      render: e.CRAWL_RENDER,
      chromiumPath: e.CHROMIUM_PATH ?? (existsSync(defaultChromiumPath) ? defaultChromiumPath : null),
    },
    billing: billingConfig(e),
    ai: aiConfigFrom(e),
    google: googleConfigFrom(e),
    mail: mailConfig(e, publicUrl),
    bulk: bulkConfigFrom(env),
  };
}

/** The variables a Stripe set-up needs, all of them: with only some, checkout could not charge anyone. */
const stripeVariables = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_ANNUAL", "STRIPE_PRICE_MONTHLY"] as const;

/**
 * Stripe when its variables are set, the built-in local billing when `BILLING=local` or when no Stripe
 * variable has a value at all, and no paywall with `BILLING=off` (self-hosting). A half-configured Stripe
 * refuses to start rather than fall back to local billing, where every checkout completes without a payment
 * (docs/decisions/local-billing.md).
 */
function billingConfig(e: z.output<typeof environmentSchema>): BillingConfig {
  const valued = stripeVariables.filter((name) => e[name]);
  const chosen = e.BILLING === "test" ? "local" : e.BILLING;
  const mode = chosen === "auto" ? (valued.length > 0 ? "stripe" : "local") : chosen;
  if (mode === "off") return { mode };
  if (mode === "local") return { mode, clockControl: e.BILLING_LOCAL_CLOCK === "1" };
  const missing = stripeVariables.filter((name) => !valued.includes(name));
  if (missing.length > 0) {
    throw new Error(
      `Invalid environment: Stripe billing needs ${missing.join(", ")} (missing or empty). Set ${missing.length === 1 ? "it" : "them"}, or set BILLING=local for the built-in local billing, where checkout takes no payment.`,
    );
  }
  return {
    mode,
    secretKey: e.STRIPE_SECRET_KEY ?? "",
    webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? "",
    prices: { annual: e.STRIPE_PRICE_ANNUAL ?? "", monthly: e.STRIPE_PRICE_MONTHLY ?? "" },
    apiUrl: e.STRIPE_API_URL ?? null,
  };
}

/**
 * The outbox is on in local mode: no SMTP server and not `NODE_ENV=production`, where it would show every
 * user's reset links to anyone; `MAIL_OUTBOX=1` turns it on there (a demo), `0` turns it off.
 */
function mailConfig(e: z.output<typeof environmentSchema>, publicUrl: string): MailConfig {
  const smtpUrl = e.SMTP_URL ?? null;
  const localMode = e.NODE_ENV !== "production";
  const outbox = smtpUrl === null && (e.MAIL_OUTBOX === "1" || (e.MAIL_OUTBOX === "auto" && localMode));
  // Without SMTP, `auto` leaves it off: a production server without mail would let nobody in, and a
  // person trying the app locally should not need the outbox to start.
  const requireVerification = e.EMAIL_VERIFICATION === "auto" ? smtpUrl !== null : e.EMAIL_VERIFICATION === "1";
  if (requireVerification && smtpUrl === null && !outbox) {
    throw new Error("Invalid environment: EMAIL_VERIFICATION=1 needs e-mail delivery (SMTP_URL, or MAIL_OUTBOX=1): without it nobody could confirm an address and sign in.");
  }
  return {
    smtpUrl,
    from: e.MAIL_FROM ?? `Adsmith <no-reply@${new URL(publicUrl).hostname}>`,
    outbox,
    requireVerification,
  };
}

/** A secret generated once and kept in the data folder, so sessions survive restarts without set-up. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
