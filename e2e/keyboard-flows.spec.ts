import type { Page } from "@playwright/test";
import { bakeryPage, type LandingPageServer, serveLandingPages } from "./landing-page.ts";
import { expectFocusVisible, tabTo, typeOver } from "./keyboard.ts";
import { createAccountOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { password, signUp, uniqueEmail } from "./users.ts";

/**
 * Every flow of the product done with the keyboard alone: Tab, Shift+Tab, Enter, Space, arrows and
 * Escape through page.keyboard, never a click or a focus() call, with the focus visible wherever it
 * lands. Setting up the data a flow starts from goes through the API. The wizard's strategy step on its
 * own is in wizard.spec.ts; the Ctrl/Cmd+B state and cookie are in shell.spec.ts.
 */
let site: LandingPageServer;
test.beforeAll(async () => {
  site = await serveLandingPages({ "/": bakeryPage });
});
test.afterAll(async () => site.close());

const userMenu = (page: Page) => page.getByRole("button", { name: /^User menu/ });

test.describe("signing up, out and in", () => {
  test("sign up, sign out from the user menu and sign back in, with the keyboard alone", async ({ page }) => {
    const email = uniqueEmail("keys");
    await page.goto("/sign-up");
    await tabTo(page, page.getByLabel("Name"));
    await page.keyboard.type("Kay Board");
    await page.keyboard.press("Tab");
    await expectFocusVisible(page.getByLabel("Email"));
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await expectFocusVisible(page.getByLabel("Password"));
    await page.keyboard.type(password);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Kay$/ })).toBeVisible();

    await tabTo(page, userMenu(page));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("button", { name: "Sign Out" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();

    await tabTo(page, page.getByLabel("Email"));
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(password);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Kay$/ })).toBeVisible();
  });
});

