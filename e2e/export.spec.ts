import ExcelJS from "exceljs";
import { expectAccessible } from "./accessibility.ts";
import { answerExportSettings, createExportCampaign, downloadFrom, exportCampaignName, exportFileStem, lockEditorExport, openResults } from "./export-fixtures.ts";
import { createAccountOverApi } from "./seed.ts";
import { parseDelimited } from "../test/support/domain/parse-delimited.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

const csvHeaderStart = "Campaign,Campaign Type,Campaign Status,Budget,Budget type,Bid Strategy Type,";

/** The CSV's rows as records keyed by the header (row 1), so a check names columns, not positions. */
function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseDelimited(text, ",");
  return rows.map((row) => Object.fromEntries(header.map((column, index) => [column, row[index] ?? ""])));
}

test.describe("the 'Choose Export Format' dialog", () => {
  test("from the results header: a highlighted choice, and the CSV's bytes", async ({ page }) => {
    await signUp(page, uniqueEmail("export-csv"));
    const campaign = await createExportCampaign(page, null);
    await openResults(page, campaign.id);
    await page.getByRole("button", { name: "Export", exact: true }).click();

    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Fix these before exporting")).toHaveCount(0);
    const exportButton = dialog.getByRole("button", { name: "Export", exact: true });
    await expect(exportButton).toBeDisabled();
    const csv = dialog.getByRole("radio", { name: /^CSV/ });
    await csv.check();
    await expect(csv).toBeChecked();
    await expect(csv.locator("xpath=..")).toHaveClass(/border-primary/);
    await answerExportSettings(dialog);
    await expectAccessible(page);

    const file = await downloadFrom(page, () => exportButton.click());
    expect(file.name).toBe(`${exportFileStem}-campaign-data.csv`);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.bytes.subarray(3).toString("utf8");
    const lines = text.split("\r\n");
    expect(lines[0]?.startsWith(csvHeaderStart)).toBe(true);
    const records = csvRecords(text);
    // Paused as offered, and what the user answered: nothing else assumed (EDITOR-IMPORT R9-R13).
    expect(records[0]).toMatchObject({
      Campaign: exportCampaignName,
      "Campaign Type": "Search",
      "Campaign Status": "Paused",
      Budget: "25.00",
      "Bid Strategy Type": "Maximize clicks",
      Networks: "Google search",
      "EU political ads": "Doesn't have EU political ads",
    });
    expect(records.filter((record) => record["Location ID"]).map((record) => record["Location ID"])).toEqual(["2276"]);
    // One line per cell (R41): the description's line break is a space.
    expect(records.find((record) => record["Ad type"] === "Responsive search ad")?.["Description 1"]).toBe("Baked at dawn, served warm. Order ahead online.");
    expect(records.filter((record) => record.Keyword).map((record) => [record.Keyword, record["Criterion Type"]])).toContainEqual(["東京 カフェ", "Broad"]);
    await expect(page.getByText("Export successful!")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("from the wizard's unsaved results: the ad group, keywords and edits as they stand", async ({ page }) => {
    await signUp(page, uniqueEmail("export-draft"));
    await page.evaluate(() => {
      const form = { campaignName: "Brot, frisch", adGroupName: "Roggen & Dinkel", keywords: "roggenbrot, dinkelbrot", landingPageUrl: "https://brot.example/", campaignType: "search" };
      localStorage.setItem("wizardFormData", JSON.stringify(form));
      localStorage.setItem("wizardGeneratedAds", JSON.stringify({ headlines: ["Frisches Roggenbrot", "Dinkel Vom Bäcker", "Täglich Gebacken"], descriptions: ["Aus dem Holzofen.", "Jeden Morgen frisch."] }));
    });
    await page.goto("/results");
    await expect(page.getByRole("heading", { name: "Your Search Campaign" })).toBeVisible();
    await page.getByRole("textbox", { name: "Headline 3", exact: true }).fill("Heute, Morgen Gebacken");
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });
    await dialog.getByRole("radio", { name: /^CSV/ }).check();
    await answerExportSettings(dialog);
    const file = await downloadFrom(page, () => dialog.getByRole("button", { name: "Export", exact: true }).click());
    expect(file.name).toBe("Brot, frisch-campaign-data.csv");
    const text = file.bytes.subarray(3).toString("utf8");
    const records = csvRecords(text);
    expect(records).toContainEqual(expect.objectContaining({ Campaign: "Brot, frisch", "Ad Group": "Roggen & Dinkel", Keyword: "dinkelbrot", "Criterion Type": "Broad" }));
    const ad = records.find((record) => record["Ad type"] === "Responsive search ad");
    expect(ad).toMatchObject({ "Headline 1": "Frisches Roggenbrot", "Headline 2": "Dinkel Vom Bäcker", "Headline 3": "Heute, Morgen Gebacken", "Final URL": "https://brot.example/" });
  });

  test("a placeholder final URL stops the export, naming the ad, and the clipboard alike", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUp(page, uniqueEmail("export-placeholder"));
    const assets = { headlines: ["Fresh Bread Daily", "Order Online Today", "Baked Every Morning"], descriptions: ["Warm loaves at dawn.", "Order by nine."] };
    const response = await page.request.post("/api/campaigns", {
      data: {
        name: "Placeholder Bakery",
        campaignType: "search",
        formData: { campaignName: "Placeholder Bakery", campaignObjective: "sales", keywords: "bread", landingPageUrl: "" },
        generatedAds: assets,
        adGroups: [{ name: "Loaves", keywords: ["bread"], ads: [{ finalUrl: "https://example.com", assets }] }],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { campaign } = (await response.json()) as { campaign: { id: string } };
    await openResults(page, campaign.id);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });
    const refusal = 'Ad group "Loaves", Ad 1: The final URL "https://example.com" is a placeholder';
    // Named in the dialog before any format is chosen, then again by the refused export.
    await expect(dialog.getByText("Fix these before exporting")).toBeVisible();
    await expect(dialog.getByRole("listitem").filter({ hasText: refusal })).toBeVisible();
    // With no real URL anywhere, nothing is worth a file: the rest cannot be downloaded around it.
    await expect(dialog.getByRole("listitem").filter({ hasText: "Campaign, Final URL: No ad has a final URL" }).getByText("Fix to export")).toBeVisible();
    await expect(dialog.getByText("What is marked 'Fix to export' cannot be left out: without it there is nothing Google would take.")).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: /^Download without/ })).toHaveCount(0);
    await dialog.getByRole("radio", { name: /^CSV/ }).check();
    await answerExportSettings(dialog);
    await dialog.getByRole("button", { name: "Export", exact: true }).click();
    await expect(page.getByText(`Fix before exporting: ${refusal}`, { exact: false }).first()).toBeVisible();
    await expect(dialog).toBeVisible();
    await page.evaluate(() => navigator.clipboard.writeText("untouched"));
    await dialog.getByRole("button", { name: /^Google Ads Editor \(copy to clipboard\)/ }).click();
    await expect(page.getByText("Copied to Clipboard!")).toHaveCount(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("untouched");
  });

  test("the export check offers the way to fix each problem, or a file of what is valid without them", async ({ page }) => {
    await signUp(page, uniqueEmail("export-leave-out"));
    const account = await createAccountOverApi(page, "Bakery Clients");
    const assets = { headlines: ["Fresh Bread Daily", "Order Online Today", "Baked Every Morning"], descriptions: ["Warm loaves at dawn.", "Order by nine."] };
    const response = await page.request.post("/api/campaigns", {
      data: {
        name: "Half Ready Bakery",
        campaignType: "search",
        accountId: account.id,
        formData: { campaignName: "Half Ready Bakery", campaignObjective: "sales", keywords: "bread", landingPageUrl: "" },
        generatedAds: assets,
        adGroups: [
          { name: "Loaves", keywords: ["sourdough", "bread!"], ads: [{ finalUrl: "https://bakery.example/loaves", assets }] },
          { name: "Cakes", keywords: ["cakes"], ads: [{ finalUrl: "https://example.com", assets }] },
        ],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { campaign } = (await response.json()) as { campaign: { id: string } };
    await page.goto(`/campaigns?accountId=${account.id}&accountName=${encodeURIComponent(account.name)}`);
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });
    await page.getByRole("button", { name: "Export Half Ready Bakery" }).click();
    await expect(dialog.getByRole("listitem").filter({ hasText: 'Ad group "Loaves", Keyword bread!' })).toBeVisible();
    await expect(dialog.getByRole("listitem").filter({ hasText: 'Ad group "Cakes", Ad 1: The final URL "https://example.com" is a placeholder' })).toBeVisible();

    await expectAccessible(page);
    const leaveOut = dialog.getByRole("checkbox", { name: "Download without the 2 items marked" });
    await expect(leaveOut).toHaveAccessibleDescription("They are left out of the file; everything else goes in as it is.");
    await leaveOut.check();
    await expect(dialog.getByText("Left out", { exact: true })).toHaveCount(2);
    await dialog.getByRole("radio", { name: /^CSV/ }).check();
    await answerExportSettings(dialog);
    const csv = await downloadFrom(page, () => dialog.getByRole("button", { name: "Export", exact: true }).click());
    const records = csvRecords(new TextDecoder().decode(csv.bytes).replace(/^\uFEFF/, ""));
    expect(records.filter((record) => record.Keyword).map((record) => record.Keyword)).toEqual(["sourdough", "cakes"]);
    expect(records.filter((record) => record["Ad type"] === "Responsive search ad").map((record) => record["Ad Group"])).toEqual(["Loaves"]);
    await expect(dialog).toHaveCount(0);

    // From a campaign card, a refused keyword's link opens its group's Edit dialog at the keywords.
    await page.getByRole("button", { name: "Export Half Ready Bakery" }).click();
    await dialog.getByRole("link", { name: 'Fix Ad group "Loaves", Keyword bread!' }).click();
    await expect(page).toHaveURL(new RegExp(`/ad-groups\\?campaignId=${campaign.id}&edit=[^&]+&field=keywords`));
    const edit = page.getByRole("dialog", { name: "Edit ad group" });
    await expect(edit.getByRole("textbox", { name: "Keywords", exact: true })).toBeFocused();
    await edit.getByRole("button", { name: "Cancel" }).click();

    // The placeholder URL's link opens the other group's dialog at its landing page.
    await page.goBack();
    await page.getByRole("button", { name: "Export Half Ready Bakery" }).click();
    await dialog.getByRole("link", { name: 'Fix Ad group "Cakes", Ad 1' }).click();
    await expect(page.getByRole("dialog", { name: "Edit ad group" }).getByRole("textbox", { name: "Landing Page URL" })).toBeFocused();
  });

  test("from a campaign card: the Google Ads Editor file in UTF-16 and the XLSX", async ({ page }) => {
    await signUp(page, uniqueEmail("export-files"));
    const account = await createAccountOverApi(page, "Café Clients");
    await createExportCampaign(page, account.id);
    await page.goto(`/campaigns?accountId=${account.id}&accountName=${encodeURIComponent(account.name)}`);
    const open = page.getByRole("button", { name: `Export ${exportCampaignName}` });
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });

    await open.click();
    await dialog.getByRole("radio", { name: /^Google Ads Editor file/ }).check();
    await answerExportSettings(dialog, { budget: "40", place: "France" });
    const editor = await downloadFrom(page, () => dialog.getByRole("button", { name: "Export", exact: true }).click());
    expect(editor.name).toBe(`${exportFileStem}-google-ads-editor.csv`);
    expect([...editor.bytes.subarray(0, 4)]).toEqual([0xff, 0xfe, 0x43, 0x00]);
    const lines = new TextDecoder("utf-16le").decode(editor.bytes.subarray(2)).split("\r\n");
    expect(lines[0]?.split("\t")).toContain("Headline 1 position");
    expect(lines.find((line) => line.includes("Responsive search ad"))).toContain('\tFresh Croissants Daily\t1\t"Warm, Flaky, Buttery"\t\t東京のカフェ\t');

    // The account's answers are remembered: the second export asks nothing again.
    await open.click();
    await expect(dialog.getByRole("textbox", { name: "Daily budget" })).toHaveValue("40");
    await expect(dialog.getByRole("list", { name: "Chosen locations" })).toHaveText("France");
    await dialog.getByRole("radio", { name: /^Excel/ }).check();
    const xlsx = await downloadFrom(page, () => dialog.getByRole("button", { name: "Export", exact: true }).click());
    expect(xlsx.name).toBe(`${exportFileStem}-campaign-data.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes.buffer.slice(xlsx.bytes.byteOffset, xlsx.bytes.byteOffset + xlsx.bytes.byteLength) as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Campaigns", "Locations", "Ad groups", "Keywords", "Ads", "Sitelinks", "Callouts"]);
    expect(workbook.getWorksheet("Keywords")?.getRow(4).getCell(3).value).toBe("東京 カフェ");
    await expect(page.getByText("Export successful!").first()).toBeVisible();
  });

  test("the JSON download from a campaign card", async ({ page }) => {
    await signUp(page, uniqueEmail("export-json"));
    const account = await createAccountOverApi(page, "Json Clients");
    await createExportCampaign(page, account.id);
    await page.goto(`/campaigns?accountId=${account.id}&accountName=${encodeURIComponent(account.name)}`);
    const file = await downloadFrom(page, () => page.getByRole("link", { name: `Download ${exportCampaignName} as JSON` }).click());
    expect(file.name).toBe("p_tisserie__zo_______campaign.json");
    expect((JSON.parse(file.bytes.toString("utf8")) as { name: string }).name).toBe(exportCampaignName);
  });

  test("the clipboard copies in one click and the dialog closes", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUp(page, uniqueEmail("export-clipboard"));
    const campaign = await createExportCampaign(page, null);
    await openResults(page, campaign.id);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });
    await answerExportSettings(dialog);
    await dialog.getByRole("button", { name: /^Google Ads Editor \(copy to clipboard\)/ }).click();
    await expect(page.getByText("Copied to Clipboard!")).toBeVisible();
    await expect(dialog).toBeHidden();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The Editor file's rows, tab-separated (EDITOR-IMPORT R49): the campaign row first, Paused.
    const [header, campaignRow, ...rows] = copied.split("\n");
    expect(header?.startsWith("Campaign\tCampaign Type\tCampaign Status\t")).toBe(true);
    expect(campaignRow?.startsWith('Pâtisserie "Zoë", 東京\tSearch\tPaused\t')).toBe(true);
    const row = rows.find((line) => line.includes("\tResponsive search ad\t"));
    expect(row).toContain("\tViennoiserie, fraîche\t");
    expect(row).toContain("\tFresh Croissants Daily\t1\tWarm, Flaky, Buttery\t");
    expect(row).toContain("\tBaked at dawn, served warm. Order ahead online.\t");
  });

  test("a refused clipboard says so and keeps the dialog open", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, "writeText", { value: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")) });
    });
    await signUp(page, uniqueEmail("export-clipboard-denied"));
    const campaign = await createExportCampaign(page, null);
    await openResults(page, campaign.id);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });
    await answerExportSettings(dialog);
    await dialog.getByRole("button", { name: /^Google Ads Editor \(copy to clipboard\)/ }).click();
    await expect(page.getByText("Export Failed")).toBeVisible();
    await expect(page.getByText("Failed to copy to clipboard. Please ensure clipboard permissions are enabled.")).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("the clipboard option locked by the feature flag, then unlocked", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUp(page, uniqueEmail("export-lock"));
    const campaign = await createExportCampaign(page, null);
    await lockEditorExport(page);
    await openResults(page, campaign.id);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });
    const copy = dialog.getByRole("button", { name: /^Google Ads Editor \(copy to clipboard\)/ });
    await expect(copy).toHaveAttribute("aria-disabled", "true");
    // Billing is off on this server, so there is no trial end: the hint falls back to 'Day 3'.
    await expect(copy).toContainText("Unlocks in Day 3");
    await expect(copy).toContainText("Available in exploration tier");
    await expect(copy).toHaveAccessibleDescription("Unlocks in Day 3 Available in exploration tier");
    await page.evaluate(() => navigator.clipboard.writeText("untouched"));
    // A locked option stays focusable (aria-disabled), so the click reaches it and must do nothing.
    await copy.click({ force: true });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("untouched");
    await expectAccessible(page);

    await page.unroute("**/api/me");
    await openResults(page, campaign.id);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    await expect(copy).not.toHaveAttribute("aria-disabled", "true");
    await expect(copy).not.toContainText("Unlocks in");
    await answerExportSettings(dialog);
    await copy.click();
    await expect(page.getByText("Copied to Clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Fresh Croissants Daily");
  });

  test("Google Sheets on a server without Google credentials is shown off, says why and how an admin turns it on", async ({ page }) => {
    await signUp(page, uniqueEmail("export-sheets"));
    const campaign = await createExportCampaign(page, null);
    await openResults(page, campaign.id);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });
    const sheets = dialog.getByRole("radio", { name: /^Google Sheets/ });
    await expect(sheets).toBeDisabled();
    await expect(dialog.getByText("Not set up on this server.")).toBeVisible();
    await expect(sheets).toHaveAccessibleDescription(/GOOGLE_CLIENT_ID and GOOGLE_API_KEY/);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // A server that has them offers it as any other format.
    await page.route("**/api/export/sheets/config", (route) => route.fulfill({ json: { clientId: "client.apps.googleusercontent.com", scope: "https://www.googleapis.com/auth/drive.file" } }));
    await openResults(page, campaign.id);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    await expect(sheets).toBeEnabled();
    await expect(dialog.getByText("Not set up on this server.")).toHaveCount(0);
  });

  test("Cancel and Escape close it; the keyboard alone chooses and exports; it fits 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUp(page, uniqueEmail("export-keyboard"));
    const campaign = await createExportCampaign(page, null);
    await openResults(page, campaign.id);
    const open = page.getByRole("button", { name: "Export", exact: true });
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });

    await open.click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await open.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = await dialog.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 375).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await open.focus();
    await page.keyboard.press("Enter");
    await dialog.getByRole("radio", { name: /^CSV/ }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(dialog.getByRole("radio", { name: /^Google Ads Editor file/ })).toBeChecked();
    await page.keyboard.press("ArrowDown");
    await expect(dialog.getByRole("radio", { name: /^Excel/ })).toBeChecked();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(dialog.getByRole("radio", { name: /^CSV/ })).toBeChecked();
    // The settings by keyboard too: a budget, a country found by typing, the EU answer with the arrow keys.
    await dialog.getByRole("textbox", { name: "Daily budget" }).focus();
    await page.keyboard.type("12,50");
    await dialog.getByRole("combobox", { name: "Locations" }).focus();
    await page.keyboard.type("zeal");
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("list", { name: "Chosen locations" })).toContainText("New Zealand");
    if ((await dialog.getByRole("list", { name: "Chosen languages" }).count()) === 0) await dialog.getByRole("combobox", { name: "Languages", exact: true }).selectOption("en");
    await dialog.getByRole("radio", { name: "No", exact: true }).focus();
    await page.keyboard.press("Space");
    await dialog.getByRole("button", { name: "Export", exact: true }).focus();
    const file = await downloadFrom(page, () => page.keyboard.press("Enter"));
    expect(file.name).toBe(`${exportFileStem}-campaign-data.csv`);
  });

  test("Demand Gen's results header says 'Export Campaign', names what to add in Editor and copies 'Demand Gen image ad' rows", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUp(page, uniqueEmail("export-demand-gen"));
    const assets = { headlines: ["春の新作", "Étoile, Spring"], longHeadlines: ["Discover the spring collection"], descriptions: ["New arrivals, daily"] };
    const response = await page.request.post("/api/campaigns", {
      data: {
        name: "春のセール",
        campaignType: "demand_gen",
        formData: { campaignName: "春のセール", campaignObjective: "awareness", landingPageUrl: "https://shop.example/", contentThemes: "spring", businessName: "Étoile" },
        generatedAds: assets,
        adGroups: [{ name: "Spring", keywords: [], contentThemes: ["spring"], landingPageUrl: "https://shop.example/", ads: [{ assets }] }],
      },
    });
    const { campaign } = (await response.json()) as { campaign: { id: string } };
    await page.goto(`/demandgen-results?campaignId=${campaign.id}&mode=edit`);
    await page.getByRole("button", { name: "Export Campaign" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });
    // What the file cannot carry is said before the export (R30).
    const images = dialog.getByRole("region", { name: "Images to upload in Google Ads" });
    await expect(images.getByRole("listitem")).toHaveText([
      /^Landscape image 1\.91:1at least 600 × 314 px, 1200 × 628 recommended · This or a square image$/,
      /^Square image 1:1at least 300 × 300 px, 1200 × 1200 recommended · This or a landscape image$/,
      /^Portrait image 4:5/,
      /^Square logo 1:1at least 128 × 128 px, 1200 × 1200 recommended · Required$/,
    ]);
    await answerExportSettings(dialog);
    await dialog.getByRole("button", { name: /^Google Ads Editor \(copy to clipboard\)/ }).click();
    await expect(page.getByText("Copied to Clipboard!")).toBeVisible();
    const [header = [], ...rows] = (await page.evaluate(() => navigator.clipboard.readText())).split("\n").map((line) => line.split("\t"));
    expect(header.slice(0, 3)).toEqual(["Campaign", "Campaign Type", "Campaign Status"]);
    const ad = rows.find((row) => row.includes("Demand Gen image ad")) ?? [];
    expect([ad[header.indexOf("Campaign")], ad[header.indexOf("Ad Group")], ad[header.indexOf("Headline 1")], ad[header.indexOf("Headline 2")]]).toEqual(["春のセール", "Spring", "春の新作", "Étoile, Spring"]);
    // The image ad has no long-headline field, and carries Google's call to action (R27, R31).
    expect(header.filter((column, index) => column.startsWith("Long headline") && ad[index])).toEqual([]);
    expect(ad[header.indexOf("Call to action")]).toBe("Learn more");
    expect(ad[header.indexOf("Business name")]).toBe("Étoile");
  });
});
