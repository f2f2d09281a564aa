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
