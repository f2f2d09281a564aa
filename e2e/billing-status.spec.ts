import type { Page } from "@playwright/test";
import { expectAccessible } from "./accessibility.ts";
import { advanceBillingClock, dayMs, hourMs, minuteMs } from "./billing-clock.ts";
import { createAccountOverApi, createCampaignOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { signUpToOnboarding, startTrialOverApi, uniqueEmail } from "./users.ts";

async function startOnTrial(page: Page, label: string): Promise<void> {
  await signUpToOnboarding(page, uniqueEmail(label), "Cleo Park");
  await startTrialOverApi(page, "annual");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Cleo$/ })).toBeVisible();
}

const userMenu = (page: Page) => page.getByRole("button", { name: /^User menu/ });

async function openPortalFromUserMenu(page: Page): Promise<void> {
  await userMenu(page).click();
  await page.getByRole("button", { name: "Manage Subscription" }).click();
  await expect(page).toHaveURL(/\/billing\/local-portal$/);
  await expect(page.getByRole("heading", { name: "Billing Portal" })).toBeVisible();
}

test.describe("subscription status over time and in the billing portal", () => {
  test("the trial counts down in days, hours and minutes, then becomes the paid plan", async ({ page }) => {
    await startOnTrial(page, "expiry");
    await expect(userMenu(page)).toContainText("3 days remaining");

    await advanceBillingClock(page, 2 * dayMs + hourMs);
    await page.reload();
    await expect(userMenu(page)).toContainText("23 hours remaining");

    await advanceBillingClock(page, 22 * hourMs + 30 * minuteMs);
    await page.reload();
    await expect(userMenu(page)).toContainText("30 minutes remaining");

    // The trial ends without a cancellation: the plan starts, as Stripe's first charge would start it.
    await advanceBillingClock(page, 31 * minuteMs);
    await page.reload();
    await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Cleo$/ })).toBeVisible();
    await expect(userMenu(page)).not.toContainText("remaining");
    expect(await page.evaluate(() => localStorage.getItem("userTierCache"))).toBe("Freelancer");

    await userMenu(page).click();
    await page.getByRole("button", { name: "View Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Your Account" });
    await dialog.getByRole("tab", { name: "Subscription" }).click();
    // One name for the plan (issue 24); "Pro Plan" is the spec's status label, shown as the status.
    await expect(dialog.getByText("Freelancer", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Freelancer, billed annually: $180 per year")).toBeVisible();
    await expect(dialog.getByText("Pro Plan")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Manage Billing" })).toBeVisible();
    await expectAccessible(page);
  });

  test("cancelling during the trial keeps it to its end, with a banner and Resume (issue 24)", async ({ page }) => {
    await startOnTrial(page, "cancel");
    await openPortalFromUserMenu(page);
    await expect(page.getByRole("note", { name: "Test mode" })).toContainText("nothing is ever charged");
    await expect(page.getByText("Free Trial", { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Subscription canceled." })).toContainText(/It runs until .+ and will not renew\./);
    // The trial runs on to its end: still a free trial, ending without renewal.
    await expect(page.getByText("Free Trial", { exact: true })).toBeVisible();
    await expect(page.getByText("Ends, without renewal")).toBeVisible();
    await page.getByRole("link", { name: "Return to Adsmith" }).click();

    await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Cleo$/ })).toBeVisible();
    const banner = page.getByRole("status").filter({ hasText: /^Your trial ends on .+ and will not renew\.Resume$/ });
    await expect(banner).toBeVisible();
    await expectAccessible(page);

    // Resume, by keyboard: the cancellation is undone and the banner goes.
    await banner.getByRole("button", { name: "Resume" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Resumed: your subscription renews again." })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "will not renew" })).toHaveCount(0);

    // At 375 px the banner fits.
    expect((await page.request.post("/api/billing/local-portal/cancel")).status()).toBe(200);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "will not renew" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test("after a cancelled trial ends: the canceled screen where one builds, read-only campaigns and their export (issue 24)", async ({ page }) => {
    await startOnTrial(page, "lapsed");
    const account = await createAccountOverApi(page, "Harbor Bakery");
    const campaign = { name: "Harbor Bakery Spring" };
    await createCampaignOverApi(page, campaign.name, account.id);
    expect((await page.request.post("/api/billing/local-portal/cancel")).status()).toBe(200);
    await advanceBillingClock(page, 3 * dayMs + minuteMs);

    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Subscription Canceled" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("link", { name: "Open My Campaigns" }).click();

    await expect(page.getByRole("heading", { name: "Campaign Library" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Subscription Canceled: your access has ended" })).toBeVisible();
    await expect(page.getByRole("heading", { name: campaign.name })).toBeVisible();
    await expectAccessible(page);

    // The saved campaign downloads, and its export to Google Ads Editor is not locked.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: `Download ${campaign.name} as JSON` }).click();
    expect((await download).suggestedFilename()).toMatch(/\.json$/);
    await page.getByRole("button", { name: `Export ${campaign.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Unlocks in/)).toHaveCount(0);
    await page.keyboard.press("Escape");

    // Building is what needs a plan: the spec's screen meets the user there, and the banner leads to the plans.
    await page.goto("/campaign-type");
    await expect(page.getByRole("heading", { name: "Subscription Canceled" })).toBeVisible();
    await page.goto("/library");
    await page.getByRole("link", { name: "Choose a Plan" }).click();
    await expect(page.getByRole("heading", { name: "Choose Your Plan", exact: true })).toBeVisible();

    await page.goto("/billing/local-portal");
    await page.getByRole("button", { name: "Resume Subscription" }).click();
    await expect(page.getByText("Pro Plan", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Return to Adsmith" }).click();
    await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Cleo$/ })).toBeVisible();
  });

  test("a failed payment is a grace period: the app stays, with a banner that leads to the portal", async ({ page }) => {
    await startOnTrial(page, "failed");
    await page.goto("/billing/local-portal");
    await page.getByRole("button", { name: "Simulate a Failed Payment" }).click();
    await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Return to Adsmith" }).click();

    await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Cleo$/ })).toBeVisible();
    const banner = page.getByRole("status").filter({ hasText: "Payment Failed: your last payment did not go through" });
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    await expect(banner).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    await banner.getByRole("button", { name: "Update Payment Method" }).click();
    await expect(page).toHaveURL(/\/billing\/local-portal$/);
    await page.getByRole("button", { name: "Retry Payment" }).click();
    await expect(page.getByText("Free Trial", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Return to Adsmith" }).click();
    await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Cleo$/ })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Payment Failed" })).toHaveCount(0);
  });

  test("the profile reloads every 2 minutes, so a change made elsewhere reaches the gate", async ({ page }) => {
    await page.clock.install();
    await startOnTrial(page, "reload");
    await page.request.post("/api/billing/local-portal/cancel");
    await page.clock.fastForward("01:50");
    await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Cleo$/ })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "will not renew" })).toHaveCount(0);
    await page.clock.fastForward("00:15");
    await expect(page.getByRole("status").filter({ hasText: "will not renew" })).toBeVisible();
  });
});
