import { expectFocusVisible, tabTo } from "./keyboard.ts";
import { createAccountOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

test.describe("focus after the trial's Upgrade Required dialog", () => {
  test("Escape and Not Now put focus back on New Account", async ({ page }) => {
    await signUp(page, uniqueEmail("focus-upgrade"));
    await createAccountOverApi(page, "Crumb & Co");
    await page.reload();
    const newAccount = page.getByRole("button", { name: "New Account" });
    const dialog = page.getByRole("dialog", { name: "Upgrade Required" });

    await tabTo(page, newAccount);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expectFocusVisible(newAccount);

    await page.keyboard.press("Enter");
    await tabTo(page, dialog.getByRole("button", { name: "Not Now" }));
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expectFocusVisible(newAccount);
  });
});
