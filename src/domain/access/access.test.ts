import { describe, expect, it } from "vitest";
import {
  accessFor,
  exportUnlockHint,
  featureFlagsFor,
  gateScreenFor,
  planLabelFor,
  statusLabelFor,
  trialDaysOffered,
  trialDaysRemainingLabel,
  trialTimeLeft,
} from "./access.ts";
import type { SubscriptionState, SubscriptionStatus } from "./access.ts";
import { isReadOnlyPath } from "./read-only.ts";

const now = new Date("2025-06-01T12:00:00Z");
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
const state = (status: SubscriptionStatus, trialEndsAt: Date | null = null): SubscriptionState => ({ status, trialEndsAt });

describe("one 3-day trial per user (part 1, section 1; issue 17)", () => {
  it("offers the 3-day trial to a user who has not had one, and none after", () => {
    expect(trialDaysOffered({ trialUsed: false })).toBe(3);
    expect(trialDaysOffered({ trialUsed: true })).toBeNull();
  });
});

describe("access from subscription status", () => {
  it.each([
    ["active", null, true, true, false],
    ["trialing", hours(24), true, false, true],
    ["trialing", null, true, false, true],
    ["trialing", hours(-1), false, false, false],
    ["canceled", null, false, false, false],
    ["past_due", null, true, true, false],
    ["unpaid", null, false, false, false],
    ["none", null, false, false, false],
  ] as const)("%s (trial end %s): access %s, paid %s, trialing %s", (status, end, hasAccess, isPaidUser, isTrialing) => {
    const access = accessFor(state(status, end), now);
    expect(access).toMatchObject({ hasAccess, isPaidUser, isTrialing, canConnectMultipleAccounts: isPaidUser });
  });

  it("counts a started trial day as a day", () => {
    expect(accessFor(state("trialing", hours(25)), now).trialDaysRemaining).toBe(2);
    expect(accessFor(state("trialing", hours(72)), now).trialDaysRemaining).toBe(3);
    expect(accessFor(state("trialing", hours(-5)), now).trialDaysRemaining).toBe(0);
    expect(accessFor(state("active"), now).trialDaysRemaining).toBeNull();
  });
});

describe("feature flags follow access", () => {
  it("are all on with access and all off without", () => {
    expect(featureFlagsFor(accessFor(state("active"), now))).toEqual({
      generateCampaigns: true,
      connectMultipleAccounts: true,
      exportToGoogleAdsEditor: true,
    });
    expect(Object.values(featureFlagsFor(accessFor(state("unpaid"), now)))).toEqual([false, false, false]);
  });

  it("keeps a running trial to one account: generation and export on, multiple accounts off", () => {
    expect(featureFlagsFor(accessFor(state("trialing", hours(24)), now))).toEqual({
      generateCampaigns: true,
      connectMultipleAccounts: false,
      exportToGoogleAdsEditor: true,
    });
    expect(Object.values(featureFlagsFor(accessFor(state("trialing", hours(-1)), now)))).toEqual([false, false, false]);
  });
});

describe("access gate screen", () => {
  it.each([
    [true, state("active"), "loading"],
    [false, null, "onboarding"],
    [false, state("none"), "onboarding"],
    [false, state("canceled"), "canceled"],
    [false, state("past_due"), "app"],
    [false, state("unpaid"), "payment-required"],
    [false, state("trialing", hours(-1)), "payment-required"],
    [false, state("trialing", hours(1)), "app"],
    [false, state("active"), "app"],
  ] as const)("loading %s, %j shows %s", (isLoading, subscription, screen) => {
    expect(gateScreenFor({ isLoading, state: subscription, now })).toBe(screen);
  });
});

describe("a cancelled subscription keeps access until its period ends (issue 24)", () => {
  const cancelled = (status: SubscriptionStatus, trialEndsAt: Date | null, cancelAt: Date): SubscriptionState => ({ status, trialEndsAt, cancelAt });

  it("keeps a cancelled trial's access, and says when it ends, until the trial's end", () => {
    const access = accessFor(cancelled("trialing", hours(48), hours(48)), now);
    expect(access).toMatchObject({ hasAccess: true, isTrialing: true, endsAt: hours(48), trialDaysRemaining: 2 });
    expect(statusLabelFor(cancelled("trialing", hours(48), hours(48)), now)).toBe("Free Trial");
  });

  it("keeps a cancelled paid plan's access until the period's end", () => {
    expect(accessFor(cancelled("active", null, hours(200)), now)).toMatchObject({ hasAccess: true, isPaidUser: true, endsAt: hours(200) });
  });

  it("ends access at the cancellation date, before the provider reports the status", () => {
    const ended = cancelled("active", null, hours(-1));
    expect(accessFor(ended, now)).toMatchObject({ hasAccess: false, isPaidUser: false, endsAt: null });
    expect(statusLabelFor(ended, now)).toBe("Subscription Canceled");
    expect(gateScreenFor({ isLoading: false, state: ended, now })).toBe("canceled");
  });

  it("has no end date while the subscription renews", () => {
    expect(accessFor(state("active"), now).endsAt).toBeNull();
    expect(accessFor({ status: "trialing", trialEndsAt: hours(5), cancelAt: null }, now).endsAt).toBeNull();
  });
});

