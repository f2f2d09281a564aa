import { expectAccessible } from "./accessibility.ts";
import { expect, test } from "./test.ts";

test.describe("the signed-out home page shows what the product makes (issue 24)", () => {
  for (const width of [1440, 375]) {
    test(`at ${width} px: the sign-in form, a sample ad written from a real page, the plans, and a way to sign up`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
      const preview = page.getByRole("region", { name: "Ad preview" });
      await expect(preview.getByText(/^Joplin \| Multimedia Notes/)).toBeVisible();
      await expect(page.getByText("Written from joplinapp.org's home page by the built-in writer, unedited.")).toBeVisible();
      await expect(page.getByRole("heading", { name: "The Freelancer plan" })).toBeVisible();
      await expect(page.getByText("Annual")).toBeVisible();
      await expect(page.getByText("3-day free trial first, with one ad account")).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("link", { name: "Sign up and try it free" }).click();
      await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    });
  }
});
