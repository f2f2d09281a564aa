import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { adGroups, ads, campaigns } from "../db/schema.ts";
import { ServiceError } from "../service-error.ts";
import type { AdGroupInput, AdGroupUpdate, AdInput, AdUpdate } from "../../domain/contracts/campaign-input.ts";
import { campaignRules } from "./campaign-rules.ts";
import { type Executor, getCampaign, insertAdGroups } from "./campaign-service.ts";
import { type LoadedAd, type LoadedAdGroup, toLoadedAd, toLoadedAdGroup } from "./campaign-shape.ts";

/** Ad groups and ads edited one row at a time; every query carries the user's id, so others' rows are "not found". */

async function loadAdGroup(db: Database, userId: string, id: string): Promise<LoadedAdGroup & { campaignId: string }> {
  const [group] = await db.select().from(adGroups).where(and(eq(adGroups.id, id), eq(adGroups.userId, userId)));
  if (!group) throw new ServiceError("not_found", campaignRules.adGroupNotFound);
  const adRows = await db.select().from(ads).where(eq(ads.adGroupId, id)).orderBy(asc(ads.position), asc(ads.createdAt));
  return { ...toLoadedAdGroup(group, adRows), campaignId: group.campaignId };
}

export async function listAdGroups(db: Database, userId: string, campaignId: string): Promise<LoadedAdGroup[]> {
  return (await getCampaign(db, userId, campaignId)).adGroups;
}

export async function createAdGroup(db: Database, userId: string, campaignId: string, input: AdGroupInput) {
  const id = await db.transaction(async (tx) => {
    const campaign = await getCampaign(tx, userId, campaignId);
    campaignRules.assertUniqueGroupNames([...campaign.adGroups.map((group) => group.name), input.name]);
    const [created] = await insertAdGroups(tx, userId, campaignId, [input], campaign.adGroups.length);
    await touchCampaign(tx, campaignId);
    if (!created) throw new Error("No data returned from insert");
    return created;
  });
  return loadAdGroup(db, userId, id);
}

export const getAdGroup = loadAdGroup;

export async function updateAdGroup(db: Database, userId: string, id: string, update: AdGroupUpdate) {
  const { version, ...fields } = update;
  if (fields.name !== undefined) {
    const { campaignId } = await loadAdGroup(db, userId, id);
    const siblings = (await getCampaign(db, userId, campaignId)).adGroups.filter((group) => group.id !== id);
    campaignRules.assertUniqueGroupNames([...siblings.map((group) => group.name), fields.name]);
  }
  const [updated] = await db
    .update(adGroups)
    .set({ ...fields, version: sql`${adGroups.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(adGroups.id, id), eq(adGroups.userId, userId), eq(adGroups.version, version)))
    .returning({ id: adGroups.id, campaignId: adGroups.campaignId });
  if (!updated) {
    await loadAdGroup(db, userId, id);
    throw new ServiceError("conflict", campaignRules.staleVersion);
  }
  await touchCampaign(db, updated.campaignId);
  return loadAdGroup(db, userId, id);
}

export async function deleteAdGroup(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(adGroups)
    .where(and(eq(adGroups.id, id), eq(adGroups.userId, userId)))
    .returning({ campaignId: adGroups.campaignId });
  if (!deleted[0]) throw new ServiceError("not_found", campaignRules.adGroupNotFound);
  await touchCampaign(db, deleted[0].campaignId);
}

async function loadAd(db: Database, userId: string, id: string): Promise<LoadedAd & { adGroupId: string }> {
  const [ad] = await db.select().from(ads).where(and(eq(ads.id, id), eq(ads.userId, userId)));
  if (!ad) throw new ServiceError("not_found", campaignRules.adNotFound);
  return { ...toLoadedAd(ad), adGroupId: ad.adGroupId };
}

export const getAd = loadAd;

export async function listAds(db: Database, userId: string, adGroupId: string): Promise<LoadedAd[]> {
  return (await loadAdGroup(db, userId, adGroupId)).ads;
}

export async function createAd(db: Database, userId: string, adGroupId: string, input: AdInput) {
  const group = await loadAdGroup(db, userId, adGroupId);
  const [created] = await db
    .insert(ads)
    .values({
      userId,
      adGroupId,
      name: campaignRules.adName(input.assets, input.name),
      finalUrl: input.finalUrl ?? group.landingPageUrl,
      assets: input.assets,
      position: group.ads.length,
    })
    .returning({ id: ads.id });
  if (!created) throw new Error("No data returned from insert");
  await touchCampaign(db, group.campaignId);
  return loadAd(db, userId, created.id);
}

/**
 * Changes only the fields the update names. New assets or a new name rename the ad after its first
 * headline, as the spec's edit mode does; an update of the final URL alone keeps the name it has.
 */
export async function updateAd(db: Database, userId: string, id: string, update: AdUpdate) {
  const current = await loadAd(db, userId, id);
  const renamed = update.assets !== undefined || update.name !== undefined;
  const assets = update.assets ?? current.assets;
  // The first accepted refresh keeps what Google Ads has; later ones keep that too, since it is still live there.
  const replacing = update.refreshed === true && update.assets !== undefined && JSON.stringify(update.assets) !== JSON.stringify(current.assets);
  const [updated] = await db
    .update(ads)
    .set({
      ...(update.assets !== undefined ? { assets: update.assets } : {}),
      ...(renamed ? { name: campaignRules.adName(assets, update.name) } : {}),
      ...(update.finalUrl !== undefined ? { finalUrl: update.finalUrl } : {}),
      ...(replacing ? { replacedAssets: sql`coalesce(${ads.replacedAssets}, ${ads.assets})` } : {}),
      version: sql`${ads.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(ads.id, id), eq(ads.userId, userId), eq(ads.version, update.version)))
    .returning({ id: ads.id });
  if (!updated) throw new ServiceError("conflict", campaignRules.staleVersion);
  const [group] = await db.select({ campaignId: adGroups.campaignId }).from(adGroups).where(eq(adGroups.id, current.adGroupId));
  if (group) await touchCampaign(db, group.campaignId);
  return loadAd(db, userId, id);
}

export async function deleteAd(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(ads)
    .where(and(eq(ads.id, id), eq(ads.userId, userId)))
    .returning({ adGroupId: ads.adGroupId });
  if (!deleted[0]) throw new ServiceError("not_found", campaignRules.adNotFound);
  const [group] = await db.select({ campaignId: adGroups.campaignId }).from(adGroups).where(eq(adGroups.id, deleted[0].adGroupId));
  if (group) await touchCampaign(db, group.campaignId);
}

/**
 * A change to an ad group or ad is a change to its campaign: its version moves on, so an editor holding
 * the whole campaign learns that its copy is stale.
 */
async function touchCampaign(db: Executor, campaignId: string): Promise<void> {
  await db
    .update(campaigns)
    .set({ version: sql`${campaigns.version} + 1`, updatedAt: sql`now()` })
    .where(eq(campaigns.id, campaignId));
}
