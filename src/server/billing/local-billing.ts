import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { isSubscriptionStatus, trialDaysOffered } from "../../domain/access/access.ts";
import { isPlanId } from "../../domain/access/plans.ts";
import type { Database } from "../db/client.ts";
import { billingClockOffsets, localCheckoutSessions } from "../db/schema.ts";
import type { SessionUser } from "../http/app-env.ts";
import { ensureProfile, type UserProfile } from "../profiles/profile-service.ts";
import { ServiceError } from "../service-error.ts";
import type { BillingProvider } from "./billing-provider.ts";
import { billingMessages } from "./billing-messages.ts";
import type { Clock } from "./clock.ts";
import { applySubscription, type PlanType, type SubscriptionSnapshot } from "./subscription-snapshot.ts";

const dayMs = 24 * 60 * 60 * 1000;

export type LocalPortalAction = "cancel" | "resume" | "fail-payment";

export interface LocalBilling extends BillingProvider {
  checkoutSession(user: SessionUser, id: string): Promise<{ id: string; plan: PlanType; status: string; email: string; withTrial: boolean }>;
  completeCheckout(user: SessionUser, id: string): Promise<void>;
  portalAction(profile: UserProfile, action: LocalPortalAction): Promise<void>;
  /** Moves one user's time forward, as a Stripe test clock moves only the customers attached to it. */
  advanceClock(userId: string, ms: number): Promise<void>;
}

/**
 * The end of the paid period running at `now`: periods of the plan's length (a calendar month or year)
 * counted from when the plan started, as Stripe bills them from the billing cycle anchor.
 */
export function localPeriodEnd(anchor: Date, plan: PlanType | null, now: Date): Date {
  const months = plan === "annual" ? 12 : 1;
  for (let periods = 1; ; periods += 1) {
    // A month without the anchor's day ends on its last day (Jan 31 -> Feb 28), as Stripe's cycle does.
    const end = new Date(anchor);
    end.setUTCDate(1);
    end.setUTCMonth(end.getUTCMonth() + periods * months);
    const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
    end.setUTCDate(Math.min(anchor.getUTCDate(), lastDay));
    if (end > now) return end;
  }
}

/** Sessions are stored with a checked plan, so a stored value outside the two is a broken row. */
function storedPlan(value: string | null): PlanType | null {
  return isPlanId(value) ? value : null;
}

/**
 * Billing without Stripe keys: the same paywall, trial and status flow, with a local checkout page and
 * portal. No card is ever asked for or charged. A trial that ends without cancellation becomes active,
 * as a successful first charge would make it; a returning user's checkout is active at once.
 */
