import type { Page } from "@playwright/test";
import { expectAccessible } from "./accessibility.ts";
import { runDemandGenWizard, startSearchGeneration } from "./campaign-flows.ts";
import { tabTo } from "./keyboard.ts";
import { bakeryPage, type LandingPageServer, serveLandingPages } from "./landing-page.ts";
import { signUpWithAccount } from "./seed.ts";
import { expect, test } from "./test.ts";

/** Issue 18: the wizard says what it needs, what went wrong, and carries what it asked for into the results. */

let site: LandingPageServer;
test.beforeAll(async () => {
  site = await serveLandingPages({ "/": bakeryPage });
});
test.afterAll(async () => site.close());

/** The Search wizard up to its ad group step, every answer given but the landing page's address. */
async function fillSearchUpToAddress(page: Page, label: string, url: string) {
  await openSearchStrategy(page, label);
  await page.getByLabel("Campaign Name").fill("Sourdough Spring");
  await page.getByRole("radio", { name: "Drive Sales" }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Landing Page URL").fill(url);
  await page.getByRole("textbox", { name: "Keywords", exact: true }).fill("sourdough delivery, organic bread");
  await page.getByLabel("Call to Action").fill("Order Today");
}

/** No screen speaks of crawling: the user's page is opened or read. */
async function expectNoCrawlingWords(page: Page) {
  await expect(page.locator("body")).not.toContainText(/crawl/i);
}

async function openSearchStrategy(page: Page, label: string): Promise<{ id: string }> {
  const account = await signUpWithAccount(page, label);
  await page.goto(`/campaign-type?accountId=${account.id}`);
  await page.getByRole("button", { name: /^Search/ }).click();
  await expect(page).toHaveURL(/\/strategy/);
  return account;
}

test.describe("required fields are marked, and a Next that cannot be pressed says why", () => {
  test("the strategy step: Campaign Name and Objective are required, and Next names what is missing", async ({ page }) => {
    await openSearchStrategy(page, "strategy-required");
    const name = page.getByRole("textbox", { name: "Campaign Name" });
    await expect(name).toHaveAttribute("aria-required", "true");
    await expect(page.getByRole("radiogroup", { name: "Campaign Objective" })).toHaveAttribute("aria-required", "true");
    // The placeholder is an example, not a value that seems already filled in.
    await expect(name).toHaveAttribute("placeholder", /^e\.g\. /);
    await expect(page.getByText("Fields marked * are required.")).toBeVisible();

    const next = page.getByRole("button", { name: "Next" });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription("To continue, fill in Campaign Name and choose a Campaign Objective.");
    await expect(page.getByText("To continue, fill in Campaign Name and choose a Campaign Objective.")).toBeVisible();

    await name.fill("Sourdough Spring");
    await expect(next).toHaveAccessibleDescription("To continue, choose a Campaign Objective.");
    // A keyboard user reaches the blocked button and hears why it is blocked.
    await tabTo(page, next);
    await page.getByRole("radio", { name: "Drive Sales" }).check();
    await expect(next).toBeEnabled();
    await expect(next).toHaveAccessibleDescription("");
  });

  test("the ad group step: the call to action is required, its placeholder is an example, and Generate names what is missing", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openSearchStrategy(page, "group-required");
    await page.getByLabel("Campaign Name").fill("Sourdough Spring");
    await page.getByRole("radio", { name: "Drive Sales" }).check();
    await page.getByRole("button", { name: "Next" }).click();

    const callToAction = page.getByRole("textbox", { name: "Call to Action" });
    await expect(callToAction).toHaveAttribute("aria-required", "true");
    await expect(callToAction).not.toHaveAttribute("placeholder", "Get Started Today");
    await expect(callToAction).toHaveAttribute("placeholder", /^e\.g\. /);
    for (const label of ["Ad Group Name", "Landing Page URL", "Keywords"]) {
      await expect(page.getByRole("textbox", { name: label, exact: true })).toHaveAttribute("aria-required", "true");
    }

    const generate = page.getByRole("button", { name: "Generate My Ads" });
    await expect(generate).toHaveAccessibleDescription("To continue, fill in Landing Page URL, Keywords and Call to Action.");
    await page.getByLabel("Landing Page URL").fill("bakery.example");
    await page.getByRole("textbox", { name: "Keywords", exact: true }).fill("sourdough delivery");
    await expect(generate).toHaveAccessibleDescription("To continue, fill in Call to Action and enter a valid Landing Page URL.");
    await expectAccessible(page, "ad group step, blocked, at 375 px");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);

    await page.getByLabel("Landing Page URL").fill(site.url("/"));
    await callToAction.fill("Order Today");
    await expect(generate).toBeEnabled();
  });

  test("Performance Max and Demand Gen mark their own required fields", async ({ page }) => {
    const account = await signUpWithAccount(page, "types-required");
    await page.goto(`/campaign-type?accountId=${account.id}`);
    await page.getByRole("button", { name: /^Performance Max/ }).click();
    await page.getByLabel("Campaign Name").fill("Sourdough Everywhere");
    await page.getByRole("radio", { name: "Drive Sales" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("textbox", { name: "Audience Signals & Keywords" })).toHaveAttribute("aria-required", "true");
    await expect(page.getByRole("textbox", { name: "Business Name" })).not.toHaveAttribute("aria-required", "true");
    await expect(page.getByRole("button", { name: "Generate My Performance Max Assets" })).toHaveAccessibleDescription(
      "To continue, fill in Landing Page URL, Audience Signals & Keywords and Call to Action.",
    );

    await page.goto(`/campaign-type?accountId=${account.id}`);
    await page.getByRole("button", { name: /^Demand Gen/ }).click();
    await page.getByLabel("Campaign Name").fill("Sourdough Stories");
    await page.getByRole("button", { name: "Next" }).click();
    // Demand Gen needs only the asset group name and the URL (part 2, section 5).
    await expect(page.getByRole("textbox", { name: "Content Themes" })).not.toHaveAttribute("aria-required", "true");
    await expect(page.getByRole("button", { name: "Next" })).toHaveAccessibleDescription("To continue, fill in Landing Page URL.");
  });
});

