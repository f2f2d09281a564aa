import { expectAccessible } from "./accessibility.ts";
import { createAccountOverApi, createCampaignOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

test.beforeEach(async ({ page }) => {
  await signUp(page, uniqueEmail("campaigns"));
});

test.describe("an account's campaign list", () => {
  test("with no campaigns says 'No campaigns yet' and offers the first", async ({ page }) => {
    const account = await createAccountOverApi(page, "Acme Plumbing");
    await page.goto(`/campaigns?accountId=${account.id}&accountName=Acme%20Plumbing`);
    await expect(page.getByRole("heading", { name: "Acme Plumbing Campaigns" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No campaigns yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Your First Campaign" })).toHaveAttribute("href", /\/campaign-type\?accountId=/);
    await expectAccessible(page);
  });

  test("with many campaigns pages in as the user scrolls, newest first", async ({ page }) => {
    const account = await createAccountOverApi(page, "Acme Plumbing");
    for (let index = 1; index <= 25; index += 1) await createCampaignOverApi(page, `Campaign ${String(index).padStart(2, "0")}`, account.id);
    await page.goto(`/campaigns?accountId=${account.id}&accountName=Acme%20Plumbing`);
    await expect(page.getByText("25 campaigns")).toBeVisible();
    const cards = page.getByRole("heading", { level: 2, name: /^Campaign \d+$/ });
    await expect(cards.first()).toHaveText("Campaign 25");
    await expect(cards).toHaveCount(20);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Load more" }).scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(25);
    await expect(cards.last()).toHaveText("Campaign 01");
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  });

  test("shows each card's counts, badges and keywords, and deletes after the spec's question", async ({ page }) => {
    const account = await createAccountOverApi(page, "Acme Plumbing");
    await createCampaignOverApi(page, "Spring Sale", account.id);
    await page.goto(`/campaigns?accountId=${account.id}&accountName=Acme%20Plumbing`);
    await expect(page.getByText("1 ad group · 1 ad")).toBeVisible();
    await expect(page.getByText("Search", { exact: true })).toBeVisible();
    await expect(page.getByText("Drive Sales")).toBeVisible();
    await expect(page.getByRole("list", { name: "Keywords" }).getByRole("listitem")).toHaveText(["sourdough", "rye bread", "bakery near me"]);

    await page.getByRole("button", { name: "Delete Spring Sale" }).click();
    await expect(page.getByText('Are you sure you want to delete "Spring Sale"? This action cannot be undone.')).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("heading", { name: "No campaigns yet" })).toBeVisible();
  });

  test("walks from a campaign to its ad groups, its ads and one ad", async ({ page }) => {
    const account = await createAccountOverApi(page, "Acme Plumbing");
    await createCampaignOverApi(page, "Spring Sale", account.id);
    await page.goto(`/campaigns?accountId=${account.id}&accountName=Acme%20Plumbing`);
    await page.getByRole("link", { name: "View" }).click();
    await expect(page).toHaveURL(/\/ad-groups\?campaignId=/);
    await expect(page.getByRole("heading", { name: "Primary Ad Group" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "View Ads" }).click();
    await expect(page.getByRole("heading", { name: "Fresh Sourdough Daily" })).toBeVisible();
    await expect(page.getByText(/Ad Strength: /)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "View", exact: true }).click();
    await expect(page.getByRole("region", { name: "Ad preview" }).getByText("Sponsored")).toBeVisible();
    await expect(page.getByText("Fresh Sourdough Daily | Order Bread Online | Organic Rye Bread")).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("'Invalid account parameters'", () => {
  test("shows for a missing account name, an unknown id, and another user's account", async ({ page }) => {
    const account = await createAccountOverApi(page, "Acme Plumbing");
    for (const path of [`/campaigns?accountId=${account.id}`, "/campaigns?accountName=Acme", `/campaigns?accountId=${crypto.randomUUID()}&accountName=Acme`]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Invalid account parameters" })).toBeVisible();
    }
    await expectAccessible(page);
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("the library", () => {
  test("lists every account's campaigns and searches them by name", async ({ page }) => {
    const acme = await createAccountOverApi(page, "Acme Plumbing");
    const bright = await createAccountOverApi(page, "Bright Dental");
    await createCampaignOverApi(page, "Spring Sale", acme.id);
    await createCampaignOverApi(page, "Whitening Offer", bright.id);
    await page.goto("/library");
    await expect(page.getByRole("heading", { level: 2, name: "Spring Sale" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Whitening Offer" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
    await page.getByLabel("Search campaigns").fill("whiten");
    await expect(page.getByRole("heading", { level: 2, name: "Spring Sale" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Whitening Offer" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("routes that show the not-found screen", () => {
  for (const path of ["/bulk-ads", "/feedback"]) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
    });
  }
});
