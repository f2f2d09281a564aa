import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { classifyDatabaseError } from "../db/database-error.ts";
import { accounts, adGroups, ads, campaigns, usageEvents } from "../db/schema.ts";
import type { SessionUser } from "../http/app-env.ts";
import { ServiceError } from "../service-error.ts";
import type { AdGroupInput, CampaignInput, CampaignUpdate } from "../../domain/contracts/campaign-input.ts";
import { campaignNameTakenMessage, firstFreeName, groupNameKey } from "../../domain/campaigns/group-names.ts";
import { campaignRules } from "./campaign-rules.ts";
import { type LoadedCampaign, toLoadedAdGroup, toLoadedCampaign } from "./campaign-shape.ts";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Transaction;

/** Loads one campaign with its ad groups and ads, or throws not-found (also when it is another user's). */
export async function getCampaign(db: Executor, userId: string, id: string): Promise<LoadedCampaign> {
  const [row] = await db.select().from(campaigns).where(and(eq(campaigns.id, id), eq(campaigns.userId, userId)));
  if (!row) throw new ServiceError("not_found", campaignRules.notFound);
  const groupRows = await db
    .select()
    .from(adGroups)
    .where(eq(adGroups.campaignId, id))
    .orderBy(asc(adGroups.position), asc(adGroups.createdAt));
  const adRows = groupRows.length
    ? await db
        .select()
        .from(ads)
        .where(inArray(ads.adGroupId, groupRows.map((group) => group.id)))
        .orderBy(asc(ads.position), asc(ads.createdAt))
    : [];
  const groups = groupRows.map((group) => toLoadedAdGroup(group, adRows.filter((ad) => ad.adGroupId === group.id)));
  return toLoadedCampaign(row, groups, campaignRules.inferType);
}

/**
 * Stores a campaign with its ad groups and ads in one transaction. With an idempotency key, a retry of the
 * same save answers the campaign stored the first time instead of storing a second one.
 */
export async function createCampaign(
  db: Database,
  user: SessionUser,
  input: CampaignInput,
  idempotencyKey: string | null,
): Promise<{ campaign: LoadedCampaign; created: boolean }> {
  const name = campaignRules.validateSave(input);
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(db, user.id, idempotencyKey);
    if (earlier) return { campaign: earlier, created: false };
  }
  try {
    const campaign = await db.transaction(async (tx) => {
      const taken = input.accountId ? await lockedCampaignNames(tx, user.id, input.accountId) : new Set<string>();
      const [row] = await tx
        .insert(campaigns)
        .values({
          userId: user.id,
          userEmail: user.email,
          accountId: input.accountId ?? null,
          campaignName: firstFreeName(name, taken),
          campaignType: input.campaignType ?? null,
          formData: input.formData,
          generatedAds: input.generatedAds ?? null,
          idempotencyKey,
        })
        .returning({ id: campaigns.id });
      if (!row) throw new Error("No data returned from insert");
      await insertAdGroups(tx, user.id, row.id, input.adGroups);
      const stored = await getCampaign(tx, user.id, row.id);
      await tx.insert(usageEvents).values({
        userId: user.id,
        eventType: campaignRules.savedEventType(stored.campaignType),
        metadata: campaignRules.savedEventMetadata(stored),
      });
      return stored;
    });
    return { campaign, created: true };
  } catch (error) {
    // Two retries racing past the lookup: the unique key lets one in; the other answers its result.
    if (idempotencyKey && classifyDatabaseError(error)?.constraint === "campaigns_user_idempotency_unique") {
      const earlier = await findByIdempotencyKey(db, user.id, idempotencyKey);
      if (earlier) return { campaign: earlier, created: false };
    }
    throw error;
  }
}

async function findByIdempotencyKey(db: Executor, userId: string, key: string): Promise<LoadedCampaign | null> {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.userId, userId), eq(campaigns.idempotencyKey, key)));
  return row ? getCampaign(db, userId, row.id) : null;
}

/**
 * The names of the account's campaigns (as `groupNameKey` compares them), other than `except`, with the
 * account's row locked until the transaction ends, so two saves into one account cannot both take a name.
 */
