import { describe, expect, it } from "vitest";
import type { SubscriptionState, SubscriptionStatus } from "./access.ts";
import { accessRefusalFor } from "./access-refusal.ts";

const now = new Date("2025-06-01T12:00:00Z");
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
const state = (status: SubscriptionStatus, trialEndsAt: Date | null = null): SubscriptionState => ({ status, trialEndsAt });

describe("a paid action without access is refused in the words of the access states (part 1, section 4)", () => {
  it.each([
    ["active", null],
    ["trialing", hours(1)],
    ["trialing", null],
    // Issue 24: a failed charge being retried keeps access (the grace period).
    ["past_due", null],
  ] as const)("%s (trial end %s) is not refused", (status, end) => {
    expect(accessRefusalFor(state(status, end), now)).toBeNull();
  });

  it.each([
    ["none", null, "payment_required", "Payment Required"],
    ["trialing", hours(-1), "payment_required", "Payment Required"],
    ["unpaid", null, "payment_required", "Payment Required"],
    ["canceled", null, "subscription_canceled", "Subscription Canceled"],
  ] as const)("%s (trial end %s) is refused as %s, '%s'", (status, end, code, label) => {
    const refusal = accessRefusalFor(state(status, end), now);
    expect(refusal?.code).toBe(code);
    expect(refusal?.message).toMatch(new RegExp(`^${label}: `));
  });

  it("refuses a cancelled subscription past its end date as canceled, before the provider says so (issue 24)", () => {
    expect(accessRefusalFor({ status: "active", trialEndsAt: null, cancelAt: hours(-1) }, now)?.code).toBe("subscription_canceled");
    expect(accessRefusalFor({ status: "trialing", trialEndsAt: hours(1), cancelAt: hours(1) }, now)).toBeNull();
  });

  it("tells what to do and that saved work stays open", () => {
    expect(accessRefusalFor(state("none"), now)?.message).toContain("choose a plan to generate, crawl and save campaigns (a first subscription starts with the 3-day free trial)");
    expect(accessRefusalFor(state("canceled"), now)?.message).toContain("choose a plan");
    expect(accessRefusalFor(state("canceled"), now)?.message).toContain("you can still open, export and delete them");
  });
});
