import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { userProfiles } from "../db/schema.ts";
import type { SessionUser } from "../http/app-env.ts";

export type UserProfile = typeof userProfiles.$inferSelect;

/** The user's profile, created on first use as the spec's new profile: status none, 0 campaigns, no trial end. */
export async function ensureProfile(db: Database, user: SessionUser): Promise<UserProfile> {
  const [existing] = await db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
  if (existing) return existing;
  await db.insert(userProfiles).values({ userId: user.id, email: user.email }).onConflictDoNothing();
  const [created] = await db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
  if (!created) throw new Error("Profile could not be created");
  return created;
}

/** Adds one to the generation count and answers the new total. */
export async function incrementCampaignsGenerated(db: Database, user: SessionUser): Promise<UserProfile> {
  const increment = () =>
    db
      .update(userProfiles)
      .set({ campaignsGeneratedTotal: sql`${userProfiles.campaignsGeneratedTotal} + 1`, updatedAt: sql`now()` })
      .where(eq(userProfiles.userId, user.id))
      .returning();
  // Every generation passes here: the profile nearly always exists, so one statement, and the create
  // only for a user's first count (issue 18: the request's overhead beyond the model).
  const [updated] = await increment();
  if (updated) return updated;
  await ensureProfile(db, user);
  const [created] = await increment();
  if (!created) throw new Error("Profile could not be updated");
  return created;
}
