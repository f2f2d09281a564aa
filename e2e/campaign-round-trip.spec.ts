import { field, readEditorAssets, runDemandGenWizard, runPerformanceMaxWizard, runSearchWizard, type ShownAssets, storedAdAssets } from "./campaign-flows.ts";
import { bakeryPage, type LandingPageServer, serveLandingPages } from "./landing-page.ts";
import { createAccountOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

let site: LandingPageServer;
test.beforeAll(async () => {
  site = await serveLandingPages({ "/": bakeryPage });
});
test.afterAll(async () => site.close());

/** The stored lists the editor shows, in the editor's shape (kinds the type lacks are empty). */
function shownShape(stored: Record<string, unknown>): ShownAssets {
  const list = (key: string) => (Array.isArray(stored[key]) ? (stored[key] as string[]) : []);
  return {
    headlines: list("headlines"),
    longHeadlines: list("longHeadlines"),
    descriptions: list("descriptions"),
    callouts: list("callouts"),
    sitelinks: Array.isArray(stored.sitelinks) ? (stored.sitelinks as ShownAssets["sitelinks"]) : [],
  };
}

const flows = [
  { label: "Search", run: runSearchWizard, name: "Round Trip Search", save: "Save Campaign", update: "Update Ad", sitelinks: true, longHeadlines: false },
  { label: "Performance Max", run: runPerformanceMaxWizard, name: "Round Trip PMax", save: "Save Performance Max Campaign", update: "Update Performance Max Assets", sitelinks: true, longHeadlines: true },
  { label: "Demand Gen", run: runDemandGenWizard, name: "Round Trip Demand Gen", save: "Save Campaign", update: "Update Ad", sitelinks: false, longHeadlines: true },
] as const;

test.describe("a saved campaign holds exactly what the editor showed", () => {
  for (const flow of flows) {
    test(`${flow.label}: save, reload, edit, update`, async ({ page }) => {
      test.setTimeout(120_000);
      await signUp(page, uniqueEmail("round-trip"));
      const account = await createAccountOverApi(page, "Crumb & Co");
      await flow.run(page, { accountId: account.id, url: site.url("/"), name: flow.name });

      await field(page, "Headline 1").fill("Warm Sourdough By 8 am");
      await page.getByRole("button", { name: "Remove headline 4" }).click();
      if (flow.sitelinks) await page.getByRole("textbox", { name: "Sitelink 1 Link text" }).fill("Our Loaves");
      const saved = await readEditorAssets(page);
      await page.getByRole("button", { name: flow.save }).click();
      await expect(page).toHaveURL(/\/campaigns\?/);

      const list = (await (await page.request.get("/api/campaigns")).json()) as { campaigns: { id: string; name: string; campaignType: string }[] };
      const campaign = list.campaigns.find((candidate) => candidate.name === flow.name);
      if (!campaign) throw new Error(`${flow.name} was not saved`);
      expect(shownShape(await storedAdAssets(page, campaign.id))).toEqual(saved);

      await page.reload();
      await page.getByRole("link", { name: "View", exact: true }).click();
      await page.getByRole("link", { name: "View Ads" }).click();
      await page.getByRole("link", { name: "Edit", exact: true }).click();
      await expect(field(page, "Headline 1")).toHaveValue("Warm Sourdough By 8 am");
      expect(await readEditorAssets(page)).toEqual(saved);

      await field(page, "Headline 2").fill("Organic Rye And Spelt");
      await page.getByRole("button", { name: "Remove headline 3" }).click();
      if (flow.longHeadlines) await field(page, "Long headline 2").fill("Organic loaves from Yorkshire flour, baked every morning in Leeds");
      if (flow.sitelinks) await page.getByRole("textbox", { name: "Sitelink 2 Description 1" }).fill("See every loaf we bake");
      const updated = await readEditorAssets(page);
      await page.getByRole("button", { name: flow.update }).click();
      await expect(page).toHaveURL(/\/ads\?campaignId=/);
      expect(shownShape(await storedAdAssets(page, campaign.id))).toEqual(updated);
      expect(updated).not.toEqual(saved);
    });
  }
});

test.describe("a campaign stored without a type", () => {
  test("is inferred by the domain rule, badged and opened on the inferred type's results screen", async ({ page }) => {
    await signUp(page, uniqueEmail("untyped"));
    const account = await createAccountOverApi(page, "Crumb & Co");
    const assets = { headlines: ["Slow Bread, Told Well"], longHeadlines: ["Why our sourdough takes 48 hours"], descriptions: ["Stories from the bakery."] };
    const response = await page.request.post("/api/campaigns", {
      data: {
        name: "Untyped Stories",
        accountId: account.id,
        formData: { campaignName: "Untyped Stories", campaignObjective: "awareness", contentThemes: "slow baking", landingPageUrl: "https://bakery.example/" },
        generatedAds: assets,
        adGroups: [{ name: "Default Asset Group", contentThemes: ["slow baking"], landingPageUrl: "https://bakery.example/", ads: [{ assets }] }],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    await page.goto(`/campaigns?accountId=${account.id}&accountName=Crumb%20%26%20Co`);
    const card = page.locator("div", { has: page.getByRole("heading", { level: 2, name: "Untyped Stories" }) }).last();
    await expect(card.getByText("Demand Gen", { exact: true })).toBeVisible();
    await page.getByRole("region", { name: "Recent Ads" }).getByRole("link", { name: "Untyped Stories" }).click();
    await expect(page).toHaveURL(/\/demandgen-results\?campaignId=.*mode=view/);
    await expect(field(page, "Long headline 1")).toHaveValue("Why our sourdough takes 48 hours");
    await expect(page.getByRole("region", { name: "Feed ad preview" })).toContainText("Why our sourdough takes 48 hours");
  });
});
