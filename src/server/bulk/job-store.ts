import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { bulkJobMessages, type BulkItemStatus, type BulkJobStatus } from "../../domain/bulk/bulk-rules.ts";
import type { BulkJobSummary, BulkJobView } from "../../domain/contracts/bulk-jobs.ts";
import type { AdGroupInput } from "../../domain/contracts/campaign-input.ts";
import { firstFreeName, groupNameKey } from "../../domain/campaigns/group-names.ts";
import { type Executor, insertAdGroups, type Transaction } from "../campaigns/campaign-service.ts";
import type { Database } from "../db/client.ts";
import { adGroups, ads, authUser, bulkJobItems, bulkJobs, campaigns } from "../db/schema.ts";
import { ServiceError } from "../service-error.ts";

/** Every read and change of jobs carries the owner's id: another user's job is "not found", as a missing one. */

export type JobRow = typeof bulkJobs.$inferSelect;
export type ItemRow = typeof bulkJobItems.$inferSelect;

export async function insertJob(db: Database, input: { userId: string; campaignId: string; urls: string[]; delayMs: number }): Promise<{ job: JobRow; items: ItemRow[] }> {
  return db.transaction(async (tx) => {
    const [job] = await tx.insert(bulkJobs).values({ userId: input.userId, campaignId: input.campaignId, total: input.urls.length, delayMs: input.delayMs }).returning();
    if (!job) throw new Error("No data returned from insert");
    // The item's own id is its first task's id: sending it again (a resume) adds nothing while it is queued.
    const items = await tx
      .insert(bulkJobItems)
      .values(input.urls.map((url, position) => ({ jobId: job.id, url, position })))
      .returning();
    return { job, items };
  });
}

/** The task id each unsettled item waits under; set to the item's id when it is created. */
export const taskIdOf = (item: ItemRow) => item.taskId ?? item.id;

async function ownedJob(db: Executor, userId: string, jobId: string): Promise<JobRow> {
  const [job] = await db.select().from(bulkJobs).where(and(eq(bulkJobs.id, jobId), eq(bulkJobs.userId, userId)));
  if (!job) throw new ServiceError("not_found", bulkJobMessages.notFound);
  return job;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function summaryOf(job: JobRow, campaign: { name: string; type: string | null }): BulkJobSummary {
  return {
    id: job.id,
    campaignId: job.campaignId,
    campaignName: campaign.name,
    campaignType: campaign.type,
    status: job.status as BulkJobStatus,
    total: job.total,
    done: job.done,
    failed: job.failed,
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
  };
}

export async function loadJobView(db: Database, userId: string, jobId: string): Promise<BulkJobView> {
  const job = await ownedJob(db, userId, jobId);
  const [campaign] = await db.select({ name: campaigns.campaignName, type: campaigns.campaignType }).from(campaigns).where(eq(campaigns.id, job.campaignId));
  const items = await db.select().from(bulkJobItems).where(eq(bulkJobItems.jobId, jobId)).orderBy(asc(bulkJobItems.position));
  const groupIds = items.flatMap((item) => (item.adGroupId ? [item.adGroupId] : []));
  const adRows = groupIds.length > 0 ? await db.select({ id: ads.id, adGroupId: ads.adGroupId }).from(ads).where(inArray(ads.adGroupId, groupIds)).orderBy(asc(ads.position)) : [];
  const firstAd = new Map<string, string>();
  for (const ad of adRows) if (!firstAd.has(ad.adGroupId)) firstAd.set(ad.adGroupId, ad.id);
  return {
    ...summaryOf(job, campaign ?? { name: "", type: null }),
    items: items.map((item) => ({
      url: item.url,
      status: item.status as BulkItemStatus,
      error: item.error,
      adGroupId: item.adGroupId,
      adId: item.adGroupId ? (firstAd.get(item.adGroupId) ?? null) : null,
      startedAt: iso(item.startedAt),
      finishedAt: iso(item.finishedAt),
    })),
  };
}

export async function listJobs(db: Database, userId: string, limit = 50): Promise<BulkJobSummary[]> {
  const rows = await db
    .select({ job: bulkJobs, name: campaigns.campaignName, type: campaigns.campaignType })
    .from(bulkJobs)
    .innerJoin(campaigns, eq(campaigns.id, bulkJobs.campaignId))
    .where(eq(bulkJobs.userId, userId))
    .orderBy(desc(bulkJobs.createdAt))
    .limit(limit);
  return rows.map((row) => summaryOf(row.job, row));
}

/** Cancels a job that has not ended; answers the task ids still waiting, for the queue to drop. */
export async function cancelJob(db: Database, userId: string, jobId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const job = await ownedJob(tx, userId, jobId);
    if (job.status === "done" || job.status === "canceled") return [];
    await tx.update(bulkJobs).set({ status: "canceled", finishedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(bulkJobs.id, jobId));
    const waiting = await tx.select().from(bulkJobItems).where(and(eq(bulkJobItems.jobId, jobId), eq(bulkJobItems.status, "queued")));
    return waiting.map(taskIdOf);
  });
}

