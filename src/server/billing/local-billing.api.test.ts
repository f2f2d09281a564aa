import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";
import { createClock } from "./clock.ts";
import { createLocalBilling } from "./local-billing.ts";

interface Me {
  profile: { subscriptionStatus: string; plan: string | null; trialEndsAt: string | null };
  access: { hasAccess: boolean; trialEndsAt: string | null };
  billingMode: string;
  canStartTrial: boolean;
  now: string;
}

const dayMs = 24 * 60 * 60 * 1000;

describe("billing in test mode (no Stripe keys)", () => {
  let t: TestApp;
  let cookie: string;
  const me = async (as = cookie) => (await (await t.request("/api/me", { cookie: as })).json()) as Me;

  beforeAll(async () => {
    t = await createTestApp("pglite");
    ({ cookie } = await t.signUp("trial@example.com"));
  });
  afterAll(() => t.close());

  it("starts a new profile as none, without access", async () => {
    expect(await me()).toMatchObject({
      billingMode: "local",
      canStartTrial: true,
      profile: { subscriptionStatus: "none", trialEndsAt: null, plan: null, campaignsGeneratedTotal: 0 },
      access: {
        hasAccess: false,
        isPaidUser: false,
        isTrialing: false,
        trialEndsAt: null,
        trialDaysRemaining: null,
        canConnectMultipleAccounts: false,
        planLabel: "Trial Expired",
        statusLabel: "Get Started",
        features: { generateCampaigns: false, connectMultipleAccounts: false, exportToGoogleAdsEditor: false },
      },
    });
  });

  it("runs checkout, validation and a 3-day trial through the local checkout", async () => {
    const created = await t.request("/api/create-checkout-session", { body: { plan: "annual" }, cookie });
    expect(created.status).toBe(200);
    const { url, sessionId } = (await created.json()) as { url: string; sessionId: string };
    expect(url).toBe(`http://localhost:3999/billing/local-checkout/${sessionId}`);

    const open = (await (await t.request(`/api/validate-session?session_id=${sessionId}`, { cookie })).json()) as { status: string };
    expect(open.status).toBe("open");

    const session = await t.request(`/api/billing/local-checkout/${sessionId}`, { cookie });
    expect(await session.json()).toMatchObject({ plan: "annual", status: "open", email: "trial@example.com" });
    const completed = await t.request(`/api/billing/local-checkout/${sessionId}/complete`, { method: "POST", cookie });
    expect(await completed.json()).toEqual({ url: `/success?session_id=${sessionId}` });

    const validated = await t.request(`/api/validate-session?session_id=${sessionId}`, { cookie });
    expect(await validated.json()).toEqual({ status: "complete", customer_email: "trial@example.com", metadata: { plan_type: "annual" } });

    const after = await me();
    expect(after).toMatchObject({
      profile: { subscriptionStatus: "trialing", plan: "annual" },
      access: {
        hasAccess: true,
        isPaidUser: false,
        isTrialing: true,
        trialDaysRemaining: 3,
        canConnectMultipleAccounts: false,
        planLabel: "Free Trial",
        statusLabel: "Free Trial",
        features: { generateCampaigns: true, connectMultipleAccounts: false, exportToGoogleAdsEditor: true },
      },
    });
    expect(after.access.trialEndsAt).toBe(after.profile.trialEndsAt);
    const trialMs = Date.parse(after.profile.trialEndsAt ?? "") - Date.now();
    expect(trialMs).toBeGreaterThan(3 * dayMs - 60_000);
    expect(trialMs).toBeLessThanOrEqual(3 * dayMs);
  });

  it("keeps another user's checkout session as not found", async () => {
    const other = await t.signUp("other@example.com");
    const created = (await (await t.request("/api/create-checkout-session", { body: { plan: "monthly" }, cookie })).json()) as { sessionId: string };
    const peek = await t.request(`/api/validate-session?session_id=${created.sessionId}`, { cookie: other.cookie });
    expect(peek.status).toBe(404);
    const steal = await t.request(`/api/billing/local-checkout/${created.sessionId}/complete`, { method: "POST", cookie: other.cookie });
    expect(steal.status).toBe(404);
    expect((await me(other.cookie)).profile.subscriptionStatus).toBe("none");
  });

  it("turns a trial that ends without cancellation into an active subscription", async () => {
    t.clock.advance(3 * dayMs + 1000);
    expect(await me()).toMatchObject({
      profile: { subscriptionStatus: "active" },
      access: { hasAccess: true, isPaidUser: true, isTrialing: false, canConnectMultipleAccounts: true, planLabel: "Freelancer", statusLabel: "Pro Plan" },
    });
  });

  it("cancels, resumes and fails a payment in the local portal", async () => {
    const portal = await t.request("/api/billing/portal", { method: "POST", cookie });
    expect(await portal.json()).toEqual({ url: "http://localhost:3999/billing/local-portal" });
    // Issue 24: a cancellation waits for the paid period's end, and resuming takes it back.
    await t.request("/api/billing/local-portal/cancel", { method: "POST", cookie });
    expect(await me()).toMatchObject({ profile: { subscriptionStatus: "active" }, access: { hasAccess: true } });
    expect((await me()).access).toHaveProperty("endsAt", expect.any(String));
    await t.request("/api/billing/local-portal/resume", { method: "POST", cookie });
    expect(await me()).toMatchObject({ profile: { subscriptionStatus: "active", cancelAt: null }, access: { endsAt: null } });
    // A failed charge is retried meanwhile: access stays, with the status saying so (issue 24's grace period).
    await t.request("/api/billing/local-portal/fail-payment", { method: "POST", cookie });
    expect(await me()).toMatchObject({ profile: { subscriptionStatus: "past_due" }, access: { hasAccess: true, inGracePeriod: true, statusLabel: "Payment Failed" } });
    expect((await t.request("/api/billing/local-portal/refund", { method: "POST", cookie })).status).toBe(404);
  });

  it("keeps the portal for users with a subscription", async () => {
    const newcomer = await t.signUp("newcomer@example.com");
    expect((await t.request("/api/billing/local-portal/cancel", { method: "POST", cookie: newcomer.cookie })).status).toBe(400);
  });

  it("does not move the clock unless the server allows it", async () => {
    expect((await t.request("/api/billing/clock", { body: { advanceMs: dayMs }, cookie })).status).toBe(404);
  });

  it("validates the plan and needs a session", async () => {
    const bad = await t.request("/api/create-checkout-session", { body: { plan: "weekly" }, cookie });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^plan: /);
    expect((await t.request("/api/create-checkout-session", { body: { plan: "annual" } })).status).toBe(401);
    expect((await t.request("/api/validate-session", { cookie })).status).toBe(400);
  });

  it("does not take webhooks without Stripe", async () => {
    expect((await t.request("/api/billing/webhook", { body: {} })).status).toBe(404);
  });
});

