import type { Page } from "@playwright/test";
import { field, runSearchWizard, startSearchGeneration, storedAdAssets } from "./campaign-flows.ts";
import { expectAccessible } from "./accessibility.ts";
import { bakeryPage, type LandingPageServer, serveLandingPages } from "./landing-page.ts";
import { createAccountOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

/** Issue 18, 'Never lose work': what the user made is kept, or they are asked first. */

let site: LandingPageServer;
test.beforeAll(async () => {
  site = await serveLandingPages({ "/": bakeryPage });
});
test.afterAll(async () => site.close());

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
    await signUp(page, uniqueEmail("edit-route"));
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
    await signUp(page, uniqueEmail("leave-guard"));
    const account = await createAccountOverApi(page, "Crumb & Co");
    const campaign = await createPerformanceMaxOverApi(page, account.id);
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });

    await page.goto(`/campaign/${campaign.id}/edit`);
    await field(page, "Headline 1").fill("Warm Sourdough By 8 am");
    await page.getByRole("navigation").getByRole("link", { name: "Library" }).click();
    await expect(dialog).toBeVisible();
    await expectAccessible(page, "leave without saving");
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

/** A tone the ads were not written in: Regenerate with New Context waits for a context that is new. */
async function chooseNewTone(page: Page) {
  const tone = page.getByLabel("Tone of Voice");
  const current = await tone.inputValue();
  const values = await tone.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const other = values.find((value) => value !== "" && value !== current && value.toLowerCase() !== "custom");
  if (!other) throw new Error(`no tone other than ${current} among ${values.join(", ")}`);
  await tone.selectOption(other);
  await page.getByRole("button", { name: "Regenerate with New Context" }).click();
}

test.describe("'Regenerate with New Context' never silently replaces the user's edits", () => {
  test("asks, keeps edited and pinned items by default, replaces them only when told, and offers Undo", async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page, uniqueEmail("regenerate-edits"));
    const account = await createAccountOverApi(page, "Crumb & Co");
    await runSearchWizard(page, { accountId: account.id, url: site.url("/") });
    const written = await field(page, "Headline 1").inputValue();
    await field(page, "Headline 1").fill("Warm Sourdough By 8 am");
    const pin = page.getByRole("combobox", { name: "Pin headline 3" });
    await pin.selectOption("2");

    await chooseNewTone(page);
    const dialog = page.getByRole("dialog", { name: "Replace your edits?" });
    await expect(dialog).toContainText("You have 1 edited item and 1 pinned item.");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Keep my edits" }).click();
    await expect(page.getByText("New ads written")).toBeVisible({ timeout: 30_000 });
    await expect(field(page, "Headline 1")).toHaveValue("Warm Sourdough By 8 am");
    await expect(pin).toHaveValue("2");

    await chooseNewTone(page);
    await dialog.getByRole("button", { name: "Replace everything" }).click();
    await expect(field(page, "Headline 1")).not.toHaveValue("Warm Sourdough By 8 am", { timeout: 30_000 });
    expect(await field(page, "Headline 1").inputValue()).toBe(written);
    await expect(pin).toHaveValue("");
    // The newest toast is in front; the first regeneration's may still be behind it.
    await page.getByRole("button", { name: "Undo" }).first().click();
    await expect(field(page, "Headline 1")).toHaveValue("Warm Sourdough By 8 am");
    await expect(pin).toHaveValue("2");
  });
});

/** The server's event stream for a copywriter that fails: its name first, then the failure with the fallback. */
function failedStream(fallbackHeadline: string): string {
  const generator = { provider: "openai", model: "gpt-4o-mini", label: "OpenAI gpt-4o-mini", language: "en", notice: null };
  const fallback = {
    headlines: [fallbackHeadline, "Quality Products & Services", "Contact Us Today"],
    descriptions: ["Discover quality products and services tailored to your needs.", "Get in touch with us today."],
    callouts: [],
    sitelinks: [],
    performance: { relevance: 80, engagement: 80, conversionPotential: 80 },
  };
  const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  return (
    event("start", { generator }) +
    event("partial", { headlines: [fallbackHeadline] }) +
    event("failure", { error: "The AI provider did not answer in time.", details: "timeout", fallback, generator: { ...generator, provider: "offline", label: "Offline writer" }, status: 504 })
  );
}

test.describe("a failed model call never takes the user's ads", () => {
  test("a failed regeneration keeps what the user had and says so; a failed first generation labels its fallback copy", async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page, uniqueEmail("failed-model"));
    const account = await createAccountOverApi(page, "Crumb & Co");
    await runSearchWizard(page, { accountId: account.id, url: site.url("/") });
    await field(page, "Headline 1").fill("Warm Sourdough By 8 am");
    const headline2 = await field(page, "Headline 2").inputValue();

    // The e2e servers run the offline writer, which never fails: the route plays a model's failure.
    await page.route("**/api/generate-ads", (route) => route.fulfill({ status: 200, contentType: "text/event-stream", body: failedStream("Fallback Headline") }));
    await chooseNewTone(page);
    await page.getByRole("dialog", { name: "Replace your edits?" }).getByRole("button", { name: "Replace everything" }).click();
    await expect(page.getByText("Your ads are as they were.")).toBeVisible({ timeout: 30_000 });
    await expect(field(page, "Headline 1")).toHaveValue("Warm Sourdough By 8 am");
    await expect(field(page, "Headline 2")).toHaveValue(headline2);
    await expect(page.getByText("Written by Offline writer")).toBeVisible();
    await expect(page.getByTestId("generation-status")).toHaveText("Your Search ads could not be written.");

    await page.goto(`/campaign-type?accountId=${account.id}`);
    await startSearchGeneration(page, { accountId: account.id, url: site.url("/"), name: "Fallback Run" });
    await expect(field(page, "Headline 1")).toHaveValue("Fallback Headline", { timeout: 30_000 });
    await expect(page.getByText("Fallback copy: OpenAI gpt-4o-mini failed, so these ads are placeholders to edit")).toBeVisible();
    await expect(page.getByText("Written by OpenAI gpt-4o-mini")).toBeHidden();
  });
});

test.describe("regenerating one description never hands back the same text without a word", () => {
  test("with the offline writer, a Search description says there is no other and stays as it was", async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page, uniqueEmail("single-description"));
    const account = await createAccountOverApi(page, "Crumb & Co");
    await runSearchWizard(page, { accountId: account.id, url: site.url("/") });
    const before = await field(page, "Description 1").inputValue();
    await page.getByRole("button", { name: "Regenerate description 1" }).click();
    await expect(page.getByText("No other description to offer: the writer gave the ones you already have.", { exact: false })).toBeVisible({ timeout: 30_000 });
    await expect(field(page, "Description 1")).toHaveValue(before);
  });
});

test.describe("a writer that cannot follow 'Changes to Make' says so before the user types", () => {
  test("the offline writer's notice describes the field from the start", async ({ page }) => {
    await signUp(page, uniqueEmail("changes-notice"));
    const account = await createAccountOverApi(page, "Crumb & Co");
    const campaign = await createPerformanceMaxOverApi(page, account.id);
    await page.goto(`/campaign/${campaign.id}/edit`);
    await expect(page.getByLabel("Changes to Make")).toHaveAccessibleDescription("The offline writer cannot follow 'Changes to Make'; connect an AI provider for that.");
  });
});
