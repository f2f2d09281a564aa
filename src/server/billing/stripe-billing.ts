import type Stripe from "stripe";
import { trialDaysOffered } from "../../domain/access/access.ts";
import { isPlanId } from "../../domain/access/plans.ts";
import type { BillingConfig } from "../config.ts";
import type { SessionUser } from "../http/app-env.ts";
import { ServiceError } from "../service-error.ts";
import type { BillingProvider } from "./billing-provider.ts";
import { billingMessages } from "./billing-messages.ts";
import type { Clock } from "./clock.ts";
import { type PlanType, type SubscriptionSnapshot, subscriptionStatusOf } from "./subscription-snapshot.ts";

type StripeConfig = Extract<BillingConfig, { mode: "stripe" }>;

/** Stripe Checkout in subscription mode with the card collected up front and a 3-day trial on a user's first. */
export function createStripeBilling(
  stripe: Stripe,
  config: StripeConfig,
  publicUrl: string,
  apply: (snapshot: SubscriptionSnapshot) => Promise<void>,
  clock: Clock,
): BillingProvider {
  return {
    mode: "stripe",
    now: async () => clock.now(),
    async createCheckout(user, plan, profile) {
      // A returning user (and so their Stripe customer, which is reused) pays from the first day.
      const trialDays = trialDaysOffered(profile);
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: config.prices[plan], quantity: 1 }],
        payment_method_collection: "always",
        subscription_data: { ...(trialDays ? { trial_period_days: trialDays } : {}), metadata: { user_id: user.id, plan_type: plan } },
        client_reference_id: user.id,
        metadata: { user_id: user.id, plan_type: plan },
        ...(profile.billingCustomerId ? { customer: profile.billingCustomerId } : { customer_email: user.email }),
        success_url: `${publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${publicUrl}/onboarding`,
      });
      if (!session.url) throw new ServiceError("invalid", billingMessages.noCheckoutUrl);
      return { url: session.url, sessionId: session.id };
    },

    async validateSession(user, sessionId) {
      const session = await retrieveOwnSession(stripe, user, sessionId);
      if (session.status === "complete") {
        const subscriptionId = idOf(session.subscription);
        if (subscriptionId) await apply(await subscriptionSnapshot(stripe, subscriptionId, user.id));
      }
      return {
        status: session.status ?? "open",
        customer_email: session.customer_details?.email ?? session.customer_email ?? user.email,
        metadata: { plan_type: planOf(session.metadata?.plan_type) },
      };
    },

    async openPortal(user, profile) {
      if (!profile.billingCustomerId) throw new ServiceError("invalid", billingMessages.portalUnavailable);
      const portal = await stripe.billingPortal.sessions.create({ customer: profile.billingCustomerId, return_url: `${publicUrl}/?refresh=1` });
      return { url: portal.url };
    },

    async reconcile() {
      // Stripe moves trials along by itself and tells us through webhooks.
      return false;
    },

    async endTrialNow(profile) {
      const subscriptionId = profile.subscriptionStatus === "trialing" ? profile.billingSubscriptionId : null;
      if (!subscriptionId) throw new ServiceError("conflict", billingMessages.notTrialing);
      // Stripe charges the first period now; the answer and the webhook after it carry the new state.
      // Upgrading asks for the paid plan: a cancellation waiting for the trial's end is taken back with it.
      await stripe.subscriptions.update(subscriptionId, { trial_end: "now", ...(profile.cancelAt ? { cancel_at_period_end: false } : {}) });
      await apply(await subscriptionSnapshot(stripe, subscriptionId, profile.userId));
    },

    async resumeSubscription(profile) {
      const subscriptionId = profile.cancelAt && profile.subscriptionStatus !== "canceled" ? profile.billingSubscriptionId : null;
      if (!subscriptionId) throw new ServiceError("conflict", billingMessages.nothingToResume);
      // The portal cancels at the period's end; this takes that back, and the subscription renews again.
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
      await apply(await subscriptionSnapshot(stripe, subscriptionId, profile.userId));
    },

    async updateCustomerEmail(profile, email) {
      // A user who never finished a checkout has no customer yet: their next checkout is made with the new address.
      if (!profile.billingCustomerId) return;
      await stripe.customers.update(profile.billingCustomerId, { email });
    },

    async endSubscriptions(profile) {
      if (!profile.billingCustomerId) return;
      // Listed without a status: every subscription not yet canceled (trialing, active, past due ...).
      for await (const subscription of stripe.subscriptions.list({ customer: profile.billingCustomerId })) {
        await stripe.subscriptions.cancel(subscription.id);
      }
    },
  };
}

async function retrieveOwnSession(stripe: Stripe, user: SessionUser, sessionId: string): Promise<Stripe.Checkout.Session> {
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.metadata?.user_id === user.id || session.client_reference_id === user.id) return session;
  } catch (error) {
    if (!isStripeNotFound(error)) throw error;
  }
  throw new ServiceError("not_found", billingMessages.sessionNotFound);
}

function isStripeNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { statusCode?: number }).statusCode === 404;
}

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

export function planOf(value: unknown): PlanType | null {
  return isPlanId(value) ? value : null;
}

/** The subscription as Stripe has it now: webhooks may arrive late or out of order, its current state does not. */
export async function subscriptionSnapshot(stripe: Stripe, subscriptionId: string, userId: string | null = null): Promise<SubscriptionSnapshot> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  return {
    userId: subscription.metadata?.user_id ?? userId,
    customerId: idOf(subscription.customer),
    subscriptionId: subscription.id,
    status: subscriptionStatusOf(subscription.status),
    trialEndsAt: subscription.trial_end ? new Date(subscription.trial_end * 1000) : null,
    cancelAt: cancelAtOf(subscription),
    plan: planOf(subscription.metadata?.plan_type),
  };
}

/**
 * When a cancelled subscription stops. Stripe sets `cancel_at` for a cancellation at the period's end; older
 * API versions leave it empty with `cancel_at_period_end`, and then a trial ends it at `trial_end`.
 */
function cancelAtOf(subscription: Stripe.Subscription): Date | null {
  if (subscription.cancel_at) return new Date(subscription.cancel_at * 1000);
  if (subscription.cancel_at_period_end && subscription.status === "trialing" && subscription.trial_end) return new Date(subscription.trial_end * 1000);
  return null;
}
