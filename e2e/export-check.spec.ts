import { expectAccessible } from "./accessibility.ts";
import { answerExportSettings, downloadFrom } from "./export-fixtures.ts";
import type { Page } from "@playwright/test";
import { tabTo } from "./keyboard.ts";
import { createAccountOverApi } from "./seed.ts";
import { parseDelimited } from "../test/support/domain/parse-delimited.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

const long = "Freshly Baked Sourdough Every Single Morning";
const named = `Ad group "Loaves", Headline 3 "${long}"`;

/** A Search campaign whose one ad has a third headline 14 over Google's 30, and nothing else Google refuses. */
async function saveOverLimitCampaign(page: Page, accountId: string): Promise<string> {
  const assets = {
    headlines: ["Fresh Bread Daily", "Order Online Today", long, "Baked Every Morning"],
    descriptions: ["Warm loaves at dawn.", "Order by nine for pickup."],
    pins: { headlines: [1, null, null, null] },
  };
  const response = await page.request.post("/api/campaigns", {
    data: {
      name: "Over The Limit Bakery",
      campaignType: "search",
      accountId,
      formData: { campaignName: "Over The Limit Bakery", campaignObjective: "sales", keywords: "sourdough", landingPageUrl: "https://bakery.example/" },
      generatedAds: assets,
      adGroups: [{ name: "Loaves", keywords: ["sourdough", "[rye bread]"], landingPageUrl: "https://bakery.example/", ads: [{ assets }] }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { campaign: { id: string } }).campaign.id;
}

test.describe("the export check: each problem named with a way to its place, and the rest downloaded without it (issue 20)", () => {
  test("at 375 px by keyboard: an over-limit headline is named, its link opens the editor at it, and the file leaves out only it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUp(page, uniqueEmail("export-check"));
    const account = await createAccountOverApi(page, "Bakery Clients");
    await saveOverLimitCampaign(page, account.id);
    await page.goto(`/campaigns?accountId=${account.id}&accountName=${encodeURIComponent(account.name)}`);
    const open = page.getByRole("button", { name: "Export Over The Limit Bakery" });
    await tabTo(page, open);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });
    const problem = dialog.getByRole("listitem").filter({ hasText: `${named}: 14 over the 30-character limit` });
    await expect(problem).toBeVisible();
    await expect(dialog.getByRole("listitem").filter({ hasText: "Ad group" })).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page, "the export check at 375 px");

    // The link opens the campaign's editor at that ad, the headline focused.
    await tabTo(page, dialog.getByRole("link", { name: `Fix ${named}` }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/campaign\/[^/]+\/edit\?.*field=headlines\.2/);
    const headline = page.getByRole("textbox", { name: "Headline 3", exact: true });
    await expect(headline).toBeFocused();
    await expect(headline).toHaveValue(long);

    // Back on the campaigns, the rest is downloaded without it.
    await page.goBack();
    await tabTo(page, open);
    await page.keyboard.press("Enter");
    const leaveOut = dialog.getByRole("checkbox", { name: "Download without the item marked" });
    await expect(leaveOut).toHaveAccessibleDescription("It is left out of the file; everything else goes in as it is.");
    await tabTo(page, leaveOut);
    await page.keyboard.press("Space");
    await expect(problem.getByText("Left out", { exact: true })).toBeVisible();
    await tabTo(page, dialog.getByRole("radio", { name: /^CSV/ }));
    await page.keyboard.press("Space");
    await answerExportSettings(dialog);
    await tabTo(page, dialog.getByRole("button", { name: "Export", exact: true }));
    const file = await downloadFrom(page, () => page.keyboard.press("Enter"));
    await expect(page.getByText(`Left out of the file: ${named}: 14 over the 30-character limit.`)).toBeVisible();

    const text = new TextDecoder().decode(file.bytes).replace(/^\uFEFF/, "");
    expect(text).not.toContain(long);
    const [header = [], ...rows] = parseDelimited(text, ",");
    const records = rows.map((row) => Object.fromEntries(header.map((column, index) => [column, row[index] ?? ""])));
    const ad = records.find((record) => record["Ad type"] === "Responsive search ad");
    expect(ad).toMatchObject({
      "Headline 1": "Fresh Bread Daily",
      "Headline 1 position": "1",
      "Headline 2": "Order Online Today",
      "Headline 3": "Baked Every Morning",
      "Headline 4": "",
      "Description 1": "Warm loaves at dawn.",
      "Description 2": "Order by nine for pickup.",
      "Final URL": "https://bakery.example/",
    });
    expect(records.filter((record) => record.Keyword).map((record) => [record.Keyword, record["Criterion Type"]])).toEqual([
      ["sourdough", "Broad"],
      ["rye bread", "Exact"],
    ]);
  });

  test("from the campaign's own editor, the link closes the dialog and puts the focus on the headline there", async ({ page }) => {
    await signUp(page, uniqueEmail("export-check-editor"));
    const account = await createAccountOverApi(page, "Bakery Clients");
    const id = await saveOverLimitCampaign(page, account.id);
    await page.goto(`/campaign/${id}/edit`);
    await expect(page.getByRole("heading", { name: "Edit Ad Assets" })).toBeVisible();
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });
    await tabTo(page, dialog.getByRole("link", { name: `Fix ${named}` }));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("textbox", { name: "Headline 3", exact: true })).toBeFocused();
  });

  test("what cannot be left out is marked to fix: a Performance Max campaign's missing business name, fixed where its link leads", async ({ page }) => {
    await signUp(page, uniqueEmail("export-check-business"));
    const account = await createAccountOverApi(page, "Roastery Clients");
    const assets = {
      headlines: ["Fresh Roast", "Beans By Post", "Roasted Weekly"],
      longHeadlines: ["Coffee beans roasted every week in Hamburg"],
      descriptions: ["Roasted to order.", "Whole beans or ground, sent the day they are roasted."],
    };
    const response = await page.request.post("/api/campaigns", {
      data: {
        name: "Nameless Roastery",
        campaignType: "performance_max",
        accountId: account.id,
        formData: { campaignName: "Nameless Roastery", campaignObjective: "sales", landingPageUrl: "https://roastery.example/" },
        generatedAds: assets,
        adGroups: [{ name: "Beans", keywords: [], landingPageUrl: "https://roastery.example/", ads: [{ assets }] }],
      },
    });
    expect(response.status(), await response.text()).toBe(201);

    await page.goto(`/campaigns?accountId=${account.id}&accountName=${encodeURIComponent(account.name)}`);
    const open = page.getByRole("button", { name: "Export Nameless Roastery" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });
    const blocker = dialog.getByRole("listitem").filter({ hasText: "Campaign, Business name: There is no business name" });
    await expect(blocker.getByText("Fix to export")).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: /^Download without/ })).toHaveCount(0);
    await blocker.getByRole("link", { name: "Fix Campaign, Business name" }).click();

    const edit = page.getByRole("dialog", { name: "Edit business name" });
    const name = edit.getByRole("textbox", { name: "Business Name" });
    await expect(name).toBeFocused();
    await page.keyboard.type("Röster & Söhne");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Business name updated")).toBeVisible();
    await expect(page.getByText("Röster & Söhne")).toBeVisible();

    await page.goBack();
    await open.click();
    await expect(dialog.getByText("Fix these before exporting")).toHaveCount(0);
  });
});
