import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobWhenEnded } from "../../../test/support/bulk/bulk-client.ts";
import { productPages } from "../../../test/support/bulk/site-pages.ts";
import { type PageServer, startPageServer } from "../../../test/support/crawl/page-server.ts";
import { searchCampaignBody } from "../../../test/support/server/campaign-fixture.ts";
import { signUpWithTrial } from "../../../test/support/server/profile-status.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";
import { bulkJobItems, bulkJobs } from "../db/schema.ts";

describe.each(testDatabaseKinds())("a starting server takes up what a stopped one left (issue 23) on %s", (kind) => {
  let t: TestApp;
  let site: PageServer;

  beforeAll(async () => {
    site = await startPageServer(productPages(3));
    t = await createTestApp(kind, {
      crawl: { allowPrivateNetworks: true, render: "off", chromiumPath: null },
      bulk: { workers: 2, perHost: 2, pollingSeconds: 0.5, taskExpireSeconds: 30, maintenanceSeconds: 30, taskRetries: 3 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await site?.close();
  });

  it("sends the pages never queued, and fails a page that was taken more often than its task may be retried", async () => {
    const { cookie, userId } = await signUpWithTrial(t, "resume@example.com");
    const saved = await t.request("/api/campaigns", { body: searchCampaignBody("Left behind"), cookie });
    const campaignId = ((await saved.json()) as { campaign: { id: string } }).campaign.id;
    // As a server leaves them when it dies between storing a job and queueing its pages, and after a page
    // that took the server down with it every time.
    const [job] = await t.database.db.insert(bulkJobs).values({ userId, campaignId, total: 3, status: "running", startedAt: new Date() }).returning();
    if (!job) throw new Error("no job");
    await t.database.db.insert(bulkJobItems).values([
      { jobId: job.id, url: site.url("/products/p1"), position: 0 },
      { jobId: job.id, url: site.url("/products/p2"), position: 1 },
      { jobId: job.id, url: site.url("/products/p3"), position: 2, status: "crawling", attempts: 4 },
    ]);

    await t.app.bulkJobs.start();
    const ended = await jobWhenEnded(t, cookie, job.id);
    expect(ended).toMatchObject({ status: "done", done: 2, failed: 1 });
    expect(ended.items.map((item) => item.status)).toEqual(["done", "done", "failed"]);
    expect(ended.items[2]?.error).toMatch(/Retry the failed pages/);
    expect(site.requests.filter((request) => request.path === "/products/p3")).toHaveLength(0);
  }, 30_000);
});
