import { expectAccessible } from "./accessibility.ts";
import { readEditorAssets, runSearchWizard } from "./campaign-flows.ts";
import { bakeryPage, type LandingPageServer, serveLandingPages } from "./landing-page.ts";
import { createAccountOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

let site: LandingPageServer;
test.beforeAll(async () => {
  site = await serveLandingPages({ "/": bakeryPage });
});
test.afterAll(async () => site.close());

test.describe("an ad account's brand rules bind the writer, the editor and the export (issue 22)", () => {
  test("set on the account, followed by the ads, warned about while typing, named in the export", async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page, uniqueEmail("brand-rules"));
    const account = await createAccountOverApi(page, "Crumb & Co");
    await page.goto("/");
    await page.getByRole("button", { name: "Brand rules for Crumb & Co" }).click();
    const dialog = page.getByRole("dialog", { name: "Brand rules for Crumb & Co" });
    await dialog.getByLabel("Banned words and phrases").fill("organic: certification pending");
    await dialog.getByLabel("Required phrases").fill("headlines: Baked in Leeds");
    await dialog.getByLabel("Preferred spellings").fill("colour");
    await dialog.getByRole("button", { name: "Save Brand Rules" }).click();
    await expect(dialog.getByText("Line 1: write the spelling to replace, an arrow, then the preferred one (e-mail -> email)")).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel("Preferred spellings").fill("");
    await dialog.getByRole("button", { name: "Save Brand Rules" }).click();
    await expect(page.getByText("Brand rules saved for Crumb & Co")).toBeVisible();

    await runSearchWizard(page, { accountId: account.id, url: site.url("/") });
    const assets = await readEditorAssets(page);
    const texts = [...assets.headlines, ...assets.descriptions, ...assets.callouts, ...assets.sitelinks.flatMap((s) => [s.linkText, s.description1, s.description2])];
    expect(texts.filter((text) => /organic/i.test(text))).toEqual([]);
    expect(assets.headlines).toContain("Baked in Leeds");

    const headline = page.getByRole("textbox", { name: "Headline 1", exact: true });
    await headline.fill("Organic Loaves");
    await expect(page.getByText("Brand rules ban “organic”: certification pending")).toBeVisible();
    await headline.fill("Slow-Fermented Loaves");
    await expect(page.getByText("Brand rules ban “organic”: certification pending")).toBeHidden();
    await headline.fill("Organic Loaves");

    await page.getByRole("button", { name: "Export", exact: true }).click();
    const exportDialog = page.getByRole("dialog");
    await expect(exportDialog.getByText(/Headline 1 "Organic Loaves": Brand rules ban “organic”: certification pending/)).toBeVisible();
    await expect(exportDialog.getByRole("button", { name: "Export", exact: true })).toBeVisible();
  });
});
