import type { Page } from "@playwright/test";
import { expectAccessible } from "./accessibility.ts";
import { holdRequests } from "./held-request.ts";
import { expect, test } from "./test.ts";
import { signUpToOnboarding, startTrialOverApi, uniqueEmail } from "./users.ts";

async function openPaywall(page: Page): Promise<void> {
  await signUpToOnboarding(page, uniqueEmail("errors"));
  await page.getByRole("button", { name: "Choose Your Plan" }).click();
  await expect(page.getByRole("heading", { name: "Start Your 3-Day Free Trial", exact: true })).toBeVisible();
}

const startMonthly = (page: Page) => page.getByRole("group", { name: "Monthly" }).getByRole("button", { name: "Start Free Trial" }).click();

test.describe("checkout errors in the 'Payment Error' box", () => {
  test("the server's message, 'HTTP error! status: {n}', and 'No checkout URL returned from API'", async ({ page }) => {
    await openPaywall(page);
    const answers = [
      { status: 500, contentType: "application/json", body: JSON.stringify({ error: "The payment provider is unreachable" }) },
      { status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" },
      { status: 200, contentType: "application/json", body: JSON.stringify({ sessionId: "cs_without_url" }) },
    ];
    await page.route("**/api/create-checkout-session", (route) => route.fulfill(answers.shift() ?? { status: 500 }));
    const box = page.getByRole("alert").filter({ hasText: "Payment Error" });

    await startMonthly(page);
    await expect(box).toContainText("The payment provider is unreachable");
    await expectAccessible(page);
    await startMonthly(page);
    await expect(box).toContainText("HTTP error! status: 502");
    await startMonthly(page);
    await expect(box).toContainText("No checkout URL returned from API");
    await expect(page.getByRole("group", { name: "Annual" }).getByRole("button", { name: "Start Free Trial" })).toBeEnabled();
  });

  test("an unknown test checkout is not found", async ({ page }) => {
    await signUpToOnboarding(page, uniqueEmail("stranger"));
    await page.goto("/billing/local-checkout/cs_test_local_nosuchsession");
    await expect(page.getByRole("alert")).toHaveText("Checkout session not found");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Back to plans" }).click();
    await expect(page.getByRole("heading", { name: "Welcome to Adsmith" })).toBeVisible();
  });
});

test.describe("the payment result screen", () => {
  test("without a session id: 'No session ID found in URL', and Try Again goes to /onboarding", async ({ page }) => {
    await signUpToOnboarding(page, uniqueEmail("nosession"));
    await page.goto("/success");
    await expect(page.getByRole("heading", { name: "Payment Validation Failed" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("No session ID found in URL");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test("an unknown session gives the server's error; an unpaid one its status", async ({ page }) => {
    await signUpToOnboarding(page, uniqueEmail("badsession"));
    await page.goto("/success?session_id=cs_test_local_unknown");
    await expect(page.getByRole("alert")).toHaveText("Checkout session not found");

    const created = await page.request.post("/api/create-checkout-session", { data: { plan: "annual" } });
    const { sessionId } = (await created.json()) as { sessionId: string };
    await page.goto(`/success?session_id=${sessionId}`);
    await expect(page.getByRole("heading", { name: "Payment Validation Failed" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Payment session status: open");
  });

  test("shows 'Validating Your Payment' while the session is checked", async ({ page }) => {
    await signUpToOnboarding(page, uniqueEmail("validating"));
    const sessionId = await startTrialOverApi(page);
    const validation = await holdRequests(page, "**/api/validate-session*");
    await page.goto(`/success?session_id=${sessionId}`);
    await expect(page.getByRole("heading", { name: "Validating Your Payment" })).toBeVisible();
    validation.release();
    await expect(page.getByRole("heading", { name: "Payment Successful! Welcome..." })).toBeVisible();
  });

  test("refresh=1 refreshes access, shows success and goes on to /", async ({ page }) => {
    await signUpToOnboarding(page, uniqueEmail("refresh"));
    await startTrialOverApi(page, "monthly");
    await page.goto("/success?refresh=1");
    await expect(page.getByRole("heading", { name: "Payment Successful! Welcome..." })).toBeVisible();
    await expect(page.getByText("Freelancer, billed monthly", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Bea$/ })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("refresh flags on any route", () => {
  test("payment=success and refresh=1 refresh access and leave the URL", async ({ page }) => {
    await signUpToOnboarding(page, uniqueEmail("flags"));
    await startTrialOverApi(page);
    await page.goto("/?payment=success");
    await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Bea$/ })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/campaigns?refresh=1&view=list");
    await expect(page).toHaveURL(/\/campaigns\?view=list$/);
  });
});
