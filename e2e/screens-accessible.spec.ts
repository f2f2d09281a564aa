import type { Page } from "@playwright/test";
import { expectAccessible } from "./accessibility.ts";
import { holdRequests } from "./held-request.ts";
import { bakeryPage, type LandingPageServer, serveLandingPages } from "./landing-page.ts";
import { createAccountOverApi, createCampaignOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

/**
 * Every screen of the route table (src/web/app/router.tsx) in each state that changes what is on it
 * (empty and filled lists, open dialogs and menus, each wizard step, results while generating and after),
 * checked by axe at desktop width and at 375 px. The billing screens are in billing-screens-accessible.
 */
const widths = [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "375 px", viewport: { width: 375, height: 740 } },
] as const;

let site: LandingPageServer;
test.beforeAll(async () => {
  site = await serveLandingPages({ "/": bakeryPage });
});
test.afterAll(async () => site.close());

const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The sidebar's controls: on a phone they are in the slide-in panel, opened first. */
async function openSidebar(page: Page): Promise<void> {
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  if (isNarrow(page) && !(await sidebar.isVisible())) await page.getByRole("button", { name: "Toggle sidebar" }).click();
  await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
}

async function closeWithEscape(page: Page): Promise<void> {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

for (const { label, viewport } of widths) {
  test.describe(`every screen passes axe at ${label}`, () => {
    test.use({ viewport });

    test("signed out: sign in, sign up, their errors, and the missing page", async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto("/sign-in");
      await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
      await expectAccessible(page, "sign in");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await expectAccessible(page, "sign in with errors");
      await page.goto("/sign-up");
      await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
      await expectAccessible(page, "sign up");
      await page.goto("/no-such-page");
      await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
      await expectAccessible(page, "not found");
    });

    test("home: no accounts, accounts, the sidebar, its menus and the account dialogs", async ({ page }) => {
      test.setTimeout(120_000);
      await signUp(page, uniqueEmail("axe-home"));
      await expectAccessible(page, "home, no accounts");
      await page.getByRole("button", { name: "Create Your First Account" }).click();
      const create = page.getByRole("dialog", { name: "Create New Account" });
      await create.getByRole("button", { name: "Create Account" }).click();
      await expect(create.getByText("Account name is required")).toBeVisible();
      await expectAccessible(page, "create account dialog with an error");
      await closeWithEscape(page);

      await createAccountOverApi(page, "Acme Plumbing");
      await createAccountOverApi(page, "Bright Dental");
      await page.reload();
      await expect(page.getByRole("heading", { name: "Bright Dental" })).toBeVisible();
      await expectAccessible(page, "home with accounts");
      await page.getByRole("button", { name: "Rename Acme Plumbing" }).click();
      await expect(page.getByLabel("New name for Acme Plumbing")).toBeFocused();
      await expectAccessible(page, "inline rename");
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Delete Bright Dental" }).click();
      await expect(page.getByRole("dialog", { name: 'Delete "Bright Dental"?' })).toBeVisible();
      await expectAccessible(page, "delete account dialog");
      await closeWithEscape(page);

      await openSidebar(page);
      await expectAccessible(page, "sidebar open");
      await page.getByRole("button", { name: /^Account: / }).click();
      await expect(page.getByRole("button", { name: "Add New Account" })).toBeVisible();
      await expectAccessible(page, "account switcher open");
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: /^User menu/ }).click();
      await expect(page.getByRole("button", { name: "View Profile" })).toBeVisible();
      await expectAccessible(page, "user menu open");
      await page.getByRole("button", { name: "View Profile" }).click();
      const profile = page.getByRole("dialog", { name: "Your Account" });
      await expect(profile).toBeVisible();
      await expectAccessible(page, "profile dialog");
      for (const tab of ["Password", "Subscription"]) {
        await profile.getByRole("tab", { name: tab }).click();
        await expectAccessible(page, `profile dialog, ${tab} tab`);
      }
      await closeWithEscape(page);

      await openSidebar(page);
      await page.getByRole("button", { name: "New Campaign" }).click();
      await expect(page.getByRole("dialog", { name: "Choose Account for Campaign" })).toBeVisible();
      await expectAccessible(page, "choose account dialog");
      await closeWithEscape(page);

      if (!isNarrow(page)) {
        await page.keyboard.press("Control+b");
        await expect(page.getByRole("complementary", { name: "Sidebar" })).toHaveAttribute("data-state", "collapsed");
        await expectAccessible(page, "sidebar collapsed");
      }
    });

    test("campaign lists, a campaign's groups and ads, and their dialogs", async ({ page }) => {
      test.setTimeout(120_000);
      await signUp(page, uniqueEmail("axe-lists"));
      const account = await createAccountOverApi(page, "Acme Plumbing");
      const accountQuery = `accountId=${account.id}&accountName=Acme%20Plumbing`;
      await page.goto(`/campaigns?${accountQuery}`);
      await expect(page.getByRole("heading", { name: "No campaigns yet" })).toBeVisible();
      await expectAccessible(page, "campaigns, empty");
      await page.goto("/library");
      await expect(page.getByRole("heading", { name: "Campaign Library" })).toBeVisible();
      await expectAccessible(page, "library, empty");

      const campaign = await createCampaignOverApi(page, "Spring Sale", account.id);
      await createCampaignOverApi(page, "Winter Rye", account.id);
      await page.goto(`/campaigns?${accountQuery}`);
      await expect(page.getByText("2 campaigns")).toBeVisible();
      await expectAccessible(page, "campaigns, filled");
      await page.getByRole("button", { name: "Export Spring Sale" }).click();
      await expect(page.getByRole("dialog", { name: "Choose Export Format" })).toBeVisible();
      await expectAccessible(page, "export dialog from a campaign card");
      await closeWithEscape(page);
      await page.getByRole("button", { name: "Delete Spring Sale" }).click();
      await expect(page.getByRole("dialog", { name: "Delete Campaign" })).toBeVisible();
      await expectAccessible(page, "delete campaign dialog");
      await closeWithEscape(page);
      await page.goto("/library");
      await expect(page.getByRole("heading", { name: "Spring Sale" })).toBeVisible();
      await expectAccessible(page, "library, filled");

      await page.goto(`/ad-groups?campaignId=${campaign.id}&${accountQuery}`);
      await expect(page.getByRole("heading", { name: "Primary Ad Group" })).toBeVisible();
      await expectAccessible(page, "ad groups");
      await page.getByRole("link", { name: "New Ad Group" }).click();
      await expect(page).toHaveURL(/\/ad-group-create/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page, "ad group create");
      await page.goBack();
      await page.getByRole("link", { name: "View Ads" }).click();
      await expect(page.getByRole("heading", { name: "Fresh Sourdough Daily" })).toBeVisible();
      await expectAccessible(page, "ads");
      const adsUrl = page.url();
      await page.getByRole("link", { name: "View", exact: true }).click();
      await expect(page.getByRole("region", { name: "Ad preview" })).toBeVisible();
      await expectAccessible(page, "ad view");
      await page.goto(adsUrl);
      await page.getByRole("link", { name: "New Ad" }).click();
      await expect(page).toHaveURL(/\/ad-create/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page, "ad create");

      await page.goto(`/results?campaignId=${campaign.id}&mode=view`);
      await expect(page.getByRole("link", { name: "Edit Ad" })).toBeVisible();
      await expectAccessible(page, "saved campaign, view only");
      await page.goto(`/campaign/${campaign.id}/edit`);
      await expect(page.getByRole("textbox", { name: "Headline 1", exact: true })).toHaveValue("Fresh Sourdough Daily");
      await expectAccessible(page, "saved campaign in the editor");
    });

  });
}

