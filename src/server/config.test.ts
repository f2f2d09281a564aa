import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "adsmith-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("configuration defaults", () => {
  it("serves on port 3000 with PGlite in the data folder when nothing is set", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    expect(config.trustedOrigins).toContain("http://localhost:3000");
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "postgres://postgres@127.0.0.1:5432/app" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://postgres@127.0.0.1:5432/app" });
  });

  it("generates the auth secret once and keeps it in the data folder", () => {
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: "eighty" })).toThrow(/PORT/);
  });
});

describe("billing mode: Stripe only when fully set, test mode only when asked for or nothing of Stripe is set", () => {
  const stripe = {
    STRIPE_SECRET_KEY: "sk_live_adsmith",
    STRIPE_WEBHOOK_SECRET: "whsec_adsmith",
    STRIPE_PRICE_ANNUAL: "price_annual",
    STRIPE_PRICE_MONTHLY: "price_monthly",
  };
  const billing = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }).billing;

  it("uses Stripe when all four variables are set", () => {
    expect(billing(stripe)).toEqual({
      mode: "stripe",
      secretKey: "sk_live_adsmith",
      webhookSecret: "whsec_adsmith",
      prices: { annual: "price_annual", monthly: "price_monthly" },
      apiUrl: null,
    });
  });

  it("refuses to start with an empty STRIPE_SECRET_KEY while the webhook secret and prices are set, naming it", () => {
    expect(() => billing({ ...stripe, STRIPE_SECRET_KEY: "" })).toThrow(/Stripe billing needs STRIPE_SECRET_KEY \(missing or empty\)/);
    expect(() => billing({ ...stripe, STRIPE_SECRET_KEY: "   " })).toThrow(/needs STRIPE_SECRET_KEY \(/);
  });

  it("names every missing variable of a half-configured Stripe", () => {
    expect(() => billing({ STRIPE_SECRET_KEY: "sk_live_adsmith" })).toThrow(
      /needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ANNUAL, STRIPE_PRICE_MONTHLY \(missing or empty\)/,
    );
    expect(() => billing({ ...stripe, STRIPE_PRICE_MONTHLY: "" })).toThrow(/needs STRIPE_PRICE_MONTHLY \(/);
    expect(() => billing({ BILLING: "stripe" })).toThrow(/needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ANNUAL, STRIPE_PRICE_MONTHLY/);
  });

  it("chooses test mode when no Stripe variable has a value (empty pass-throughs included)", () => {
    expect(billing({})).toEqual({ mode: "local", clockControl: false });
    expect(billing({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "", STRIPE_PRICE_ANNUAL: "", STRIPE_PRICE_MONTHLY: "" })).toEqual({
      mode: "local",
      clockControl: false,
    });
  });

  it("chooses local billing or no paywall when BILLING says so; 'test', its older name, still means local", () => {
    expect(billing({ ...stripe, BILLING: "local" })).toEqual({ mode: "local", clockControl: false });
    expect(billing({ BILLING: "local", BILLING_LOCAL_CLOCK: "1" })).toEqual({ mode: "local", clockControl: true });
    expect(billing({ BILLING: "test" })).toEqual({ mode: "local", clockControl: false });
    expect(billing({ STRIPE_SECRET_KEY: "sk_live_adsmith", BILLING: "off" })).toEqual({ mode: "off" });
  });
});

describe("mail: SMTP when SMTP_URL is set, else the local outbox in local mode only (issue 24)", () => {
  const mail = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }).mail;

  it("keeps e-mails in the outbox with no SMTP_URL outside production", () => {
    expect(mail({})).toEqual({ smtpUrl: null, from: "Adsmith <no-reply@localhost>", outbox: true, requireVerification: false });
    expect(mail({ NODE_ENV: "development" }).outbox).toBe(true);
  });

  it("sends over SMTP when SMTP_URL is set, and never shows an outbox then, even asked", () => {
    expect(mail({ SMTP_URL: "smtp://mail.example.com:587", MAIL_FROM: "Adsmith <hello@example.com>", MAIL_OUTBOX: "1" })).toEqual({
      smtpUrl: "smtp://mail.example.com:587",
      from: "Adsmith <hello@example.com>",
      outbox: false,
      requireVerification: true,
    });
  });

  it("has no outbox in production unless MAIL_OUTBOX=1, and none with MAIL_OUTBOX=0", () => {
    expect(mail({ NODE_ENV: "production" }).outbox).toBe(false);
    expect(mail({ NODE_ENV: "production", MAIL_OUTBOX: "1" }).outbox).toBe(true);
    expect(mail({ MAIL_OUTBOX: "0" }).outbox).toBe(false);
  });

  it("sends from no-reply at the public address's host unless MAIL_FROM says otherwise", () => {
    expect(mail({ PUBLIC_URL: "https://ads.example.com" }).from).toBe("Adsmith <no-reply@ads.example.com>");
  });
});

describe("sign-up waits for the confirmation link when e-mail reaches people, or when asked (issue 24)", () => {
  const mail = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }).mail;

  it("is on with SMTP_URL and off without it, unless EMAIL_VERIFICATION says otherwise", () => {
    expect(mail({ SMTP_URL: "smtp://mail.example.com:587" }).requireVerification).toBe(true);
    expect(mail({ SMTP_URL: "smtp://mail.example.com:587", EMAIL_VERIFICATION: "0" }).requireVerification).toBe(false);
    expect(mail({}).requireVerification).toBe(false);
    expect(mail({ NODE_ENV: "production" }).requireVerification).toBe(false);
    expect(mail({ EMAIL_VERIFICATION: "1" }).requireVerification).toBe(true);
  });

  it("refuses to start asked for it with no way to deliver the link", () => {
    expect(() => mail({ NODE_ENV: "production", EMAIL_VERIFICATION: "1" })).toThrow(/EMAIL_VERIFICATION=1 needs e-mail delivery/);
    expect(mail({ NODE_ENV: "production", MAIL_OUTBOX: "1", EMAIL_VERIFICATION: "1" }).requireVerification).toBe(true);
  });
});
