import { trialLengthDays, type SubscriptionStatus } from "../../../src/domain/access/access.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { userProfiles } from "../../../src/server/db/schema.ts";
import type { TestApp } from "./test-app.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** Puts a user on a subscription status directly, as the billing webhooks would. */
export async function setSubscriptionStatus(db: Database, userId: string, email: string, status: SubscriptionStatus, trialEndsAt: Date | null = null) {
  await db
    .insert(userProfiles)
    .values({ userId, email, subscriptionStatus: status, trialEndsAt })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { subscriptionStatus: status, trialEndsAt } });
}

/**
 * A new user in the first hour of a 3-day trial, as a completed checkout leaves them: the server's paid
 * routes (generating, crawling, saving) let them through.
 */
export async function signUpWithTrial(t: TestApp, email: string, password?: string, name?: string) {
  const user = await t.signUp(email, password, name);
  await setSubscriptionStatus(t.database.db, user.userId, email, "trialing", new Date(t.clock.now().getTime() + trialLengthDays * dayMs));
  return user;
}
