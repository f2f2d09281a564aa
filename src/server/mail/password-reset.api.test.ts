import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authVerification } from "../db/schema.ts";
import type { TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";
import { type ReceivedMail, type SmtpInbox } from "../../../test/support/mail/smtp-inbox.ts";
import { startMailedApp, testMailFrom } from "../../../test/support/mail/mailed-app.ts";

// Sign-ups hash passwords and a reset waits for delivery: generous on a shared, loaded machine.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

const password = "correct-horse-battery";
const newPassword = "a-brand-new-passphrase";

const only = <T>(rows: T[]): T => {
  const [row] = rows;
  if (rows.length !== 1 || !row) throw new Error(`expected one row, found ${rows.length}`);
  return row;
};

const tokenIn = (mail: ReceivedMail) => {
  const link = /http:\/\/localhost:3999\/reset-password\?token=([\w-]+)/.exec(mail.text);
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return { url: link[0], token: link[1] ?? "" };
};

/** A sign-up also mails its confirmation link: the tests here read the reset e-mails. */
const resetSubject = "Reset your Adsmith password";

describe.each(testDatabaseKinds())("Forgot password? (issue 24), %s", (kind) => {
  let t: TestApp;
  let smtp: SmtpInbox;

  const requestReset = (email: string) => t.request("/api/auth/request-password-reset", { body: { email } });
  const signIn = (email: string, withPassword: string) => t.request("/api/auth/sign-in/email", { body: { email, password: withPassword } });

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, smtp, close } = await startMailedApp(kind));
  });
  afterAll(() => close());

  describe("the answer is the same whether or not the address has an account (no enumeration)", () => {
    it("answers 200 with the same body for a known and an unknown address, and mails only the known one", async () => {
      await t.signUp("known@example.com", password, "Known User");
      const unknown = await requestReset("nobody@example.com");
      const known = await requestReset("known@example.com");
      expect(unknown.status).toBe(200);
      expect(known.status).toBe(200);
      expect(await unknown.json()).toEqual(await known.json());
      const mail = await smtp.firstWith(resetSubject);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const resets = smtp.messages.filter((message) => message.headers.get("subject") === resetSubject);
      expect(resets.map((message) => message.envelopeTo)).toEqual([["known@example.com"]]);
      expect(mail.headers.get("to")).toBe("known@example.com");
    });
  });

  describe("the e-mail: product name, a text part and an HTML part with the same link, a footer", () => {
    it("comes from MAIL_FROM with the subject 'Reset your Adsmith password' as multipart/alternative", async () => {
      const mail = await smtp.firstWith(resetSubject);
      expect(mail.headers.get("from")).toBe(testMailFrom);
      expect(mail.headers.get("subject")).toBe("Reset your Adsmith password");
      expect(mail.headers.get("content-type")).toMatch(/^multipart\/alternative;/);
      expect(mail.headers.get("message-id")).toMatch(/^<.+@.+>$/);
      expect(mail.headers.get("date")).toBeTruthy();
    });

    it("says the same in both parts: greeting, the link, one hour, the footer", async () => {
      const mail = await smtp.firstWith(resetSubject);
      const { url } = tokenIn(mail);
      expect(mail.text).toContain("Hello Known User,");
      expect(mail.text).toContain(`Choose a new password: ${url}`);
      expect(mail.text).toContain("The link works once, for one hour.");
      expect(mail.text.replace(/\r\n/g, "\n")).toMatch(/\n-- \nAdsmith turns a landing page into Google Ads campaigns\./);
      expect(mail.html).toContain(`<a href="${url}"`);
      expect(mail.html).toContain("Hello Known User,");
      expect(mail.html).toContain("The link works once, for one hour.");
      expect(mail.html).toContain("Adsmith turns a landing page into Google Ads campaigns.");
    });

    it("keeps the link for one hour", async () => {
      const mail = await smtp.firstWith(resetSubject);
      const row = only(await t.database.db.select().from(authVerification).where(eq(authVerification.identifier, `reset-password:${tokenIn(mail).token}`)));
      const expiresInMs = row.expiresAt.getTime() - Date.now();
      expect(expiresInMs).toBeGreaterThan(59 * 60_000);
      expect(expiresInMs).toBeLessThanOrEqual(60 * 60_000);
    });
  });

  describe("the link works once and signs out every session", () => {
    it("sets the new password, ends the old sessions, and refuses the same link again", async () => {
      const before = await signIn("known@example.com", password);
      expect(before.status).toBe(200);
      const oldCookie = before.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
      const mail = await smtp.firstWith(resetSubject);
      const { token } = tokenIn(mail);

      const reset = await t.request("/api/auth/reset-password", { body: { token, newPassword } });
      expect([reset.status, await reset.json()]).toEqual([200, { status: true }]);

      const session = await t.request("/api/auth/get-session", { cookie: oldCookie });
      expect(await session.json()).toBeNull();
      expect((await signIn("known@example.com", password)).status).toBe(401);
      expect((await signIn("known@example.com", newPassword)).status).toBe(200);

      const again = await t.request("/api/auth/reset-password", { body: { token, newPassword: "yet-another-passphrase" } });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ code: "INVALID_TOKEN" });
      expect((await signIn("known@example.com", newPassword)).status).toBe(200);
    });
  });
});

describe.each(testDatabaseKinds())("a reset link expires (issue 24: one hour; a second here), %s", (kind) => {
  let t: TestApp;
  let smtp: SmtpInbox;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, smtp, close } = await startMailedApp(kind, { resetPasswordExpiresInSeconds: 1 }));
  });
  afterAll(() => close());

  it("refuses the link once its time is up, and the password stays as it was", async () => {
    await t.signUp("late@example.com", password);
    await t.request("/api/auth/request-password-reset", { body: { email: "late@example.com" } });
    const mail = await smtp.firstWith(resetSubject);
    expect(mail.text).toContain("The link works once, for one minute.");
    const row = only(await t.database.db.select().from(authVerification).where(like(authVerification.identifier, "reset-password:%")));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, row.expiresAt.getTime() - Date.now()) + 100));

    const reset = await t.request("/api/auth/reset-password", { body: { token: tokenIn(mail).token, newPassword } });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await t.request("/api/auth/sign-in/email", { body: { email: "late@example.com", password } })).status).toBe(200);
  });
});
