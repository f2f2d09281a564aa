import type { Page } from "@playwright/test";
import { expectAccessible } from "./accessibility.ts";
import { confirmationLinkFor, outboxFor } from "./outbox.ts";
import { expect, test } from "./test.ts";
import { signUpThroughForm, uniqueEmail } from "./users.ts";

const confirmationCount = async (page: Page, email: string) =>
  (await outboxFor(page, email)).filter((message) => message.text.includes("/api/auth/verify-email")).length;

test.describe("Confirm your e-mail address (issue 24)", () => {
  test("sign-up mails a link; a banner says so and resends it; following the link confirms the address and the banner goes", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const email = uniqueEmail("verify");
    await signUpThroughForm(page, email, "Vera Fy");
    const banner = page.getByRole("status").filter({ hasText: "Confirm your e-mail address" });
    await expect(banner).toContainText(email);
    await expectAccessible(page);

    await expect.poll(() => confirmationCount(page, email)).toBe(1);
    await banner.getByRole("button", { name: "Resend e-mail" }).click();
    await expect(page.getByText("Sent: check your inbox for the new link.")).toBeVisible();
    await expect.poll(() => confirmationCount(page, email)).toBe(2);

    // The link works as the e-mail gives it: the test server's address, with the path and token.
    const link = new URL(await confirmationLinkFor(page, email));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Confirm your e-mail address" })).toHaveCount(0);
    expect(((await (await page.request.get("/api/me")).json()) as { emailVerified: boolean }).emailVerified).toBe(true);
  });
});
