import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BulkJobView } from "../../domain/contracts/bulk-jobs.ts";
import { generationMessages } from "../../domain/results/generation-messages.ts";
import { englishPage, formFor } from "../../../test/support/ai/generation-fixtures.ts";
import { aiConfigFor, type OpenAiCompatibleServer, startOpenAiCompatibleServer } from "../../../test/support/ai/openai-compatible-server.ts";
import { createJob, jobWhenEnded } from "../../../test/support/bulk/bulk-client.ts";
import { productPages } from "../../../test/support/bulk/site-pages.ts";
import { type PageServer, startPageServer } from "../../../test/support/crawl/page-server.ts";
import { searchCampaignBody } from "../../../test/support/server/campaign-fixture.ts";
import { signUpWithTrial } from "../../../test/support/server/profile-status.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";

const searchReply = JSON.stringify({
  headlines: ["Fresh Loaves Every Day", "Order Bread Online Now", "Organic Sourdough Bakery"],
  descriptions: ["Baked every morning with long fermentation.", "Order before 9 am and pick it up the same day."],
  callouts: ["Same-Day Pickup"],
  sitelinks: [],
});

describe("with a model writer, a bulk job shares the user's model slots (issue 23)", () => {
  let provider: OpenAiCompatibleServer;
  let site: PageServer;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startOpenAiCompatibleServer();
    provider.answer({ kind: "slow", delayMs: 1_500, content: searchReply });
    site = await startPageServer(productPages(2));
    t = await createTestApp("pglite", {
      ai: { ...aiConfigFor(provider), timeoutMs: 10_000, requestsPerMinute: 1_000, concurrency: { total: 4, perUser: 1 } },
      crawl: { allowPrivateNetworks: true, render: "off", chromiumPath: null },
      bulk: { workers: 2, perHost: 2, pollingSeconds: 0.5, taskExpireSeconds: 30, maintenanceSeconds: 30, taskRetries: 3 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await site?.close();
    await provider?.close();
  });

  it("while a page is being written, the user's own generation is told too many are in flight; the job still ends", async () => {
    const { cookie } = await signUpWithTrial(t, "model-bulk@example.com");
    const saved = await t.request("/api/campaigns", { body: searchCampaignBody("Model pages"), cookie });
    const campaignId = ((await saved.json()) as { campaign: { id: string } }).campaign.id;
    const { id } = await createJob(t, cookie, campaignId, { urls: [site.url("/products/p1"), site.url("/products/p2")] });
    // A page is being written: the model answers after 1.5 s, so the page holds the user's one slot a while.
    for (let job: BulkJobView | null = null; !job?.items.some((item) => item.status === "writing"); await new Promise((resolve) => setTimeout(resolve, 50))) {
      job = ((await (await t.request(`/api/bulk-jobs/${id}`, { cookie })).json()) as { job: BulkJobView }).job;
    }
    const generated = await t.request("/api/generate-ads", { cookie, body: { formData: formFor("search"), crawledContent: englishPage } });
    expect(generated.status).toBe(429);
    expect(((await generated.json()) as { error: string }).error).toBe(generationMessages.tooManyInFlight);
    const job = await jobWhenEnded(t, cookie, id);
    expect(job).toMatchObject({ status: "done", done: 2, failed: 0 });
  }, 30_000);
});
