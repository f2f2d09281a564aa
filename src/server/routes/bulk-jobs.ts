import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { bulkJobEnded, bulkJobMessages } from "../../domain/bulk/bulk-rules.ts";
import { bulkJobInput, sitemapPagesInput } from "../../domain/contracts/bulk-jobs.ts";
import type { Billing } from "../billing/billing.ts";
import type { BulkJobs } from "../bulk/bulk-jobs.ts";
import { campaignRules } from "../campaigns/campaign-rules.ts";
import type { Database } from "../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import { readJson } from "../http/validate.ts";
import { currentAccess } from "../profiles/current-access.ts";
import { entityId } from "./entity-id.ts";

/** How often the event stream looks at the job: it reads the database, so every instance's progress shows. */
const eventIntervalMs = 500;

/** POST /api/campaigns/:id/bulk-jobs: a job adding one ad group per page to the campaign (202). */
export function createCampaignBulkRoutes(bulk: BulkJobs, db: Database, billing: Billing) {
  return new Hono<AppEnv>().post("/:id/bulk-jobs", async (c) => {
    const campaignId = entityId(c, campaignRules.notFound);
    const input = await readJson(c, bulkJobInput);
    const user = c.get("user");
    const trial = billing.mode !== "off" && (await currentAccess(db, billing, user)).access.isTrialing;
    const job = await bulk.createJob(user, campaignId, input, { trial });
    return c.json({ job }, 202);
  });
}

/** The jobs themselves: list, read, follow as server-sent events, cancel, retry the failed pages. */
export function createBulkJobRoutes(bulk: BulkJobs) {
  const notFound = bulkJobMessages.notFound;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ jobs: await bulk.list(c.get("user").id) }))
    .post("/sitemap-pages", async (c) => {
      const input = await readJson(c, sitemapPagesInput);
      return c.json({ pages: await bulk.sitemapPages(input.sitemapUrl, input.pathPrefix) });
    })
    .get("/:id", async (c) => c.json({ job: await bulk.view(c.get("user").id, entityId(c, notFound)) }))
    .get("/:id/events", async (c) => {
      const userId = c.get("user").id;
      const id = entityId(c, notFound);
      // Read once before streaming, so another user's job is a 404 like any other route's.
      const first = await bulk.view(userId, id);
      return streamSSE(c, async (stream) => {
        let aborted = false;
        stream.onAbort(() => {
          aborted = true;
        });
        let last = "";
        let job = first;
        for (;;) {
          const data = JSON.stringify({ job });
          if (data !== last) {
            await stream.writeSSE({ event: "job", data });
            last = data;
          }
          if (aborted || bulkJobEnded(job.status)) return;
          await stream.sleep(eventIntervalMs);
          // A job gone meanwhile (its campaign deleted) ends the stream, as an ended job does.
          const next = await bulk.view(userId, id).catch(() => null);
          if (!next) return;
          job = next;
        }
      });
    })
    .post("/:id/cancel", async (c) => c.json({ job: await bulk.cancel(c.get("user").id, entityId(c, notFound)) }))
    .post("/:id/retry", async (c) => c.json({ job: await bulk.retry(c.get("user").id, entityId(c, notFound)) }));
}