test.describe("accounts", () => {
  test("create, rename and delete accounts with the keyboard, focus coming back after each", async ({ page }) => {
    await signUp(page, uniqueEmail("keys-accounts"));
    await tabTo(page, page.getByRole("button", { name: "Create Your First Account" }));
    await page.keyboard.press("Enter");
    const create = page.getByRole("dialog", { name: "Create New Account" });
    await expectFocusVisible(create.getByLabel("Account name"));
    await page.keyboard.type("Acme Plumbing");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Account created successfully!")).toBeVisible();
    await expect(create).toHaveCount(0);
    // The empty state that opened the dialog is gone: focus is on the page, not lost to <body>.
    await expect(page.getByRole("main")).toBeFocused();

    const newAccount = page.getByRole("button", { name: "New Account" });
    await tabTo(page, newAccount);
    await page.keyboard.press("Enter");
    await page.keyboard.type("Bright Dental");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Bright Dental" })).toBeVisible();
    await expectFocusVisible(newAccount);

    await tabTo(page, page.getByRole("button", { name: "Rename Acme Plumbing" }));
    await page.keyboard.press("Enter");
    await expectFocusVisible(page.getByLabel("New name for Acme Plumbing"));
    await typeOver(page, "Acme Heating");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Account updated successfully!")).toBeVisible();
    await expectFocusVisible(page.getByRole("button", { name: "Rename Acme Heating" }));
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { name: "Acme Heating" })).toBeVisible();
    await expectFocusVisible(page.getByRole("button", { name: "Rename Acme Heating" }));

    const remove = page.getByRole("button", { name: "Delete Bright Dental" });
    await tabTo(page, remove);
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: 'Delete "Bright Dental"?' });
    await tabTo(page, confirm.getByRole("button", { name: "Delete Account" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Account deleted")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Bright Dental" })).toHaveCount(0);
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("the account switcher and New Campaign's 'Choose Account for Campaign', with the keyboard", async ({ page }) => {
    await signUp(page, uniqueEmail("keys-switcher"));
    await createAccountOverApi(page, "Acme Plumbing");
    await createAccountOverApi(page, "Bright Dental");
    await page.reload();

    const switcher = page.getByRole("button", { name: /^Account: / });
    await tabTo(page, switcher);
    await page.keyboard.press("Enter");
    await expect(switcher).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(switcher).toHaveAttribute("aria-expanded", "false");
    await expectFocusVisible(switcher);

    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("button", { name: "Bright Dental", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Bright Dental Campaigns" })).toBeVisible();
    await expect(switcher).toHaveAccessibleName("Account: Bright Dental");
    // A new screen starts the keyboard from the top of the page, as a page load does: the switcher is near.
    await tabTo(page, switcher, { maxPresses: 5 });

    const newCampaign = page.getByRole("button", { name: "New Campaign" });
    await tabTo(page, newCampaign);
    await page.keyboard.press("Enter");
    const choose = page.getByRole("dialog", { name: "Choose Account for Campaign" });
    const bright = choose.getByRole("radio", { name: /Bright Dental/ });
    await tabTo(page, bright);
    await expect(bright).toBeChecked();
    await page.keyboard.press("ArrowUp");
    await expectFocusVisible(choose.getByRole("radio", { name: /Acme Plumbing/ }));
    await expect(choose.getByRole("radio", { name: /Acme Plumbing/ })).toBeChecked();
    await tabTo(page, choose.getByRole("button", { name: "Continue" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/campaign-type\?accountId=[\w-]+&accountName=Acme\+Plumbing/);
  });
});

test.describe("the shell", () => {
  test("the sidebar toggles with Ctrl+B and with its button, and the user menu opens the profile", async ({ page }) => {
    await signUp(page, uniqueEmail("keys-shell"));
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    const toggle = page.getByRole("button", { name: "Toggle sidebar" });
    await tabTo(page, toggle);
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expectFocusVisible(toggle);
    await page.keyboard.press("Enter");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await page.keyboard.press("Space");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await page.keyboard.press("Meta+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");

    await tabTo(page, userMenu(page), { backwards: true });
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("button", { name: "View Profile" }));
    await page.keyboard.press("Enter");
    const profile = page.getByRole("dialog", { name: "Your Account" });
    await expect(profile).toBeVisible();
    // The tab list is one Tab stop (WAI-ARIA tabs); the arrow keys move between tabs and select them.
    await tabTo(page, profile.getByRole("tab", { name: "Profile" }));
    await page.keyboard.press("ArrowRight");
    await expect(profile.getByRole("tab", { name: "Password" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Escape");
    await expect(profile).toHaveCount(0);
    await expectFocusVisible(userMenu(page));
  });

  test("at 375 px the sidebar opens from its button, takes the focus, and Escape closes it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUp(page, uniqueEmail("keys-mobile"));
    const toggle = page.getByRole("button", { name: "Toggle sidebar" });
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar).toBeVisible();
    await tabTo(page, sidebar.getByRole("link", { name: "Library" }), { maxPresses: 10 });
    await page.keyboard.press("Escape");
    await expect(sidebar).toHaveCount(0);
    await expectFocusVisible(toggle);

    await page.keyboard.press("Enter");
    await tabTo(page, sidebar.getByRole("link", { name: "Library" }), { maxPresses: 10 });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/library$/);
    await expect(sidebar).toHaveCount(0);
  });
});

test.describe("a Search campaign", () => {
  test("wizard, results, editing, pinning, reordering, export download and save, with the keyboard alone", async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, uniqueEmail("keys-search"));
    const account = await createAccountOverApi(page, "Crumb & Co");
    await page.goto(`/campaign-type?accountId=${account.id}`);
    await tabTo(page, page.getByRole("button", { name: /^Search/ }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/strategy/);

    await tabTo(page, page.getByLabel("Campaign Name"));
    await page.keyboard.type("Keyboard Sourdough");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(page.getByRole("radio", { name: "Drive Sales" })).toBeChecked();
    // The objectives are one radio group: arrows move the choice.
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: "Generate Leads" })).toBeChecked();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("radio", { name: "Drive Sales" })).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ad-group/);

    await tabTo(page, page.getByLabel("Landing Page URL"));
    await page.keyboard.type(site.url("/"));
    await tabTo(page, page.getByRole("textbox", { name: "Keywords", exact: true }));
    await page.keyboard.type("sourdough delivery, organic bread");
    await tabTo(page, page.getByLabel("Call to Action"));
    await page.keyboard.type("Order Today");
    await tabTo(page, page.getByRole("button", { name: "Generate My Ads" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/results/);
    const headline = (n: number) => page.getByRole("textbox", { name: `Headline ${n}`, exact: true });
    await expect(page.getByTestId("generation-status")).toContainText("ads are ready", { timeout: 60_000 });

    await tabTo(page, headline(1), { maxPresses: 120 });
    await typeOver(page, "Sourdough at Dawn");
    await expect(headline(1)).toHaveValue("Sourdough at Dawn");

    const pin = page.getByRole("combobox", { name: "Pin headline 1", exact: true });
    await tabTo(page, pin, { maxPresses: 5 });
    await page.keyboard.press("ArrowDown");
    await expect(pin).toHaveValue("1");

    const second = await headline(2).inputValue();
    const third = await headline(3).inputValue();
    await tabTo(page, page.getByRole("button", { name: "Move headline 2 down" }), { maxPresses: 30 });
    await page.keyboard.press("Enter");
    await expect(headline(2)).toHaveValue(third);
    await expect(headline(3)).toHaveValue(second);

    const exportButton = page.getByRole("button", { name: "Export", exact: true });
    await tabTo(page, exportButton, { backwards: true, maxPresses: 120 });
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });
    const csv = dialog.getByRole("radio", { name: /^CSV/ });
    await tabTo(page, csv, { maxPresses: 5 });
    await page.keyboard.press("Space");
    await expect(csv).toBeChecked();
    // What Google Ads needs before the campaign spends, answered by keyboard (Paused stays as offered).
    await tabTo(page, dialog.getByRole("textbox", { name: "Daily budget" }));
    await page.keyboard.type("20");
    const languages = dialog.getByRole("combobox", { name: "Languages", exact: true });
    await tabTo(page, languages);
    if ((await dialog.getByRole("list", { name: "Chosen languages" }).count()) === 0) await languages.selectOption("en");
    await tabTo(page, dialog.getByRole("combobox", { name: "Locations" }));
    await page.keyboard.type("united k");
    await page.keyboard.press("Enter");
    await tabTo(page, dialog.getByRole("radio", { name: "No", exact: true }));
    await page.keyboard.press("Space");
    await tabTo(page, dialog.getByRole("button", { name: "Export", exact: true }));
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    await expect(dialog).toHaveCount(0);
    await expectFocusVisible(exportButton);

    await tabTo(page, page.getByRole("button", { name: /^Save Campaign/ }));
    await page.keyboard.press("Enter");
    await expect(page).not.toHaveURL(/\/results/);
    await expect(page.getByRole("heading", { name: "Keyboard Sourdough" }).or(page.getByText("Keyboard Sourdough")).first()).toBeVisible();
  });
});
