import { trialLengthDays } from "./access.ts";
import { paidPlanName, paidPlanTitle } from "./plan-name.ts";

/** Part 1, section 1: what the paywall offers. Prices are whole US dollars. */
export type PlanId = "annual" | "monthly";

export interface Plan {
  id: PlanId;
  label: string;
  pricePerMonth: number;
  /** What one billing period costs. */
  billedAmount: number;
  billedEvery: "year" | "month";
  badge: string | null;
  note: string;
}

export const plans: Readonly<Record<PlanId, Plan>> = {
  annual: {
    id: "annual",
    label: "Annual",
    pricePerMonth: 15,
    billedAmount: 180,
    billedEvery: "year",
    badge: "Best Value",
    note: "Save $60 a year",
  },
  monthly: {
    id: "monthly",
    label: "Monthly",
    pricePerMonth: 20,
    billedAmount: 20,
    billedEvery: "month",
    badge: null,
    note: "Cancel anytime",
  },
};

/** The annual plan first: it is the one labelled Best Value. */
export const planList: readonly Plan[] = [plans.annual, plans.monthly];

export function isPlanId(value: unknown): value is PlanId {
  return value === "annual" || value === "monthly";
}

/** What a year on the annual plan saves against twelve monthly payments ($60). */
export function annualSavings(): number {
  return plans.monthly.pricePerMonth * 12 - plans.annual.billedAmount;
}

/**
 * 'Freelancer, billed annually': the one paid plan and how it is paid, wherever a subscription's plan is
 * stated (checkout, the payment result, the portal, the profile). The spec's two plans are its two prices.
 */
export function planBillingName(plan: Plan): string {
  return `${paidPlanName}, billed ${plan.billedEvery === "year" ? "annually" : "monthly"}`;
}

/** '$15/month', as the plan cards and the upgrade prompt write prices. */
export function monthlyPriceLabel(plan: Plan): string {
  return `$${plan.pricePerMonth}/month`;
}

export const trialBenefits: readonly string[] = [
  "Unlimited AI campaign generation",
  "Professional ad copy",
  "Save 2+ hours per campaign",
  "All export formats",
];

export const paidFeatures: readonly string[] = [
  "Unlimited campaigns",
  "Unlimited accounts",
  "Priority AI processing",
  "All export formats (CSV, XLSX, Google Sheets, Google Ads Editor)",
];

export const paywallText = {
  title: `Start Your ${trialLengthDays}-Day Free Trial`,
  startButton: "Start Free Trial",
  startButtonBusy: "Creating checkout...",
  errorTitle: "Payment Error",
  // Ours, for a user who has had their trial (one per user, issue 17): the spec words only the first checkout.
  returningTitle: "Choose Your Plan",
  returningIntro: "You have had your free trial, so your plan starts today and the first payment is taken at checkout. You can cancel any time in the billing portal.",
  subscribeButton: "Subscribe",
  // Ours: the cards are two prices of one plan, named as everywhere else.
  planIntro: `One plan, ${paidPlanName}, paid annually or monthly.`,
  paidFeaturesTitle: `The ${paidPlanTitle} includes`,
  /** Beside "Unlimited accounts" (issue 24): the trial's limit, where the plan's right is stated. */
  trialAccountLimit: "(the free trial has one)",
} as const;
