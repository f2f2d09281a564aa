import { randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import type PgBoss from "pg-boss";
import { bulkJobLimits, bulkJobMessages, normalizeJobUrls, pagesUnderPrefix } from "../../domain/bulk/bulk-rules.ts";
import { campaignTypeFor, isCampaignTypeId } from "../../domain/campaign-types/registry.ts";
import type { BulkJobInput } from "../../domain/contracts/bulk-jobs.ts";
import { brandRulesForWriting } from "../accounts/brand-rules-service.ts";
import type { AiConfig } from "../ai/ai-config.ts";
import { campaignRequest } from "../ai/campaign-request.ts";
import { type ConcurrencyGate, createConcurrencyGate } from "../ai/concurrency-gate.ts";
import type { GenerationService } from "../ai/generation-service.ts";
import { getCampaign } from "../campaigns/campaign-service.ts";
import type { AddressPolicy } from "../crawl/address-policy.ts";
import { CrawlError } from "../crawl/crawl-error.ts";
import { assertHostAllowed } from "../crawl/crawl-url.ts";
import type { Crawler } from "../crawl/crawler.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import type { RateLimiter } from "../http/rate-limiter.ts";
import type { Logger } from "../logger.ts";
import type { BulkConfig } from "./bulk-config.ts";
import { createHostSlots } from "./host-slots.ts";
import { createJobQueue, pageQueue, type PageTask } from "./job-queue.ts";
import * as store from "./job-store.ts";
import { pageForm, pageGroup } from "./page-group.ts";
import type { SitemapReader } from "./sitemap-reader.ts";

export interface BulkJobsDeps {
  database: DatabaseHandle;
  config: BulkConfig;
  ai: AiConfig;
  crawler: Crawler;
  /** The crawler's address rule: a page on a private address is refused when the job is created. */
  policy: AddressPolicy;
  sitemaps: SitemapReader;
  generation: GenerationService;
  /** The instance's model slots, shared with the generation endpoints; the offline writer uses its own CPU cap. */
  modelSlots: ConcurrencyGate;
  rateLimiter: RateLimiter;
  logger: Logger;
}

/** A page waiting for a free writer slot is looked at again after this. */
const deferSeconds = 2;
/**
 * A worker whose page finds its user's slots taken waits this long for one before putting the page back:
 * another page of the same job usually ends within it, and putting back costs two writes and a poll.
 * A worker is held at most this long, so another user's pages are not kept waiting behind it.
 */
const slotWaitMs = 1_500;

/**
 * Bulk generation: jobs and their pages in our tables, one pg-boss task per page, so any instance on the
 * database takes any page (SKIP LOCKED in pg-boss's fetch). The queue starts with the first job or at the
 * server's start (main.ts), which also re-sends what a stopped server left unfinished.
 */
export function createBulkJobs(deps: BulkJobsDeps) {
  const { database, config, logger } = deps;
  const db = database.db;
  const hosts = createHostSlots(config.perHost);
  // The offline writer spends this machine's CPU, not a provider's quota: bounded by cores, not by the minute.
  const offline = deps.generation.info.provider === "offline";
  const writers = offline ? createConcurrencyGate({ total: Math.max(1, availableParallelism()), perUser: deps.ai.concurrency.perUser }) : deps.modelSlots;
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;
  const workerIds: string[] = [];

  async function start(): Promise<PgBoss> {
    starting ??= (async () => {
      const queue = createJobQueue(database, config, logger);
      await queue.start();
      await queue.createQueue(pageQueue);
      boss = queue;
      // Before any worker of ours takes a task: what resume finds active cannot then be our own.
      await resume(queue);
      for (let i = 0; i < config.workers; i++) {
        workerIds.push(await queue.work<PageTask>(pageQueue, { batchSize: 1, pollingIntervalSeconds: config.pollingSeconds }, ([task]) => handle(task)));
      }
      return queue;
    })();
    // A start that failed (the database was away) is tried again by the next caller.
    starting.catch(() => {
      starting = null;
    });
    return starting;
  }

  /**
   * What a stopped server left: every unsettled page of an unended job is sent again under its task id (a
   * no-op for a task still queued). On PGlite this process is the database's only user, so a task still
   * marked active was its own before the stop: failing it now hands it back at once, instead of after
   * the expiry that covers a dead instance on PostgreSQL.
   */
  async function resume(queue: PgBoss): Promise<void> {
    const unsettled = await store.unsettledItems(db);
    // A page taken as often as its task may be retried stopped a server each time: it fails, not loops.
    const spent = unsettled.filter((item) => item.attempts > config.taskRetries);
    for (const item of spent) await store.failItem(db, item.id, bulkJobMessages.unexpected);
    const items = unsettled.filter((item) => item.attempts <= config.taskRetries);
    if (items.length === 0) return;
    if (database.kind === "pglite") {
      const taken = items.filter((item) => item.status !== "queued").map(store.taskIdOf);
      if (taken.length > 0) await queue.fail(pageQueue, taken);
    }
    await send(queue, items.map((item) => ({ itemId: item.id, taskId: store.taskIdOf(item) })));
    logger.info("bulk jobs resumed", { pages: items.length });
  }

  async function send(queue: PgBoss, tasks: Array<{ itemId: string; taskId: string }>, startAfterSeconds?: number): Promise<void> {
    for (let i = 0; i < tasks.length; i += 500) {
      await queue.insert(
        tasks.slice(i, i + 500).map((task) => ({
          id: task.taskId,
          name: pageQueue,
          data: { itemId: task.itemId } satisfies PageTask,
          ...(startAfterSeconds ? { startAfter: new Date(Date.now() + startAfterSeconds * 1000).toISOString() } : {}),
        })),
      );
    }
    for (const id of workerIds) queue.notifyWorker(id);
  }

  async function handle(task: PgBoss.Job<PageTask> | undefined): Promise<void> {
    if (!task) return;
    // Taken as the server stops: failing the task hands it back to the queue (a retry); completing it
    // unread would leave its page waiting under a finished task that a resume cannot send again.
    if (stopped) throw new Error("the server is stopping");
    try {
      await processPage(task.data.itemId);
    } finally {
      // The worker asks for the next page now rather than after its polling interval.
      for (const id of workerIds) boss?.notifyWorker(id);
    }
  }

  async function processPage(itemId: string): Promise<void> {
    const [peek] = await store.unsettledById(db, itemId);
    if (!peek) return;
    const { item: waiting, job: owning } = peek;
    const admission = await enterWithin(owning.userId, slotWaitMs);
    if (!admission.admitted) return defer(itemId);
    try {
      if (!offline) {
        const allowance = await deps.rateLimiter.hit(`generate:${owning.userId}`, deps.ai.requestsPerMinute, 60_000);
        if (!allowance.allowed) return defer(itemId, allowance.retryAfterSeconds);
      }
      const claim = await store.claimItem(db, waiting.id, config.taskRetries + 1);
      if (claim.kind === "skip") return;
      if (claim.kind === "exhausted") return store.failItem(db, itemId, bulkJobMessages.unexpected);
      await writePage(claim.job, claim.item);
    } catch (error) {
      logger.error("bulk page failed unexpectedly", { itemId, error: error instanceof Error ? error.message : String(error) });
      await store.failItem(db, itemId, bulkJobMessages.unexpected).catch(() => undefined);
    } finally {
      admission.slot.release();
    }
  }

  async function enterWithin(userId: string, ms: number) {
    const until = Date.now() + ms;
    for (;;) {
      const admission = writers.tryEnter(userId);
      if (admission.admitted || Date.now() >= until || stopped) return admission;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async function defer(itemId: string, seconds = deferSeconds): Promise<void> {
    const queue = boss;
    if (!queue) return;
    const taskId = randomUUID();
    await store.deferItem(db, itemId, taskId);
    await send(queue, [{ itemId, taskId }], seconds);
  }

  async function writePage(job: store.JobRow, item: store.ItemRow): Promise<void> {
    const campaign = await store.campaignBrief(db, job);
    const owner = await store.ownerOf(db, job.userId);
    if (!campaign || !owner || !isCampaignTypeId(campaign.campaignType)) return store.failItem(db, item.id, bulkJobMessages.noCampaignType);
    const type = campaignTypeFor(campaign.campaignType);
    if (job.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, job.delayMs));
    if (await store.jobCanceled(db, job.id)) return store.failItem(db, item.id, bulkJobMessages.canceled);

    let page;
    const host = new URL(item.url).host;
    const release = await hosts.acquire(host);
    try {
      page = await deps.crawler.crawl(item.url, { wholePageOnly: true });
    } catch (error) {
      if (error instanceof CrawlError) return store.failItem(db, item.id, error.message);
      throw error;
    } finally {
      release();
    }
    if (await store.jobCanceled(db, job.id)) return store.failItem(db, item.id, bulkJobMessages.canceled);

    await store.markWriting(db, item.id);
    const form = pageForm(type, campaign.formData, item.url, page);
    // The campaign's ad account's brand rules bind every page's writing, as they bind the wizard's (issue 22).
    const rules = await brandRulesForWriting(db, job.userId, campaign.accountId ?? undefined);
    const outcome = await deps.generation.generateCampaign(owner, campaignRequest(type, { formData: form, crawledContent: page }, rules));
    if (!outcome.ok) return store.failItem(db, item.id, outcome.body.error || bulkJobMessages.writeFailed);
    await store.saveGroupForItem(db, item.id, pageGroup(type, form, outcome.result));
  }

  return {
    start,
    async stop(): Promise<void> {
      stopped = true;
      if (!starting) return;
      const queue = await starting.catch(() => null);
      await queue?.stop({ graceful: true, wait: true, timeout: 3_000 });
    },

    /** The pages a site's sitemap lists under a path prefix, for the picker; at most the paid cap. */
    async sitemapPages(sitemapUrl: string, pathPrefix: string | undefined): Promise<string[]> {
      const pages = await readSitemap(sitemapUrl);
      const kept = pagesUnderPrefix(pages, pathPrefix, bulkJobLimits.sitemapPages);
      if (kept.length === 0 && pathPrefix) throw new HttpError(422, bulkJobMessages.sitemapNoneUnderPrefix(pathPrefix));
      return kept;
    },

    async createJob(user: { id: string }, campaignId: string, input: BulkJobInput, plan: { trial: boolean }) {
      const campaign = await getCampaign(db, user.id, campaignId);
      if (!isCampaignTypeId(campaign.campaignType)) throw new HttpError(400, bulkJobMessages.noCampaignType);
      const cap = plan.trial ? bulkJobLimits.trialUrls : bulkJobLimits.paidUrls;
      let given: string[];
      if ("urls" in input) {
        given = input.urls;
      } else {
        const pages = await readSitemap(input.sitemapUrl);
        given = pagesUnderPrefix(pages, input.pathPrefix, input.limit ?? cap);
        if (given.length === 0) throw new HttpError(422, bulkJobMessages.sitemapNoneUnderPrefix(input.pathPrefix ?? "/"));
      }
      const { urls, invalid } = normalizeJobUrls(given);
      if (invalid.length > 0) throw new HttpError(400, bulkJobMessages.invalidUrls(invalid), { invalidUrls: invalid });
      if (urls.length === 0) throw new HttpError(400, bulkJobMessages.noUrls);
      const blocked = urls.filter((url) => !hostAllowed(url));
      if (blocked.length > 0) throw new HttpError(400, bulkJobMessages.blockedUrls(blocked), { blockedUrls: blocked });
      if (urls.length > cap) throw new HttpError(400, bulkJobMessages.tooManyUrls(urls.length, cap, plan.trial));
      const queue = await start();
      const { job, items } = await store.insertJob(db, { userId: user.id, campaignId, urls, delayMs: input.delayMs ?? 0 });
      await send(queue, items.map((item) => ({ itemId: item.id, taskId: store.taskIdOf(item) })));
      return { id: job.id, total: job.total };
    },

    view: (userId: string, jobId: string) => store.loadJobView(db, userId, jobId),
    list: (userId: string) => store.listJobs(db, userId),

    async cancel(userId: string, jobId: string) {
      const waiting = await store.cancelJob(db, userId, jobId);
      // The canceled job's tasks would only be skipped; dropping them spares the workers the look.
      if (waiting.length > 0 && boss) await boss.cancel(pageQueue, waiting).catch(() => undefined);
      return store.loadJobView(db, userId, jobId);
    },

    async retry(userId: string, jobId: string) {
      await store.loadJobView(db, userId, jobId);
      const queue = await start();
      const tasks = await store.requeueFailed(db, userId, jobId);
      await send(queue, tasks);
      return store.loadJobView(db, userId, jobId);
    },
  };

  function hostAllowed(url: string): boolean {
    try {
      assertHostAllowed(new URL(url), deps.policy);
      return true;
    } catch {
      return false;
    }
  }

  async function readSitemap(sitemapUrl: string): Promise<string[]> {
    try {
      return await deps.sitemaps.pages(sitemapUrl);
    } catch (error) {
      if (error instanceof CrawlError) throw new HttpError(error.kind === "invalid-url" || error.kind === "blocked-address" ? 400 : 422, error.message);
      throw error;
    }
  }
}

export type BulkJobs = ReturnType<typeof createBulkJobs>;