async function lockedCampaignNames(tx: Transaction, userId: string, accountId: string, except?: string): Promise<Set<string>> {
  const [account] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)))
    .for("update");
  if (!account) throw new ServiceError("not_found", campaignRules.accountNotFound);
  const rows = await tx.select({ id: campaigns.id, name: campaigns.campaignName }).from(campaigns).where(eq(campaigns.accountId, accountId));
  return new Set(rows.filter((row) => row.id !== except).map((row) => groupNameKey(row.name)));
}

async function assertAccountOwned(db: Executor, userId: string, accountId: string): Promise<void> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
  if (!account) throw new ServiceError("not_found", campaignRules.accountNotFound);
}

/** Inserts ad groups with their ads, in order, and answers the new ad groups' ids. */
export async function insertAdGroups(
  db: Executor,
  userId: string,
  campaignId: string,
  groups: AdGroupInput[],
  firstPosition = 0,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, group] of groups.entries()) {
    const [groupRow] = await db
      .insert(adGroups)
      .values({
        userId,
        campaignId,
        name: group.name,
        keywords: group.keywords,
        audienceSignals: group.audienceSignals ?? null,
        contentThemes: group.contentThemes ?? null,
        landingPageUrl: group.landingPageUrl ?? null,
        callToAction: group.callToAction ?? null,
        position: firstPosition + index,
      })
      .returning({ id: adGroups.id });
    if (!groupRow) throw new Error("No data returned from insert");
    ids.push(groupRow.id);
    if (group.ads.length === 0) continue;
    await db.insert(ads).values(
      group.ads.map((ad, adIndex) => ({
        userId,
        adGroupId: groupRow.id,
        name: campaignRules.adName(ad.assets, ad.name),
        finalUrl: ad.finalUrl ?? group.landingPageUrl ?? null,
        assets: ad.assets,
        position: adIndex,
      })),
    );
  }
  return ids;
}

/**
 * Replaces what the update carries. The version the client read must still be current: a stale one is
 * refused rather than silently overwriting a change made in another tab.
 */
export async function updateCampaign(db: Database, userId: string, id: string, update: CampaignUpdate): Promise<LoadedCampaign> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, id), eq(campaigns.userId, userId)))
      .for("update");
    if (!current) throw new ServiceError("not_found", campaignRules.notFound);
    if (current.version !== update.version) throw new ServiceError("conflict", campaignRules.staleVersion);
    const name = update.name === undefined ? current.campaignName : campaignRules.validateName(update.name);
    const accountId = update.accountId === undefined ? current.accountId : update.accountId;
    const renamed = groupNameKey(name) !== groupNameKey(current.campaignName) || accountId !== current.accountId;
    if (accountId && renamed && (await lockedCampaignNames(tx, userId, accountId, id)).has(groupNameKey(name))) {
      throw new ServiceError("conflict", campaignNameTakenMessage);
    }
    if (update.accountId) await assertAccountOwned(tx, userId, update.accountId);
    await tx
      .update(campaigns)
      .set({
        campaignName: name,
        ...(update.campaignType !== undefined ? { campaignType: update.campaignType } : {}),
        ...(update.accountId !== undefined ? { accountId: update.accountId } : {}),
        ...(update.formData !== undefined ? { formData: update.formData } : {}),
        ...(update.generatedAds !== undefined ? { generatedAds: update.generatedAds } : {}),
        version: sql`${campaigns.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(campaigns.id, id));
    if (update.adGroups !== undefined) {
      campaignRules.assertUniqueGroupNames(update.adGroups.map((group) => group.name));
      await tx.delete(adGroups).where(eq(adGroups.campaignId, id));
      await insertAdGroups(tx, userId, id, update.adGroups);
    }
    const stored = await getCampaign(tx, userId, id);
    campaignRules.assertHasContent(stored);
    return stored;
  });
}

export async function deleteCampaign(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.userId, userId)))
    .returning({ id: campaigns.id });
  if (deleted.length === 0) throw new ServiceError("not_found", campaignRules.notFound);
}

