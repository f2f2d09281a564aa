import type { Page } from "@playwright/test";
import { storedAdAssets } from "./campaign-flows.ts";
import { createAccountOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { signUpThroughForm, uniqueEmail } from "./users.ts";

/** Issue 18, 'Never lose work': what the user made is kept, or they are asked first. */

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

const pmaxAssets = {
  headlines: ["Fresh Sourdough Daily", "Order Bread Online", "Organic Rye Bread", "Bread"],
  longHeadlines: ["Organic loaves from Yorkshire flour, baked every morning in Leeds"],
  descriptions: ["Baked every morning with organic flour. Order by 9 am for same-day pickup.", "Rye and spelt loaves."],
  callouts: ["Organic Flour"],
  sitelinks: [],
};

async function createPerformanceMaxOverApi(page: Page, accountId: string): Promise<{ id: string }> {
  const response = await page.request.post("/api/campaigns", {
    data: {
      name: "Sourdough Everywhere",
      campaignType: "performance_max",
      accountId,
      formData: { campaignName: "Sourdough Everywhere", campaignObjective: "sales", businessName: "Crumb & Co.", landingPageUrl: "https://bakery.example/" },
      generatedAds: pmaxAssets,
      adGroups: [{ name: "Default Asset Group", landingPageUrl: "https://bakery.example/", ads: [{ assets: pmaxAssets }] }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { campaign: { id: string } }).campaign;
}

test.describe("/campaign/:id/edit opens the campaign's own editor", () => {
  test("a Performance Max campaign opens in its edit mode and an update keeps its long headlines", async ({ page }) => {
    await signUpThroughForm(page, uniqueEmail("edit-route"));
    const account = await createAccountOverApi(page, "Crumb & Co");
    const campaign = await createPerformanceMaxOverApi(page, account.id);

    await page.goto(`/campaign/${campaign.id}/edit`);
    await expect(page.getByRole("heading", { level: 1, name: "Edit Performance Max Assets" })).toBeVisible();
    await expect(field(page, "Long headline 1")).toHaveValue(pmaxAssets.longHeadlines[0] ?? "");
    await field(page, "Headline 1").fill("Warm Sourdough By 8 am");
    await page.getByRole("button", { name: "Update Performance Max Assets" }).click();
    await expect(page).toHaveURL(/\/ads\?campaignId=/);

    const stored = await storedAdAssets(page, campaign.id);
    expect(stored.longHeadlines).toEqual(pmaxAssets.longHeadlines);
    expect((stored.headlines as string[])[0]).toBe("Warm Sourdough By 8 am");
  });
});

test.describe("leaving the editor of a saved ad with unsaved edits asks first", () => {
  test("the sidebar and Back ask; Cancel keeps the edit, leaving drops it, an update leaves without asking", async ({ page }) => {
    await signUpThroughForm(page, uniqueEmail("leave-guard"));
    const account = await createAccountOverApi(page, "Crumb & Co");
    const campaign = await createPerformanceMaxOverApi(page, account.id);
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });

    await page.goto(`/campaign/${campaign.id}/edit`);
    await field(page, "Headline 1").fill("Warm Sourdough By 8 am");
    await page.getByRole("navigation").getByRole("link", { name: "Library" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/campaign/${campaign.id}/edit`));
    await expect(field(page, "Headline 1")).toHaveValue("Warm Sourdough By 8 am");
    await page.getByRole("navigation").getByRole("link", { name: "Library" }).click();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/\/library/);
    expect((await storedAdAssets(page, campaign.id)).headlines).toEqual(pmaxAssets.headlines);

    // Back, from the editor reached inside the app: the campaign's view, then Edit Ad.
    await page.goto(`/campaigns?accountId=${account.id}`);
    await page.getByRole("region", { name: "Recent Ads" }).getByRole("link", { name: "Sourdough Everywhere" }).click();
    await page.getByRole("link", { name: "Edit Ad" }).click();
    await field(page, "Headline 1").fill("Warm Sourdough By 8 am");
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(/mode=view/);

    await page.goto(`/campaign/${campaign.id}/edit`);
    await field(page, "Headline 1").fill("Warm Sourdough By 8 am");
    await page.getByRole("button", { name: "Update Performance Max Assets" }).click();
    await expect(page).toHaveURL(/\/ads\?campaignId=/);
    await expect(dialog).toBeHidden();
  });
});
