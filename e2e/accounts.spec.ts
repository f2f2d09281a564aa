import { expectAccessible } from "./accessibility.ts";
import { createAccountOverApi, createCampaignOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

test.beforeEach(async ({ page }) => {
  await signUp(page, uniqueEmail("accounts"));
});

test.describe("the first account, from the empty state", () => {
  test("is created from 'Welcome, Create Your First Account' and becomes the default", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "Welcome, Create Your First Account" })).toBeVisible();
    await expect(page.getByText("0 accounts")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Create Your First Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Account" });
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog.getByText("Account name is required")).toBeVisible();
    await expectAccessible(page);

    await dialog.getByLabel("Account name").fill("Acme Plumbing");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Account created successfully!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Acme Plumbing" })).toBeVisible();
    await expect(page.getByText("1 account", { exact: true })).toBeVisible();
    await expect(page.getByText("Default", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete Acme Plumbing" })).toHaveCount(0);
  });
});

test.describe("inline rename", () => {
  test("Enter saves, Escape cancels, empty and duplicate names are refused", async ({ page }) => {
    await createAccountOverApi(page, "Acme Plumbing");
    await createAccountOverApi(page, "Bright Dental");
    await page.reload();

    await page.getByRole("button", { name: "Rename Acme Plumbing" }).click();
    const editor = page.getByLabel("New name for Acme Plumbing");
    await editor.fill("Acme Heating");
    await editor.press("Escape");
    await expect(page.getByRole("heading", { name: "Acme Plumbing" })).toBeVisible();

    await page.getByRole("button", { name: "Rename Acme Plumbing" }).click();
    await editor.fill("   ");
    await editor.press("Enter");
    await expect(page.getByText("Account name cannot be empty.")).toBeVisible();
    await expect(page.getByText("Invalid name")).toBeVisible();

    await editor.fill("bright DENTAL ");
    await editor.press("Enter");
    await expect(page.getByText("An account with this name already exists.")).toBeVisible();
    await expect(page.getByText("Duplicate name")).toBeVisible();

    await editor.fill("Acme Heating");
    await editor.press("Enter");
    await expect(page.getByText("Account updated successfully!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Acme Heating" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Acme Heating" })).toBeVisible();
  });
});

test.describe("deleting an account", () => {
  test("asks first, then removes it with its campaigns from the list and from Recent Ads", async ({ page }) => {
    await createAccountOverApi(page, "Acme Plumbing");
    const other = await createAccountOverApi(page, "Bright Dental");
    await createCampaignOverApi(page, "Whitening Offer", other.id);
    await page.reload();
    const recent = page.getByRole("region", { name: "Recent Ads" });
    await expect(recent.getByRole("link", { name: "Whitening Offer" })).toBeVisible();
    await expect(page.getByText("1 campaign", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Delete Bright Dental" }).click();
    const confirm = page.getByRole("dialog", { name: 'Delete "Bright Dental"?' });
    await expect(confirm.getByText(/its 1 campaign/)).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Delete Account" }).click();

    await expect(page.getByText("Account deleted")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Bright Dental" })).toHaveCount(0);
    await expect(recent.getByRole("link", { name: "Whitening Offer" })).toHaveCount(0);
    await expect(recent.getByText("No campaigns yet")).toBeVisible();
  });
});

test.describe("the current account", () => {
  test("is switched from the sidebar and by accountId in the URL", async ({ page }) => {
    await createAccountOverApi(page, "Acme Plumbing");
    const bright = await createAccountOverApi(page, "Bright Dental");
    await page.reload();
    const switcher = page.getByRole("button", { name: /^Account: / });
    await expect(switcher).toHaveAccessibleName("Account: Acme Plumbing");

    await switcher.click();
    await expect(page.getByRole("button", { name: "Acme Plumbing (Default)" })).toBeVisible();
    await page.getByRole("button", { name: "Bright Dental", exact: true }).click();
    await expect(page).toHaveURL(/\/campaigns\?accountId=.*accountName=Bright/);
    await expect(page.getByRole("heading", { name: "Bright Dental Campaigns" })).toBeVisible();
    await expect(switcher).toHaveAccessibleName("Account: Bright Dental");

    await page.goto("/");
    await expect(switcher).toHaveAccessibleName("Account: Bright Dental");

    await page.goto(`/library?accountId=${bright.id}`);
    await expect(switcher).toHaveAccessibleName("Account: Bright Dental");
    const acme = (await (await page.request.get("/api/accounts")).json()) as { accounts: Array<{ id: string; name: string }> };
    await page.goto(`/library?accountId=${acme.accounts.find((account) => account.name === "Acme Plumbing")?.id}`);
    await expect(switcher).toHaveAccessibleName("Account: Acme Plumbing");
  });
});