/**
 * Puts the failed pages back in the queue (and, of a canceled job, the pages it never read), each under
 * a new task id, since their earlier tasks are finished. Answers the task ids to send.
 */
export async function requeueFailed(db: Database, userId: string, jobId: string): Promise<Array<{ itemId: string; taskId: string }>> {
  return db.transaction(async (tx) => {
    const job = await ownedJob(tx, userId, jobId);
    await tx.select({ id: bulkJobs.id }).from(bulkJobs).where(eq(bulkJobs.id, jobId)).for("update");
    const statuses = job.status === "canceled" ? ["failed", "queued"] : ["failed"];
    const again = await tx.select().from(bulkJobItems).where(and(eq(bulkJobItems.jobId, jobId), inArray(bulkJobItems.status, statuses)));
    if (again.length === 0) throw new ServiceError("conflict", bulkJobMessages.nothingToRetry);
    const tasks = again.map((item) => ({ itemId: item.id, taskId: randomUUID() }));
    for (const task of tasks) {
      await tx.update(bulkJobItems).set({ status: "queued", error: null, attempts: 0, taskId: task.taskId, finishedAt: null, updatedAt: sql`now()` }).where(eq(bulkJobItems.id, task.itemId));
    }
    const failedAgain = again.filter((item) => item.status === "failed").length;
    await tx
      .update(bulkJobs)
      .set({ status: job.startedAt ? "running" : "queued", failed: sql`${bulkJobs.failed} - ${failedAgain}`, finishedAt: null, updatedAt: sql`now()` })
      .where(eq(bulkJobs.id, jobId));
    return tasks;
  });
}

/** Items not settled, of jobs not ended: what a restarted server makes sure is queued. */
export async function unsettledItems(db: Database): Promise<ItemRow[]> {
  const rows = await db
    .select({ item: bulkJobItems })
    .from(bulkJobItems)
    .innerJoin(bulkJobs, eq(bulkJobs.id, bulkJobItems.jobId))
    .where(and(inArray(bulkJobs.status, ["queued", "running"]), inArray(bulkJobItems.status, ["queued", "crawling", "writing"])));
  return rows.map((row) => row.item);
}

export type Claim =
  | { kind: "skip" }
  | { kind: "exhausted"; job: JobRow; item: ItemRow }
  | { kind: "claimed"; job: JobRow; item: ItemRow };

/**
 * A worker takes a page: nothing to do when the page is settled or its job ended; otherwise the page is
 * 'crawling', its attempt counted, and the job running. The item's row is locked meanwhile, so two tasks
 * of one page (a resend racing a retry) take it one after the other.
 */
export async function claimItem(db: Database, itemId: string, maxAttempts: number): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(bulkJobItems).where(eq(bulkJobItems.id, itemId)).for("update");
    if (!item || item.status === "done" || item.status === "failed" || item.adGroupId) return { kind: "skip" };
    const [job] = await tx.select().from(bulkJobs).where(eq(bulkJobs.id, item.jobId));
    if (!job || job.status === "canceled" || job.status === "done") return { kind: "skip" };
    if (item.attempts >= maxAttempts) return { kind: "exhausted", job, item };
    const [claimed] = await tx
      .update(bulkJobItems)
      .set({ status: "crawling", attempts: sql`${bulkJobItems.attempts} + 1`, startedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(bulkJobItems.id, itemId))
      .returning();
    if (job.status === "queued") {
      await tx.update(bulkJobs).set({ status: "running", startedAt: sql`coalesce(${bulkJobs.startedAt}, now())`, updatedAt: sql`now()` }).where(eq(bulkJobs.id, job.id));
    }
    return { kind: "claimed", job, item: claimed ?? item };
  });
}

export async function markWriting(db: Database, itemId: string): Promise<void> {
  await db
    .update(bulkJobItems)
    .set({ status: "writing", updatedAt: sql`now()` })
    .where(and(eq(bulkJobItems.id, itemId), inArray(bulkJobItems.status, ["queued", "crawling"])));
}

/** The job is canceled (or gone): a worker stops before spending more on its page. */
export async function jobCanceled(db: Database, jobId: string): Promise<boolean> {
  const [job] = await db.select({ status: bulkJobs.status }).from(bulkJobs).where(eq(bulkJobs.id, jobId));
  return !job || job.status === "canceled";
}

/** A page that waits for a free slot: back to queued under the task that will take it next. */
export async function deferItem(db: Database, itemId: string, taskId: string): Promise<void> {
  await db.update(bulkJobItems).set({ status: "queued", taskId, updatedAt: sql`now()` }).where(eq(bulkJobItems.id, itemId));
}

