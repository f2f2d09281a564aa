import type { Page } from "@playwright/test";
import { expectAccessible } from "./accessibility.ts";
import { expectFocusVisible, tabTo } from "./keyboard.ts";
import { expect, test } from "./test.ts";
import { password, signOut, signUp, uniqueEmail } from "./users.ts";

const newPassword = "a-brand-new-passphrase";

/** The reset link from the local outbox (issue 24), which the test servers keep because they run in local mode. */
async function resetLinkFor(page: Page, email: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const { messages } = (await (await page.request.get("/api/dev/outbox")).json()) as { messages: { to: string; text: string }[] };
      const mail = messages.filter((message) => message.to === email).at(-1);
      link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail?.text ?? "")?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("Forgot password? (issue 24)", () => {
  test("forgot password, the e-mailed link, a new password, sign in: with the keyboard alone", async ({ page }) => {
    const email = uniqueEmail("forgot");
    await signUp(page, email, "Fern Gott");
    await signOut(page);

    await tabTo(page, page.getByRole("link", { name: "Forgot password?" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await tabTo(page, page.getByLabel("Email"));
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeFocused();
    await expectAccessible(page);

    // The link is followed from the local outbox's page, as a person trying the app without SMTP would.
    const link = await resetLinkFor(page, email);
    await page.goto("/dev/outbox");
    await expect(page.getByRole("heading", { name: "Local outbox" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("listitem").filter({ hasText: `To ${email}` }).getByRole("link", { name: link }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await tabTo(page, page.getByLabel("New password"));
    await page.keyboard.type(newPassword);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Password changed" })).toBeFocused();
    await tabTo(page, page.getByRole("link", { name: "Sign In" }));
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await tabTo(page, page.getByLabel("Email"));
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await expectFocusVisible(page.getByLabel("Password"));
    await page.keyboard.type(newPassword);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Fern$/ })).toBeVisible();
  });

  test("at 375 px: the same answer for an unknown address, and a used link says so", async ({ page }) => {
    const email = uniqueEmail("narrow-forgot");
    await signUp(page, email, "Nora Row");
    await signOut(page);
    await page.setViewportSize({ width: 375, height: 740 });

    await page.getByRole("link", { name: "Forgot password?" }).click();
    expect(await overflow(page)).toBe(0);
    await expectAccessible(page);
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    const unknownAnswer = page.getByRole("heading", { name: "Check your e-mail" });
    await expect(unknownAnswer).toBeVisible();
    const unknownText = (await page.getByRole("main").innerText()).replace(/\S+@example\.com/, "ADDRESS");

    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    expect((await page.getByRole("main").innerText()).replace(/\S+@example\.com/, "ADDRESS")).toBe(unknownText);
    expect(await overflow(page)).toBe(0);

    const link = await resetLinkFor(page, email);
    await page.goto(link);
    expect(await overflow(page)).toBe(0);
    await expectAccessible(page);
    await page.getByLabel("New password").fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
    expect(await overflow(page)).toBe(0);

    await page.goto(link);
    await page.getByLabel("New password").fill("yet-another-passphrase");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
    await page.getByRole("link", { name: "Ask for a new link" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);

    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Nora$/ })).toBeVisible();
  });
});
