import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeStripe } from "../../../test/support/server/fake-stripe.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";

const webhookSecret = "whsec_test_secret";
const signer = new Stripe("sk_test_signer");
const dayMs = 86_400_000;

interface Me {
  profile: { subscriptionStatus: string; trialEndsAt: string | null; cancelAt: string | null };
  access: { hasAccess: boolean; endsAt: string | null; inGracePeriod: boolean; statusLabel: string };
}

describe("Stripe: a cancellation takes effect at the period's end, and Resume takes it back (issue 24)", () => {
  const stripe = new FakeStripe();
  let t: TestApp;
  const me = async (cookie: string) => (await (await t.request("/api/me", { cookie })).json()) as Me;
  const deliver = (id: string, type: string, subscriptionId: string) => {
    const payload = JSON.stringify({ id, object: "event", type, data: { object: { id: subscriptionId, object: "subscription" } } });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return t.request("/api/billing/webhook", { body: payload, headers: { "stripe-signature": header, origin: "https://stripe.com" } });
  };
  const startTrial = async (email: string) => {
    const { cookie } = await t.signUp(email);
    const { sessionId } = (await (await t.request("/api/create-checkout-session", { body: { plan: "monthly" }, cookie })).json()) as { sessionId: string };
    const subscription = stripe.completeSession(sessionId, new Date(Date.now() + 3 * dayMs));
    await t.request(`/api/validate-session?session_id=${sessionId}`, { cookie });
    return { cookie, subscription };
  };

  beforeAll(async () => {
    const apiUrl = await stripe.start();
    t = await createTestApp("pglite", {
      billing: { mode: "stripe", secretKey: "sk_test_adsmith", webhookSecret, prices: { annual: "price_annual", monthly: "price_monthly" }, apiUrl },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  it("reads the portal's cancellation from the webhook: access stays, with the date it ends", async () => {
    const { cookie, subscription } = await startTrial("stripe-cancel@example.com");
    // What the Stripe portal does on "Cancel plan": cancel_at_period_end, with cancel_at the trial's end.
    Object.assign(subscription, { cancel_at_period_end: true, cancel_at: subscription.trial_end });
    expect((await deliver("evt_cancel_1", "customer.subscription.updated", subscription.id)).status).toBe(200);

    const cancelled = await me(cookie);
    expect(cancelled).toMatchObject({ profile: { subscriptionStatus: "trialing" }, access: { hasAccess: true, statusLabel: "Free Trial" } });
    expect(cancelled.access.endsAt).toBe(new Date((subscription.trial_end ?? 0) * 1000).toISOString());
    expect(cancelled.profile.cancelAt).toBe(cancelled.access.endsAt);

    // At the end Stripe cancels the subscription and says so.
    subscription.status = "canceled";
    await deliver("evt_cancel_2", "customer.subscription.deleted", subscription.id);
    expect(await me(cookie)).toMatchObject({ profile: { subscriptionStatus: "canceled" }, access: { hasAccess: false, endsAt: null } });
  });

  it("reads a cancellation of older API versions, cancel_at_period_end without cancel_at, as the trial's end", async () => {
    const { cookie, subscription } = await startTrial("stripe-cancel-old-api@example.com");
    subscription.cancel_at_period_end = true;
    await deliver("evt_cancel_old", "customer.subscription.updated", subscription.id);
    expect((await me(cookie)).access.endsAt).toBe(new Date((subscription.trial_end ?? 0) * 1000).toISOString());
  });

  it("Resume updates the subscription with cancel_at_period_end false, and it renews again", async () => {
    const { cookie, subscription } = await startTrial("stripe-resume@example.com");
    const refused = await t.request("/api/billing/resume", { method: "POST", cookie });
    expect(refused.status).toBe(409);

    Object.assign(subscription, { cancel_at_period_end: true, cancel_at: subscription.trial_end });
    await deliver("evt_resume_1", "customer.subscription.updated", subscription.id);
    expect((await t.request("/api/billing/resume", { method: "POST", cookie })).status).toBe(200);

    const update = stripe.requests.findLast((request) => request.method === "POST" && request.path === `/v1/subscriptions/${subscription.id}`);
    expect(update?.form.get("cancel_at_period_end")).toBe("false");
    expect(await me(cookie)).toMatchObject({ profile: { subscriptionStatus: "trialing", cancelAt: null }, access: { hasAccess: true, endsAt: null } });
  });

  it("'Upgrade Now' during a cancelled trial takes the cancellation back with the trial", async () => {
    const { cookie, subscription } = await startTrial("stripe-upgrade-cancelled@example.com");
    Object.assign(subscription, { cancel_at_period_end: true, cancel_at: subscription.trial_end });
    await deliver("evt_upgrade_1", "customer.subscription.updated", subscription.id);
    expect((await t.request("/api/billing/upgrade", { method: "POST", cookie })).status).toBe(200);
    const update = stripe.requests.findLast((request) => request.method === "POST" && request.path === `/v1/subscriptions/${subscription.id}`);
    expect([update?.form.get("trial_end"), update?.form.get("cancel_at_period_end")]).toEqual(["now", "false"]);
    expect(await me(cookie)).toMatchObject({ profile: { subscriptionStatus: "active", cancelAt: null }, access: { isPaidUser: true, endsAt: null } });
  });

  it("keeps access through a failed payment (past_due), and ends it once unpaid", async () => {
    const { cookie, subscription } = await startTrial("stripe-grace@example.com");
    subscription.status = "past_due";
    await deliver("evt_grace_1", "customer.subscription.updated", subscription.id);
    expect(await me(cookie)).toMatchObject({ access: { hasAccess: true, inGracePeriod: true, statusLabel: "Payment Failed" } });

    subscription.status = "unpaid";
    await deliver("evt_grace_2", "customer.subscription.updated", subscription.id);
    expect(await me(cookie)).toMatchObject({ access: { hasAccess: false, inGracePeriod: false, statusLabel: "Payment Required" } });
  });
});
