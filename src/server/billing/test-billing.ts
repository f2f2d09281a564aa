import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { testCheckoutSessions } from "../db/schema.ts";
import type { SessionUser } from "../http/app-env.ts";
import type { UserProfile } from "../profiles/profile-service.ts";
import { ServiceError } from "../service-error.ts";
import type { BillingProvider } from "./billing-provider.ts";
import { billingMessages } from "./billing-messages.ts";
import type { Clock } from "./clock.ts";
import { trialDays } from "./stripe-billing.ts";
import { applySubscription, type PlanType, type SubscriptionSnapshot } from "./subscription-snapshot.ts";

const dayMs = 24 * 60 * 60 * 1000;

export interface TestBilling extends BillingProvider {
  checkoutSession(user: SessionUser, id: string): Promise<{ id: string; plan: PlanType; status: string; email: string }>;
  completeCheckout(user: SessionUser, id: string): Promise<void>;
  portalAction(profile: UserProfile, action: "cancel" | "resume" | "fail-payment"): Promise<void>;
}

/**
 * Billing without Stripe keys: the same paywall, trial and status flow, with a local checkout page and
 * portal. No card is ever asked for or charged. A trial that ends without cancellation becomes active,
 * as a successful first charge would make it.
 */
export function createTestBilling(db: Database, publicUrl: string, clock: Clock): TestBilling {
  const localIds = (userId: string) => ({ customerId: `cus_local_${userId}`, subscriptionId: `sub_local_${userId}` });
  const apply = (snapshot: SubscriptionSnapshot) => applySubscription(db, snapshot);

  const ownSession = async (user: SessionUser, id: string) => {
    const [session] = await db
      .select()
      .from(testCheckoutSessions)
      .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.userId, user.id)));
    if (!session) throw new ServiceError("not_found", billingMessages.sessionNotFound);
    return session;
  };

  return {
    mode: "test",
    async createCheckout(user, plan) {
      const id = `cs_test_local_${randomUUID().replaceAll("-", "")}`;
      await db.insert(testCheckoutSessions).values({ id, userId: user.id, email: user.email, plan });
      return { url: `${publicUrl}/billing/test-checkout/${id}`, sessionId: id };
    },

    async validateSession(user, sessionId) {
      const session = await ownSession(user, sessionId);
      return { status: session.status, customer_email: session.email, metadata: { plan_type: session.plan as PlanType } };
    },

    async checkoutSession(user, id) {
      const session = await ownSession(user, id);
      return { id: session.id, plan: session.plan as PlanType, status: session.status, email: session.email };
    },

    async completeCheckout(user, id) {
      const session = await ownSession(user, id);
      if (session.status === "complete") return;
      await db.update(testCheckoutSessions).set({ status: "complete" }).where(eq(testCheckoutSessions.id, id));
      await apply({
        userId: user.id,
        ...localIds(user.id),
        status: "trialing",
        trialEndsAt: new Date(clock.now().getTime() + trialDays * dayMs),
        plan: session.plan as PlanType,
      });
    },

    async openPortal() {
      return { url: `${publicUrl}/billing/test-portal` };
    },

    async portalAction(profile, action) {
      if (profile.subscriptionStatus === "none") throw new ServiceError("invalid", billingMessages.portalUnavailable);
      const trialRunning = profile.trialEndsAt !== null && profile.trialEndsAt > clock.now();
      const status = action === "cancel" ? "canceled" : action === "fail-payment" ? "past_due" : trialRunning ? "trialing" : "active";
      await apply({
        userId: profile.userId,
        ...localIds(profile.userId),
        status,
        trialEndsAt: profile.trialEndsAt,
        plan: (profile.plan as PlanType | null) ?? null,
      });
    },

    async reconcile(profile) {
      if (profile.subscriptionStatus !== "trialing" || !profile.trialEndsAt || profile.trialEndsAt > clock.now()) return;
      await apply({
        userId: profile.userId,
        ...localIds(profile.userId),
        status: "active",
        trialEndsAt: profile.trialEndsAt,
        plan: (profile.plan as PlanType | null) ?? null,
      });
    },
  };
}
