import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testMailFrom } from "../../../test/support/mail/mailed-app.ts";
import { type SmtpInbox, startSmtpInbox } from "../../../test/support/mail/smtp-inbox.ts";
import { FakeStripe } from "../../../test/support/server/fake-stripe.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";

const confirmSubject = "Confirm your new Adsmith e-mail address";

/** Issue 24: a change of e-mail, once its link is followed, reaches the Stripe customer, so receipts follow. */
describe("the Stripe customer's e-mail follows a change of address", () => {
  const stripe = new FakeStripe();
  let t: TestApp;
  let smtp: SmtpInbox;

  beforeAll(async () => {
    const apiUrl = await stripe.start();
    smtp = await startSmtpInbox();
    t = await createTestApp("pglite", {
      billing: { mode: "stripe", secretKey: "sk_test_adsmith", webhookSecret: "whsec_test", prices: { annual: "price_annual", monthly: "price_monthly" }, apiUrl },
      mail: { smtpUrl: smtp.url, from: testMailFrom, outbox: false, requireVerification: false },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await stripe.stop();
  });

  const customerUpdates = () => stripe.requests.filter((request) => request.method === "POST" && request.path.startsWith("/v1/customers/"));
  const changeEmail = async (cookie: string, newEmail: string) => {
    expect((await t.request("/api/auth/change-email", { body: { newEmail, callbackURL: "/" }, cookie })).status).toBe(200);
    await expect.poll(() => smtp.messages.find((m) => m.envelopeTo.includes(newEmail) && m.headers.get("subject") === confirmSubject), { timeout: 10_000 }).toBeTruthy();
    const mail = smtp.messages.find((m) => m.envelopeTo.includes(newEmail) && m.headers.get("subject") === confirmSubject);
    return new URL(/https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(mail?.text ?? "")?.[0] ?? "http://missing/");
  };

  it("updates the customer (POST /v1/customers/:id) with the new address once the link is followed, not before", async () => {
    const { cookie } = await t.signUp("payer@example.com");
    const created = await t.request("/api/create-checkout-session", { body: { plan: "monthly" }, cookie });
    const { sessionId } = (await created.json()) as { sessionId: string };
    const subscription = stripe.completeSession(sessionId, new Date(Date.now() + 3 * 86_400_000));
    await t.request(`/api/validate-session?session_id=${sessionId}`, { cookie });

    const link = await changeEmail(cookie, "payer.new@example.com");
    expect(customerUpdates()).toEqual([]);

    expect((await t.request(`${link.pathname}${link.search}`, { cookie })).status).toBe(302);
    await expect.poll(() => customerUpdates().length).toBe(1);
    const [update] = customerUpdates();
    expect(update?.path).toBe(`/v1/customers/${subscription.customer}`);
    expect(update?.form.get("email")).toBe("payer.new@example.com");
  });

  it("asks nothing of Stripe for a user who never finished a checkout: their next one uses the new address", async () => {
    const before = customerUpdates().length;
    const { cookie } = await t.signUp("browser@example.com");
    await t.request("/api/me", { cookie });
    const link = await changeEmail(cookie, "browser.new@example.com");
    expect((await t.request(`${link.pathname}${link.search}`, { cookie })).status).toBe(302);

    const created = await t.request("/api/create-checkout-session", { body: { plan: "monthly" }, cookie });
    expect(created.status).toBe(200);
    expect(stripe.requests.findLast((request) => request.path === "/v1/checkout/sessions")?.form.get("customer_email")).toBe("browser.new@example.com");
    expect(customerUpdates()).toHaveLength(before);
  });
});
