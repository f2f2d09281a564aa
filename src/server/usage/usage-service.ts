import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { usageEvents } from "../db/schema.ts";
import type { SessionUser } from "../http/app-env.ts";
import type { Logger } from "../logger.ts";
import { incrementCampaignsGenerated } from "../profiles/profile-service.ts";

/**
 * Records one campaign generation for trial tracking: the profile's total goes up and a
 * `campaign_generated` event is logged. Losing the event is only a warning; the user's work goes on.
 */
export async function recordCampaignGenerated(db: Database, user: SessionUser, logger: Logger): Promise<number> {
  const counted = await countWithEvent(db, user).catch(() => null);
  if (counted !== null) return counted;
  const profile = await incrementCampaignsGenerated(db, user);
  try {
    await db.insert(usageEvents).values({
      userId: user.id,
      eventType: "campaign_generated",
      metadata: { total_campaigns: profile.campaignsGeneratedTotal, subscription_status: profile.subscriptionStatus },
    });
  } catch (error) {
    logger.warn("usage event not logged", { userId: user.id, error: error instanceof Error ? error.message : String(error) });
  }
  return profile.campaignsGeneratedTotal;
}

/**
 * The count and its event in one statement, one round trip on every generation (issue 18: the request's
 * overhead beyond the model). Null when it wrote nothing: the user's first count (no profile yet) or a
 * refused event, which the two-step path above handles with its warning.
 */
async function countWithEvent(db: Database, user: SessionUser): Promise<number | null> {
  // Both drivers answer raw SQL with `rows`; the shared database type leaves the result unknown.
  const { rows } = (await db.execute(sql`
    with counted as (
      update user_profiles set campaigns_generated_total = campaigns_generated_total + 1, updated_at = now()
      where user_id = ${user.id}
      returning user_id, campaigns_generated_total, subscription_status
    )
    insert into usage_events (user_id, event_type, metadata)
    select user_id, 'campaign_generated',
      jsonb_build_object('total_campaigns', campaigns_generated_total, 'subscription_status', subscription_status)
    from counted
    returning (metadata->>'total_campaigns')::int as total`)) as { rows: { total: number }[] };
  return rows[0]?.total ?? null;
}
