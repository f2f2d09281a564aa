import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { accountImports, accounts, adGroups, ads, bulkJobItems, bulkJobs, campaigns, usageEvents, userProfiles } from "../db/schema.ts";
import type { SessionUser } from "../http/app-env.ts";
import { campaignRules } from "../campaigns/campaign-rules.ts";
import { type LoadedCampaign, toLoadedAdGroup, toLoadedCampaign } from "../campaigns/campaign-shape.ts";

/**
 * Everything the product holds about one user, as they would take it with them (issue 24, 'Download my
 * data'): profile, ad accounts with their remembered export settings, every campaign with its groups and
 * ads, and the usage recorded. Three queries for the campaigns, however many there are. Billing
 * identifiers stay out: they are the billing provider's keys, not the user's data.
 */
export async function userDataExport(db: Database, user: SessionUser, now: Date) {
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
  const accountRows = await db.select().from(accounts).where(eq(accounts.userId, user.id)).orderBy(asc(accounts.createdAt));
  const campaignRows = await db.select().from(campaigns).where(eq(campaigns.userId, user.id)).orderBy(asc(campaigns.createdAt));
  const groupRows = (
    await db.select({ group: adGroups }).from(adGroups).innerJoin(campaigns, eq(adGroups.campaignId, campaigns.id)).where(eq(campaigns.userId, user.id)).orderBy(asc(adGroups.position), asc(adGroups.createdAt))
  ).map((row) => row.group);
  const adRows = (
    await db
      .select({ ad: ads })
      .from(ads)
      .innerJoin(adGroups, eq(ads.adGroupId, adGroups.id))
      .innerJoin(campaigns, eq(adGroups.campaignId, campaigns.id))
      .where(eq(campaigns.userId, user.id))
      .orderBy(asc(ads.position), asc(ads.createdAt))
  ).map((row) => row.ad);
  const usage = await db.select().from(usageEvents).where(eq(usageEvents.userId, user.id)).orderBy(asc(usageEvents.createdAt));
  const imports = await db.select().from(accountImports).where(eq(accountImports.userId, user.id)).orderBy(asc(accountImports.createdAt));
  const jobs = await db.select().from(bulkJobs).where(eq(bulkJobs.userId, user.id)).orderBy(asc(bulkJobs.createdAt));
  const jobItems = (
    await db.select({ item: bulkJobItems }).from(bulkJobItems).innerJoin(bulkJobs, eq(bulkJobItems.jobId, bulkJobs.id)).where(eq(bulkJobs.userId, user.id)).orderBy(asc(bulkJobItems.position))
  ).map((row) => row.item);
  const itemsByJob = groupedBy(jobItems, (item) => item.jobId);

  // Grouped once by owner, so a user with thousands of campaigns is not a scan per campaign and per group.
  const adsByGroup = groupedBy(adRows, (ad) => ad.adGroupId);
  const groupsByCampaign = groupedBy(groupRows, (group) => group.campaignId);
  const loaded: LoadedCampaign[] = campaignRows.map((row) => {
    const groups = (groupsByCampaign.get(row.id) ?? []).map((group) => toLoadedAdGroup(group, adsByGroup.get(group.id) ?? []));
    return toLoadedCampaign(row, groups, campaignRules.inferType);
  });
  return {
    exportedAt: now.toISOString(),
    user: { id: user.id, email: user.email, name: user.name },
    profile: profile
      ? {
          subscriptionStatus: profile.subscriptionStatus,
          plan: profile.plan,
          trialEndsAt: profile.trialEndsAt?.toISOString() ?? null,
          campaignsGeneratedTotal: profile.campaignsGeneratedTotal,
          createdAt: profile.createdAt.toISOString(),
        }
      : null,
    accounts: accountRows.map((account) => ({
      id: account.id,
      name: account.name,
      isDefault: account.isDefault,
      exportSettings: account.exportSettings,
      brandRules: account.brandRules,
      createdAt: account.createdAt.toISOString(),
    })),
    campaigns: loaded,
    usage: usage.map((event) => ({ eventType: event.eventType, metadata: event.metadata, createdAt: event.createdAt.toISOString() })),
    // Issue 24 names jobs among what leaves with the user; the Editor files imported (issue 22) too.
    imports: imports.map((entry) => ({ id: entry.id, accountId: entry.accountId, fileSha256: entry.fileSha256, campaignIds: entry.campaignIds, counts: entry.counts, createdAt: entry.createdAt.toISOString() })),
    bulkJobs: jobs.map((job) => ({
      id: job.id,
      campaignId: job.campaignId,
      status: job.status,
      total: job.total,
      done: job.done,
      failed: job.failed,
      createdAt: job.createdAt.toISOString(),
      items: (itemsByJob.get(job.id) ?? []).map((item) => ({ url: item.url, status: item.status, error: item.error, adGroupId: item.adGroupId })),
    })),
  };
}

/** Items by a key, each list in the items' own order. */
function groupedBy<Item>(items: readonly Item[], keyOf: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
