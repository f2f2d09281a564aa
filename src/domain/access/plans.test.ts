import { describe, expect, it } from "vitest";
import { accountMessages } from "../accounts/accounts.ts";
import { annualSavings, isPlanId, monthlyPriceLabel, paidFeatures, paywallText, planList, plans, trialBenefits } from "./plans.ts";

describe("plans", () => {
  it("annual: $15/month billed $180 a year, Best Value; monthly: $20, cancel anytime", () => {
    expect(plans.annual).toMatchObject({ pricePerMonth: 15, billedAmount: 180, billedEvery: "year", badge: "Best Value" });
    expect(plans.monthly).toMatchObject({ pricePerMonth: 20, billedEvery: "month", badge: null, note: "Cancel anytime" });
    expect(planList.map((plan) => plan.id)).toEqual(["annual", "monthly"]);
  });

  it("saves $60 a year, as the annual card says", () => {
    expect(annualSavings()).toBe(60);
    expect(plans.annual.note).toBe(`Save $${annualSavings()} a year`);
  });

  it("prices the upgrade prompt from the annual plan", () => {
    expect(monthlyPriceLabel(plans.annual)).toBe("$15/month");
    expect(accountMessages.upgradePrice).toBe("$15/month");
  });

  it("accepts only the two plan ids", () => {
    expect([isPlanId("annual"), isPlanId("monthly"), isPlanId("weekly"), isPlanId(undefined)]).toEqual([true, true, false, false]);
  });
});

describe("paywall wording", () => {
  it("offers the 3-day trial with the spec's lists", () => {
    expect(paywallText).toEqual({
      title: "Start Your 3-Day Free Trial",
      startButton: "Start Free Trial",
      startButtonBusy: "Creating checkout...",
      errorTitle: "Payment Error",
      returningTitle: "Choose Your Plan",
      returningIntro: expect.stringContaining("You have had your free trial") as string,
      subscribeButton: "Subscribe",
      planIntro: "One plan, Freelancer, paid annually or monthly.",
      paidFeaturesTitle: "The Freelancer plan includes",
      trialAccountLimit: "(the free trial has one)",
    });
    expect(trialBenefits).toHaveLength(4);
    expect(paidFeatures).toContain("All export formats (CSV, XLSX, Google Sheets, Google Ads Editor)");
  });
});
