import { describe, expect, it } from "vitest";
import { accessFor, planLabelFor, statusLabelFor } from "./access.ts";
import { paidPlanName, paidPlanTitle } from "./plan-name.ts";
import { paywallText, planBillingName, planList, plans } from "./plans.ts";

const now = new Date("2026-03-01T12:00:00Z");

/** Issue 24: one name for the one paid plan, the spec's plan label (part 1, sections 1 and 6). */
describe("the paid plan is named Freelancer everywhere", () => {
  it("is the spec's plan label of a paying user, and 'the Freelancer plan' in a sentence", () => {
    expect(paidPlanName).toBe("Freelancer");
    expect(planLabelFor(accessFor({ status: "active", trialEndsAt: null }, now))).toBe(paidPlanName);
    expect(paidPlanTitle).toBe("Freelancer plan");
  });

  it("names the spec's two plans as two ways to pay for it", () => {
    expect(planBillingName(plans.annual)).toBe("Freelancer, billed annually");
    expect(planBillingName(plans.monthly)).toBe("Freelancer, billed monthly");
    expect(planList.map((plan) => plan.label)).toEqual(["Annual", "Monthly"]);
  });

  it("is what the plans page says the cards are, and what its list of features belongs to", () => {
    expect(paywallText.planIntro).toBe("One plan, Freelancer, paid annually or monthly.");
    expect(paywallText.paidFeaturesTitle).toBe("The Freelancer plan includes");
  });

  it("leaves 'Pro Plan' to the status of an active subscription, where the spec names it", () => {
    expect(statusLabelFor({ status: "active", trialEndsAt: null }, now)).toBe("Pro Plan");
    expect([paidPlanName, paidPlanTitle, ...planList.map(planBillingName), paywallText.planIntro]).not.toContainEqual(expect.stringContaining("Pro"));
  });
});
