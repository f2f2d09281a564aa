import { expect, type Page } from "@playwright/test";
import { confirmationLinkFor } from "./outbox.ts";

export const password = "correct-horse-battery";

/** A new address per test, so tests never share a user. */
export function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Fills in and sends the sign-up form. Where the server signs in only through the e-mailed link (the
 * billing server runs as a production one does), the link is followed from the local outbox.
 */
async function submitSignUpForm(page: Page, email: string, name: string): Promise<void> {
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/sign-up/email"));
  await page.getByRole("button", { name: "Sign Up" }).click();
  if (awaitsConfirmation(await (await answered).json())) {
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await page.goto(await confirmationLinkFor(page, email));
  }
}

/** Whether the sign-up answered "check your e-mail" rather than with a session (issue 24). */
function awaitsConfirmation(answer: unknown): boolean {
  return typeof answer === "object" && answer !== null && "checkEmail" in answer && answer.checkEmail === true;
}

/**
 * Starts the signed-in user's free trial through the same endpoints the paywall and the local-billing
 * checkout page call (page.request shares the page's session cookie).
 */
export async function startTrialOverApi(page: Page, plan: "annual" | "monthly" = "monthly"): Promise<string> {
  const created = await page.request.post("/api/create-checkout-session", { data: { plan } });
  expect(created.status(), await created.text()).toBe(200);
  const { sessionId } = (await created.json()) as { sessionId: string };
  const completed = await page.request.post(`/api/billing/local-checkout/${sessionId}/complete`);
  expect(completed.status(), await completed.text()).toBe(200);
  return sessionId;
}

/**
 * Signs up through the form and lands on the dashboard. On a server with billing on, the new user is
 * first put on a free trial the quick way, since tests of the product's screens are not about the paywall.
 */
export async function signUpThroughForm(page: Page, email: string, name = "Ana Lopez"): Promise<void> {
  await submitSignUpForm(page, email, name);
  await landOnDashboard(page);
}

/**
 * Signs up over the API (page.request shares the page's cookies) and opens the dashboard: for tests whose
 * subject is not the sign-up form, one page load cheaper than filling it in.
 */
export async function signUp(page: Page, email: string, name = "Ana Lopez"): Promise<void> {
  const response = await page.request.post("/api/auth/sign-up/email", { data: { name, email, password } });
  expect(response.status(), await response.text()).toBe(200);
  // Following the link signs in: its answer's cookie joins the page's (page.request shares them).
  if (awaitsConfirmation(await response.json())) await page.request.get(await confirmationLinkFor(page, email));
  const me = (await (await page.request.get("/api/me")).json()) as { access: { hasAccess: boolean } };
  if (!me.access.hasAccess) await startTrialOverApi(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome(?: back)?, / })).toBeVisible();
}

async function landOnDashboard(page: Page): Promise<void> {
  const dashboard = page.getByRole("heading", { level: 1, name: /^Welcome(?: back)?, / });
  const onboarding = page.getByRole("heading", { name: "Welcome to Adsmith" });
  await expect(dashboard.or(onboarding)).toBeVisible();
  if (await onboarding.isVisible()) {
    await startTrialOverApi(page);
    await page.goto("/");
  }
  await expect(dashboard).toBeVisible();
}

/** Signs up through the form and stops at the first-run screen that leads to the paywall (billing tests). */
export async function signUpToOnboarding(page: Page, email: string, name = "Bea Quinn"): Promise<void> {
  await submitSignUpForm(page, email, name);
  await expect(page.getByRole("heading", { name: "Welcome to Adsmith" })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^User menu/ }).click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
}
