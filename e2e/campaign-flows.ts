import { expect, type Page } from "@playwright/test";

/**
 * The Performance Max and Demand Gen wizards run the quick way, for tests about what comes after them.
 * Each ends on its results screen with the offline writer's assets in the editor.
 */
/**
 * The copywriter has finished: what the results screen's live region says. The offline writer writes what
 * the page supports, so how many headlines arrive is the page's, not a fixed fifteen.
 */
export async function adsReady(page: Page): Promise<void> {
  await expect(page.getByTestId("generation-status")).toContainText("ads are ready", { timeout: 60_000 });
}

/** An editor field by its exact label ("Headline 1", "Description 2"). */
export const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

export async function runSearchWizard(page: Page, input: { accountId: string; url: string; name?: string }): Promise<void> {
  await startSearchGeneration(page, input);
  await adsReady(page);
}

/** The Search wizard up to Generate My Ads, leaving the results screen to whatever the test made of the copywriter. */
export async function startSearchGeneration(page: Page, input: { accountId: string; url: string; name?: string }): Promise<void> {
  await page.goto(`/campaign-type?accountId=${input.accountId}`);
  await page.getByRole("button", { name: /^Search/ }).click();
  await page.getByLabel("Campaign Name").fill(input.name ?? "Sourdough Spring");
  await page.getByRole("radio", { name: "Drive Sales" }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Landing Page URL").fill(input.url);
  await page.getByRole("textbox", { name: "Keywords", exact: true }).fill("sourdough delivery, organic bread");
  await page.getByLabel("Call to Action").fill("Order Today");
  await page.getByRole("button", { name: "Generate My Ads" }).click();
  await expect(page).toHaveURL(/\/results/);
}

export async function runPerformanceMaxWizard(page: Page, input: { accountId: string; url: string; name?: string }): Promise<void> {
  await page.goto(`/campaign-type?accountId=${input.accountId}`);
  await page.getByRole("button", { name: /^Performance Max/ }).click();
  await page.getByLabel("Campaign Name").fill(input.name ?? "Sourdough Everywhere");
  await page.getByRole("radio", { name: "Drive Sales" }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Business Name").fill("Crumb & Co.");
  await page.getByLabel("Landing Page URL").fill(input.url);
  await page.getByLabel("Audience Signals & Keywords").fill("sourdough delivery, organic bread");
  await page.getByLabel("Call to Action").fill("Order Today");
  await page.getByRole("button", { name: "Generate My Performance Max Assets" }).click();
  await expect(page).toHaveURL(/\/pmax-results/);
  await adsReady(page);
}

export async function runDemandGenWizard(page: Page, input: { accountId: string; url: string; name?: string }): Promise<void> {
  await page.goto(`/campaign-type?accountId=${input.accountId}`);
  await page.getByRole("button", { name: /^Demand Gen/ }).click();
  await page.getByLabel("Campaign Name").fill(input.name ?? "Sourdough Stories");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Landing Page URL").fill(input.url);
  await page.getByLabel("Content Themes").fill("slow baking, breakfast at home");
  await expect(page.getByText(/^Read: /)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/demandgen-results/);
  // How many lines the writer fills depends on the page (it writes no filler); the first is always there.
  await expect(page.getByRole("textbox", { name: "Description 1", exact: true })).toBeVisible({ timeout: 30_000 });
  // The fields fill while the copywriter streams; the toast says the whole generation has finished.
  await expect(page.getByText("Demand Gen ads generated!")).toBeVisible({ timeout: 30_000 });
}

export interface ShownAssets {
  headlines: string[];
  longHeadlines: string[];
  descriptions: string[];
  callouts: string[];
  sitelinks: { linkText: string; linkUrl: string; description1: string; description2: string }[];
}

/** Every asset the results editor shows, read from its fields in order, blank sitelink slots left out. */
export async function readEditorAssets(page: Page): Promise<ShownAssets> {
  return page.evaluate(() => {
    const values = (prefix: string) =>
      [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[aria-label], textarea[aria-label]")]
        .filter((field) => new RegExp(`^${prefix} \\d+$`).test(field.getAttribute("aria-label") ?? ""))
        .map((field) => field.value);
    const sitelinkSlots = [...document.querySelectorAll("fieldset")].find((fieldset) => fieldset.querySelector("legend")?.textContent === "Sitelinks");
    const sitelinks = [...(sitelinkSlots?.querySelectorAll("li") ?? [])].map((slot) => {
      const [linkText = "", linkUrl = "", description1 = "", description2 = ""] = [...slot.querySelectorAll("input")].map((field) => field.value);
      return { linkText, linkUrl, description1, description2 };
    });
    return {
      headlines: values("Headline"),
      longHeadlines: values("Long headline"),
      descriptions: values("Description"),
      callouts: values("Callout"),
      sitelinks: sitelinks.filter((sitelink) => sitelink.linkText.trim() !== ""),
    };
  });
}

/** The stored assets of a campaign's first ad, over the API with the page's session. */
export async function storedAdAssets(page: Page, campaignId: string): Promise<Record<string, unknown>> {
  const response = await page.request.get(`/api/campaigns/${campaignId}`);
  expect(response.status()).toBe(200);
  const { campaign } = (await response.json()) as { campaign: { adGroups: { ads: { assets: Record<string, unknown> }[] }[] } };
  const assets = campaign.adGroups[0]?.ads[0]?.assets;
  if (!assets) throw new Error("The campaign has no ad");
  return assets;
}
