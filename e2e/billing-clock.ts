import { expect, type Page } from "@playwright/test";

export const minuteMs = 60_000;
export const hourMs = 60 * minuteMs;
export const dayMs = 24 * hourMs;

/**
 * Moves the signed-in user's billing clock forward on the local-billing server (BILLING_LOCAL_CLOCK=1). Only
 * this user's time moves, so the tests running beside this one keep theirs.
 */
export async function advanceBillingClock(page: Page, advanceMs: number): Promise<void> {
  const response = await page.request.post("/api/billing/clock", { data: { advanceMs } });
  expect(response.status(), await response.text()).toBe(200);
}
