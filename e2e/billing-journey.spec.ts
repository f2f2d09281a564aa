import { expectAccessible } from "./accessibility.ts";
import { advanceBillingClock, dayMs } from "./billing-clock.ts";
import { holdRequests } from "./held-request.ts";
import { expect, test } from "./test.ts";
import { signUpToOnboarding, startTrialOverApi, uniqueEmail } from "./users.ts";

test.describe("the local-billing journey from sign-up to the dashboard", () => {
  test("sign up, onboarding, paywall, Start Free Trial, test checkout, /success, dashboard with 3 days left", async ({ page }) => {
    const email = uniqueEmail("journey");
    await signUpToOnboarding(page, email, "Bea Quinn");
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(page.getByRole("link", { name: "support@adsmith.app" })).toHaveAttribute("href", "mailto:support@adsmith.app");
    await expectAccessible(page);

    // Any app route leads a user without a subscription to onboarding.
    await page.goto("/campaigns");
    await expect(page).toHaveURL(/\/onboarding$/);

    await page.getByRole("button", { name: "Choose Your Plan" }).click();
    await expect(page).toHaveURL(/\/onboarding\?step=plans$/);
    await expect(page.getByRole("heading", { name: "Start Your 3-Day Free Trial", exact: true })).toBeVisible();
    // One paid plan, named as everywhere else; the trial's one account beside the plan's unlimited ones (issue 24).
    await expect(page.getByText("One plan, Freelancer, paid annually or monthly.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "The Freelancer plan includes" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Unlimited accounts" })).toHaveText("Unlimited accounts (the free trial has one)");
    const annual = page.getByRole("group", { name: "Annual" });
    const monthly = page.getByRole("group", { name: "Monthly" });
    await expect(annual).toContainText("Best Value");
    await expect(annual).toContainText("$15/month");
    await expect(annual).toContainText("Billed $180/year");
    await expect(annual).toContainText("Save $60 a year");
    await expect(monthly).toContainText("$20/month");
    await expect(monthly).toContainText("Cancel anytime");
    for (const benefit of ["Unlimited AI campaign generation", "Professional ad copy", "Save 2+ hours per campaign", "Unlimited accounts"]) {
      await expect(page.getByText(benefit, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("note", { name: "Test mode" })).toBeVisible();
    await expectAccessible(page);

    // Back returns to the explanation; the browser's Back and Forward move between the two steps.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { name: "Welcome to Adsmith" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Start Your 3-Day Free Trial", exact: true })).toBeVisible();

    // 'Creating checkout...' while the session is made; the other plan's button waits too.
    const checkout = await holdRequests(page, "**/api/create-checkout-session");
    await annual.getByRole("button", { name: "Start Free Trial" }).click();
    await expect(annual.getByRole("button", { name: "Creating checkout..." })).toBeDisabled();
    await expect(monthly.getByRole("button", { name: "Start Free Trial" })).toBeDisabled();
    checkout.release();

    await expect(page).toHaveURL(/\/billing\/local-checkout\/cs_test_local_\w+$/);
    await expect(page.getByRole("heading", { name: "Start your 3-day free trial", exact: true })).toBeVisible();
    await expect(page.getByRole("note", { name: "Test mode" })).toContainText("No card is asked for and nothing is charged");
    await expect(page.getByText("$15/month, billed $180/year")).toBeVisible();
    await expect(page.getByText("Adsmith Freelancer, billed annually")).toBeVisible();
    await expect(page.getByText("$0.00")).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Start Trial" }).click();
    await expect(page).toHaveURL(/\/success\?session_id=cs_test_local_\w+$/);
    await expect(page.getByRole("heading", { name: "Payment Successful! Welcome..." })).toBeVisible();
    const shownAt = Date.now();
    await expect(page.getByText("Active (3-day trial)")).toBeVisible();
    // Under the spec's title, what happened: when the first charge falls (issue 24).
    await expect(page.getByText(/^Your 3-day free trial has started; the first charge is on [A-Z][a-z]{2} \d{1,2}, \d{4}\. Everything is unlocked\.$/)).toBeVisible();
    await expect(page.getByText("Freelancer, billed annually", { exact: true })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue to Dashboard" })).toBeVisible();
    await expectAccessible(page);

    // The dashboard follows by itself after 3 seconds; a first visit is not greeted "Welcome back" (issue 24).
    await expect(page.getByRole("heading", { name: "Welcome, Bea" })).toBeVisible();
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
    await expect(page).toHaveURL(/\/$/);
    const userMenu = page.getByRole("button", { name: /^User menu/ });
    await expect(userMenu).toContainText("3 days remaining");
    expect(await page.evaluate(() => localStorage.getItem("userTierCache"))).toBe("Free Trial");
    await expectAccessible(page);

    await userMenu.click();
    await expect(page.getByText("3 days remaining in your free trial")).toBeVisible();
    await expect(page.getByRole("button", { name: "Manage Subscription" })).toBeVisible();

    // A user with a running trial has nothing to do on onboarding.
    await page.goto("/onboarding");
    await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Bea$/ })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a user whose trial was cancelled is offered the plans without a trial, and checkout starts the plan at once", async ({ page }) => {
    await signUpToOnboarding(page, uniqueEmail("returning"));
    await startTrialOverApi(page, "monthly");
    expect((await page.request.post("/api/billing/local-portal/cancel")).status()).toBe(200);
    // The cancellation takes effect when the trial ends (issue 24).
    await advanceBillingClock(page, 3 * dayMs + 60_000);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Subscription Canceled" })).toBeVisible();

    await page.getByRole("button", { name: "Choose a Plan" }).click();
    await expect(page.getByRole("heading", { name: "Choose Your Plan", exact: true })).toBeVisible();
    await expect(page.getByText("You have had your free trial, so your plan starts today")).toBeVisible();
    await expect(page.getByText(/free trial includes|Start Your 3-Day|\$0 today/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Start Free Trial" })).toHaveCount(0);
    const annual = page.getByRole("group", { name: "Annual" });
    await expect(annual).toContainText("$180/year, starting today");
    await expectAccessible(page);

    await annual.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/billing\/local-checkout\/cs_test_local_\w+$/);
    await expect(page.getByRole("heading", { name: "Subscribe to the Freelancer plan", exact: true })).toBeVisible();
    await expect(page.getByText("$180.00")).toBeVisible();
    await expect(page.getByText(/3-day free trial|\$0\.00/)).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("heading", { name: "Payment Successful! Welcome..." })).toBeVisible();
    await expect(page.getByText("Your subscription has started. Everything is unlocked.")).toBeVisible();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByText("Active (3-day trial)")).toHaveCount(0);
    await page.getByRole("button", { name: "Continue to Dashboard" }).click();
    await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Bea$/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /^User menu/ })).not.toContainText("remaining");
  });

  test("'Continue to Dashboard' does not wait for the redirect", async ({ page }) => {
    await signUpToOnboarding(page, uniqueEmail("continue"));
    await page.getByRole("button", { name: "Choose Your Plan" }).click();
    await page.getByRole("group", { name: "Monthly" }).getByRole("button", { name: "Start Free Trial" }).click();
    await page.getByRole("button", { name: "Start Trial" }).click();
    await expect(page.getByText("Freelancer, billed monthly", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Continue to Dashboard" }).click();
    await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Bea$/ })).toBeVisible();
  });

  test("the paywall's Sign Out returns to the sign-in form", async ({ page }) => {
    await signUpToOnboarding(page, uniqueEmail("leaver"));
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the onboarding and paywall screens fit 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUpToOnboarding(page, uniqueEmail("narrow"));
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Choose Your Plan" }).click();
    await expect(page.getByRole("heading", { name: "Start Your 3-Day Free Trial", exact: true })).toBeVisible();
    expect(await overflow()).toBe(0);
    await expectAccessible(page);
  });
});