describe("a failed payment starts a grace period, not a lockout (issue 24)", () => {
  it("keeps access while the provider retries the charge (past_due), and says so", () => {
    const access = accessFor(state("past_due"), now);
    expect(access).toMatchObject({ hasAccess: true, inGracePeriod: true });
    expect(statusLabelFor(state("past_due"), now)).toBe("Payment Failed");
    expect(featureFlagsFor(access).generateCampaigns).toBe(true);
  });

  it.each(["unpaid", "canceled"] as const)("ends access once the subscription is %s", (status) => {
    expect(accessFor(state(status), now)).toMatchObject({ hasAccess: false, inGracePeriod: false });
  });
});

describe("after access ends, the user's own work stays readable (issue 24)", () => {
  it.each([
    [state("canceled"), "canceled"],
    [state("unpaid"), "payment-required"],
    [state("trialing", hours(-1)), "payment-required"],
  ] as const)("%j: the paid screens show %s, the reading screens open read-only", (subscription, screen) => {
    expect(gateScreenFor({ isLoading: false, state: subscription, now })).toBe(screen);
    expect(gateScreenFor({ isLoading: false, state: subscription, now, browsing: true })).toBe("read-only");
  });

  it("keeps users with access in the app on every screen", () => {
    expect(gateScreenFor({ isLoading: false, state: state("active"), now, browsing: true })).toBe("app");
  });

  it("lets a user without a subscription onboard rather than browse", () => {
    expect(gateScreenFor({ isLoading: false, state: state("none"), now, browsing: true })).toBe("onboarding");
  });

  it.each(["/campaigns", "/library", "/ad-groups", "/ads", "/ad-view", "/campaigns/"])("reads %s as a reading screen", (path) => {
    expect(isReadOnlyPath(path)).toBe(true);
  });

  it.each(["/", "/campaign-type", "/ad-create", "/ad-group-create", "/campaign/abc/edit", "/bulk-jobs"])("keeps %s behind the gate", (path) => {
    expect(isReadOnlyPath(path)).toBe(false);
  });
});

describe("plan and status labels", () => {
  it.each([
    [state("active"), "Freelancer", "Pro Plan"],
    [state("trialing", hours(10)), "Free Trial", "Free Trial"],
    [state("trialing", hours(-10)), "Trial Expired", "Payment Required"],
    [state("canceled"), "Trial Expired", "Subscription Canceled"],
    [state("past_due"), "Freelancer", "Payment Failed"],
    [state("unpaid"), "Trial Expired", "Payment Required"],
    [state("none"), "Trial Expired", "Get Started"],
  ] as const)("%j: plan %s, status %s", (subscription, plan, status) => {
    expect(planLabelFor(accessFor(subscription, now))).toBe(plan);
    expect(statusLabelFor(subscription, now)).toBe(status);
  });
});

describe("trial time left: days, then hours, then minutes", () => {
  it.each([
    [48, "2 days"],
    [24, "1 day"],
    [47, "1 day"],
    [5, "5 hours"],
    [1, "1 hour"],
    [0.5, "30 minutes"],
    [1 / 60, "1 minute"],
    [0.001, "1 minute"],
  ])("%f hours left reads '%s'", (left, text) => {
    expect(trialTimeLeft(hours(left), now)?.text).toBe(text);
  });

  it("counts a started minute whole, so a trial begun seconds ago still has its 3 days", () => {
    expect(trialTimeLeft(hours(72 - 4 / 3600), now)?.text).toBe("3 days");
  });

  it("is null once the trial has ended", () => {
    expect(trialTimeLeft(hours(0), now)).toBeNull();
  });

  it("words the user menu and the locked export hint", () => {
    expect(trialDaysRemainingLabel(1)).toBe("1 day remaining");
    expect(trialDaysRemainingLabel(2)).toBe("2 days remaining");
    expect(exportUnlockHint(hours(5), now)).toBe("Unlocks in 5 hours");
    expect(exportUnlockHint(null, now)).toBe("Unlocks in Day 3");
  });
});

describe("trial ending in 1 day, 2 days or 5 hours", () => {
  it.each([
    [48, 2, "2 days remaining", "2 days", "Unlocks in 2 days"],
    [24, 1, "1 day remaining", "1 day", "Unlocks in 1 day"],
    [5, 1, "1 day remaining", "5 hours", "Unlocks in 5 hours"],
    [1, 1, "1 day remaining", "1 hour", "Unlocks in 1 hour"],
    [1 / 60, 1, "1 day remaining", "1 minute", "Unlocks in 1 minute"],
  ])("%f hours left: %i days, '%s', '%s'", (left, days, menu, timeLeft, hint) => {
    const access = accessFor(state("trialing", hours(left)), now);
    expect(access.trialDaysRemaining).toBe(days);
    expect(trialDaysRemainingLabel(days)).toBe(menu);
    expect(trialTimeLeft(hours(left), now)?.text).toBe(timeLeft);
    expect(exportUnlockHint(hours(left), now)).toBe(hint);
  });
});
