import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startMailedApp } from "../../../test/support/mail/mailed-app.ts";
import type { ReceivedMail, SmtpInbox } from "../../../test/support/mail/smtp-inbox.ts";
import type { TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";

// Each sign-up hashes a password and waits out the answer's floor: generous on a shared, loaded machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const password = "correct-horse-battery";
const confirmSubject = "Confirm your Adsmith e-mail address";
const attemptSubject = "Someone tried to sign up for Adsmith with your address";

/**
 * Issue 24: with verification on, sign-up answers alike whether or not the address has an account, and
 * signs in only through the link it mails; the owner of a taken address is told of the attempt instead.
 */
describe.each(testDatabaseKinds())("sign-up without account enumeration, %s", (kind) => {
  let t: TestApp;
  let smtp: SmtpInbox;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // More sign-ups a minute than the per-address limit allows: the limit is not what this file is about.
    ({ t, smtp, close } = await startMailedApp(kind, { requireVerification: true }, { authAttemptsPerMinute: 1000 }));
  });
  afterAll(() => close());

  const signUp = async (email: string, name = "Nia New", pass = password) => {
    const startedAt = performance.now();
    const response = await t.request("/api/auth/sign-up/email", { body: { email, password: pass, name } });
    return { status: response.status, body: (await response.json()) as unknown, setCookie: response.headers.getSetCookie(), ms: performance.now() - startedAt };
  };
  const mailTo = async (address: string, subject: string): Promise<ReceivedMail> => {
    const find = () => smtp.messages.find((m) => m.envelopeTo.includes(address) && m.headers.get("subject") === subject);
    await expect.poll(find, { timeout: 10_000 }).toBeTruthy();
    return find() as ReceivedMail;
  };
  const confirmationLink = (text: string) => new URL(/https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(text)?.[0] ?? "http://missing/");
  /** An account that exists and is confirmed, as a taken address usually is. */
  const existingAccount = async (email: string) => {
    expect((await signUp(email, "Olga Owner")).status).toBe(200);
    const link = confirmationLink((await mailTo(email, confirmSubject)).text);
    expect((await t.request(`${link.pathname}${link.search}`)).status).toBe(302);
  };

  describe("a new and a taken address get the same answer", () => {
    it("same status and body, and no cookie at all: nobody is signed in by the answer", async () => {
      await existingAccount("taken@example.com");
      const fresh = await signUp("fresh@example.com");
      const taken = await signUp("taken@example.com");
      expect(fresh.status).toBe(200);
      expect(taken.status).toBe(fresh.status);
      expect(taken.body).toEqual(fresh.body);
      expect(fresh.body).toEqual({ token: null, checkEmail: true });
      expect(fresh.setCookie).toEqual([]);
      expect(taken.setCookie).toEqual([]);
    });

    // Not a speed goal (those are the benchmarks'): the floor is what makes the two take as long, since only
    // the new address's answer waits on the account's writes. A loaded machine only makes both longer.
    it("takes as long for either: no answer comes back before the floor the new account's writes fit in", async () => {
      await existingAccount("slow-taken@example.com");
      const fresh = await signUp("slow-fresh@example.com");
      const taken = await signUp("slow-taken@example.com");
      expect(fresh.ms).toBeGreaterThanOrEqual(590);
      expect(taken.ms).toBeGreaterThanOrEqual(590);
    });

    it("answers a mistake in the form as before, whoever owns the address", async () => {
      const short = await signUp("taken@example.com", "Nia", "short");
      expect(short.status).toBe(400);
    });
  });

  describe("the new address gets its confirmation link, which signs the user in", () => {
    it("mails the link in both parts; following it confirms the address and starts a session on the first visit", async () => {
      await signUp("newcomer@example.com", "Nia New");
      const mail = await mailTo("newcomer@example.com", confirmSubject);
      expect(mail.text).toContain("Hello Nia New,");
      const link = confirmationLink(mail.text);
      expect(mail.html).toContain(`href="${link.href.replace(/&/g, "&#38;")}"`);

      const followed = await t.request(`${link.pathname}${link.search}`);
      expect(followed.status).toBe(302);
      expect(followed.headers.get("location")).toBe("/");
      const cookie = followed.headers
        .getSetCookie()
        .map((header) => header.split(";")[0])
        .join("; ");
      const me = (await (await t.request("/api/me", { cookie })).json()) as { email: string; emailVerified: boolean; firstVisit: boolean };
      expect(me).toMatchObject({ email: "newcomer@example.com", emailVerified: true, firstVisit: true });
    });

    it("refuses to sign in before the link is followed, and mails a new link", async () => {
      await signUp("unconfirmed@example.com");
      await mailTo("unconfirmed@example.com", confirmSubject);
      const before = smtp.messages.filter((m) => m.envelopeTo.includes("unconfirmed@example.com")).length;
      const signIn = await t.request("/api/auth/sign-in/email", { body: { email: "unconfirmed@example.com", password } });
      expect(signIn.status).toBe(403);
      expect(await signIn.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
      expect(signIn.headers.getSetCookie()).toEqual([]);
      await expect.poll(() => smtp.messages.filter((m) => m.envelopeTo.includes("unconfirmed@example.com")).length).toBe(before + 1);
    });
  });

  describe("the taken address's owner is told, and nothing of their account changes", () => {
    it("mails them that someone tried, with a way to sign in and to reset the password, in both parts", async () => {
      await existingAccount("owner@example.com");
      await signUp("owner@example.com", "Mallory", "another-password-1");
      const mail = await mailTo("owner@example.com", attemptSubject);
      expect(mail.text).toContain("Hello Olga Owner,");
      expect(mail.text).toContain("It already has an account, so no new one was made");
      expect(mail.text).toContain("Sign in: http://localhost:3999/sign-in");
      expect(mail.text).toContain("http://localhost:3999/forgot-password");
      expect(mail.html).toContain('href="http://localhost:3999/sign-in"');
      expect(mail.html).toContain("http://localhost:3999/forgot-password");
      expect(mail.text).toContain("Adsmith turns a landing page into Google Ads campaigns.");
      expect(mail.text).not.toContain("verify-email");

      expect((await t.request("/api/auth/sign-in/email", { body: { email: "owner@example.com", password: "another-password-1" } })).status).toBe(401);
      expect((await t.request("/api/auth/sign-in/email", { body: { email: "owner@example.com", password } })).status).toBe(200);
    });
  });

  describe("'Resend e-mail' on the check-your-e-mail screen answers alike too", () => {
    it("the same answer for an address waiting for its link and one that has none", async () => {
      await signUp("waiting@example.com");
      const resend = async (email: string) => {
        const response = await t.request("/api/auth/send-verification-email", { body: { email, callbackURL: "/" } });
        return [response.status, await response.json()] as const;
      };
      expect(await resend("waiting@example.com")).toEqual(await resend("nobody@example.com"));
    });
  });
});