test.describe("Search keywords with match types (issue 20)", () => {
  test("each keyword shows how Google reads it; one Google would refuse is named and stops Generate until fixed", async ({ page }) => {
    await fillSearchUpToAddress(page, "keyword-chips", site.url());
    const field = page.getByRole("textbox", { name: "Keywords", exact: true });
    await field.fill('sourdough, "rye bread", [bakery near me]\n-free\n- free\ncheap bread!!');
    const readings = page.getByRole("list", { name: "Match types, as Google reads them" });
    const chip = (text: string) => readings.getByRole("listitem").filter({ hasText: new RegExp(`^${text}`) });
    await expect(chip("rye bread")).toContainText("Phrase");
    await expect(chip("bakery near me")).toContainText("Exact");
    await expect(chip("free").first()).toContainText("Negative broad");
    await expect(readings.getByRole("listitem").filter({ hasText: "repeated: kept once" })).toHaveText(/^free/);
    await expect(chip("cheap bread!!")).toContainText("Google does not accept '!' in keywords: remove it");
    const generate = page.getByRole("button", { name: "Generate My Ads" });
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAccessibleDescription("To continue, fix the Keywords marked below.");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "keywords with one Google would refuse");

    await field.fill('sourdough, "rye bread", [bakery near me]\n-free\ncheap bread');
    await expect(generate).toBeEnabled();
    await expect(field).not.toHaveAttribute("aria-invalid", "true");

    // The campaign's own negatives: each is a negative, typed with '-' or not.
    const negatives = page.getByRole("textbox", { name: "Negative Keywords" });
    await negatives.fill('jobs\n"free trial"\nrecipes?');
    const negativeChips = page.getByRole("list", { name: "Match types, as Google reads them" }).nth(1);
    await expect(negativeChips.getByRole("listitem").filter({ hasText: /^jobs/ })).toContainText("Negative broad");
    await expect(negativeChips.getByRole("listitem").filter({ hasText: /^free trial/ })).toContainText("Negative phrase");
    await expect(generate).toHaveAccessibleDescription("To continue, fix the Negative Keywords marked below.");
    await negatives.fill('jobs\n"free trial"\nrecipes');
    await expect(generate).toBeEnabled();
  });
});

