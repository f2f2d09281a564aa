import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

test.describe("every page says where the user is (issue 18)", () => {
  test("a skip link is the first Tab stop and leads past the sidebar to the page", async ({ page }) => {
    await signUp(page, uniqueEmail("skip"));
    await page.goto("/campaigns");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("after a route change focus is on the page's heading and the title names the page", async ({ page }) => {
    await signUp(page, uniqueEmail("title"));
    await expect(page).toHaveTitle(/^Welcome(?: back)?, .* – Adsmith$/);
    await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Library" }).click();
    const heading = page.getByRole("main").getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    const name = (await heading.textContent())?.trim();
    await expect(page).toHaveTitle(`${name} – Adsmith`);

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome(?: back)?, / })).toBeFocused();
    await expect(page).toHaveTitle(/^Welcome(?: back)?, .* – Adsmith$/);
  });
});

test.describe("the account dialog's tabs (WAI-ARIA tabs pattern)", () => {
  test("are one Tab stop; arrow keys, Home and End move between them and show each page", async ({ page }) => {
    await signUp(page, uniqueEmail("tabs"));
    await page.getByRole("button", { name: /^User menu/ }).click();
    await page.getByRole("button", { name: "View Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Your Account" });
    const tab = (name: string) => dialog.getByRole("tab", { name });
    await tab("Profile").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Password")).toBeFocused();
    await expect(tab("Password")).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByRole("tabpanel", { name: "Password" })).toBeVisible();
    await page.keyboard.press("End");
    await expect(tab("Subscription")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Profile")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab("Subscription")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tab("Profile")).toBeFocused();
    await expect(tab("Password")).toHaveAttribute("tabindex", "-1");
  });
});
