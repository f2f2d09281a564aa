import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BulkJobView } from "../../domain/contracts/bulk-jobs.ts";
import { createJob, jobWhenEnded } from "../../../test/support/bulk/bulk-client.ts";
import { bakeryPage, noPage, productPages } from "../../../test/support/bulk/site-pages.ts";
import { page, type PageHandler, type PageServer, startPageServer } from "../../../test/support/crawl/page-server.ts";
import { searchCampaignBody } from "../../../test/support/server/campaign-fixture.ts";
import { setSubscriptionStatus, signUpWithTrial } from "../../../test/support/server/profile-status.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";

/** One request at a time to a site: two pages of a user are written at once, so a cap of 2 would not show. */
const quickQueue = { workers: 4, perHost: 1, pollingSeconds: 0.5, taskExpireSeconds: 30, maintenanceSeconds: 30, taskRetries: 3 };

describe.each(testDatabaseKinds())("bulk jobs on %s (issue 23)", (kind) => {
  let t: TestApp;
  let site: PageServer;
  let cookie: string;
  let campaignId: string;
  /** Pages that answer 404 until a test lets them recover. */
  const recovering = new Set<string>();
  const slow = { now: 0, most: 0 };

  beforeAll(async () => {
    const pages: Record<string, PageHandler> = {
      ...productPages(12),
      ...productPages(12, "/shop/q"),
      "/broken/1": noPage,
      "/broken/2": noPage,
      "/file.pdf": page("%PDF-1.4", { "content-type": "application/pdf" }),
      // Past the crawl's size limit below: the wizard would read its beginning, a job fails it.
      "/huge": page(`${bakeryPage("Huge loaf")}<!-- ${"x".repeat(300_000)} -->`),
      "/robots.txt": page(`User-agent: *\nDisallow: /products/p12\nSitemap: /sitemap-index.xml\n`, { "content-type": "text/plain" }),
    };
    // Slow pages that count how many of them are being answered at once.
    for (let i = 1; i <= 6; i++) {
      pages[`/slow/${i}`] = (_request, response) => {
        slow.now += 1;
        slow.most = Math.max(slow.most, slow.now);
        setTimeout(() => {
          slow.now -= 1;
          page(bakeryPage(`Slow loaf ${i}`))(_request, response);
        }, 300);
      };
    }
    for (let i = 1; i <= 3; i++) {
      pages[`/flaky/${i}`] = (request, response) => {
        if (!recovering.has(request.url ?? "")) return noPage(request, response);
        page(bakeryPage(`Flaky loaf ${i}`))(request, response);
      };
    }
    site = await startPageServer(pages);
    // The sitemaps name the server's own address, known only once it listens.
    const xml = (body: string) => page(`<?xml version="1.0"?>${body}`, { "content-type": "application/xml" });
    const locs = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `<url><loc>${site.url(`${prefix}${i + 1}`)}</loc></url>`).join("");
    pages["/sitemap-index.xml"] = xml(`<sitemapindex><sitemap><loc>${site.url("/sitemap-products.xml")}</loc></sitemap><sitemap><loc>${site.url("/sitemap-shop.xml")}</loc></sitemap></sitemapindex>`);
    pages["/sitemap-products.xml"] = xml(`<urlset>${locs("/products/p", 12)}</urlset>`);
    pages["/sitemap-shop.xml"] = xml(`<urlset>${locs("/shop/q", 12)}</urlset>`);

    t = await createTestApp(kind, { crawl: { allowPrivateNetworks: true, render: "off", chromiumPath: null, timeoutMs: 5_000, maxBytes: 200 * 1024 }, bulk: quickQueue });
    const user = await signUpWithTrial(t, "agency@example.com");
    cookie = user.cookie;
    await setSubscriptionStatus(t.database.db, user.userId, "agency@example.com", "active");
    campaignId = await savedCampaign(cookie, "Bakery pages");
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await site?.close();
  });

  async function savedCampaign(owner: string, name: string): Promise<string> {
    const response = await t.request("/api/campaigns", { body: searchCampaignBody(name), cookie: owner });
    return ((await response.json()) as { campaign: { id: string } }).campaign.id;
  }

  const htmlRequests = (path: string) => site.requests.filter((request) => request.path === path).length;

  describe("a job writes one ad group per page, each page once", () => {
    it("completes with every URL done, named from its page, with keywords and an ad", async () => {
      const urls = [1, 2, 3, 4, 5].map((n) => site.url(`/products/p${n}`));
      const created = await createJob(t, cookie, campaignId, { urls });
      expect(created.total).toBe(5);
      const job = await jobWhenEnded(t, cookie, created.id);
      expect(job).toMatchObject({ status: "done", total: 5, done: 5, failed: 0 });
      expect(job.startedAt).not.toBeNull();
      expect(job.finishedAt).not.toBeNull();
      expect(job.items.map((item) => item.status)).toEqual(Array(5).fill("done"));
      expect(new Set(job.items.map((item) => item.adGroupId)).size).toBe(5);
      for (const n of [1, 2, 3, 4, 5]) expect(htmlRequests(`/products/p${n}`)).toBe(1);
      expect(site.requests.find((request) => request.path === "/products/p1")?.userAgent).toMatch(/Adsmith\//);

      const campaign = (await (await t.request(`/api/campaigns/${campaignId}`, { cookie })).json()) as {
        campaign: { adGroups: Array<{ id: string; name: string; keywords: string[]; landingPageUrl: string; ads: Array<{ assets: { headlines: string[] } }> }> };
      };
      const added = campaign.campaign.adGroups.filter((group) => job.items.some((item) => item.adGroupId === group.id));
      expect(added.map((group) => group.name).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `Loaf number ${n}`).sort());
      for (const group of added) {
        expect(group.keywords.length).toBeGreaterThan(0);
        expect(group.keywords.some((keyword) => /^\[.+\]$|^".+"$/.test(keyword))).toBe(true);
        expect(group.ads).toHaveLength(1);
        expect(group.ads[0]?.assets.headlines.length).toBeGreaterThan(2);
      }
    }, 30_000);

    it("merges duplicate addresses (fragments and repeats) into one page", async () => {
      const urls = [site.url("/products/p6"), `${site.url("/products/p6")}#top`, ` ${site.url("/products/p6")} `, site.url("/products/p7")];
      const created = await createJob(t, cookie, campaignId, { urls });
      expect(created.total).toBe(2);
      const job = await jobWhenEnded(t, cookie, created.id);
      expect(job.items.map((item) => item.url)).toEqual([site.url("/products/p6"), site.url("/products/p7")]);
      expect(htmlRequests("/products/p6")).toBe(1);
    }, 30_000);

    it("refuses addresses that are not web pages with a 400 naming them, and creates nothing", async () => {
      const response = await t.request(`/api/campaigns/${campaignId}/bulk-jobs`, { body: { urls: [site.url("/products/p8"), "ftp://files.example/x", "not an address"] }, cookie });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: string };
      expect(error).toContain("ftp://files.example/x");
      expect(error).toContain("not an address");
      const list = (await (await t.request("/api/bulk-jobs", { cookie })).json()) as { jobs: unknown[] };
      expect(list.jobs).toHaveLength(2);
    });
  });

  describe("each page is written with the campaign's shared settings", () => {
    it("follows the brand rules of the campaign's ad account: a banned phrase is in no asset", async () => {
      const account = await t.request("/api/accounts", { body: { name: "Acme Bakery" }, cookie });
      const accountId = ((await account.json()) as { account: { id: string } }).account.id;
      const rules = await t.request(`/api/accounts/${accountId}/brand-rules`, { method: "PUT", body: { bannedPhrases: [{ text: "organic", reason: "not certified" }] }, cookie });
      expect(rules.status).toBe(200);
      const saved = await t.request("/api/campaigns", { body: searchCampaignBody("Branded pages", accountId), cookie });
      const branded = ((await saved.json()) as { campaign: { id: string } }).campaign.id;
      const job = await jobWhenEnded(t, cookie, (await createJob(t, cookie, branded, { urls: [site.url("/shop/q12"), site.url("/products/p11")] })).id);
      expect(job.done).toBe(2);
      const campaign = (await (await t.request(`/api/campaigns/${branded}`, { cookie })).json()) as { campaign: { adGroups: Array<{ id: string; ads: Array<{ assets: unknown }> }> } };
      const written = campaign.campaign.adGroups.filter((group) => job.items.some((item) => item.adGroupId === group.id));
      expect(written).toHaveLength(2);
      expect(JSON.stringify(written.map((group) => group.ads[0]?.assets))).not.toMatch(/organic/i);
    }, 30_000);
  });

  describe("pages that cannot be read fail alone, with the reason in plain words", () => {
    it("finishes a job with a fifth of its pages failing: those failed with reasons, the rest done", async () => {
      const urls = [site.url("/shop/q1"), site.url("/broken/1"), site.url("/shop/q2"), site.url("/shop/q3"), site.url("/file.pdf"), site.url("/shop/q4"), site.url("/shop/q5"), site.url("/shop/q6"), site.url("/shop/q7"), site.url("/shop/q8")];
      const job = await jobWhenEnded(t, cookie, (await createJob(t, cookie, campaignId, { urls })).id);
      expect(job).toMatchObject({ status: "done", total: 10, done: 8, failed: 2 });
      const failed = job.items.filter((item) => item.status === "failed");
      expect(failed.map((item) => item.url)).toEqual([site.url("/broken/1"), site.url("/file.pdf")]);
      expect(failed[0]?.error).toMatch(/not found|404/i);
      expect(failed[1]?.error).toMatch(/not a web page/i);
      expect(failed.every((item) => item.adGroupId === null)).toBe(true);
    }, 30_000);

    it("fails a page past the size limit alone, saying so, instead of writing from its beginning", async () => {
      const job = await jobWhenEnded(t, cookie, (await createJob(t, cookie, campaignId, { urls: [site.url("/huge"), site.url("/products/p10")] })).id);
      expect(job).toMatchObject({ status: "done", done: 1, failed: 1 });
      expect(job.items.find((item) => item.url === site.url("/huge"))?.error).toBe(
        "The page is larger than 200 KB, the most Adsmith reads of one page. Leave it out, or use a lighter page of the site.",
      );
    }, 30_000);

    it("retries only the failed pages, and they end done once they can be read", async () => {
      const urls = [site.url("/flaky/1"), site.url("/flaky/2"), site.url("/shop/q9"), site.url("/flaky/3")];
      const first = await jobWhenEnded(t, cookie, (await createJob(t, cookie, campaignId, { urls })).id);
      expect(first).toMatchObject({ done: 1, failed: 3 });
      ["/flaky/1", "/flaky/2", "/flaky/3"].forEach((path) => recovering.add(path));
      const retried = await t.request(`/api/bulk-jobs/${first.id}/retry`, { method: "POST", cookie });
      expect(retried.status).toBe(200);
      const job = await jobWhenEnded(t, cookie, first.id);
      expect(job).toMatchObject({ status: "done", done: 4, failed: 0 });
      expect(htmlRequests("/shop/q9")).toBe(1);
      expect(htmlRequests("/flaky/1")).toBe(2);
      const again = await t.request(`/api/bulk-jobs/${first.id}/retry`, { method: "POST", cookie });
      expect(again.status).toBe(409);
    }, 30_000);
  });

  describe("politeness", () => {
    it("sends at most the configured number of requests at once to one site, however many pages are in progress", async () => {
      const urls = [1, 2, 3, 4, 5, 6].map((n) => site.url(`/slow/${n}`));
      const job = await jobWhenEnded(t, cookie, (await createJob(t, cookie, campaignId, { urls })).id);
      expect(job.done).toBe(6);
      expect(slow.most).toBe(1);
    }, 30_000);
  });

  describe("cancel", () => {
    it("stops new work within a second; pages not read stay unprocessed", async () => {
      const urls = [10, 11, 12].map((n) => site.url(`/shop/q${n}`)).concat([9, 10, 11].map((n) => site.url(`/products/p${n}`)));
      const created = await createJob(t, cookie, campaignId, { urls, delayMs: 1_500 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const canceled = await t.request(`/api/bulk-jobs/${created.id}/cancel`, { method: "POST", cookie });
      expect(canceled.status).toBe(200);
      expect(((await canceled.json()) as { job: BulkJobView }).job.status).toBe("canceled");
      const requestsAtCancel = site.requests.length;
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(site.requests.length).toBe(requestsAtCancel);
      const job = (await (await t.request(`/api/bulk-jobs/${created.id}`, { cookie })).json()) as { job: BulkJobView };
      expect(job.job.status).toBe("canceled");
      expect(job.job.items.every((item) => item.status === "queued" && item.adGroupId === null)).toBe(true);
    }, 30_000);
  });

  describe("sitemaps", () => {
    it("lists a site's pages from robots.txt's sitemap index, robots.txt's Disallow applied, filtered by path prefix", async () => {
      const response = await t.request("/api/bulk-jobs/sitemap-pages", { body: { sitemapUrl: site.origin, pathPrefix: "/products" }, cookie });
      expect(response.status).toBe(200);
      const { pages } = (await response.json()) as { pages: string[] };
      expect(pages).toEqual(Array.from({ length: 11 }, (_, i) => site.url(`/products/p${i + 1}`)));
    });

    it("creates a job from the sitemap with a limit", async () => {
      const created = await createJob(t, cookie, campaignId, { sitemapUrl: site.origin, pathPrefix: "shop", limit: 3 });
      expect(created.total).toBe(3);
      const job = await jobWhenEnded(t, cookie, created.id);
      expect(job.items.map((item) => item.url)).toEqual([1, 2, 3].map((n) => site.url(`/shop/q${n}`)));
    }, 30_000);
  });

  describe("limits and isolation", () => {
    it("caps a trial's job at 10 pages and says so", async () => {
      const trial = await signUpWithTrial(t, "trial-agency@example.com");
      const own = await savedCampaign(trial.cookie, "Trial pages");
      const urls = Array.from({ length: 11 }, (_, i) => site.url(`/products/p${i + 1}`));
      const response = await t.request(`/api/campaigns/${own}/bulk-jobs`, { body: { urls }, cookie: trial.cookie });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/trial adds at most 10 pages/i);
    });

    it("answers another user's job and campaign as missing ones (404), and changes nothing", async () => {
      const jobs = (await (await t.request("/api/bulk-jobs", { cookie })).json()) as { jobs: BulkJobView[] };
      const mine = jobs.jobs[0];
      if (!mine) throw new Error("no job");
      const other = await signUpWithTrial(t, "rival@example.com");
      for (const [method, path] of [
        ["GET", `/api/bulk-jobs/${mine.id}`],
        ["GET", `/api/bulk-jobs/${mine.id}/events`],
        ["POST", `/api/bulk-jobs/${mine.id}/cancel`],
        ["POST", `/api/bulk-jobs/${mine.id}/retry`],
      ] as const) {
        const response = await t.request(path, { method, cookie: other.cookie });
        expect([path, response.status]).toEqual([path, 404]);
      }
      const foreign = await t.request(`/api/campaigns/${campaignId}/bulk-jobs`, { body: { urls: [site.url("/products/p1")] }, cookie: other.cookie });
      expect(foreign.status).toBe(404);
      const theirs = (await (await t.request("/api/bulk-jobs", { cookie: other.cookie })).json()) as { jobs: unknown[] };
      expect(theirs.jobs).toEqual([]);
      const still = (await (await t.request(`/api/bulk-jobs/${mine.id}`, { cookie })).json()) as { job: BulkJobView };
      expect(still.job.status).toBe(mine.status);
    });
  });

  describe("progress as server-sent events", () => {
    it("streams the job until it ends", async () => {
      const created = await createJob(t, cookie, campaignId, { urls: [site.url("/shop/q11")] });
      const response = await t.request(`/api/bulk-jobs/${created.id}/events`, { cookie });
      expect(response.headers.get("content-type")).toMatch(/text\/event-stream/);
      const text = await response.text();
      const events = text.split("\n").filter((line) => line.startsWith("data: ")).map((line) => (JSON.parse(line.slice(6)) as { job: BulkJobView }).job);
      expect(events.at(-1)).toMatchObject({ id: created.id, status: "done", done: 1 });
    }, 30_000);
  });
});
