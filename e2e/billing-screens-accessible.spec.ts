import { expectAccessible } from "./accessibility.ts";
import { advanceBillingClock, dayMs } from "./billing-clock.ts";
import { createExportCampaign, lockEditorExport, openResults } from "./export-fixtures.ts";
import { createAccountOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { signUpToOnboarding, uniqueEmail } from "./users.ts";

/**
 * The billing screens (test mode) in each of their states, checked by axe at desktop width and at 375 px:
 * onboarding, the plans, the test checkout, the payment result, the trial's Upgrade Required dialog and
 * locked export, the test portal, and the canceled and payment-failed gates.
 */
const widths = [
  { label: "desktop", viewport: { width: 1280, height: 800 } },
  { label: "375 px", viewport: { width: 375, height: 740 } },
] as const;

for (const { label, viewport } of widths) {
  test.describe(`every billing screen passes axe at ${label}`, () => {
    test.use({ viewport });

    test("onboarding, plans, checkout, payment result, the trial's limits, the portal and the gates", async ({ page }) => {
      test.setTimeout(180_000);
      await signUpToOnboarding(page, uniqueEmail("axe-billing"), "Bea Quinn");
      await expectAccessible(page, "onboarding");
      await page.getByRole("button", { name: "Choose Your Plan" }).click();
      await expect(page.getByRole("heading", { name: "Start Your 3-Day Free Trial", exact: true })).toBeVisible();
      await expectAccessible(page, "plans");
      await page.getByRole("group", { name: "Monthly" }).getByRole("button", { name: "Start Free Trial" }).click();
      await expect(page.getByRole("heading", { name: "Start your 3-day free trial", exact: true })).toBeVisible();
      await expectAccessible(page, "test checkout");
      await page.getByRole("button", { name: "Start Trial" }).click();
      await expect(page.getByRole("heading", { name: "Payment Successful! Welcome..." })).toBeVisible();
      await expectAccessible(page, "payment result");
      await page.getByRole("button", { name: "Continue to Dashboard" }).click();
      await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Bea$/ })).toBeVisible();
      await expectAccessible(page, "home on a trial");

      await createAccountOverApi(page, "Crumb & Co");
      await page.reload();
      await page.getByRole("button", { name: "New Account" }).click();
      await expect(page.getByRole("dialog", { name: "Upgrade Required" })).toBeVisible();
      await expectAccessible(page, "upgrade required dialog");
      await page.keyboard.press("Escape");

      const campaign = await createExportCampaign(page, null);
      await lockEditorExport(page);
      await openResults(page, campaign.id);
      await page.getByRole("button", { name: "Export", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Choose Export Format" }).getByText(/Unlocks in/)).toBeVisible();
      await expectAccessible(page, "export dialog with the Editor export locked");
      await page.unroute("**/api/me");

      await page.goto("/billing/local-portal");
      await expect(page.getByRole("heading", { name: "Billing Portal" })).toBeVisible();
      await expectAccessible(page, "test portal");
      await page.getByRole("button", { name: "Simulate a Failed Payment" }).click();
      await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
      await page.getByRole("link", { name: "Return to Adsmith" }).click();
      // Issue 24: a failed payment is a grace period, with a banner, not a lockout.
      await expect(page.getByRole("status").filter({ hasText: "Payment Failed: your last payment did not go through" })).toBeVisible();
      await expectAccessible(page, "payment failed banner");

      await page.getByRole("button", { name: "Update Payment Method" }).click();
      await page.getByRole("button", { name: "Retry Payment" }).click();
      await page.getByRole("button", { name: "Cancel Subscription" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Subscription canceled." })).toBeVisible();
      await expectAccessible(page, "test portal after canceling");
      await page.getByRole("link", { name: "Return to Adsmith" }).click();
      await expect(page.getByRole("status").filter({ hasText: "and will not renew" })).toBeVisible();
      await expectAccessible(page, "the banner of a cancelled trial");

      await advanceBillingClock(page, 3 * dayMs + 60_000);
      await page.goto("/");
      await expect(page.getByRole("heading", { name: "Subscription Canceled" })).toBeVisible();
      await expectAccessible(page, "canceled gate");
      await page.getByRole("link", { name: "Open My Campaigns" }).click();
      await expect(page.getByRole("heading", { name: "Campaign Library" })).toBeVisible();
      await expectAccessible(page, "read-only library after access ended");
    });
  });
}
