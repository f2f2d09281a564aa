import { describe, expect, it } from "vitest";
import type { Me } from "./session.ts";
import { trialTimeLeftOf } from "./trial-time-left.ts";

const now = Date.parse("2026-03-01T12:00:00.000Z");
const minute = 60_000;
const day = 24 * 60 * minute;

function trialing(leftMs: number, status: Me["profile"]["subscriptionStatus"] = "trialing"): Me {
  return {
    profile: { subscriptionStatus: status, trialEndsAt: new Date(now + leftMs).toISOString(), plan: "annual", campaignsGeneratedTotal: 0 },
    now: new Date(now).toISOString(),
  } as Me;
}

describe("trial time left in the user menu", () => {
  it("keeps the 3 days of a trial started seconds ago", () => {
    expect(trialTimeLeftOf(trialing(3 * day - 4_000))).toBe("3 days");
  });

  it("goes from days to hours to minutes, singular and plural", () => {
    expect(trialTimeLeftOf(trialing(day + 5 * minute))).toBe("1 day");
    expect(trialTimeLeftOf(trialing(23 * 60 * minute))).toBe("23 hours");
    expect(trialTimeLeftOf(trialing(61 * minute))).toBe("1 hour");
    expect(trialTimeLeftOf(trialing(30 * minute - 10_000))).toBe("30 minutes");
    expect(trialTimeLeftOf(trialing(5_000))).toBe("1 minute");
  });

  it("is nothing once the trial is over, or for a user not on a trial", () => {
    expect(trialTimeLeftOf(trialing(0))).toBeNull();
    expect(trialTimeLeftOf(trialing(-minute))).toBeNull();
    expect(trialTimeLeftOf(trialing(2 * day, "active"))).toBeNull();
  });
});
