import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpInbox } from "../../../test/support/mail/smtp-inbox.ts";
import { startMailedApp } from "../../../test/support/mail/mailed-app.ts";
import type { TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";

const subject = "Confirm your Adsmith e-mail address";

/** Issue 24: sign-up mails a link that confirms the address; until then `/api/me` says it is not confirmed. */
describe.each(testDatabaseKinds())("e-mail verification, %s", (kind) => {
  let t: TestApp;
  let smtp: SmtpInbox;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, smtp, close } = await startMailedApp(kind));
  });
  afterAll(() => close());

  const me = async (cookie: string) => (await (await t.request("/api/me", { cookie })).json()) as { emailVerified: boolean };
  const linkIn = (text: string) => /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(text)?.[0] ?? "";

  it("mails a confirmation link on sign-up, in both parts, and the address is not confirmed yet", async () => {
    const { cookie } = await t.signUp("new@example.com", undefined, "Nia New");
    const mail = await smtp.firstWith(subject);
    expect(mail.envelopeTo).toEqual(["new@example.com"]);
    expect(mail.text).toContain("Hello Nia New,");
    expect(mail.text).toContain("The link works for 24 hours");
    const link = linkIn(mail.text);
    expect(link).not.toBe("");
    expect(mail.html).toContain(`href="${link.replace(/&/g, "&#38;")}"`);
    expect(await me(cookie)).toMatchObject({ emailVerified: false });
  });

  it("confirms the address when the link is followed, then leads back into the app", async () => {
    const { cookie } = await t.signUp("follow@example.com");
    await expect.poll(() => smtp.messages.find((message) => message.envelopeTo.includes("follow@example.com"))).toBeTruthy();
    const mail = smtp.messages.find((message) => message.envelopeTo.includes("follow@example.com"));
    const link = new URL(linkIn(mail?.text ?? ""));
    const followed = await t.request(`${link.pathname}${link.search}`, { cookie });
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe("/");
    expect(await me(cookie)).toMatchObject({ emailVerified: true });
  });

  it("sends a new link on request, a few times a minute at most", async () => {
    const { cookie } = await t.signUp("resend@example.com");
    const resend = () => t.request("/api/auth/send-verification-email", { body: { email: "resend@example.com", callbackURL: "/" }, cookie });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await resend()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
