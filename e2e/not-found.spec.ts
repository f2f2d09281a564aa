import { expect, test } from "./test.ts";
import { expectAccessible } from "./accessibility.ts";

test.describe("unknown routes show the 404 page", () => {
  test("with a Return to Home link to /", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown /api path is JSON, not the web app", async ({ request }) => {
    const response = await request.get("/api/no-such-endpoint");
    expect(response.status()).toBe(404);
    expect(await response.json()).toHaveProperty("error");
  });
});

test.describe("loading screen", () => {
  test("reads 'Loading page...' while the session is checked", async ({ page }) => {
    await page.route("**/api/me", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto("/");
    await expect(page.getByText("Loading page...")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  });
});
