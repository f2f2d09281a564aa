import { advanceBillingClock, dayMs } from "./billing-clock.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

test.describe("the server's paywall reaches the screen the user is on (issue 17)", () => {
  test("a subscription canceled in another tab: saving says why, nothing is saved, and the canceled screen takes over", async ({ page }) => {
    await signUp(page, uniqueEmail("server-paywall"));
    await expect(page.getByRole("heading", { name: "Welcome, Create Your First Account" })).toBeVisible();
    // Canceled elsewhere, and the trial then ran out (issue 24: a cancellation waits for the period's end):
    // this tab still holds the trial it loaded and shows the app.
    expect((await page.request.post("/api/billing/local-portal/cancel")).status()).toBe(200);
    await advanceBillingClock(page, 3 * dayMs + 60_000);

    await page.getByRole("button", { name: "Create Your First Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Account" });
    await dialog.getByLabel("Account name").fill("Acme Plumbing");
    await dialog.getByRole("button", { name: "Create Account" }).click();

    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Subscription Canceled: choose a plan" });
    await expect(toast).toContainText("Your accounts and saved campaigns are kept");
    await expect(page.getByRole("heading", { name: "Subscription Canceled" })).toBeVisible();
    const { accounts } = (await (await page.request.get("/api/accounts")).json()) as { accounts: unknown[] };
    expect(accounts).toEqual([]);
  });
});
