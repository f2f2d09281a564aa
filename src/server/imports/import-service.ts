import { and, eq, inArray } from "drizzle-orm";
import { groupNameKey } from "../../domain/campaigns/group-names.ts";
import type { ImportQuery } from "../../domain/contracts/imports.ts";
import { type ImportCounts, importMessages, type ImportPreview, importPreview, type ImportSummary } from "../../domain/import/index.ts";
import { accountRules } from "../accounts/account-rules.ts";
import type { Executor } from "../campaigns/campaign-service.ts";
import type { Database } from "../db/client.ts";
import { classifyDatabaseError } from "../db/database-error.ts";
import { accountImports, accounts, campaigns, usageEvents } from "../db/schema.ts";
import type { SessionUser } from "../http/app-env.ts";
import { HttpError } from "../http/errors.ts";
import { ServiceError } from "../service-error.ts";
import { readSpooled, type SpooledImport } from "./import-body.ts";
import { type ExistingCampaigns, ImportWriter } from "./import-writer.ts";

/**
 * Google Ads Editor files into an ad account (issue 22): a preview that saves nothing, and a save into the
 * tables the campaign service writes, in one transaction per file, at most once per file and account (its
 * SHA-256 in `account_imports`). Both read the spooled file as a stream (import-body.ts).
 */
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

/** The dry run: the file read through, its keywords and ads counted and let go. */
export async function previewImport(db: Database, accountId: string, spooled: SpooledImport): Promise<ImportPreview> {
  const { summary } = await readSpooled(spooled.file, () => undefined);
  return importPreview(summary, await existingCampaigns(db, accountId), await earlierImport(db, accountId, spooled.sha256));
}

export async function saveImport(
  db: Database,
  user: SessionUser,
  accountId: string,
  spooled: SpooledImport,
  query: ImportQuery,
): Promise<{ summary: ImportSummary; created: boolean }> {
  const earlier = await earlierImport(db, accountId, spooled.sha256);
  if (earlier) return { summary: earlier, created: false };
  try {
    const summary = await db.transaction(async (tx) => {
      // The account's row locked: a campaign save or a second import into it waits, so names cannot clash.
      const [account] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), eq(accounts.userId, user.id)))
        .for("update");
      if (!account) throw new ServiceError("not_found", accountRules.notFound);
      const writer = new ImportWriter(tx, user, accountId, await existingCampaigns(tx, accountId), query);
      const { summary: parsed, builder } = await readSpooled(spooled.file, (items, reader) => writer.write(items, reader.builder));
      if (parsed.campaigns.length === 0) throw new HttpError(422, importMessages.nothingToImport, { skipped: parsed.skipped });
      const campaignIds = await writer.finish(parsed, builder);
      if (writer.undecided.length) throw new ServiceError("conflict", importMessages.chooseForExisting(writer.undecided));
      const [stored] = await tx
        .insert(accountImports)
        .values({ userId: user.id, accountId, fileSha256: spooled.sha256, campaignIds, counts: parsed.counts })
        .returning({ id: accountImports.id });
      if (!stored) throw new Error("No data returned from insert");
      await tx.insert(usageEvents).values({ userId: user.id, eventType: "campaigns_imported", metadata: { ...parsed.counts, skipped: parsed.skippedCount } });
      return { id: stored.id, campaignIds, counts: parsed.counts };
    });
    return { summary, created: true };
  } catch (error) {
    // The same file sent twice at once: the unique key lets one in; the other answers its result.
    if (classifyDatabaseError(error)?.constraint === "account_imports_account_file_unique") {
      const first = await earlierImport(db, accountId, spooled.sha256);
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
