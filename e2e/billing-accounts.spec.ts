import { expectAccessible } from "./accessibility.ts";
import { createAccountOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

test.describe("the trial's one-account limit", () => {
  test("a trial user with an account is asked to upgrade instead of creating a second", async ({ page }) => {
    await signUp(page, uniqueEmail("trial-accounts"));
    await createAccountOverApi(page, "Crumb & Co");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Crumb & Co" })).toBeVisible();

    await page.getByRole("button", { name: "New Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Upgrade Required" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Trial users can only have one account. Upgrade to connect multiple accounts.")).toBeVisible();
    await expect(dialog.getByText("$15/month")).toBeVisible();
    await expectAccessible(page);

    const refused = await page.request.post("/api/accounts", { data: { name: "Second Client" } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe("Trial users can only have one account. Upgrade to connect multiple accounts.");
  });
});
