import { expect, test } from "./test.ts";
import { expectAccessible } from "./accessibility.ts";
import { password, signOut, signUpThroughForm, uniqueEmail } from "./users.ts";

test.describe("signing up, out and in again", () => {
  test("a visitor signs up, signs out back to /, and signs in again", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expectAccessible(page);

    const email = uniqueEmail("ana");
    await signUpThroughForm(page, email);
    await expect(page.getByRole("heading", { name: /Ana/ })).toBeVisible();
    await expectAccessible(page);

    await signOut(page);
    await expect(page).toHaveURL(/\/$/);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: /^Welcome(?: back)?, Ana$/ })).toBeVisible();
  });
});

test.describe("the form needs an e-mail plus a password", () => {
  test("says so without calling the server", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill("ana@example.com");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("You must provide either an email or phone number and a password.");
    await expectAccessible(page);
  });
});

test.describe("wrong credentials", () => {
  test("a wrong password and an unknown e-mail get the same message", async ({ page }) => {
    const email = uniqueEmail("wrong");
    await signUpThroughForm(page, email);
    await signOut(page);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    const wrongPassword = await page.getByRole("alert").textContent();

    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText(wrongPassword ?? "");
    expect(wrongPassword).toMatch(/invalid email or password/i);
  });
});
