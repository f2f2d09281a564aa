import type { Page } from "@playwright/test";
import { startSearchGeneration } from "./campaign-flows.ts";
import { holdRequests } from "./held-request.ts";
import { bakeryPage, type LandingPageServer, serveLandingPages } from "./landing-page.ts";
import { createAccountOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { tabTo } from "./keyboard.ts";
import { signUp, uniqueEmail } from "./users.ts";

/**
 * What a screen-reader user hears without moving: the results screen's generation status and the toasts
 * are polite live regions that are in the page before their text changes (a region added together with
 * its text is not read out).
 */
let site: LandingPageServer;
test.beforeAll(async () => {
  site = await serveLandingPages({ "/": bakeryPage });
});
test.afterAll(async () => site.close());

/** The Search wizard up to Generate My Ads, with the copywriter's answer left to the test's route. */
async function generateSearchAds(page: Page): Promise<void> {
  const account = await createAccountOverApi(page, "Crumb & Co");
  await startSearchGeneration(page, { accountId: account.id, url: site.url("/") });
}

/** Every text the element takes from now on, as a live region's changes are read out. */
async function recordTexts(page: Page, testId: string): Promise<() => Promise<string[]>> {
  await page.getByTestId(testId).evaluate((element) => {
    const texts = [element.textContent ?? ""];
    new MutationObserver(() => texts.push(element.textContent ?? "")).observe(element, { childList: true, characterData: true, subtree: true });
    (window as unknown as { recordedTexts: string[] }).recordedTexts = texts;
  });
  return () => page.evaluate(() => (window as unknown as { recordedTexts: string[] }).recordedTexts);
}

test.describe("the generation status on the results screen", () => {
  test("is a polite status region that says the ads are being written, then that they are ready", async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page, uniqueEmail("live-generation"));
    const { release } = await holdRequests(page, "**/api/generate-ads");
    await generateSearchAds(page);

    const status = page.getByTestId("generation-status");
    await expect(status).toHaveRole("status");
    await expect(status).toHaveAttribute("aria-live", "polite");
    await expect(status).toHaveText("Writing your Search ads...");
    const recorded = await recordTexts(page, "generation-status");

    release();
    await expect(status).toHaveText(/^Your Search ads are ready: \d+ headlines, \d+ descriptions and \d+ callouts?\.$/, { timeout: 60_000 });
    // The same element all along: its changes are what gets announced.
    const texts = await recorded();
    expect(texts[0]).toBe("Writing your Search ads...");
    expect(texts.at(-1)).toMatch(/^Your Search ads are ready/);
  });

  test("says the generation failed, and that fallback content is shown", async ({ page }) => {
    await signUp(page, uniqueEmail("live-failure"));
    await page.route("**/api/generate-ads", (route) => route.fulfill({ status: 500, json: { error: "The model is down" } }));
    await generateSearchAds(page);
    await expect(page.getByTestId("generation-status")).toHaveText(/^Your Search ads could not be written\.( Fallback content shown: .+\.)?$/);
  });
});

test.describe("toasts", () => {
  test("are read from a polite live region that is in the page before the first toast", async ({ page }) => {
    await signUp(page, uniqueEmail("live-toasts"));
    const toasts = page.getByRole("region", { name: /^Notifications/ });
    await expect(toasts).toHaveAttribute("aria-live", "polite");
    await expect(toasts).toHaveText("");

    await page.getByRole("button", { name: "Create Your First Account" }).click();
    await page.getByRole("dialog", { name: "Create New Account" }).getByLabel("Account name").fill("Acme Plumbing");
    await page.getByRole("dialog", { name: "Create New Account" }).getByRole("button", { name: "Create Account" }).click();
    await expect(toasts).toContainText("Account created successfully!");
    await expect(toasts).toContainText("Acme Plumbing is ready for campaigns.");
  });
});

test.describe("a toast raised while a dialog is open", () => {
  test("is read from a live region inside the dialog, not from the inert page behind it, and its buttons are reached with Tab", async ({ page }) => {
    await signUp(page, uniqueEmail("live-dialog-toast"));
    await createAccountOverApi(page, "Acme Plumbing");
    await createAccountOverApi(page, "Bright Dental");
    await page.reload();
    await page.route("**/api/accounts/*", (route) =>
      route.request().method() === "DELETE" ? route.fulfill({ status: 500, json: { error: "The database is down" } }) : route.fallback(),
    );

    await page.getByRole("button", { name: "Delete Bright Dental" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    // The confirmation stays open so the failure is seen, and the failure is a toast.
    const toasts = page.getByRole("region", { name: /^Notifications/ });
    await expect(toasts).toContainText("Error deleting account");
    await expect(dialog).toBeVisible();

    // Everything outside a modal dialog is inert: the region must be inside it, and nothing hides it.
    const where = await toasts.evaluate((region) => ({
      insideOpenDialog: region.closest("dialog")?.matches(":modal") ?? false,
      hidden: region.closest("[inert], [aria-hidden='true']") !== null,
      live: region.getAttribute("aria-live"),
    }));
    expect(where).toEqual({ insideOpenDialog: true, hidden: false, live: "polite" });

    // A keyboard user reaches the toast's own button from the dialog, and it works.
    const closeToast = toasts.getByRole("button", { name: "Close toast" });
    await tabTo(page, closeToast, { maxPresses: 10 });
    await page.keyboard.press("Enter");
    await expect(toasts).not.toContainText("Error deleting account");
    await expect(dialog).toBeVisible();

    // When the dialog closes the region is back in the page, the same element, ready for the next toast.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toasts).toHaveAttribute("aria-live", "polite");
    expect(await toasts.evaluate((region) => region.closest("dialog") === null && region.isConnected)).toBe(true);
  });
});
