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
    // The plan it offers is named as on the plans page and in the profile (issue 24), not one of its own.
    await expect(dialog.getByText("Upgrade to the Freelancer plan for $15/month to manage unlimited accounts.", { exact: false })).toBeVisible();
    await expectAccessible(page);

    const refused = await page.request.post("/api/accounts", { data: { name: "Second Client" } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe("Trial users can only have one account. Upgrade to connect multiple accounts.");

    // 'Upgrade Now' ends the trial and starts the plan here (issue 24); the dialog then creates the account.
    await dialog.getByRole("button", { name: "Upgrade Now" }).click();
    await expect(page.getByText("Your Freelancer plan has started: add as many accounts as you need.")).toBeVisible();
    const create = page.getByRole("dialog", { name: "Create New Account" });
    await expect(create).toBeVisible();
    const me = (await (await page.request.get("/api/me")).json()) as { profile: { subscriptionStatus: string }; access: { canConnectMultipleAccounts: boolean } };
    expect(me).toMatchObject({ profile: { subscriptionStatus: "active" }, access: { canConnectMultipleAccounts: true } });
    expect((await page.request.post("/api/accounts", { data: { name: "Second Client" } })).status()).toBe(201);
  });
});
