import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { firstFreeName, groupNameKey } from "../../domain/campaigns/group-names.ts";
import type { ImportQuery } from "../../domain/contracts/imports.ts";
import {
  choiceFor,
  type EditorImport,
  type ImportCounts,
  type ImportedCampaign,
  importMessages,
  type ImportPreview,
  importPreview,
  type ImportSummary,
} from "../../domain/import/index.ts";
import { accountRules } from "../accounts/account-rules.ts";
import { campaignRules } from "../campaigns/campaign-rules.ts";
import type { Executor, Transaction } from "../campaigns/campaign-service.ts";
import type { Database } from "../db/client.ts";
import { classifyDatabaseError } from "../db/database-error.ts";
import { accountImports, accounts, adGroups, ads, campaigns, usageEvents } from "../db/schema.ts";
import type { SessionUser } from "../http/app-env.ts";
import { HttpError } from "../http/errors.ts";
import { ServiceError } from "../service-error.ts";

/**
 * Saving an imported Google Ads Editor file (issue 22): into the tables the campaign service writes, in one
 * transaction per file, at most once per file and account (its SHA-256 in `account_imports`).
 */
type ExistingCampaigns = Map<string, { id: string; name: string }>;

export async function assertAccountOwned(db: Executor, userId: string, accountId: string): Promise<void> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId)));
  if (!account) throw new ServiceError("not_found", accountRules.notFound);
}

async function existingCampaigns(db: Executor, accountId: string): Promise<ExistingCampaigns> {
  const rows = await db.select({ id: campaigns.id, name: campaigns.campaignName }).from(campaigns).where(eq(campaigns.accountId, accountId));
  return new Map(rows.map((row) => [groupNameKey(row.name), row]));
}

async function earlierImport(db: Executor, accountId: string, sha256: string): Promise<ImportSummary | null> {
  const [row] = await db
    .select()
    .from(accountImports)
    .where(and(eq(accountImports.accountId, accountId), eq(accountImports.fileSha256, sha256)));
  return row ? { id: row.id, campaignIds: row.campaignIds, counts: row.counts as ImportCounts } : null;
}

export async function previewImport(db: Database, accountId: string, parsed: EditorImport, sha256: string): Promise<ImportPreview> {
  return importPreview(parsed, await existingCampaigns(db, accountId), await earlierImport(db, accountId, sha256));
}

/** Rows per insert: far below PostgreSQL's 65,535 parameters, few enough round trips for a 50k-row file. */
const insertBatch = 500;

async function insertInBatches<T>(items: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += insertBatch) await insert(items.slice(start, start + insertBatch));
}

/** The campaign's groups and ads, with ids chosen here so every row goes in by the batch, not one by one. */
async function insertContent(tx: Transaction, userId: string, campaignId: string, campaign: ImportedCampaign): Promise<void> {
  const groupRows: (typeof adGroups.$inferInsert)[] = [];
  const adRows: (typeof ads.$inferInsert)[] = [];
  campaign.adGroups.forEach((group, position) => {
    const id = randomUUID();
    groupRows.push({ id, userId, campaignId, name: group.name, keywords: group.keywords, landingPageUrl: group.landingPageUrl, callToAction: group.callToAction, position });
    group.ads.forEach((ad, adPosition) =>
      adRows.push({ userId, adGroupId: id, name: campaignRules.adName(ad.assets), finalUrl: ad.finalUrl ?? group.landingPageUrl, assets: ad.assets, position: adPosition }),
    );
  });
  await insertInBatches(groupRows, (batch) => tx.insert(adGroups).values(batch));
  await insertInBatches(adRows, (batch) => tx.insert(ads).values(batch));
}

/** The account's campaigns of the same names, refused when the request chose nothing for them (409, naming them). */
function plan(parsed: EditorImport, existing: ExistingCampaigns, query: ImportQuery) {
  const undecided: string[] = [];
  const steps = parsed.campaigns.map((campaign) => {
    const found = existing.get(groupNameKey(campaign.name)) ?? null;
    const choice = found ? choiceFor(campaign.name, query) : null;
    if (found && !choice) undecided.push(found.name);
    return { campaign, found, choice };
  });
  if (undecided.length) throw new ServiceError("conflict", importMessages.chooseForExisting(undecided));
  return steps;
}

export async function saveImport(
  db: Database,
  user: SessionUser,
  accountId: string,
  parsed: EditorImport,
  sha256: string,
  query: ImportQuery,
): Promise<{ summary: ImportSummary; created: boolean }> {
  const earlier = await earlierImport(db, accountId, sha256);
  if (earlier) return { summary: earlier, created: false };
  if (parsed.campaigns.length === 0) throw new HttpError(422, importMessages.nothingToImport, { skipped: parsed.skipped });
  try {
    const summary = await db.transaction(async (tx) => {
      // The account's row locked: a campaign save or a second import into it waits, so names cannot clash.
      const [account] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), eq(accounts.userId, user.id)))
        .for("update");
      if (!account) throw new ServiceError("not_found", accountRules.notFound);
      const existing = await existingCampaigns(tx, accountId);
      const taken = new Set(existing.keys());
      const campaignIds: string[] = [];
      for (const { campaign, found, choice } of plan(parsed, existing, query)) {
        if (found && choice === "update") {
          await tx
            .update(campaigns)
            .set({
              campaignType: campaign.campaignType,
              formData: sql`${campaigns.formData} || ${JSON.stringify(campaign.formData)}::jsonb`,
              version: sql`${campaigns.version} + 1`,
              updatedAt: sql`now()`,
            })
            .where(eq(campaigns.id, found.id));
          await tx.delete(adGroups).where(eq(adGroups.campaignId, found.id));
          await insertContent(tx, user.id, found.id, campaign);
          campaignIds.push(found.id);
          continue;
        }
        const name = firstFreeName(campaign.name, taken);
        taken.add(groupNameKey(name));
        const [row] = await tx
          .insert(campaigns)
          .values({ userId: user.id, userEmail: user.email, accountId, campaignName: name, campaignType: campaign.campaignType, formData: { ...campaign.formData, campaignName: name } })
          .returning({ id: campaigns.id });
        if (!row) throw new Error("No data returned from insert");
        await insertContent(tx, user.id, row.id, campaign);
        campaignIds.push(row.id);
      }
      const [stored] = await tx
        .insert(accountImports)
        .values({ userId: user.id, accountId, fileSha256: sha256, campaignIds, counts: parsed.counts })
        .returning({ id: accountImports.id });
      if (!stored) throw new Error("No data returned from insert");
      await tx.insert(usageEvents).values({ userId: user.id, eventType: "campaigns_imported", metadata: { ...parsed.counts, skipped: parsed.skippedCount } });
      return { id: stored.id, campaignIds, counts: parsed.counts };
    });
    return { summary, created: true };
  } catch (error) {
    // The same file sent twice at once: the unique key lets one in; the other answers its result.
    if (classifyDatabaseError(error)?.constraint === "account_imports_account_file_unique") {
      const first = await earlierImport(db, accountId, sha256);
      if (first) return { summary: first, created: false };
    }
    throw error;
  }
}

/** The campaigns an import created or updated that still exist, for links in the result. */
export async function importedCampaignNames(db: Executor, userId: string, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: campaigns.id, name: campaigns.campaignName })
    .from(campaigns)
    .where(and(eq(campaigns.userId, userId), inArray(campaigns.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