export function createLocalBilling(db: Database, publicUrl: string, clock: Clock, clockControl: boolean): LocalBilling {
  // Per-user offsets on top of the server's clock: browser tests run side by side on one server, and
  // ending one user's trial must not end everyone's. They live in the database so that every instance
  // sees them, and are read only where clock control is on: elsewhere nothing can have moved them.
  const now = async (userId: string) => {
    if (!clockControl) return clock.now();
    const [moved] = await db.select({ offsetMs: billingClockOffsets.offsetMs }).from(billingClockOffsets).where(eq(billingClockOffsets.userId, userId));
    return new Date(clock.now().getTime() + (moved?.offsetMs ?? 0));
  };
  /** The user's one local subscription, in the state given, as a Stripe snapshot would carry it. */
  const apply = (userId: string, state: Pick<SubscriptionSnapshot, "status" | "trialEndsAt" | "plan"> & { cancelAt?: Date | null }) =>
    applySubscription(db, { userId, customerId: `cus_local_${userId}`, subscriptionId: `sub_local_${userId}`, cancelAt: null, ...state });

  /**
   * When a cancellation takes effect: the trial's end, else the paid period's. The plan started when the trial
   * ended, or (no trial, or "Upgrade Now") when the checkout was completed.
   */
  const periodEnd = async (profile: UserProfile, at: Date) => {
    if (profile.subscriptionStatus === "trialing" && profile.trialEndsAt) return profile.trialEndsAt;
    const [checkout] = await db
      .select({ createdAt: localCheckoutSessions.createdAt })
      .from(localCheckoutSessions)
      .where(and(eq(localCheckoutSessions.userId, profile.userId), eq(localCheckoutSessions.status, "complete")))
      .orderBy(desc(localCheckoutSessions.createdAt))
      .limit(1);
    return localPeriodEnd(profile.trialEndsAt ?? checkout?.createdAt ?? at, storedPlan(profile.plan), at);
  };

  const ownSession = async (user: SessionUser, id: string) => {
    const [session] = await db
      .select()
      .from(localCheckoutSessions)
      .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.userId, user.id)));
    if (!session) throw new ServiceError("not_found", billingMessages.sessionNotFound);
    return session;
  };

  return {
    mode: "local",
    now,

    async advanceClock(userId, ms) {
      await db
        .insert(billingClockOffsets)
        .values({ userId, offsetMs: ms })
        .onConflictDoUpdate({ target: billingClockOffsets.userId, set: { offsetMs: sql`${billingClockOffsets.offsetMs} + ${ms}` } });
    },

    async createCheckout(user, plan, profile) {
      const id = `cs_test_local_${randomUUID().replaceAll("-", "")}`;
      await db.insert(localCheckoutSessions).values({ id, userId: user.id, email: user.email, plan, withTrial: trialDaysOffered(profile) !== null });
      return { url: `${publicUrl}/billing/local-checkout/${id}`, sessionId: id };
    },

    async validateSession(user, sessionId) {
      const session = await ownSession(user, sessionId);
      return { status: session.status, customer_email: session.email, metadata: { plan_type: storedPlan(session.plan) } };
    },

    async checkoutSession(user, id) {
      const session = await ownSession(user, id);
      const plan = storedPlan(session.plan);
      if (!plan) throw new ServiceError("not_found", billingMessages.sessionNotFound);
      return { id: session.id, plan, status: session.status, email: session.email, withTrial: session.withTrial };
    },

    async completeCheckout(user, id) {
      const session = await ownSession(user, id);
      if (session.status === "complete") return;
      await db.update(localCheckoutSessions).set({ status: "complete" }).where(eq(localCheckoutSessions.id, id));
      // Judged again here, so two checkouts opened side by side cannot start two trials. Without a
      // trial the plan is active at once, as Stripe's immediate first charge makes it.
      const trialDays = session.withTrial ? trialDaysOffered(await ensureProfile(db, user)) : null;
      await apply(user.id, {
        status: trialDays ? "trialing" : "active",
        trialEndsAt: trialDays ? new Date((await now(user.id)).getTime() + trialDays * dayMs) : null,
        plan: storedPlan(session.plan),
      });
    },

    async openPortal() {
      return { url: `${publicUrl}/billing/local-portal` };
    },

    async portalAction(profile, action) {
      if (profile.subscriptionStatus === "none") throw new ServiceError("invalid", billingMessages.portalUnavailable);
      const at = await now(profile.userId);
      const plan = storedPlan(profile.plan);
      const running = profile.subscriptionStatus === "trialing" || profile.subscriptionStatus === "active";
      if (action === "cancel") {
        // As Stripe's portal cancels: at the end of the period paid for (or of the trial), not at once. A
        // subscription already failing or ended stops now.
        const status = profile.subscriptionStatus === "trialing" ? "trialing" : "active";
        if (running) await apply(profile.userId, { status, trialEndsAt: profile.trialEndsAt, plan, cancelAt: await periodEnd(profile, at) });
        else await apply(profile.userId, { status: "canceled", trialEndsAt: profile.trialEndsAt, plan, cancelAt: profile.cancelAt });
        return;
      }
      if (action === "fail-payment") {
        await apply(profile.userId, { status: "past_due", trialEndsAt: profile.trialEndsAt, plan, cancelAt: profile.cancelAt });
        return;
      }
      const trialRunning = profile.trialEndsAt !== null && profile.trialEndsAt > at;
      await apply(profile.userId, { status: trialRunning ? "trialing" : "active", trialEndsAt: profile.trialEndsAt, plan });
    },

    async resumeSubscription(profile) {
      const at = await now(profile.userId);
      if (!profile.cancelAt || profile.cancelAt <= at || profile.subscriptionStatus === "canceled") {
        throw new ServiceError("conflict", billingMessages.nothingToResume);
      }
      const status = isSubscriptionStatus(profile.subscriptionStatus) ? profile.subscriptionStatus : "active";
      await apply(profile.userId, { status, trialEndsAt: profile.trialEndsAt, plan: storedPlan(profile.plan) });
    },

    async endTrialNow(profile) {
      if (profile.subscriptionStatus !== "trialing") throw new ServiceError("conflict", billingMessages.notTrialing);
      // A cancellation waiting for the trial's end is undone: upgrading asks for the paid plan.
      await apply(profile.userId, { status: "active", trialEndsAt: null, plan: storedPlan(profile.plan) });
    },

    async updateCustomerEmail() {
      // The local customer is the profile, whose address the change itself updates; a checkout session keeps
      // the address it was made for, as Stripe's does.
    },

    async endSubscriptions() {
      // The local subscription lives on the profile and its checkout sessions, which go with the user.
    },

    async reconcile(profile) {
      const at = await now(profile.userId);
      const plan = storedPlan(profile.plan);
      if (profile.cancelAt && profile.cancelAt <= at && profile.subscriptionStatus !== "canceled") {
        // The cancelled period is over: the subscription ends, as Stripe's does at `cancel_at`.
        await apply(profile.userId, { status: "canceled", trialEndsAt: profile.trialEndsAt, plan, cancelAt: profile.cancelAt });
        return true;
      }
      if (profile.subscriptionStatus !== "trialing" || !profile.trialEndsAt || profile.trialEndsAt > at) return false;
      await apply(profile.userId, { status: "active", trialEndsAt: profile.trialEndsAt, plan, cancelAt: profile.cancelAt });
      return true;
    },
  };
}
