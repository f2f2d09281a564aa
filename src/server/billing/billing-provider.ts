import type { SessionUser } from "../http/app-env.ts";
import type { UserProfile } from "../profiles/profile-service.ts";
import type { PlanType } from "./subscription-snapshot.ts";

export interface CheckoutSession {
  url: string;
  sessionId: string;
}

/** The spec's validated-session answer. */
export interface ValidatedSession {
  status: string;
  customer_email: string | null;
  metadata: { plan_type: PlanType | null };
}

/** What the paywall, the payment result screen and the billing portal need from a payment provider. */
export interface BillingProvider {
  readonly mode: "stripe" | "local";
  /** The time this user's subscription is judged at: the server's clock, or test mode's clock for them. */
  now(userId: string): Promise<Date>;
  createCheckout(user: SessionUser, plan: PlanType, profile: UserProfile): Promise<CheckoutSession>;
  /** Reads a checkout session of this user's (another user's is not found) and, once complete, applies it. */
  validateSession(user: SessionUser, sessionId: string): Promise<ValidatedSession>;
  openPortal(user: SessionUser, profile: UserProfile): Promise<{ url: string }>;
  /**
   * Brings a profile up to date where the provider's state moves by time alone (local billing's trial end),
   * and says whether it wrote: every paid request passes here, and most find nothing to change.
   */
  reconcile(profile: UserProfile): Promise<boolean>;
  /**
   * "Upgrade Now" (issue 24): the trial ends now and the paid plan starts, with its first charge; a user not
   * in a trial is refused.
   */
  endTrialNow(profile: UserProfile): Promise<void>;
  /**
   * "Resume" (issue 24): undoes a cancellation that has not yet taken effect, so the subscription renews
   * again. Refused when nothing is waiting to end.
   */
  resumeSubscription(profile: UserProfile): Promise<void>;
  /**
   * The user's address changed (issue 24: a followed change-email link): the provider's customer takes the
   * new one, so receipts and the portal's prefill follow. `profile` is as it was before the change.
   */
  updateCustomerEmail(profile: UserProfile, email: string): Promise<void>;
  /** Ends every subscription of the user's at once, before their account is deleted: nothing is charged after. */
  endSubscriptions(profile: UserProfile): Promise<void>;
}
