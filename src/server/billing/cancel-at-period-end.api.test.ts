import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";
import { localPeriodEnd } from "./local-billing.ts";

interface Me {
  profile: { subscriptionStatus: string; trialEndsAt: string | null; cancelAt: string | null };
  access: { hasAccess: boolean; isTrialing: boolean; isPaidUser: boolean; endsAt: string | null; inGracePeriod: boolean; statusLabel: string };
}

const dayMs = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())("local billing keeps the trial's and the plan's promises (issue 24) on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { billing: { mode: "local", clockControl: true } });
  });
  afterAll(() => t.close());

  const me = async (cookie: string) => (await (await t.request("/api/me", { cookie })).json()) as Me;
  const portal = (cookie: string, action: string) => t.request(`/api/billing/local-portal/${action}`, { method: "POST", cookie });
  const advance = (cookie: string, advanceMs: number) => t.request("/api/billing/clock", { body: { advanceMs }, cookie });
  const resume = (cookie: string) => t.request("/api/billing/resume", { method: "POST", cookie });
  const startTrial = async (email: string) => {
    const { cookie } = await t.signUp(email);
    const { sessionId } = (await (await t.request("/api/create-checkout-session", { body: { plan: "monthly" }, cookie })).json()) as { sessionId: string };
    await t.request(`/api/billing/local-checkout/${sessionId}/complete`, { method: "POST", cookie });
    return cookie;
  };
  /** A paid action: its answer is 402 without access, and something else (here a refused name) with it. */
  const generate = (cookie: string) => t.request("/api/accounts", { body: { name: "" }, cookie });

  describe("cancelling during the trial keeps access until the trial ends", () => {
    it("keeps the trial running, with its end date, then ends it instead of charging", async () => {
      const cookie = await startTrial("cancel-in-trial@example.com");
      await advance(cookie, dayMs);
      expect((await portal(cookie, "cancel")).status).toBe(200);

      const cancelled = await me(cookie);
      expect(cancelled).toMatchObject({ profile: { subscriptionStatus: "trialing" }, access: { hasAccess: true, isTrialing: true, statusLabel: "Free Trial" } });
      expect(cancelled.access.endsAt).toBe(cancelled.profile.trialEndsAt);
      expect(cancelled.profile.cancelAt).toBe(cancelled.profile.trialEndsAt);
      expect((await generate(cookie)).status).not.toBe(402);

      await advance(cookie, 2 * dayMs + 60_000);
      expect(await me(cookie)).toMatchObject({
        profile: { subscriptionStatus: "canceled" },
        access: { hasAccess: false, endsAt: null, statusLabel: "Subscription Canceled" },
      });
      expect((await generate(cookie)).status).toBe(402);
    });

    it("Resume undoes the cancellation: the trial then becomes the paid plan", async () => {
      const cookie = await startTrial("resume-in-trial@example.com");
      await portal(cookie, "cancel");
      expect((await resume(cookie)).status).toBe(200);
      expect(await me(cookie)).toMatchObject({ profile: { subscriptionStatus: "trialing", cancelAt: null }, access: { endsAt: null } });

      await advance(cookie, 3 * dayMs + 60_000);
      expect(await me(cookie)).toMatchObject({ profile: { subscriptionStatus: "active" }, access: { hasAccess: true, isPaidUser: true } });
    });

    it("'Upgrade Now' during a cancelled trial takes the cancellation back: the paid plan renews", async () => {
      const cookie = await startTrial("upgrade-cancelled@example.com");
      await portal(cookie, "cancel");
      expect((await t.request("/api/billing/upgrade", { method: "POST", cookie })).status).toBe(200);
      expect(await me(cookie)).toMatchObject({ profile: { subscriptionStatus: "active", cancelAt: null }, access: { isPaidUser: true, endsAt: null } });
    });

    it("refuses Resume when nothing waits to end, and after the end", async () => {
      const cookie = await startTrial("nothing-to-resume@example.com");
      const refused = await resume(cookie);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: "There is no cancellation to undo: your subscription renews, or it has already ended." });

      await portal(cookie, "cancel");
      await advance(cookie, 3 * dayMs + 60_000);
      expect((await resume(cookie)).status).toBe(409);
      expect((await me(cookie)).profile.subscriptionStatus).toBe("canceled");
    });
  });

  describe("cancelling a paid plan keeps access until the period paid for ends", () => {
    it("ends a month after the plan started, not at once", async () => {
      const cookie = await startTrial("cancel-paid@example.com");
      await advance(cookie, 3 * dayMs + 60_000);
      const paid = await me(cookie);
      expect(paid.profile.subscriptionStatus).toBe("active");

      await portal(cookie, "cancel");
      const cancelled = await me(cookie);
      expect(cancelled).toMatchObject({ profile: { subscriptionStatus: "active" }, access: { hasAccess: true, isPaidUser: true } });
      const trialEnd = new Date(paid.profile.trialEndsAt ?? "");
      expect(cancelled.access.endsAt).toBe(localPeriodEnd(trialEnd, "monthly", trialEnd).toISOString());

      await advance(cookie, 31 * dayMs);
      expect(await me(cookie)).toMatchObject({ profile: { subscriptionStatus: "canceled" }, access: { hasAccess: false } });
    });
  });

  describe("a failed payment starts a grace period", () => {
    it("keeps access while the payment is past due; cancelling a failing subscription ends it at once", async () => {
      const cookie = await startTrial("failed-payment@example.com");
      await advance(cookie, 3 * dayMs + 60_000);
      await portal(cookie, "fail-payment");
      expect(await me(cookie)).toMatchObject({
        profile: { subscriptionStatus: "past_due" },
        access: { hasAccess: true, inGracePeriod: true, statusLabel: "Payment Failed" },
      });
      expect((await generate(cookie)).status).not.toBe(402);

      // A failing subscription cancelled stops at once: no period was paid for.
      await portal(cookie, "cancel");
      expect(await me(cookie)).toMatchObject({ profile: { subscriptionStatus: "canceled" }, access: { hasAccess: false, inGracePeriod: false } });
    });
  });

  describe("after access ends, the user's work is still theirs", () => {
    it("reads and exports their data, and is refused paid actions", async () => {
      const cookie = await startTrial("lapsed-reader@example.com");
      await portal(cookie, "cancel");
      await advance(cookie, 3 * dayMs + 60_000);
      expect((await t.request("/api/campaigns", { cookie })).status).toBe(200);
      expect((await t.request("/api/accounts", { cookie })).status).toBe(200);
      expect((await t.request("/api/me/export", { cookie })).status).toBe(200);
      expect((await generate(cookie)).status).toBe(402);
    });
  });
});

describe("the local plan's period end", () => {
  const start = new Date("2026-01-31T10:00:00Z");
  it("counts whole calendar months (or years) from when the plan started", () => {
    expect(localPeriodEnd(start, "monthly", new Date("2026-02-10T00:00:00Z")).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(localPeriodEnd(start, "monthly", new Date("2026-03-01T00:00:00Z")).toISOString()).toBe("2026-03-31T10:00:00.000Z");
    expect(localPeriodEnd(start, "annual", new Date("2027-02-01T00:00:00Z")).toISOString()).toBe("2028-01-31T10:00:00.000Z");
  });
});
