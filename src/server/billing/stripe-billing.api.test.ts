import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeStripe } from "../../../test/support/server/fake-stripe.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";

const webhookSecret = "whsec_test_secret";
const signer = new Stripe("sk_test_signer");

interface Me {
  profile: { subscriptionStatus: string; plan: string | null; trialEndsAt: string | null };
  access: { hasAccess: boolean };
  canStartTrial: boolean;
}

describe("billing with Stripe (the real SDK against a Stripe-compatible server of our own)", () => {
  const stripe = new FakeStripe();
  let t: TestApp;
  let cookie: string;
  let userId: string;
  const me = async () => (await (await t.request("/api/me", { cookie })).json()) as Me;
  const deliver = (event: object, signature?: string) => {
    const payload = JSON.stringify(event);
    const header = signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return t.request("/api/billing/webhook", { body: payload, headers: { "stripe-signature": header, origin: "https://stripe.com" } });
  };
  const subscriptionEvent = (id: string, type: string, subscriptionId: string) => ({
    id,
    object: "event",
    type,
    data: { object: { id: subscriptionId, object: "subscription" } },
  });

  beforeAll(async () => {
    const apiUrl = await stripe.start();
    t = await createTestApp("pglite", {
      billing: { mode: "stripe", secretKey: "sk_test_adsmith", webhookSecret, prices: { annual: "price_annual", monthly: "price_monthly" }, apiUrl },
    });
    ({ cookie, userId } = await t.signUp("buyer@example.com"));
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  let sessionId = "";
  let subscriptionId = "";

  it("creates a subscription Checkout with a 3-day trial, the card collected, the user from the session", async () => {
    expect((await me()).canStartTrial).toBe(true);
    const response = await t.request("/api/create-checkout-session", { body: { plan: "monthly", userId: "someone-else", email: "x@y.z" }, cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { url: string; sessionId: string };
    sessionId = body.sessionId;
    expect(body.url).toBe(`https://checkout.stripe.test/${sessionId}`);
    const sent = stripe.requests.find((r) => r.path === "/v1/checkout/sessions")?.form;
    expect(sent?.get("mode")).toBe("subscription");
    expect(sent?.get("line_items[0][price]")).toBe("price_monthly");
    expect(sent?.get("subscription_data[trial_period_days]")).toBe("3");
    expect(sent?.get("payment_method_collection")).toBe("always");
    expect(sent?.get("metadata[user_id]")).toBe(userId);
    expect(sent?.get("customer_email")).toBe("buyer@example.com");
  });

  it("validates the session once complete and applies the subscription", async () => {
    const open = (await (await t.request(`/api/validate-session?session_id=${sessionId}`, { cookie })).json()) as { status: string };
    expect(open.status).toBe("open");
    subscriptionId = stripe.completeSession(sessionId, new Date(Date.now() + 3 * 86_400_000)).id;
    const done = await t.request(`/api/validate-session?session_id=${sessionId}`, { cookie });
    expect(await done.json()).toEqual({ status: "complete", customer_email: "buyer@example.com", metadata: { plan_type: "monthly" } });
    expect(await me()).toMatchObject({ profile: { subscriptionStatus: "trialing", plan: "monthly" }, access: { hasAccess: true } });
  });

  it("does not show another user's session", async () => {
    const other = await t.signUp("nosy@example.com");
    expect((await t.request(`/api/validate-session?session_id=${sessionId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.request("/api/validate-session?session_id=cs_missing", { cookie })).status).toBe(404);
  });

  it("opens the billing portal for the customer", async () => {
    const response = await t.request("/api/billing/portal", { method: "POST", cookie });
    expect(((await response.json()) as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/cus_/);
  });

  it("applies a signed webhook and refuses a tampered or unsigned one without changing anything", async () => {
    const subscription = stripe.subscriptions.get(subscriptionId);
    if (subscription) subscription.status = "past_due";
    const event = { ...subscriptionEvent("evt_1", "invoice.payment_failed", subscriptionId), data: { object: { object: "invoice", subscription: subscriptionId } } };
    const forged = signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: "whsec_wrong" });
    expect((await deliver(event, forged)).status).toBe(400);
    expect((await t.request("/api/billing/webhook", { body: event })).status).toBe(400);
    expect((await me()).profile.subscriptionStatus).toBe("trialing");

    const applied = await deliver(event);
    expect(await applied.json()).toEqual({ received: true, outcome: "applied" });
    // Stripe retries the charge for days: access is kept meanwhile (issue 24's grace period).
    expect(await me()).toMatchObject({ profile: { subscriptionStatus: "past_due" }, access: { hasAccess: true, inGracePeriod: true } });
  });

  it("processes a redelivered event once", async () => {
    const subscription = stripe.subscriptions.get(subscriptionId);
    if (subscription) subscription.status = "active";
    const update = subscriptionEvent("evt_2", "customer.subscription.updated", subscriptionId);
    expect(await (await deliver(update)).json()).toEqual({ received: true, outcome: "applied" });
    if (subscription) subscription.status = "canceled";
    expect(await (await deliver(update)).json()).toEqual({ received: true, outcome: "duplicate" });
    expect((await me()).profile.subscriptionStatus).toBe("active");
  });

  it("handles events out of order by reading the subscription's current state", async () => {
    const subscription = stripe.subscriptions.get(subscriptionId);
    if (subscription) subscription.status = "canceled";
    expect((await deliver(subscriptionEvent("evt_4", "customer.subscription.deleted", subscriptionId))).status).toBe(200);
    // An older "created" event arriving late must not bring the canceled subscription back.
    expect((await deliver(subscriptionEvent("evt_3", "customer.subscription.created", subscriptionId))).status).toBe(200);
    expect(await me()).toMatchObject({ profile: { subscriptionStatus: "canceled" }, access: { hasAccess: false } });
  });

  it("'Upgrade Now' ends the Stripe trial now, and the profile shows the paid plan (issue 24)", async () => {
    const upgrading = await t.signUp("upgrading-stripe@example.com");
    const response = await t.request("/api/create-checkout-session", { body: { plan: "monthly" }, cookie: upgrading.cookie });
    const { sessionId: id } = (await response.json()) as { sessionId: string };
    const subscription = stripe.completeSession(id, new Date(Date.now() + 3 * 86_400_000));
    await t.request(`/api/validate-session?session_id=${id}`, { cookie: upgrading.cookie });
    expect((await t.request("/api/billing/upgrade", { method: "POST", cookie: upgrading.cookie })).status).toBe(200);
    const update = stripe.requests.findLast((request) => request.method === "POST" && request.path === `/v1/subscriptions/${subscription.id}`);
    expect(update?.form.get("trial_end")).toBe("now");
    const after = (await (await t.request("/api/me", { cookie: upgrading.cookie })).json()) as { profile: { subscriptionStatus: string }; access: { isPaidUser: boolean } };
    expect(after).toMatchObject({ profile: { subscriptionStatus: "active" }, access: { isPaidUser: true } });
  });

  it("ends the customer's subscription at once when the user deletes their account (issue 24)", async () => {
    const leaving = await t.signUp("leaving-stripe@example.com");
    const response = await t.request("/api/create-checkout-session", { body: { plan: "monthly" }, cookie: leaving.cookie });
    const { sessionId: id } = (await response.json()) as { sessionId: string };
    const subscription = stripe.completeSession(id, new Date(Date.now() + 3 * 86_400_000));
    await t.request(`/api/validate-session?session_id=${id}`, { cookie: leaving.cookie });
    expect((await t.request("/api/me", { method: "DELETE", body: { confirmEmail: "leaving-stripe@example.com" }, cookie: leaving.cookie })).status).toBe(200);
    expect(subscription.status).toBe("canceled");
    expect(stripe.requests.filter((request) => request.method === "DELETE").map((request) => request.path)).toEqual([`/v1/subscriptions/${subscription.id}`]);
  });

  describe("one trial per user and per Stripe customer (issue 17)", () => {
    const checkout = async (as: string, plan = "annual") => {
      const response = await t.request("/api/create-checkout-session", { body: { plan }, cookie: as });
      const { sessionId: id } = (await response.json()) as { sessionId: string };
      const sent = stripe.requests.findLast((r) => r.path === "/v1/checkout/sessions")?.form;
      return { id, sent };
    };

    it("a user whose trial was cancelled checks out again as their own Stripe customer, without trial_period_days", async () => {
      expect((await me()).canStartTrial).toBe(false);
      const { id, sent } = await checkout(cookie);
      expect(sent?.has("subscription_data[trial_period_days]")).toBe(false);
      expect(sent?.get("customer")).toBe(stripe.subscriptions.get(subscriptionId)?.customer);
      expect(sent?.get("subscription_data[metadata][user_id]")).toBe(userId);

      stripe.completeSession(id, null);
      await t.request(`/api/validate-session?session_id=${id}`, { cookie });
      expect(await me()).toMatchObject({
        profile: { subscriptionStatus: "active", plan: "annual", trialEndsAt: null },
        access: { hasAccess: true },
        canStartTrial: false,
      });
    });

    it("marks the trial used when only the webhook reports the completed checkout", async () => {
      const newcomer = await t.signUp("webhook-only@example.com");
      const first = await checkout(newcomer.cookie, "monthly");
      expect(first.sent?.get("subscription_data[trial_period_days]")).toBe("3");
      const subscription = stripe.completeSession(first.id, new Date(Date.now() + 3 * 86_400_000));
      const completed = { id: "evt_10", object: "event", type: "checkout.session.completed", data: { object: stripe.sessions.get(first.id) } };
      expect(await (await deliver(completed)).json()).toEqual({ received: true, outcome: "applied" });

      subscription.status = "canceled";
      await deliver(subscriptionEvent("evt_11", "customer.subscription.deleted", subscription.id));
      const again = await checkout(newcomer.cookie, "monthly");
      expect(again.sent?.has("subscription_data[trial_period_days]")).toBe(false);
      expect(again.sent?.get("customer")).toBe(subscription.customer);
    });
  });
});
