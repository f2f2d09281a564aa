import { eq, sql } from "drizzle-orm";
import type { SubscriptionStatus } from "../../domain/access/access.ts";
import type { PlanId } from "../../domain/access/plans.ts";
import type { Database } from "../db/client.ts";
import { userProfiles } from "../db/schema.ts";

export type PlanType = PlanId;

/** A subscription's current state, as any provider reports it, ready to write onto the user's profile. */
export interface SubscriptionSnapshot {
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  status: SubscriptionStatus;
  trialEndsAt: Date | null;
  /** When a subscription cancelled at its period's end stops (Stripe's `cancel_at`); null while it renews. */
  cancelAt: Date | null;
  plan: PlanType | null;
}

/**
 * Writes the snapshot onto the profile it belongs to (by user id, else by the billing customer). A
 * snapshot is the provider's current state, not a delta, so applying an older event late changes nothing wrong.
 */
export async function applySubscription(db: Pick<Database, "update">, snapshot: SubscriptionSnapshot): Promise<boolean> {
  const target = snapshot.userId
    ? eq(userProfiles.userId, snapshot.userId)
    : snapshot.customerId
      ? eq(userProfiles.billingCustomerId, snapshot.customerId)
      : null;
  if (!target) return false;
  const updated = await db
    .update(userProfiles)
    .set({
      subscriptionStatus: snapshot.status,
      trialEndsAt: snapshot.trialEndsAt,
      cancelAt: snapshot.cancelAt,
      // A subscription with a trial end has had its trial; the mark stays when the trial ends or is cancelled.
      ...(snapshot.trialEndsAt ? { trialUsed: true } : {}),
      ...(snapshot.plan ? { plan: snapshot.plan } : {}),
      ...(snapshot.customerId ? { billingCustomerId: snapshot.customerId } : {}),
      ...(snapshot.subscriptionId ? { billingSubscriptionId: snapshot.subscriptionId } : {}),
      updatedAt: sql`now()`,
    })
    .where(target)
    .returning({ userId: userProfiles.userId });
  return updated.length > 0;
}

/** Stripe's statuses folded into the spec's six. */
export function subscriptionStatusOf(providerStatus: string): SubscriptionStatus {
  switch (providerStatus) {
    case "trialing":
    case "active":
    case "canceled":
    case "past_due":
    case "unpaid":
      return providerStatus;
    case "paused":
      return "canceled";
    default:
      return "none";
  }
}