test.describe("a landing page that cannot be opened stops on its address, with the server's reason", () => {
  const notFound = "The page was not found (HTTP 404). Check the address.";

  test("Search: the reason on the URL field, focus there; Fix the address, then Write without the page", async ({ page }) => {
    // Two reads of the page and the start of a generation: slow on a busy machine.
    test.setTimeout(120_000);
    await fillSearchUpToAddress(page, "page-404", site.url("/sourdough-typo"));
    await page.getByRole("button", { name: "Generate My Ads" }).click();

    const url = page.getByRole("textbox", { name: "Landing Page URL" });
    await expect(url).toBeFocused();
    await expect(url).toHaveAccessibleDescription(notFound);
    await expect(url).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/ad-group/);
    await expectNoCrawlingWords(page);
    await expectAccessible(page, "ad group step, page not found");

    await page.getByRole("button", { name: "Fix the address" }).click();
    await expect(url).toBeFocused();
    // The reason belongs to the address it was given for: changing the address clears it.
    await page.keyboard.type("x");
    await expect(page.getByRole("button", { name: "Write without the page" })).toHaveCount(0);
    await url.fill(site.url("/sourdough-typo"));
    await page.getByRole("button", { name: "Generate My Ads" }).click();
    await expect(url).toBeFocused();

    const generation = page.waitForRequest((request) => request.url().endsWith("/api/generate-ads"));
    await page.getByRole("button", { name: "Write without the page" }).click();
    await expect(page).toHaveURL(/\/results/);
    // The ads are written from the answers alone: the request says the page could not be read.
    const body = (await generation).postDataJSON() as { crawledContent: { error?: string; headings: string[] } | null };
    expect(body.crawledContent?.error).toBe(notFound);
    expect(body.crawledContent?.headings).toEqual([]);
    await expectNoCrawlingWords(page);
  });

  test("Demand Gen: the summary gives the reason and Next stops on the address too, at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const account = await signUpWithAccount(page, "page-404-dg");
    await page.goto(`/campaign-type?accountId=${account.id}`);
    await page.getByRole("button", { name: /^Demand Gen/ }).click();
    await page.getByLabel("Campaign Name").fill("Sourdough Stories");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Landing Page URL").fill(site.url("/gone"));
    await expect(page.getByText(`Could not be read. ${notFound}`)).toBeVisible();

    await page.getByRole("button", { name: "Next" }).click();
    const url = page.getByRole("textbox", { name: "Landing Page URL" });
    await expect(url).toBeFocused();
    await expect(url).toHaveAccessibleDescription(notFound);
    await expect(page.getByRole("button", { name: "Write without the page" })).toBeVisible();
    await expectNoCrawlingWords(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await expectAccessible(page, "Demand Gen group step, page not found, at 375 px");
  });
});

test.describe("what the wizard asked for is carried into the results", () => {
  test("Search: the call to action typed in the wizard is the context card's, under one limit of 50", async ({ page }) => {
    test.setTimeout(120_000);
    await fillSearchUpToAddress(page, "carried-cta", site.url("/"));
    await expect(page.getByText("11/50 characters")).toBeVisible();
    await page.getByRole("button", { name: "Generate My Ads" }).click();
    await expect(page.getByTestId("generation-status")).toContainText("ads are ready", { timeout: 60_000 });

    const callToAction = page.getByRole("textbox", { name: "Call to Action" });
    await expect(callToAction).toHaveValue("Order Today");
    await expect(page.getByText("11/50 characters")).toBeVisible();
    // The context is what the ads were written with: only a change makes it new.
    const regenerate = page.getByRole("button", { name: "Regenerate with New Context" });
    await expect(regenerate).toBeDisabled();
    await callToAction.fill("Order Your Loaf Today");
    await expect(regenerate).toBeEnabled();
  });

  test("Demand Gen: the chosen call to action is preselected on the results screen", async ({ page }) => {
    test.setTimeout(120_000);
    const account = await signUpWithAccount(page, "carried-cta-dg");
    await runDemandGenWizard(page, { accountId: account.id, url: site.url("/") });
    await expect(page.getByRole("combobox", { name: "Call to Action" })).toHaveValue("learn_more");
    await expect(page.getByRole("button", { name: "Regenerate All Ads" })).toBeDisabled();
  });
});

