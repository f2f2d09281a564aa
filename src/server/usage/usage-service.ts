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
