import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page } from "@playwright/test";

/** A campaign with the text exports must survive: commas, quotes, a line break, accents and CJK; nothing Google refuses, so every export writes it whole. */
export const exportCampaignName = 'Pâtisserie "Zoë", 東京';
export const exportFileStem = "Pâtisserie -Zoë-, 東京";

const assets = {
  headlines: ["Fresh Croissants Daily", "Warm, Flaky, Buttery", "東京のカフェ"],
  descriptions: ["Baked at dawn, served warm.\nOrder ahead online.", "Crème brûlée and tarte Tatin"],
  callouts: ["Free Wi-Fi"],
  sitelinks: [{ linkText: "Menu", linkUrl: "https://cafe.example/menu", description1: "Croissants, tarts", description2: "Coffee to go" }],
  pins: { headlines: [1, null, null] },
};

export async function createExportCampaign(page: Page, accountId: string | null): Promise<{ id: string }> {
  const keywords = ["croissant", "pain au chocolat", "東京 カフェ"];
  const response = await page.request.post("/api/campaigns", {
    data: {
      name: exportCampaignName,
      campaignType: "search",
      accountId,
      formData: { campaignName: exportCampaignName, campaignObjective: "sales", keywords: keywords.join(", "), landingPageUrl: "https://cafe.example/" },
      generatedAds: assets,
      adGroups: [{ name: "Viennoiserie, fraîche", keywords, landingPageUrl: "https://cafe.example/", callToAction: "Order Today", ads: [{ assets }] }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { campaign: { id: string } }).campaign;
}

/** Opens the saved ad in the results editor, where the header has the Export button. */
export async function openResults(page: Page, campaignId: string): Promise<void> {
  await page.goto(`/results?campaignId=${campaignId}&mode=edit`);
  await expect(page.getByRole("heading", { name: "Edit Ad Assets" })).toBeVisible();
}

/** Clicks and waits for the browser's download; answers the suggested name and the file's bytes. */
export async function downloadFrom(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

/** Serves the real `GET /api/me` with the Google Ads Editor export flag switched off. */
export async function lockEditorExport(page: Page): Promise<void> {
  await page.route("**/api/me", async (route) => {
    const response = await route.fetch();
    const me = (await response.json()) as { access: { features: Record<string, boolean> } };
    me.access.features.exportToGoogleAdsEditor = false;
    await route.fulfill({ response, json: me });
  });
}

/**
 * Answers what the dialog asks before a new campaign's export: a budget, a place and the EU question;
 * the status (Paused), the bid strategy and Google search stay as offered, and English is added when
 * the ads were too short to tell their language.
 */
export async function answerExportSettings(dialog: Locator, { budget = "25", place = "Germany" } = {}): Promise<void> {
  await dialog.getByRole("textbox", { name: "Daily budget" }).fill(budget);
  if ((await dialog.getByRole("list", { name: "Chosen languages" }).count()) === 0) {
    await dialog.getByRole("combobox", { name: "Languages", exact: true }).selectOption("en");
  }
  const places = dialog.getByRole("combobox", { name: "Locations" });
  await places.fill(place);
  await places.press("Enter");
  await dialog.getByRole("radio", { name: "No", exact: true }).check();
}
