import { expect, test } from "./test.ts";
import { expectAccessible } from "./accessibility.ts";
import { holdRequests } from "./held-request.ts";
import { signUp, uniqueEmail } from "./users.ts";

test.describe("unknown routes show the 404 page", () => {
  test("signed out: an HTTP 404 with the brand and Return to Home leading to sign-in", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.getByText("Adsmith", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  });

  test("signed in: inside the shell, Return to Home leading to the dashboard; /bulk-ads is not found too", async ({ page }) => {
    await signUp(page, uniqueEmail("not-found"));
    const response = await page.goto("/bulk-ads");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome(?: back)?, / })).toBeVisible();
  });

  test("an unknown /api path is JSON, not the web app", async ({ request }) => {
    const response = await request.get("/api/no-such-endpoint");
    expect(response.status()).toBe(404);
    expect(await response.json()).toHaveProperty("error");
  });
});

test.describe("loading screen", () => {
  test("reads 'Loading page...' while the session is checked", async ({ page }) => {
    const session = await holdRequests(page, "**/api/me");
    await page.goto("/");
    await expect(page.getByText("Loading page...")).toBeVisible();
    session.release();
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  });
});
