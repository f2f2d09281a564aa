import { expectAccessible } from "./accessibility.ts";
import { answerExportSettings, downloadFrom } from "./export-fixtures.ts";
import { tabTo, typeOver } from "./keyboard.ts";
import { createAccountOverApi } from "./seed.ts";
import { parseDelimited } from "../test/support/domain/parse-delimited.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

test.describe("a saved campaign's keywords and negatives, edited with match types (issue 20)", () => {
  test("shows each keyword as Google reads it, refuses one Google would refuse, and exports the match types", async ({ page }) => {
    await signUp(page, uniqueEmail("group-keywords"));
    const account = await createAccountOverApi(page, "Bakery Clients");
    const assets = { headlines: ["Fresh Bread Daily", "Order Online Today", "Baked Every Morning"], descriptions: ["Warm loaves at dawn.", "Order by nine."] };
    const response = await page.request.post("/api/campaigns", {
      data: {
        name: "Loaves Spring",
        campaignType: "search",
        accountId: account.id,
        formData: { campaignName: "Loaves Spring", campaignObjective: "sales", keywords: "bread", landingPageUrl: "https://bakery.example/" },
        generatedAds: assets,
        adGroups: [{ name: "Loaves", keywords: ["bread!"], landingPageUrl: "https://bakery.example/", ads: [{ assets }] }],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { campaign } = (await response.json()) as { campaign: { id: string } };

    await page.goto(`/ad-groups?campaignId=${campaign.id}&accountId=${account.id}`);
    await page.getByRole("button", { name: "Edit Loaves" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit ad group" });
    const keywords = dialog.getByRole("textbox", { name: "Keywords", exact: true });
    await expect(keywords).toHaveValue("bread!");
    await keywords.fill('sourdough\n[rye bread]\n"spelt loaf"\n-cheap\nbread!');
    const readings = dialog.getByRole("list", { name: "Match types, as Google reads them" });
    await expect(readings.getByRole("listitem")).toHaveText([/^sourdough\s*Broad/, /^rye bread\s*Exact/, /^spelt loaf\s*Phrase/, /^cheap\s*Negative broad/, /^bread!\s*Broad.*'!'/]);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Google would refuse the keywords marked below")).toBeVisible();
    await expect(keywords).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await keywords.fill('sourdough\n[rye bread]\n"spelt loaf"\n-cheap');
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Ad group updated")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("[rye bread]", { exact: true })).toBeVisible();

    // The campaign's own negatives, on the same screen.
    await page.getByRole("button", { name: "Edit negative keywords" }).click();
    const negativesDialog = page.getByRole("dialog", { name: "Edit negative keywords" });
    const negatives = negativesDialog.getByRole("textbox", { name: "Negative Keywords" });
    await expect(negatives).toBeFocused();
    await negatives.fill("free (offer)\n[jobs]");
    await negativesDialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(negativesDialog.getByText("Google would refuse the negative keywords marked below")).toBeVisible();
    await negatives.fill("free\n[jobs]");
    await negativesDialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Negative keywords updated")).toBeVisible();
    await expect(negativesDialog).toHaveCount(0);

    await page.goto(`/campaigns?accountId=${account.id}&accountName=${encodeURIComponent(account.name)}`);
    await page.getByRole("button", { name: "Export Loaves Spring" }).click();
    const exportDialog = page.getByRole("dialog", { name: "Choose Export Format" });
    await expect(exportDialog.getByText("Fix these before exporting")).toHaveCount(0);
    await exportDialog.getByRole("radio", { name: /^CSV/ }).check();
    await answerExportSettings(exportDialog);
    const csv = await downloadFrom(page, () => exportDialog.getByRole("button", { name: "Export", exact: true }).click());
    const [header = [], ...rows] = parseDelimited(new TextDecoder().decode(csv.bytes).replace(/^\uFEFF/, ""), ",");
    const column = (name: string) => header.indexOf(name);
    const criteria = rows.filter((row) => row[column("Keyword")]).map((row) => [row[column("Keyword")], row[column("Criterion Type")]]);
    expect(criteria).toEqual([
      ["free", "Campaign Negative Broad"],
      ["jobs", "Campaign Negative Exact"],
      ["sourdough", "Broad"],
      ["rye bread", "Exact"],
      ["spelt loaf", "Phrase"],
      ["cheap", "Negative Broad"],
    ]);
  });

  test("at 375 px by keyboard: a saved group's keywords and the campaign's negatives are edited as in the wizard, and saved", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUp(page, uniqueEmail("group-keywords-keyboard"));
    const account = await createAccountOverApi(page, "Bakery Clients");
    const assets = { headlines: ["Fresh Bread Daily", "Order Online Today", "Baked Every Morning"], descriptions: ["Warm loaves at dawn.", "Order by nine."] };
    const response = await page.request.post("/api/campaigns", {
      data: {
        name: "Loaves Autumn",
        campaignType: "search",
        accountId: account.id,
        formData: { campaignName: "Loaves Autumn", campaignObjective: "sales", keywords: "bread", landingPageUrl: "https://bakery.example/" },
        generatedAds: assets,
        adGroups: [{ name: "Loaves", keywords: ["bread"], landingPageUrl: "https://bakery.example/", ads: [{ assets }] }],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { campaign } = (await response.json()) as { campaign: { id: string } };

    await page.goto(`/ad-groups?campaignId=${campaign.id}&accountId=${account.id}`);
    await tabTo(page, page.getByRole("button", { name: "Edit Loaves" }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Edit ad group" });
    const keywords = dialog.getByRole("textbox", { name: "Keywords", exact: true });
    await tabTo(page, keywords);
    await typeOver(page, '[rye bread]\n"spelt loaf"\n-cheap\nrye!');
    const readings = dialog.getByRole("list", { name: "Match types, as Google reads them" });
    await expect(readings.getByRole("listitem")).toHaveText([/^rye bread\s*Exact/, /^spelt loaf\s*Phrase/, /^cheap\s*Negative broad/, /^rye!\s*Broad.*'!'/]);
    const save = dialog.getByRole("button", { name: "Save Changes" });
    await tabTo(page, save);
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("Google would refuse the keywords marked below")).toBeVisible();
    await expect(keywords).toHaveAttribute("aria-invalid", "true");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, "a saved ad group's keywords at 375 px");
    await tabTo(page, keywords, { backwards: true });
    await typeOver(page, '[rye bread]\n"spelt loaf"\n-cheap');
    await expect(dialog.getByText("Google would refuse the keywords marked below")).toHaveCount(0);
    await tabTo(page, save);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Ad group updated")).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await tabTo(page, page.getByRole("button", { name: "Edit negative keywords" }), { backwards: true });
    await page.keyboard.press("Enter");
    const negativesDialog = page.getByRole("dialog", { name: "Edit negative keywords" });
    await expect(negativesDialog.getByRole("textbox", { name: "Negative Keywords" })).toBeFocused();
    await page.keyboard.type("free\n[jobs]");
    await expect(negativesDialog.getByRole("list", { name: "Match types, as Google reads them" }).getByRole("listitem")).toHaveText([/^free\s*Negative broad/, /^jobs\s*Negative exact/]);
    await tabTo(page, negativesDialog.getByRole("button", { name: "Save Changes" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Negative keywords updated")).toBeVisible();

    const saved = (await (await page.request.get(`/api/campaigns/${campaign.id}`)).json()) as { campaign: { formData: { campaignNegativeKeywords?: string }; adGroups: { keywords: string[] }[] } };
    expect(saved.campaign.adGroups[0]?.keywords).toEqual(["[rye bread]", '"spelt loaf"', "-cheap"]);
    expect(saved.campaign.formData.campaignNegativeKeywords).toBe("free\n[jobs]");
  });
});
