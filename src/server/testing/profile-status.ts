import type { Database } from "../db/client.ts";
import { userProfiles } from "../db/schema.ts";

/** Puts a user on a subscription status directly, as the billing webhooks would. */
export async function setSubscriptionStatus(db: Database, userId: string, email: string, status: "active" | "trialing" | "none") {
  await db
    .insert(userProfiles)
    .values({ userId, email, subscriptionStatus: status })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { subscriptionStatus: status } });
}