/** Locks the item; null when another task settled it first or its job ended: nothing is written then. */
async function lockOpenItem(tx: Transaction, itemId: string): Promise<{ item: ItemRow; job: JobRow } | null> {
  const [item] = await tx.select().from(bulkJobItems).where(eq(bulkJobItems.id, itemId)).for("update");
  if (!item || item.status === "done" || item.status === "failed" || item.adGroupId) return null;
  const [job] = await tx.select().from(bulkJobs).where(eq(bulkJobs.id, item.jobId)).for("update");
  if (!job) return null;
  if (job.status === "canceled") {
    // Canceled while this page was read: it was not written, so it shows as not processed.
    await tx.update(bulkJobItems).set({ status: "queued", updatedAt: sql`now()` }).where(eq(bulkJobItems.id, itemId));
    return null;
  }
  return { item, job };
}

async function settle(tx: Transaction, job: JobRow, outcome: "done" | "failed"): Promise<void> {
  const done = outcome === "done" ? sql`${bulkJobs.done} + 1` : bulkJobs.done;
  const failed = outcome === "failed" ? sql`${bulkJobs.failed} + 1` : bulkJobs.failed;
  const ended = sql`${bulkJobs.done} + ${bulkJobs.failed} + 1 >= ${bulkJobs.total}`;
  await tx
    .update(bulkJobs)
    .set({
      done,
      failed,
      status: sql`case when ${ended} then 'done' else 'running' end`,
      finishedAt: sql`case when ${ended} then now() else null end`,
      updatedAt: sql`now()`,
    })
    .where(eq(bulkJobs.id, job.id));
}

/**
 * The page's ad group, its ads and the item's end in one transaction: a worker that dies before the
 * commit leaves nothing behind, and a second task of the same page finds the item done and writes nothing.
 * The group is named after the page, numbered past the campaign's names (Editor merges groups of one name).
 */
export async function saveGroupForItem(db: Database, itemId: string, group: AdGroupInput): Promise<string | null> {
  return db.transaction(async (tx) => {
    const open = await lockOpenItem(tx, itemId);
    if (!open) return null;
    const { job } = open;
    // The campaign's row locked: two pages of one site named alike get 'Name' and 'Name (2)', not both 'Name'.
    const [campaign] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, job.campaignId)).for("update");
    if (!campaign) return null;
    const existing = await tx.select({ name: adGroups.name }).from(adGroups).where(eq(adGroups.campaignId, job.campaignId));
    const name = firstFreeName(group.name, new Set(existing.map((row) => groupNameKey(row.name))));
    const [adGroupId] = await insertAdGroups(tx, job.userId, job.campaignId, [{ ...group, name }], existing.length);
    if (!adGroupId) throw new Error("No data returned from insert");
    await tx.update(campaigns).set({ version: sql`${campaigns.version} + 1`, updatedAt: sql`now()` }).where(eq(campaigns.id, job.campaignId));
    await tx
      .update(bulkJobItems)
      .set({ status: "done", adGroupId, error: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(bulkJobItems.id, itemId));
    await settle(tx, job, "done");
    return adGroupId;
  });
}

export async function failItem(db: Database, itemId: string, error: string): Promise<void> {
  await db.transaction(async (tx) => {
    const open = await lockOpenItem(tx, itemId);
    if (!open) return;
    await tx.update(bulkJobItems).set({ status: "failed", error, finishedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(bulkJobItems.id, itemId));
    await settle(tx, open.job, "failed");
  });
}

/** The job's owner as the writer records generations for them. */
export async function ownerOf(db: Database, userId: string): Promise<{ id: string; email: string; name: string; emailVerified: boolean } | null> {
  const [user] = await db.select({ id: authUser.id, email: authUser.email, name: authUser.name, emailVerified: authUser.emailVerified }).from(authUser).where(eq(authUser.id, userId));
  return user ?? null;
}

/** The item and its job when the item still has work; empty otherwise. */
export async function unsettledById(db: Database, itemId: string): Promise<Array<{ item: ItemRow; job: JobRow }>> {
  return db
    .select({ item: bulkJobItems, job: bulkJobs })
    .from(bulkJobItems)
    .innerJoin(bulkJobs, eq(bulkJobs.id, bulkJobItems.jobId))
    .where(and(eq(bulkJobItems.id, itemId), inArray(bulkJobItems.status, ["queued", "crawling", "writing"]), inArray(bulkJobs.status, ["queued", "running"])));
}

/** What writing a page needs of its campaign: the shared settings and the type, not its groups and ads. */
export async function campaignBrief(db: Database, job: JobRow): Promise<{ formData: unknown; campaignType: string | null; accountId: string | null } | null> {
  const [campaign] = await db
    .select({ formData: campaigns.formData, campaignType: campaigns.campaignType, accountId: campaigns.accountId })
    .from(campaigns)
    .where(and(eq(campaigns.id, job.campaignId), eq(campaigns.userId, job.userId)));
  return campaign ?? null;
}