describe.each(testDatabaseKinds())("one trial per user in test mode (issue 17) on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { billing: { mode: "local", clockControl: true } });
  });
  afterAll(() => t.close());

  const me = async (cookie: string) => (await (await t.request("/api/me", { cookie })).json()) as Me;
  const openCheckout = async (cookie: string, plan = "monthly") => {
    const { sessionId } = (await (await t.request("/api/create-checkout-session", { body: { plan }, cookie })).json()) as { sessionId: string };
    return sessionId;
  };
  const checkoutPage = async (cookie: string, sessionId: string) =>
    (await (await t.request(`/api/billing/local-checkout/${sessionId}`, { cookie })).json()) as { withTrial: boolean };
  const complete = (cookie: string, sessionId: string) => t.request(`/api/billing/local-checkout/${sessionId}/complete`, { method: "POST", cookie });
  const paidAtOnce = {
    profile: { subscriptionStatus: "active", trialEndsAt: null },
    access: { hasAccess: true, isPaidUser: true, isTrialing: false, planLabel: "Freelancer", statusLabel: "Pro Plan" },
    canStartTrial: false,
  };

  it("a user who cancelled during the trial checks out again with no trial: active at once", async () => {
    const { cookie } = await t.signUp("cancelled-in-trial@example.com");
    const first = await openCheckout(cookie);
    expect(await checkoutPage(cookie, first)).toMatchObject({ withTrial: true });
    await complete(cookie, first);
    expect(await me(cookie)).toMatchObject({ profile: { subscriptionStatus: "trialing" }, access: { trialDaysRemaining: 3 }, canStartTrial: false });

    // Cancelled during the trial, it runs to the trial's end (issue 24), then ends.
    await t.request("/api/billing/local-portal/cancel", { method: "POST", cookie });
    expect(await me(cookie)).toMatchObject({ profile: { subscriptionStatus: "trialing" }, canStartTrial: false });
    await t.request("/api/billing/clock", { body: { advanceMs: 3 * dayMs + 60_000 }, cookie });
    expect(await me(cookie)).toMatchObject({ profile: { subscriptionStatus: "canceled" }, canStartTrial: false });

    const second = await openCheckout(cookie, "annual");
    expect(await checkoutPage(cookie, second)).toMatchObject({ withTrial: false });
    await complete(cookie, second);
    expect(await me(cookie)).toMatchObject({ ...paidAtOnce, profile: { ...paidAtOnce.profile, plan: "annual" } });
  });

  it("a user whose trial ended and who then cancelled gets no second trial", async () => {
    const { cookie } = await t.signUp("trial-ended@example.com");
    await complete(cookie, await openCheckout(cookie));
    await t.request("/api/billing/clock", { body: { advanceMs: 3 * dayMs + 60_000 }, cookie });
    expect((await me(cookie)).profile.subscriptionStatus).toBe("active");
    await t.request("/api/billing/local-portal/cancel", { method: "POST", cookie });

    await complete(cookie, await openCheckout(cookie));
    expect(await me(cookie)).toMatchObject(paidAtOnce);
  });

  it("two checkouts opened before either completes start one trial, not two", async () => {
    const { cookie } = await t.signUp("two-tabs@example.com");
    const first = await openCheckout(cookie);
    const second = await openCheckout(cookie);
    await complete(cookie, first);
    expect((await me(cookie)).profile.subscriptionStatus).toBe("trialing");
    await t.request("/api/billing/local-portal/cancel", { method: "POST", cookie });

    await complete(cookie, second);
    expect(await me(cookie)).toMatchObject(paidAtOnce);
  });
});

