import { expectAccessible } from "./accessibility.ts";
import { downloadFrom } from "./export-fixtures.ts";
import { createCampaignOverApi, signUpWithAccount } from "./seed.ts";
import { expect, test } from "./test.ts";

test.describe("Download my data (issue 24)", () => {
  test("the profile dialog saves every campaign the user keeps as one JSON file, at 375 px too", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const account = await signUpWithAccount(page, "my-data");
    await createCampaignOverApi(page, "Spring Bread", account.id);
    await page.reload();
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await page.getByRole("button", { name: /^User menu/ }).click();
    await page.getByRole("button", { name: "View Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Your Account" });
    const link = dialog.getByRole("link", { name: "Download my data" });
    await expect(link).toBeVisible();
    await expectAccessible(page);

    const file = await downloadFrom(page, () => link.click());
    expect(file.name).toMatch(/^adsmith-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(file.bytes.toString("utf8")) as { accounts: { name: string }[]; campaigns: { name: string; adGroups: unknown[] }[] };
    expect(data.accounts.map((kept) => kept.name)).toContain("Crumb & Co");
    expect(data.campaigns.map((campaign) => campaign.name)).toEqual(["Spring Bread"]);
    expect(data.campaigns[0]?.adGroups).toHaveLength(1);
  });
});

test.describe("Delete account (issue 24)", () => {
  test("by keyboard at 375 px: the address typed to confirm, then the account and its campaigns are gone and the user is signed out", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const account = await signUpWithAccount(page, "leaving");
    await createCampaignOverApi(page, "Spring Bread", account.id);
    const { email } = (await (await page.request.get("/api/me")).json()) as { email: string };
    await page.reload();
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await page.getByRole("button", { name: /^User menu/ }).click();
    await page.getByRole("button", { name: "View Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Your Account" });
    const section = dialog.getByRole("region", { name: "Delete account" });
    await expect(section.getByText("download your data first")).toBeVisible();
    const button = section.getByRole("button", { name: "Delete my account" });
    await expect(button).toBeDisabled();
    await expectAccessible(page);

    const confirm = section.getByRole("textbox", { name: "Type your e-mail address to confirm" });
    await confirm.focus();
    await page.keyboard.type("someone@example.com");
    await expect(button).toBeDisabled();
    await confirm.fill("");
    await page.keyboard.type(email.toUpperCase());
    await expect(button).toBeEnabled();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByText("Your account and everything in it were deleted.")).toBeVisible();
    expect((await page.request.get("/api/me")).status()).toBe(401);
    // The address is free again: signing up with it starts a new, empty account.
    // From the page, as the sign-up form sends it: a request with cookies must name its origin.
    const origin = new URL(page.url()).origin;
    const again = await page.request.post("/api/auth/sign-up/email", { data: { name: "Back Again", email, password: "correct-horse-battery" }, headers: { origin } });
    expect(again.status()).toBe(200);
    expect(((await (await page.request.get("/api/accounts")).json()) as { accounts: unknown[] }).accounts).toEqual([]);
  });
});
