import { expectAccessible } from "./accessibility.ts";
import { adsReady, startSearchGeneration } from "./campaign-flows.ts";
import { bakeryPage, type LandingPageServer, serveLandingPages } from "./landing-page.ts";
import { createAccountOverApi } from "./seed.ts";
import type { Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

let site: LandingPageServer;
test.beforeAll(async () => {
  site = await serveLandingPages({ "/": bakeryPage });
});
test.afterAll(async () => site.close());

test.beforeEach(async ({ page }) => {
  await signUp(page, uniqueEmail("wizard"));
});

/** Through the strategy and ad group steps to the results screen. */
async function runWizard(page: Page, landingPageUrl: string) {
  const account = await createAccountOverApi(page, "Crumb & Co");
  await startSearchGeneration(page, { accountId: account.id, url: landingPageUrl });
}

const headline = (page: Page, number: number) => page.getByRole("textbox", { name: `Headline ${number}`, exact: true });

test.describe("the wizard guard", () => {
  test("sends a user without a draft from /strategy, /ad-group and /results to /campaign-type, replacing history", async ({ page }) => {
    for (const path of ["/strategy", "/ad-group", "/results"]) {
      await page.goto("/");
      await page.goto(path);
      await expect(page).toHaveURL(/\/campaign-type$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("removes a draft that no longer parses and starts over", async ({ page }) => {
    await page.evaluate(() => window.localStorage.setItem("wizardFormData", "{not json"));
    await page.goto("/results");
    await expect(page).toHaveURL(/\/campaign-type$/);
    expect(await page.evaluate(() => window.localStorage.getItem("wizardFormData"))).toBeNull();
  });
});

test.describe("drafts", () => {
  test("a reload mid-wizard restores what was typed", async ({ page }) => {
    const account = await createAccountOverApi(page, "Crumb & Co");
    await page.goto(`/campaign-type?accountId=${account.id}`);
    await page.getByRole("button", { name: /^Search/ }).click();
    await page.getByLabel("Campaign Name").fill("Sourdough Spring");
    await page.getByRole("radio", { name: "Generate Leads" }).check();
    await page.getByLabel("Ideal Customer Profile").fill("Busy parents in Leeds who want real bread");
    await page.waitForTimeout(400);
    await page.reload();
    await expect(page.getByLabel("Campaign Name")).toHaveValue("Sourdough Spring");
    await expect(page.getByRole("radio", { name: "Generate Leads" })).toBeChecked();
    await expect(page.getByLabel("Ideal Customer Profile")).toHaveValue("Busy parents in Leeds who want real bread");
  });
});

test.describe("saving", () => {
  test("a save whose answer is lost, then fails, then succeeds stores exactly one campaign", async ({ page }) => {
    await runWizard(page, site.url("/"));
    await adsReady(page);
    let attempts = 0;
    await page.route("**/api/campaigns", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      attempts += 1;
      // The first attempt reaches the server and saves; only its answer is lost on the way back.
      if (attempts === 1) await route.fetch();
      if (attempts <= 2) return route.abort("failed");
      return route.continue();
    });
    await page.getByRole("button", { name: /^Save Campaign/ }).click();
    await expect(page.getByText("Retrying Save Operation").first()).toBeVisible();
    await expect(page.getByText("Campaign saved successfully!")).toBeVisible({ timeout: 15_000 });
    expect(attempts).toBe(3);
    const list = (await (await page.request.get("/api/campaigns")).json()) as { campaigns: unknown[] };
    expect(list.campaigns).toHaveLength(1);
  });
});

test.describe("a failed generation", () => {
  test("shows the fallback content with 'Generation Failed'", async ({ page }) => {
    const fallback = {
      headlines: ["Crumb & Co. Sourdough", "Order Organic Bread", "Baked Every Morning"],
      descriptions: ["Organic sourdough baked every morning and delivered across Leeds.", "Order by 9 pm for 8 am delivery."],
      callouts: ["Organic Flour"],
      sitelinks: [],
    };
    await page.route("**/api/generate-ads", (route) =>
      route.fulfill({
        status: 200,
        headers: { "content-type": "text/event-stream" },
        body: `event: failure\ndata: ${JSON.stringify({ error: "Failed to generate ads. Please try again.", details: "timeout", fallback, status: 502 })}\n\n`,
      }),
    );
    await runWizard(page, site.url("/"));
    await expect(page.getByText("Generation Failed")).toBeVisible();
    await expect(page.getByText("Failed to generate ads using AI. Using fallback content.")).toBeVisible();
    await expect(headline(page, 1)).toHaveValue("Crumb & Co. Sourdough");
  });
});

test.describe("small screens", () => {
  test("the results screen fits 375 px without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await runWizard(page, site.url("/"));
    await adsReady(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await expectAccessible(page);
  });
});