test.describe("New Campaign asks before picking up an unfinished draft", () => {
  /** A Search draft left on the strategy step, then New Campaign again. */
  async function leaveDraft(page: Page): Promise<{ id: string }> {
    const account = await openSearchStrategy(page, "draft-choice");
    await page.getByLabel("Campaign Name").fill("Sourdough Spring");
    // The draft is written 300 ms after the last change (part 1, section 4).
    await page.waitForTimeout(400);
    await page.goto(`/campaign-type?accountId=${account.id}`);
    return account;
  }

  test("Start fresh, by keyboard, clears the draft and Search starts empty", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await leaveDraft(page);
    const choice = page.getByRole("region", { name: "You have an unfinished Search campaign" });
    await expect(choice).toContainText('"Sourdough Spring" is kept as you left it.');
    await expectAccessible(page, "campaign type step with a draft, at 375 px");

    const startFresh = choice.getByRole("button", { name: "Start fresh" });
    await tabTo(page, startFresh);
    await page.keyboard.press("Enter");
    await expect(choice).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Search/ })).toBeFocused();
    expect(await page.evaluate(() => window.localStorage.getItem("wizardFormData"))).toBeNull();

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/strategy/);
    await expect(page.getByLabel("Campaign Name")).toHaveValue("");
  });

  test("Resume draft opens the strategy step with the answers kept", async ({ page }) => {
    await leaveDraft(page);
    await page.getByRole("button", { name: "Resume draft" }).click();
    await expect(page).toHaveURL(/\/strategy/);
    await expect(page.getByLabel("Campaign Name")).toHaveValue("Sourdough Spring");
  });

  test("a draft with nothing typed is not offered", async ({ page }) => {
    const account = await openSearchStrategy(page, "draft-empty");
    await page.goto(`/campaign-type?accountId=${account.id}`);
    await expect(page.getByRole("heading", { name: "Choose your campaign type" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Resume draft" })).toHaveCount(0);
  });
});

test.describe("Performance Max and Demand Gen name an unnamed campaign as the spec does (part 2, section 9)", () => {
  const today = (page: Page) => page.evaluate(() => new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" }).format(new Date()));

  test("'Performance Max - {objective} - {date}' and 'Demand Gen Campaign {date}', not Search's 'New Campaign'", async ({ page }) => {
    const account = await signUpWithAccount(page, "default-names");
    await page.goto(`/campaign-type?accountId=${account.id}`);
    await page.getByRole("button", { name: /^Performance Max/ }).click();
    await page.getByRole("radio", { name: "Drive Sales" }).check();
    await expect(page.getByLabel("Strategy summary")).toContainText(`Performance Max - Drive Sales - ${await today(page)}`);

    await page.goto(`/campaign-type?accountId=${account.id}`);
    await page.getByRole("button", { name: /^Demand Gen/ }).click();
    await expect(page.getByLabel("Strategy summary")).toContainText(`Demand Gen Campaign ${await today(page)}`);
    // The results screen of a draft without a name, reached directly, names it the same way.
    await page.goto(`/demandgen-results?accountId=${account.id}`);
    await expect(page.getByText("Ready to generate your Demand Gen ads?")).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`Demand Gen Campaign ${await today(page)}`);
    await expect(page.getByRole("main")).not.toContainText("New Campaign");
  });
});

test.describe("a save refused because the session ended says the spec's words (part 1, section 5)", () => {
  test("'User authentication required. Please refresh the page and try again.'", async ({ page }) => {
    test.setTimeout(120_000);
    const account = await signUpWithAccount(page, "signed-out-save");
    await startSearchGeneration(page, { accountId: account.id, url: site.url("/") });
    await expect(page.getByTestId("generation-status")).toContainText("ads are ready", { timeout: 60_000 });
    // As when the user signed out in another tab: the server no longer knows the session.
    await page.route("**/api/campaigns", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 401, json: { error: "Authentication required" } }) : route.continue(),
    );
    await page.getByRole("button", { name: /^Save Campaign/ }).click();
    await expect(page.getByText("Failed to save campaign")).toBeVisible();
    await expect(page.getByText("User authentication required. Please refresh the page and try again.")).toBeVisible();
  });
});
