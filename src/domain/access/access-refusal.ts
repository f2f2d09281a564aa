import { accessFor, statusLabelFor, type SubscriptionState } from "./access.ts";

/** What a client can tell apart in a refusal: the canceled screen or the payment-required one (part 1, section 4). */
export type AccessRefusalCode = "payment_required" | "subscription_canceled";

export interface AccessRefusal {
  code: AccessRefusalCode;
  /** Opens with the spec's status label (part 1, section 1), then says what to do. */
  message: string;
}

/** Generating, crawling and saving need access; reading and exporting saved campaigns never do (a lapsed user keeps their work). */
const keptWork = "Your accounts and saved campaigns are kept: you can still open, export and delete them.";

export const accessRefusals: Record<AccessRefusalCode, AccessRefusal> = {
  payment_required: {
    code: "payment_required",
    message: `Payment Required: choose a plan to generate, crawl and save campaigns (a first subscription starts with the 3-day free trial). ${keptWork}`,
  },
  subscription_canceled: {
    code: "subscription_canceled",
    message: `Subscription Canceled: choose a plan, or resume the subscription under Manage Billing, to generate, crawl and save campaigns again. ${keptWork}`,
  },
};

/**
 * Why a paid action is refused, or null when the state grants access. Part 1, section 4: canceled shows
 * the canceled screen; every other state without access (none, an ended trial, past_due, unpaid) needs payment.
 */
export function accessRefusalFor(state: SubscriptionState, now: Date): AccessRefusal | null {
  if (accessFor(state, now).hasAccess) return null;
  return statusLabelFor(state, now) === "Subscription Canceled" ? accessRefusals.subscription_canceled : accessRefusals.payment_required;
}
