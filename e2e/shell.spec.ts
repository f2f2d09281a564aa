import { expectAccessible } from "./accessibility.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

test.describe("the sidebar", () => {
  test("Ctrl+B collapses it to icons, Cmd+B expands it, and the state survives a reload in its cookie", async ({ page, context }) => {
    await signUp(page, uniqueEmail("shell"));
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect(sidebar).toHaveCSS("width", "256px");

    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect(sidebar).toHaveCSS("width", "48px");
    await expectAccessible(page);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);

    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await page.keyboard.press("Meta+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
  });

  test("is a slide-in panel 18rem wide at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUp(page, uniqueEmail("mobile"));
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toHaveCSS("width", "288px");
    await expect(sidebar.getByRole("button", { name: "New Campaign" })).toBeVisible();
    await expectAccessible(page);

    await sidebar.getByRole("link", { name: "Library" }).click();
    await expect(page).toHaveURL(/\/library$/);
    await expect(sidebar).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });

  test("New Campaign with no accounts opens account creation first, then goes on to the campaign type", async ({ page }) => {
    await signUp(page, uniqueEmail("newcampaign"));
    await page.getByRole("button", { name: "New Campaign" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Account" });
    await dialog.getByLabel("Account name").fill("Acme Plumbing");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/campaign-type\?accountId=[\w-]+&accountName=Acme\+Plumbing/);
  });

  test("New Campaign with accounts asks which one in 'Choose Account for Campaign'", async ({ page }) => {
    await signUp(page, uniqueEmail("choose"));
    await page.request.post("/api/accounts", { data: { name: "Acme Plumbing" } });
    await page.request.post("/api/accounts", { data: { name: "Bright Dental" } });
    await page.reload();
    await expect(page.getByText("2 accounts")).toBeVisible();
    await page.getByRole("button", { name: "New Campaign" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Account for Campaign" });
    await expectAccessible(page);
    await dialog.getByRole("radio", { name: /Bright Dental/ }).check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/campaign-type\?accountId=[\w-]+&accountName=Bright\+Dental/);
  });
});
