import { paidPlanName } from "./plan-name.ts";

export const subscriptionStatuses = ["none", "trialing", "active", "canceled", "past_due", "unpaid"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export interface SubscriptionState {
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  /**
   * Set while a cancelled subscription runs out its trial or paid period (issue 24): access lasts until
   * then, and it does not renew. Absent or null while it renews.
   */
  cancelAt?: Date | null;
}

export interface Access {
  hasAccess: boolean;
  isPaidUser: boolean;
  isTrialing: boolean;
  trialEndsAt: Date | null;
  /** Whole days left, a started day counting as one; null without a trial end. */
  trialDaysRemaining: number | null;
  canConnectMultipleAccounts: boolean;
  /** When access ends because the subscription was cancelled; null while it renews. */
  endsAt: Date | null;
  /** A failed charge that the provider is still retrying: access is kept meanwhile (issue 24). */
  inGracePeriod: boolean;
}

export interface FeatureFlags {
  generateCampaigns: boolean;
  connectMultipleAccounts: boolean;
  exportToGoogleAdsEditor: boolean;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

export const trialLengthDays = 3;
export const profileRefreshIntervalMs = 2 * 60_000;
export const paymentRedirectDelayMs = 3000;

/**
 * One trial per user (issue 17): the first checkout starts the 3-day trial; a user who has had one, ended or
 * cancelled, subscribes without another. Null when no trial is offered.
 */
export function trialDaysOffered(history: { trialUsed: boolean }): number | null {
  return history.trialUsed ? null : trialLengthDays;
}

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return typeof value === "string" && (subscriptionStatuses as readonly string[]).includes(value);
}

/** A trial with no end date is still running: the provider may not have told us the end yet. */
function trialRunning(state: SubscriptionState, now: Date): boolean {
  return state.status === "trialing" && (state.trialEndsAt === null || state.trialEndsAt.getTime() > now.getTime());
}

/** A cancellation that has reached its date ends access, whatever the provider has yet to tell us. */
function cancellationReached(state: SubscriptionState, now: Date): boolean {
  return state.cancelAt != null && state.cancelAt.getTime() <= now.getTime();
}

export function accessFor(state: SubscriptionState, now: Date): Access {
  const ended = cancellationReached(state, now);
  // Stripe retries a failed charge for days (past_due): the user keeps the plan meanwhile, with a banner,
  // rather than being locked out by a card that expired. Unpaid and canceled are the ends of that road.
  const inGracePeriod = state.status === "past_due" && !ended;
  const isPaidUser = (state.status === "active" || inGracePeriod) && !ended;
  const isTrialing = trialRunning(state, now) && !ended;
  const hasAccess = isPaidUser || isTrialing;
  const endsAt = hasAccess && state.cancelAt ? state.cancelAt : null;
  const trialDaysRemaining =
    state.status === "trialing" && state.trialEndsAt
      ? Math.max(0, Math.ceil((state.trialEndsAt.getTime() - now.getTime()) / dayMs))
      : null;
  // Trial users keep to one account (part 1, sections 5 and 6): the right to more is the paid plan's.
  return {
    hasAccess,
    isPaidUser,
    isTrialing,
    trialEndsAt: state.trialEndsAt,
    trialDaysRemaining,
    canConnectMultipleAccounts: isPaidUser,
    endsAt,
    inGracePeriod,
  };
}

/**
 * Part 1, section 6 lists all three flags as following access, and in the same section keeps trial users
 * to one account. The multi-account flag follows the right that account creation enforces, so no screen
 * offers what the next click refuses (docs/decisions/trial-single-account.md).
 */
export function featureFlagsFor(access: Access): FeatureFlags {
  return {
    generateCampaigns: access.hasAccess,
    connectMultipleAccounts: access.canConnectMultipleAccounts,
    exportToGoogleAdsEditor: access.hasAccess,
  };
}

export type GateScreen = "loading" | "onboarding" | "canceled" | "payment-required" | "read-only" | "app";

/**
 * Which screen the access gate shows. A missing profile (its creation failed) means onboarding, as does
 * status none. A user whose access has ended still reads their own work (issue 24: the product never
 * holds it hostage): on a screen that only reads, the gate lets them through read-only (`browsing`);
 * elsewhere it shows the spec's canceled or payment-required screen.
 */
export function gateScreenFor(input: { isLoading: boolean; state: SubscriptionState | null; now: Date; browsing?: boolean }): GateScreen {
  if (input.isLoading) return "loading";
  if (!input.state || input.state.status === "none") return "onboarding";
  if (accessFor(input.state, input.now).hasAccess) return "app";
  if (input.browsing) return "read-only";
  return input.state.status === "canceled" || cancellationReached(input.state, input.now) ? "canceled" : "payment-required";
}

export type PlanLabel = typeof paidPlanName | "Free Trial" | "Trial Expired";

export function planLabelFor(access: Access): PlanLabel {
  if (access.isPaidUser) return paidPlanName;
  if (access.isTrialing) return "Free Trial";
  return "Trial Expired";
}

export type StatusLabel =
  | "Free Trial"
  | "Pro Plan"
  | "Subscription Canceled"
  | "Payment Failed"
  | "Payment Required"
  | "Get Started";

export function statusLabelFor(state: SubscriptionState, now: Date): StatusLabel {
  if (cancellationReached(state, now)) return "Subscription Canceled";
  switch (state.status) {
    case "active":
      return "Pro Plan";
    case "trialing":
      return trialRunning(state, now) ? "Free Trial" : "Payment Required";
    case "canceled":
      return "Subscription Canceled";
    case "past_due":
      return "Payment Failed";
    case "unpaid":
      return "Payment Required";
    case "none":
      return "Get Started";
  }
}

export interface TimeLeft {
  unit: "day" | "hour" | "minute";
  amount: number;
  /** '1 day', '2 days', '5 hours', '1 minute'. */
  text: string;
}

const plural = (amount: number, unit: string) => `${amount} ${unit}${amount === 1 ? "" : "s"}`;

/**
 * Trial time left in the largest whole unit: days, then hours, then minutes. The last minute still
 * shows as '1 minute' rather than '0 minutes'. Null once the trial has ended.
 */
export function trialTimeLeft(trialEndsAt: Date, now: Date): TimeLeft | null {
  const exactMs = trialEndsAt.getTime() - now.getTime();
  if (exactMs <= 0) return null;
  // Counted up to the whole minute, the display's smallest unit: a trial started seconds ago still has its 3 days.
  const ms = Math.ceil(exactMs / minuteMs) * minuteMs;
  if (ms >= dayMs) {
    const amount = Math.floor(ms / dayMs);
    return { unit: "day", amount, text: plural(amount, "day") };
  }
  if (ms >= hourMs) {
    const amount = Math.floor(ms / hourMs);
    return { unit: "hour", amount, text: plural(amount, "hour") };
  }
  const amount = Math.max(1, Math.floor(ms / minuteMs));
  return { unit: "minute", amount, text: plural(amount, "minute") };
}

/** The user menu's line while trialing. */
export function trialDaysRemainingLabel(days: number): string {
  return `${plural(days, "day")} remaining`;
}

/** The locked export option's hint: the time left, or 'Day 3' when the trial end is unknown. */
export function exportUnlockHint(trialEndsAt: Date | null, now: Date): string {
  const left = trialEndsAt ? trialTimeLeft(trialEndsAt, now) : null;
  return `Unlocks in ${left ? left.text : `Day ${trialLengthDays}`}`;
}

export const accessMessages = {
  loading: "Loading page...",
  lockedExportTier: "Available in exploration tier",
} as const;