/**
 * The wizards' screens have no layout of their own on a phone beyond what CSS does, so each flow runs
 * once and every state it reaches is checked at both widths: the same checks for half the flows.
 */
async function expectAccessibleAtBothWidths(page: Page, screen: string): Promise<void> {
  for (const { label, viewport } of [...widths].reverse()) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, `${screen} at ${label}`);
  }
}

test.describe("every wizard screen passes axe at desktop and at 375 px", () => {
  test("the Search wizard, its results while generating and after, and the export dialog", async ({ page }) => {
    test.setTimeout(180_000);
    await signUp(page, uniqueEmail("axe-search"));
    const account = await createAccountOverApi(page, "Crumb & Co");
    await page.goto(`/campaign-type?accountId=${account.id}`);
    await expect(page.getByText("Step 1 of 3")).toBeVisible();
    await expectAccessibleAtBothWidths(page, "campaign type");
    await page.getByRole("button", { name: /^Search/ }).click();
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    await expectAccessibleAtBothWidths(page, "strategy, empty");
    await page.getByLabel("Campaign Name").fill("Sourdough Spring");
    await page.getByRole("radio", { name: "Drive Sales" }).check();
    await expect(page.getByRole("heading", { name: "Strategy Summary" })).toBeVisible();
    await expectAccessibleAtBothWidths(page, "strategy, filled");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/ad-group/);
    await page.getByLabel("Landing Page URL").fill("ftp://nope");
    await expect(page.getByLabel("Landing Page URL")).toHaveAttribute("aria-invalid", "true");
    await expectAccessibleAtBothWidths(page, "ad group step with an error");
    await page.getByLabel("Landing Page URL").fill(site.url("/"));
    await page.getByRole("textbox", { name: "Keywords", exact: true }).fill("sourdough delivery, organic bread");
    await page.getByLabel("Call to Action").fill("Order Today");
    await expectAccessibleAtBothWidths(page, "ad group step, filled");

    // The copywriter is held back until the loading view has been checked.
    const { release } = await holdRequests(page, "**/api/generate-ads");
    await page.getByRole("button", { name: "Generate My Ads" }).click();
    await expect(page).toHaveURL(/\/results/);
    await expect(page.getByRole("status").filter({ hasText: /\w/ }).first()).toBeVisible();
    await expectAccessibleAtBothWidths(page, "results while generating");
    release();
    await expect(page.getByTestId("generation-status")).toContainText("ads are ready", { timeout: 60_000 });
    await expectAccessibleAtBothWidths(page, "results after generating");
    await page.getByRole("button", { name: "Export", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Choose Export Format" })).toBeVisible();
    await expectAccessibleAtBothWidths(page, "export dialog from the results");
  });

  test("the Performance Max and Demand Gen wizards and results", async ({ page }) => {
    test.setTimeout(180_000);
    await signUp(page, uniqueEmail("axe-types"));
    const account = await createAccountOverApi(page, "Crumb & Co");
    await page.goto(`/campaign-type?accountId=${account.id}`);
    await page.getByRole("button", { name: /^Performance Max/ }).click();
    await page.getByLabel("Campaign Name").fill("Sourdough Everywhere");
    await page.getByRole("radio", { name: "Drive Sales" }).check();
    await expectAccessibleAtBothWidths(page, "Performance Max strategy");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Business Name")).toBeVisible();
    await expectAccessibleAtBothWidths(page, "Performance Max asset group");
    await page.getByLabel("Business Name").fill("Crumb & Co.");
    await page.getByLabel("Landing Page URL").fill(site.url("/"));
    await page.getByLabel("Audience Signals & Keywords").fill("sourdough delivery, organic bread");
    await page.getByLabel("Call to Action").fill("Order Today");
    await page.getByRole("button", { name: "Generate My Performance Max Assets" }).click();
    await expect(page.getByTestId("generation-status")).toContainText("ads are ready", { timeout: 60_000 });
    await expectAccessibleAtBothWidths(page, "Performance Max results");

    await page.goto(`/campaign-type?accountId=${account.id}`);
    await page.getByRole("button", { name: /^Demand Gen/ }).click();
    await page.getByLabel("Campaign Name").fill("Sourdough Stories");
    await expectAccessibleAtBothWidths(page, "Demand Gen strategy");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Content Themes")).toBeVisible();
    await expectAccessibleAtBothWidths(page, "Demand Gen asset group");
    // No name and no page: the results screen waits in its 'Ready to generate' state.
    await page.goto(`/demandgen-results?accountId=${account.id}`);
    await expect(page.getByRole("button", { name: /Generate/ }).last()).toBeVisible();
    await expectAccessibleAtBothWidths(page, "Demand Gen results, ready to generate");
  });
});
