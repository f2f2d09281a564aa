import type { Page } from "@playwright/test";
import { expectAccessible } from "./accessibility.ts";
import { advanceBillingClock, dayMs, hourMs, minuteMs } from "./billing-clock.ts";
import { expect, test } from "./test.ts";
import { signUpToOnboarding, startTrialOverApi, uniqueEmail } from "./users.ts";

async function startOnTrial(page: Page, label: string): Promise<void> {
  await signUpToOnboarding(page, uniqueEmail(label), "Cleo Park");
  await startTrialOverApi(page, "annual");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Welcome back, Cleo" })).toBeVisible();
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
    await expect(page.getByRole("heading", { name: "Welcome back, Cleo" })).toBeVisible();
    await expect(userMenu(page)).not.toContainText("remaining");
    expect(await page.evaluate(() => localStorage.getItem("userTierCache"))).toBe("Freelancer");

    await userMenu(page).click();
    await page.getByRole("button", { name: "View Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Your Account" });
    await dialog.getByRole("tab", { name: "Subscription" }).click();
    await expect(dialog.getByText("Freelancer")).toBeVisible();
    await expect(dialog.getByText("Pro Plan")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Manage Billing" })).toBeVisible();
    await expectAccessible(page);
  });

  test("canceling in the portal shows the canceled screen; resuming brings the app back", async ({ page }) => {
    await startOnTrial(page, "cancel");
    await openPortalFromUserMenu(page);
    await expect(page.getByRole("note", { name: "Test mode" })).toContainText("nothing is ever charged");
    await expect(page.getByText("Free Trial", { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Subscription canceled." })).toBeVisible();
    await expect(page.getByText("Subscription Canceled", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Return to Adsmith" }).click();

    await expect(page.getByRole("heading", { name: "Subscription Canceled" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);

    // The trial was had: the plans are offered without one (one trial per user).
    await page.getByRole("button", { name: "Choose a Plan" }).click();
    await expect(page.getByRole("heading", { name: "Choose Your Plan", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();

    await page.getByRole("button", { name: "Manage Billing" }).click();
    await expect(page).toHaveURL(/\/billing\/local-portal$/);
    await page.getByRole("button", { name: "Resume Subscription" }).click();
    await expect(page.getByText("Free Trial", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Return to Adsmith" }).click();
    await expect(page.getByRole("heading", { name: "Welcome back, Cleo" })).toBeVisible();
  });

  test("a failed payment shows the payment-required screen until the payment goes through", async ({ page }) => {
    await startOnTrial(page, "failed");
    await page.goto("/billing/local-portal");
    await page.getByRole("button", { name: "Simulate a Failed Payment" }).click();
    await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Return to Adsmith" }).click();

    await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
    await expect(page.getByText("Your last payment did not go through")).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    // Every gated route shows the same screen, the URL kept.
    await page.goto("/campaigns");
    await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
    await expect(page).toHaveURL(/\/campaigns$/);

    await page.getByRole("button", { name: "Manage Billing" }).click();
    await page.getByRole("button", { name: "Retry Payment" }).click();
    await expect(page.getByText("Free Trial", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Return to Adsmith" }).click();
    await expect(page.getByRole("heading", { name: "Welcome back, Cleo" })).toBeVisible();
  });

  test("the profile reloads every 2 minutes, so a change made elsewhere reaches the gate", async ({ page }) => {
    await page.clock.install();
    await startOnTrial(page, "reload");
    await page.request.post("/api/billing/local-portal/cancel");
    await page.clock.fastForward("01:50");
    await expect(page.getByRole("heading", { name: "Welcome back, Cleo" })).toBeVisible();
    await page.clock.fastForward("00:15");
    await expect(page.getByRole("heading", { name: "Subscription Canceled" })).toBeVisible();
  });
});