describe("the test clock (browser tests only)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { billing: { mode: "local", clockControl: true } });
  });
  afterAll(() => t.close());

  const startTrial = async (email: string) => {
    const { cookie } = await t.signUp(email);
    const { sessionId } = (await (await t.request("/api/create-checkout-session", { body: { plan: "monthly" }, cookie })).json()) as { sessionId: string };
    await t.request(`/api/billing/local-checkout/${sessionId}/complete`, { method: "POST", cookie });
    return cookie;
  };
  const me = async (cookie: string) => (await (await t.request("/api/me", { cookie })).json()) as Me;

  it("moves only the signed-in user's time, as a Stripe test clock moves only its customers", async () => {
    const mover = await startTrial("mover@example.com");
    const bystander = await startTrial("bystander@example.com");
    const before = Date.parse((await me(mover)).now);

    const moved = await t.request("/api/billing/clock", { body: { advanceMs: 3 * dayMs + 60_000 }, cookie: mover });
    expect(moved.status).toBe(200);
    const { now } = (await moved.json()) as { now: string };
    expect(Date.parse(now) - before).toBeGreaterThanOrEqual(3 * dayMs + 60_000);

    expect(await me(mover)).toMatchObject({ profile: { subscriptionStatus: "active" }, access: { planLabel: "Freelancer" } });
    expect(await me(bystander)).toMatchObject({ profile: { subscriptionStatus: "trialing" }, access: { trialDaysRemaining: 3 } });
  });

  it("is kept in the database, so another app instance on it judges the user at the moved time", async () => {
    const cookie = await startTrial("two-instances@example.com");
    const { id } = (await (await t.request("/api/me", { cookie })).json()) as { id: string };
    await t.request("/api/billing/clock", { body: { advanceMs: 5 * dayMs }, cookie });
    const otherInstance = createLocalBilling(t.database.db, t.config.publicUrl, createClock(), true);
    expect((await otherInstance.now(id)).getTime() - Date.now()).toBeGreaterThanOrEqual(5 * dayMs - 60_000);
  });

  it("takes only a forward move of at most a year", async () => {
    const cookie = await startTrial("backwards@example.com");
    expect((await t.request("/api/billing/clock", { body: { advanceMs: -1 }, cookie })).status).toBe(400);
    expect((await t.request("/api/billing/clock", { body: { advanceMs: 400 * dayMs }, cookie })).status).toBe(400);
    expect((await t.request("/api/billing/clock", { body: { advanceMs: 1000 } })).status).toBe(401);
  });
});

