import { expect, test } from "./test.ts";
import { createAccountOverApi } from "./seed.ts";
import { signUp, uniqueEmail } from "./users.ts";

test.describe("campaign cards speak the user's words (issue 18)", () => {
  test("a Performance Max card shows the type and objective labels, and counts asset groups, not ads", async ({ page }) => {
    await signUp(page, uniqueEmail("cards"));
    const account = await createAccountOverApi(page, "Acme Plumbing");
    const assets = { headlines: ["Fresh Sourdough Daily", "Order Bread Online", "Organic Rye Bread"], descriptions: ["Baked every morning."] };
    const response = await page.request.post("/api/campaigns", {
      data: {
        name: "Spring Max",
        campaignType: "performance_max",
        accountId: account.id,
        formData: { campaignName: "Spring Max", campaignObjective: "website_traffic", landingPageUrl: "https://bakery.example/" },
        generatedAds: assets,
        adGroups: [{ name: "Asset Group 1", keywords: [], landingPageUrl: "https://bakery.example/", callToAction: "Order Today", ads: [{ assets }] }],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    await page.goto(`/campaigns?accountId=${account.id}&accountName=Acme%20Plumbing`);
    const card = page.getByRole("heading", { level: 2, name: "Spring Max" }).locator("xpath=ancestor::*[contains(@class,'flex-col')][2]");
    await expect(card.getByText("Performance Max", { exact: true })).toBeVisible();
    await expect(card.getByText("Website Traffic", { exact: true })).toBeVisible();
    await expect(card.getByText(/^1 asset group · Created/)).toBeVisible();
    await expect(card.getByText(/website_traffic|performance_max|\bads?\b/)).toHaveCount(0);

    // Opened from the sidebar's Recent Ads, a saved campaign's breadcrumb names its account and itself.
    const { campaign } = (await response.json()) as { campaign: { id: string } };
    await page.goto(`/pmax-results?campaignId=${campaign.id}&mode=view`);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Dashboard", "Acme Plumbing Campaigns", "Spring Max"]);
    await expect(breadcrumb.getByRole("link", { name: "Acme Plumbing Campaigns" })).toHaveAttribute("href", `/campaigns?accountId=${account.id}&accountName=Acme+Plumbing`);
  });
});
