import { expect, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./users.ts";

/**
 * Data a test needs before its screen, made through the real API with the page's own session cookie
 * (page.request shares the browser context's cookies).
 */
export async function createAccountOverApi(page: Page, name: string): Promise<{ id: string; name: string }> {
  const response = await page.request.post("/api/accounts", { data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { account: { id: string; name: string } }).account;
}

export async function createCampaignOverApi(page: Page, name: string, accountId: string | null): Promise<{ id: string }> {
  const keywords = ["sourdough", "rye bread", "bakery near me", "croissants"];
  const assets = {
    headlines: ["Fresh Sourdough Daily", "Order Bread Online", "Organic Rye Bread"],
    descriptions: ["Baked every morning with organic flour. Order by 9 am for same-day pickup.", "Rye, spelt and sourdough loaves from our own oven."],
  };
  const response = await page.request.post("/api/campaigns", {
    data: {
      name,
      campaignType: "search",
      accountId,
      formData: { campaignName: name, campaignObjective: "sales", keywords: keywords.join(", "), landingPageUrl: "https://bakery.example/" },
      generatedAds: { ...assets, callouts: ["Organic Flour"], sitelinks: [] },
      adGroups: [{ name: "Primary Ad Group", keywords, landingPageUrl: "https://bakery.example/", callToAction: "Order Today", ads: [{ assets }] }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { campaign: { id: string } }).campaign;
}

/** A new user, signed up over the API and on the dashboard, with one ad account to write campaigns for. */
export async function signUpWithAccount(page: Page, label: string): Promise<{ id: string }> {
  await signUp(page, uniqueEmail(label));
  return createAccountOverApi(page, "Crumb & Co");
}