describe("billing turned off (self-hosting)", () => {
  it("gives every signed-in user full access and no checkout", async () => {
    const t = await createTestApp("pglite", { billing: { mode: "off" } });
    try {
      const { cookie } = await t.signUp("selfhost@example.com");
      const me = (await (await t.request("/api/me", { cookie })).json()) as Me;
      expect(me).toMatchObject({
        billingMode: "off",
        canStartTrial: false,
        access: { hasAccess: true, isPaidUser: true, canConnectMultipleAccounts: true, features: { generateCampaigns: true, exportToGoogleAdsEditor: true } },
      });
      expect((await t.request("/api/create-checkout-session", { body: { plan: "annual" }, cookie })).status).toBe(400);
      expect((await t.request("/api/accounts", { body: { name: "One" }, cookie })).status).toBe(201);
      expect((await t.request("/api/accounts", { body: { name: "Two" }, cookie })).status).toBe(201);
    } finally {
      await t.close();
    }
  });
});

describe("'Upgrade Now' ends the trial and starts the paid plan (issue 24)", () => {
  it("turns a trial into the active plan at once, with unlimited accounts; without a trial it is refused", async () => {
    const t = await createTestApp("pglite");
    try {
      const { cookie } = await t.signUp("upgrading@example.com");
      const me = async () => (await (await t.request("/api/me", { cookie })).json()) as Me;
      const refusedFirst = await t.request("/api/billing/upgrade", { method: "POST", cookie });
      expect([refusedFirst.status, ((await refusedFirst.json()) as { error: string }).error]).toEqual([409, "There is no trial to end: your plan is already running, or none has started."]);
      const { sessionId } = (await (await t.request("/api/create-checkout-session", { body: { plan: "monthly" }, cookie })).json()) as { sessionId: string };
      await t.request(`/api/billing/local-checkout/${sessionId}/complete`, { method: "POST", cookie });
      expect(await me()).toMatchObject({ profile: { subscriptionStatus: "trialing" }, access: { canConnectMultipleAccounts: false } });

      expect((await t.request("/api/billing/upgrade", { method: "POST", cookie })).status).toBe(200);
      expect(await me()).toMatchObject({
        profile: { subscriptionStatus: "active", plan: "monthly", trialEndsAt: null },
        access: { hasAccess: true, isPaidUser: true, isTrialing: false, canConnectMultipleAccounts: true },
        canStartTrial: false,
      });
      expect((await t.request("/api/billing/upgrade", { method: "POST", cookie })).status).toBe(409);
    } finally {
      await t.close();
    }
  });
});
