import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expectAccessible } from "./accessibility.ts";
import { expect, test } from "./test.ts";
import { bakeryPage } from "./landing-page.ts";
import { createCampaignOverApi, signUpWithAccount } from "./seed.ts";

/** A small site on 127.0.0.1: robots.txt names its sitemap; its service pages answer slowly, so a job runs a while. */
async function serveSite(slowMs: number): Promise<{ url: (path: string) => string; close: () => Promise<void>; heal: (path: string) => void }> {
  const broken = new Set(["/services/closed"]);
  let origin = "";
  const server: Server = createServer((request, response) => {
    const path = request.url ?? "/";
    if (path === "/robots.txt") return void response.writeHead(200, { "content-type": "text/plain" }).end(`User-agent: *\nSitemap: ${origin}/sitemap.xml\n`);
    if (path === "/sitemap.xml") {
      const locs = ["/services/delivery", "/services/catering", "/services/wholesale", "/services/classes", "/blog/news"].map((page) => `<url><loc>${origin}${page}</loc></url>`);
      return void response.writeHead(200, { "content-type": "application/xml" }).end(`<?xml version="1.0"?><urlset>${locs.join("")}</urlset>`);
    }
    if (broken.has(path) || !/^\/(services|blog)\//.test(path)) return void response.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
    const name = path.split("/").pop() ?? "page";
    const html = bakeryPage.replace("Crumb &amp; Co. Bakery | Organic Sourdough Delivered", `${name[0]?.toUpperCase()}${name.slice(1)} | Crumb &amp; Co.`);
    setTimeout(() => response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html), slowMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => `${origin}${path}`,
    heal: (path) => broken.delete(path),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test.describe("adding a site's pages in bulk (issue 23)", () => {
  test("pick pages from the sitemap, follow the job through a reload, open a result in the editor", async ({ page }) => {
    const site = await serveSite(1_500);
    try {
      const account = await signUpWithAccount(page, "bulk");
      const campaign = await createCampaignOverApi(page, "Crumb services", account.id);
      await page.goto(`/ad-groups?campaignId=${campaign.id}`);
      await page.getByRole("button", { name: "Add pages in bulk" }).click();
      const dialog = page.getByRole("dialog", { name: "Add pages in bulk" });
      await dialog.getByRole("radio", { name: "From the site's sitemap" }).click();
      await dialog.getByLabel("Site address").fill(site.url("/"));
      await dialog.getByLabel("Only pages whose path starts with").fill("/services");
      await dialog.getByRole("button", { name: "Find pages" }).click();
      await expect(dialog.getByText("4 of 4 pages chosen")).toBeVisible();
      await expectAccessible(page, "the bulk dialog with a sitemap's pages");
      await dialog.getByRole("checkbox", { name: site.url("/services/classes") }).uncheck();
      await dialog.getByRole("button", { name: "Add 3 pages" }).click();

      await expect(page).toHaveURL(/\/bulk-jobs\/[0-9a-f-]+$/);
      await expect(page.getByRole("heading", { level: 1, name: "Pages for Crumb services" })).toBeVisible();
      await expect(page.getByRole("progressbar")).toBeVisible();
      await expect(page.getByRole("row")).toHaveCount(4);
      // Reloaded while the pages are still being read: the screen finds the job where it is.
      await expect(page.getByTestId("job-status")).toHaveText(/Queued|Running/);
      await page.reload();
      await expect(page.getByRole("progressbar")).toBeVisible();
      await expect(page.getByTestId("job-status")).toHaveText("Done", { timeout: 30_000 });
      await expect(page.getByTestId("job-counts")).toHaveText("3 done · 0 failed · 0 left of 3");
      await expect(page.getByText(/^Elapsed /)).toBeVisible();
      await expect(page.getByRole("button", { name: /^Export / })).toBeVisible();
      await expectAccessible(page, "a finished bulk job");

      await page.getByRole("link", { name: `Open in editor : ${site.url("/services/delivery")}` }).click();
      await expect(page).toHaveURL(/mode=edit/);
    } finally {
      await site.close();
    }
  });

  test("at 375 px: pasted addresses, a failed page with its reason, retried once it can be read", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const site = await serveSite(0);
    try {
      const account = await signUpWithAccount(page, "bulk-narrow");
      const campaign = await createCampaignOverApi(page, "Crumb narrow", account.id);
      await page.goto(`/ad-groups?campaignId=${campaign.id}`);
      await page.getByRole("button", { name: "Add pages in bulk" }).click();
      const dialog = page.getByRole("dialog", { name: "Add pages in bulk" });
      await dialog.getByLabel("Page addresses").fill([site.url("/services/delivery"), site.url("/services/closed"), site.url("/services/delivery")].join("\n"));
      await dialog.getByRole("button", { name: "Add 2 pages" }).click();

      await expect(page.getByTestId("job-status")).toHaveText("Done", { timeout: 30_000 });
      await expect(page.getByTestId("job-counts")).toHaveText("1 done · 1 failed · 0 left of 2");
      await expect(page.getByText(/not found/i)).toBeVisible();
      await expectAccessible(page, "a bulk job with a failed page, at 375 px");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      site.heal("/services/closed");
      await page.getByRole("button", { name: "Retry 1 failed" }).click();
      await expect(page.getByTestId("job-counts")).toHaveText("2 done · 0 failed · 0 left of 2", { timeout: 30_000 });

      await page.goto("/bulk-jobs");
      await expect(page.getByRole("heading", { level: 1, name: "Bulk jobs" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Crumb narrow" })).toBeVisible();
      await expectAccessible(page, "the bulk jobs list, at 375 px");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    } finally {
      await site.close();
    }
  });
});
