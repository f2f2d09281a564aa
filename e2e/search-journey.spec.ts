import { expectAccessible } from "./accessibility.ts";
import { adsReady } from "./campaign-flows.ts";
import { bakeryPage, type LandingPageServer, serveLandingPages } from "./landing-page.ts";
import { createAccountOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

let site: LandingPageServer;
test.beforeAll(async () => {
  site = await serveLandingPages({ "/": bakeryPage });
});
test.afterAll(async () => site.close());

test.describe("a Search campaign from landing page to saved, edited ad", () => {
  test("wizard, generation, editing, save, and editing the saved ad", async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page, uniqueEmail("journey"));
    const account = await createAccountOverApi(page, "Crumb & Co");
    await page.goto(`/campaign-type?accountId=${account.id}`);
    await expect(page.getByText("Step 1 of 3")).toBeVisible();
    await expect(page.getByRole("button", { name: /Shopping \(GMC\)/ })).toBeDisabled();
    await expectAccessible(page);
    await page.getByRole("button", { name: /^Search/ }).click();

    await expect(page).toHaveURL(/\/strategy\?accountId=/);
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    const next = page.getByRole("button", { name: "Next" });
    await expect(next).toBeDisabled();
    await page.getByLabel("Campaign Name").fill("Sourdough Spring");
    await expect(next).toBeDisabled();
    await page.getByRole("radio", { name: "Drive Sales" }).check();
    await expect(page.getByRole("heading", { name: "Strategy Summary" })).toBeVisible();
    await expect(page.getByText("0/15,000 characters")).toBeVisible();
    await page.getByLabel("Tone of Voice").selectOption("custom");
    await expect(page.getByText("0/300 characters")).toBeVisible();
    await page.getByLabel("Custom Tone Description").fill("Warm and neighbourly, never pushy");
    await expectAccessible(page);
    await next.click();

    await expect(page).toHaveURL(/\/ad-group\?accountId=/);
    await expect(page.getByLabel("Ad Group Name")).toHaveValue("Primary Ad Group");
    await page.getByLabel("Landing Page URL").fill("ftp://nope");
    await expect(page.getByText("Please enter a valid URL starting with http:// or https://")).toBeVisible();
    await expect(page.getByLabel("Landing Page URL")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Landing Page URL").fill(site.url("/"));
    await page.getByRole("textbox", { name: "Keywords", exact: true }).fill("sourdough delivery\norganic bread, rye bread");
    await page.getByLabel("Call to Action").fill("Order Fresh Today");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Generate My Ads" }).click();

    await expect(page).toHaveURL(/\/results\?accountId=/);
    await expect(page.getByRole("heading", { name: "Your Search Campaign" })).toBeVisible();
    await adsReady(page);
    await expect(page.getByRole("textbox", { name: "Description 4", exact: true })).toBeVisible();
    await expect(page.getByText(/Written by/)).toBeVisible();
    await expectAccessible(page);

    const headline = page.getByRole("textbox", { name: "Headline 1", exact: true });
    await headline.fill("Fresh organic sourdough at your door");
    await expect(headline).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: /^Save Campaign/ }).click();
    await expect(page.getByText("Campaign Validation Failed")).toBeVisible();
    await expect(page.getByText("Please fix the following issues: Headline 1 is over the 30-character limit")).toBeVisible();

    await headline.fill("fresh sourdough at your door");
    await expect(headline).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Change casing of headline 1", exact: true }).click();
    await page.getByRole("button", { name: "Title Case" }).click();
    await expect(headline).toHaveValue("Fresh Sourdough At Your Door");
    const preview = page.getByRole("region", { name: "Ad preview" });
    await expect(preview.getByText(/^Fresh Sourdough At Your Door \|/)).toBeVisible();

    const second = page.getByRole("textbox", { name: "Headline 2", exact: true });
    const before = await second.inputValue();
    await page.getByRole("button", { name: "Regenerate headline 2", exact: true }).click();
    await expect(second).not.toHaveValue(before);

    await page.getByLabel("Changes to Make").fill("Mention free delivery over £20");
    await page.getByRole("button", { name: "Regenerate with New Context" }).click();
    // Headlines 1 and 2 are the user's own now: the regeneration asks before rewriting them (issue 18).
    await page.getByRole("dialog", { name: "Replace your edits?" }).getByRole("button", { name: "Keep my edits" }).click();
    await expect(page.getByText("New ads written")).toBeVisible({ timeout: 30_000 });
    await expect(headline).toHaveValue("Fresh Sourdough At Your Door");
    await headline.fill("Fresh Sourdough At Your Door");

    // Display paths: the writer's from the keywords, shown after the address; one too long is named at its field.
    const path1 = page.getByRole("textbox", { name: "Path 1", exact: true });
    const path2 = page.getByRole("textbox", { name: "Path 2", exact: true });
    await expect(path1).not.toHaveValue("");
    const writtenPath = await path1.inputValue();
    await expect(preview.getByText(new RegExp(`› ${writtenPath}`)).first()).toBeVisible();
    await path2.fill("Rye-Bread-Loaves");
    await expect(path2).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Path 2 is over 15 characters.")).toBeVisible();
    await path2.fill("Rye-Bread");
    await expect(path2).not.toHaveAttribute("aria-invalid", "true");
    await expect(preview.getByText(`› ${writtenPath} › Rye-Bread`).first()).toBeVisible();

    await page.getByRole("button", { name: /^Save Campaign/ }).click();
    await expect(page.getByText("Campaign saved successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/campaigns\?accountId=.*accountName=Crumb/);
    await expect(page.getByRole("heading", { level: 2, name: "Sourdough Spring" })).toBeVisible();

    await page.getByRole("link", { name: "View" }).click();
    await page.getByRole("link", { name: "View Ads" }).click();
    await expect(page.getByRole("heading", { name: "Fresh Sourdough At Your Door" })).toBeVisible();
    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { name: "Edit Ad Assets" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Headline 1", exact: true })).toHaveValue("Fresh Sourdough At Your Door");
    await expect(page.getByRole("textbox", { name: "Path 2", exact: true })).toHaveValue("Rye-Bread");
    await page.getByRole("textbox", { name: "Headline 1", exact: true }).fill("Warm Loaves By 8 am");
    await page.getByRole("button", { name: "Update Ad" }).click();
    await expect(page.getByText("Ad updated successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/ads\?campaignId=/);
    await expect(page.getByRole("heading", { name: "Warm Loaves By 8 am" })).toBeVisible();
  });
});
