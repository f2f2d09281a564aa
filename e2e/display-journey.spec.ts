import { expectAccessible } from "./accessibility.ts";
import { adsReady, field } from "./campaign-flows.ts";
import { answerExportSettings } from "./export-fixtures.ts";
import { bakeryPage, type LandingPageServer, serveLandingPages } from "./landing-page.ts";
import { createAccountOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

let site: LandingPageServer;
test.beforeAll(async () => {
  site = await serveLandingPages({ "/": bakeryPage });
});
test.afterAll(async () => site.close());

test.describe("a Display campaign from landing page to saved, edited and exported responsive display ad (issue 21)", () => {
  test("wizard, generation, landscape and square previews, image guidance, single-item regeneration, save, view, update and Editor rows", async ({ page, context }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUp(page, uniqueEmail("display"));
    const account = await createAccountOverApi(page, "Crumb & Co");
    await page.goto(`/campaign-type?accountId=${account.id}`);
    await expect(page.getByRole("button", { name: /^Shopping \(GMC\)/ })).toBeDisabled();
    await page.getByRole("button", { name: /^Display/ }).click();

    await expect(page).toHaveURL(/\/display-strategy\?accountId=/);
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Create Display Campaign" })).toBeVisible();
    await page.getByLabel("Campaign Name").fill("Sourdough Banners");
    await page.getByRole("radio", { name: "Local Business" }).check();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page).toHaveURL(/\/display-ad-group\?accountId=/);
    await expect(page.getByText("Step 3 of 3")).toBeVisible();
    await expect(page.getByLabel("Ad Group Name")).toHaveValue("Primary Ad Group");
    const generate = page.getByRole("button", { name: "Generate My Display Ad" });
    await page.getByLabel("Landing Page URL").fill(site.url("/"));
    await page.getByLabel("Audience & Topic Keywords").fill("sourdough bread\nartisan bakery");
    // Google's own list, as Editor spells it on export (R31).
    await page.getByRole("combobox", { name: "Call to Action" }).selectOption({ label: "Shop Now" });
    await page.getByLabel("Business Name").fill("Crumb & Co.");
    await expect(page.getByText("11/25 characters")).toBeVisible();
    await expectAccessible(page);
    await generate.click();

    await expect(page).toHaveURL(/\/display-results\?accountId=/);
    await expect(page.getByRole("heading", { name: "Your Display Ad" })).toBeVisible();
    await adsReady(page);
    // One long headline of 90, up to five headlines of 30 and five descriptions of 90; no callouts, sitelinks or pins.
    await expect(field(page, "Long headline 1")).toBeVisible();
    await expect(field(page, "Long headline 2")).toHaveCount(0);
    await expect(field(page, "Headline 1")).toBeVisible();
    await expect(field(page, "Description 1")).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Callout / })).toHaveCount(0);
    await expect(page.getByText(/^Sitelink \d$/)).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: /^Pin / })).toHaveCount(0);

    // The preview in both shapes Google renders most, from the same assets.
    const preview = page.getByRole("region", { name: "Display ad preview" });
    const longHeadline = await field(page, "Long headline 1").inputValue();
    const landscape = preview.getByRole("figure", { name: "Landscape" });
    const square = preview.getByRole("figure", { name: "Square" });
    await expect(landscape).toContainText(longHeadline);
    await expect(landscape).toContainText("Crumb & Co.");
    await expect(square).toContainText(await field(page, "Headline 1").inputValue());
    await expect(square).toContainText("Shop Now");
    await field(page, "Long headline 1").fill("Sourdough baked at dawn, on your table by eight");
    await expect(landscape).toContainText("Sourdough baked at dawn, on your table by eight");

    // What the user uploads in Google Ads, beside the preview.
    const images = page.getByRole("region", { name: "Images to upload in Google Ads" });
    await expect(images.getByRole("listitem")).toHaveCount(4);
    await expect(images.getByRole("listitem").first()).toHaveText("Landscape image 1.91:1at least 600 × 314 px, 1200 × 628 recommended · Required");
    await expectAccessible(page);

    // One description through the generic endpoint's flag.
    const description = field(page, "Description 1");
    const before = await description.inputValue();
    const single = page.waitForRequest((request) => request.url().endsWith("/api/generate/display") && (request.postData() ?? "").includes('"singleDescription":true'));
    await page.getByRole("button", { name: "Regenerate description 1", exact: true }).click();
    await single;
    await expect(description).not.toHaveValue(before);

    // A Display ad needs its long headline (Google's minimum), as Performance Max does.
    await page.getByRole("button", { name: "Remove long headline 1" }).click();
    await page.getByRole("button", { name: "Save Display Campaign" }).click();
    await expect(page.getByText(/Display campaign validation failed: At least one long headline is required/)).toBeVisible();
    await page.getByRole("button", { name: "Add long headline" }).click();
    await field(page, "Long headline 1").fill("Sourdough baked at dawn, on your table by eight");
    await page.getByRole("button", { name: "Save Display Campaign" }).click();
    await expect(page.getByText("Campaign saved successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/campaigns\?accountId=/);
    const card = page.locator("div", { has: page.getByRole("heading", { level: 2, name: "Sourdough Banners" }) }).last();
    await expect(card.getByText("Display", { exact: true })).toBeVisible();

    await page.getByRole("region", { name: "Recent Ads" }).getByRole("link", { name: "Sourdough Banners" }).click();
    await expect(page).toHaveURL(/\/display-results\?campaignId=.*mode=view/);
    await expect(field(page, "Long headline 1")).toHaveValue("Sourdough baked at dawn, on your table by eight");
    await expect(field(page, "Headline 1")).toHaveAttribute("readonly", "");
    await page.getByRole("link", { name: "Edit Ad" }).click();

    await expect(page).toHaveURL(/mode=edit/);
    await expect(page.getByRole("heading", { name: "Edit Display Ad" })).toBeVisible();
    await field(page, "Headline 1").fill("Warm Loaves By 8 am");
    await page.getByRole("button", { name: "Update Display Ad" }).click();
    await expect(page.getByText("Ad updated successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/ads\?campaignId=/);
    await expect(page.getByRole("heading", { name: "Warm Loaves By 8 am" })).toBeVisible();

    // The Editor rows: a Display campaign with a responsive display ad, and the images said in the dialog.
    await page.goto(page.url().replace("/ads?", "/display-results?").concat("&mode=edit"));
    await expect(page.getByRole("heading", { name: "Edit Display Ad" })).toBeVisible();
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });
    await expect(dialog.getByRole("region", { name: "Images to upload in Google Ads" }).getByRole("listitem")).toHaveCount(4);
    await answerExportSettings(dialog);
    await dialog.getByRole("button", { name: /^Google Ads Editor \(copy to clipboard\)/ }).click();
    await expect(page.getByText("Copied to Clipboard!")).toBeVisible();
    const [header = [], ...rows] = (await page.evaluate(() => navigator.clipboard.readText())).split("\n").map((line) => line.split("\t"));
    const cell = (row: string[], column: string) => row[header.indexOf(column)];
    const campaign = rows.find((row) => cell(row, "Campaign Type") === "Display") ?? [];
    expect(cell(campaign, "Campaign")).toBe("Sourdough Banners");
    const ad = rows.find((row) => cell(row, "Ad type") === "Responsive display ad") ?? [];
    expect([cell(ad, "Ad Group"), cell(ad, "Headline 1"), cell(ad, "Long headline 1"), cell(ad, "Business name"), cell(ad, "Call to action")]).toEqual([
      "Primary Ad Group",
      "Warm Loaves By 8 am",
      "Sourdough baked at dawn, on your table by eight",
      "Crumb & Co.",
      "Shop now",
    ]);
    expect(cell(ad, "Final URL")).toBe(site.url("/"));
    // Nothing a responsive display ad has no field for, and no keyword rows (its keywords guided the copy only).
    expect(["Long headline 2", "Path 1", "Headline 6"].map((column) => cell(ad, column))).toEqual(["", "", ""]);
    expect(rows.filter((row) => cell(row, "Keyword"))).toEqual([]);
  });
});
