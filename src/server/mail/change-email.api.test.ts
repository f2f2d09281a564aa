import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpInbox } from "../../../test/support/mail/smtp-inbox.ts";
import { startMailedApp } from "../../../test/support/mail/mailed-app.ts";
import type { TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";
import { userProfiles } from "../db/schema.ts";

const confirmSubject = "Confirm your new Adsmith e-mail address";
const noticeSubject = "Your Adsmith e-mail address is being changed";
const password = "correct-horse-battery";

/** Issue 24: a new address takes effect only after the link mailed to it is followed; the old one is told. */
describe.each(testDatabaseKinds())("changing the e-mail address, %s", (kind) => {
  let t: TestApp;
  let smtp: SmtpInbox;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, smtp, close } = await startMailedApp(kind));
  });
  afterAll(() => close());

  const me = async (cookie: string) => (await (await t.request("/api/me", { cookie })).json()) as { email: string };
  const changeEmail = (cookie: string, newEmail: string) => t.request("/api/auth/change-email", { body: { newEmail, callbackURL: "/" }, cookie });
  const mailTo = async (address: string, subject: string) => {
    await expect.poll(() => smtp.messages.find((m) => m.envelopeTo.includes(address) && m.headers.get("subject") === subject), { timeout: 10_000 }).toBeTruthy();
    const mail = smtp.messages.find((m) => m.envelopeTo.includes(address) && m.headers.get("subject") === subject);
    if (!mail) throw new Error(`no '${subject}' to ${address}`);
    return mail;
  };
  const linkIn = (text: string) => new URL(/https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(text)?.[0] ?? "http://missing/");
  const signIn = (email: string) => t.request("/api/auth/sign-in/email", { body: { email, password } });

  describe("the new address is confirmed by a link before it takes effect", () => {
    it("mails the link to the new address, in both parts, and a notice to the old; nothing changes yet", async () => {
      const { cookie } = await t.signUp("ola@example.com", password, "Ola Old");
      const answer = await changeEmail(cookie, "nia@example.com");
      expect(answer.status).toBe(200);

      const confirm = await mailTo("nia@example.com", confirmSubject);
      expect(confirm.envelopeTo).toEqual(["nia@example.com"]);
      expect(confirm.text).toContain("Hello Ola Old,");
      expect(confirm.text).toContain("instead of ola@example.com");
      const link = linkIn(confirm.text);
      expect(link.pathname).toBe("/api/auth/verify-email");
      expect(confirm.html).toContain(`href="${link.href.replace(/&/g, "&#38;")}"`);

      const notice = await mailTo("ola@example.com", noticeSubject);
      expect(notice.text).toContain("change its e-mail address to nia@example.com");
      expect(notice.text).toContain("change your password now");
      expect(notice.html).toContain("nia@example.com");
      expect(notice.text).not.toContain("verify-email");

      expect(await me(cookie)).toMatchObject({ email: "ola@example.com" });
      expect((await signIn("ola@example.com")).status).toBe(200);
      expect((await signIn("nia@example.com")).status).not.toBe(200);
    });

    it("changes the address when the link is followed, once, and the profile follows", async () => {
      const { cookie, userId } = await t.signUp("sam@example.com", password, "Sam");
      await t.request("/api/me", { cookie });
      await changeEmail(cookie, "Sam.New@Example.com");
      const link = linkIn((await mailTo("sam.new@example.com", confirmSubject)).text);

      const followed = await t.request(`${link.pathname}${link.search}`, { cookie });
      expect(followed.status).toBe(302);
      expect(followed.headers.get("location")).toBe("/");
      expect(await me(cookie)).toMatchObject({ email: "sam.new@example.com" });
      const [profile] = await t.database.db.select({ email: userProfiles.email }).from(userProfiles).where(eq(userProfiles.userId, userId));
      expect(profile?.email).toBe("sam.new@example.com");
      expect((await signIn("sam.new@example.com")).status).toBe(200);
      expect((await signIn("sam@example.com")).status).not.toBe(200);

      // The link has done its work: followed again, it changes nothing and says why.
      const again = await t.request(`${link.pathname}${link.search}`, { cookie });
      expect(again.status).toBe(302);
      expect(again.headers.get("location")).toMatch(/[?&]error=/);
      expect(await me(cookie)).toMatchObject({ email: "sam.new@example.com" });
    });

    it("works from a browser without the session too (the link opened on a phone)", async () => {
      const { cookie } = await t.signUp("phone@example.com", password);
      await changeEmail(cookie, "phone.new@example.com");
      const link = linkIn((await mailTo("phone.new@example.com", confirmSubject)).text);
      expect((await t.request(`${link.pathname}${link.search}`)).status).toBe(302);
      expect(await me(cookie)).toMatchObject({ email: "phone.new@example.com" });
    });
  });

  describe("nothing is given away or done by a bad request", () => {
    it("answers a taken address as any other, and mails it nothing", async () => {
      await t.signUp("taken@example.com", password);
      const { cookie } = await t.signUp("asker@example.com", password);
      // The taken address's own sign-up confirmation arrives when it will: only what the change sends counts.
      const changeMail = () => smtp.messages.filter((m) => m.envelopeTo.includes("taken@example.com") && [confirmSubject, noticeSubject].includes(m.headers.get("subject") ?? "")).length;
      const answer = await changeEmail(cookie, "taken@example.com");
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: true });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(changeMail()).toBe(0);
      expect(await me(cookie)).toMatchObject({ email: "asker@example.com" });
    });

    it("refuses a malformed address, the same address, and a signed-out caller", async () => {
      const { cookie } = await t.signUp("careful@example.com", password);
      expect((await changeEmail(cookie, "not an address")).status).toBe(400);
      expect((await changeEmail(cookie, "careful@example.com")).status).toBe(400);
      expect((await t.request("/api/auth/change-email", { body: { newEmail: "x@example.com" } })).status).toBe(401);
    });
  });
});
