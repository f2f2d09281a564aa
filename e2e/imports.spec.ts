import { Buffer } from "node:buffer";
import { expectAccessible } from "./accessibility.ts";
import { createAccountOverApi, createCampaignOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";
import { performanceMaxSample, searchSample } from "../test/support/domain/sample-campaigns.ts";
import { exportedFile, renamed } from "../test/support/imports/editor-files.ts";

/**
 * Issue 22 in the browser: on an ad account's card, "Import from Google Ads Editor" takes a file by the
 * picker or by drag and drop, previews it (a choice for a campaign the account already has, the rows left
 * out), then imports it and links to the campaigns. At 375 px and by keyboard.
 */
const editorFile = () => ({
  name: "editor-export.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(exportedFile([renamed(searchSample, "Spring Bakes"), renamed(performanceMaxSample, "Bread Lovers")])),
});

test.beforeEach(async ({ page }) => {
  await signUp(page, uniqueEmail("imports"));
});

test("a file chosen with the picker is previewed, the existing campaign copied, and the import linked, at 375 px by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const account = await createAccountOverApi(page, "Crumb & Co");
  await createCampaignOverApi(page, "Spring Bakes", account.id);
  await page.reload();

  const opener = page.getByRole("button", { name: "Import from Google Ads Editor into Crumb & Co" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Import from Google Ads Editor" });
  await expect(dialog.getByRole("button", { name: "Choose file" })).toBeFocused();
  await dialog.getByLabel("Google Ads Editor file").setInputFiles(editorFile());

  await expect(dialog.getByText("editor-export.csv")).toBeFocused();
  const campaigns = dialog.getByRole("list", { name: "Campaigns in the file" });
  await expect(campaigns.getByText("Spring Bakes", { exact: true })).toBeVisible();
  await expect(campaigns.getByText("Bread Lovers", { exact: true })).toBeVisible();
  await expect(campaigns.getByText("Already in this account")).toHaveCount(1);
  await expect(dialog.getByRole("list", { name: "What the file holds" })).toContainText("2 campaigns");
  await expectAccessible(page, "import preview");

  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose Update or Import as copy for each campaign that is already in this account.");
  const copy = dialog.getByRole("radio", { name: "Import as copy" });
  await copy.focus();
  await page.keyboard.press("Space");
  await expect(copy).toBeChecked();
  await dialog.getByRole("button", { name: "Import", exact: true }).click();

  await expect(dialog.getByText("Imported 2 campaigns")).toBeFocused();
  const imported = dialog.getByRole("list", { name: "Imported campaigns" });
  await expect(imported.getByRole("link")).toHaveText(["Spring Bakes (2)", "Bread Lovers"]);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
  await expectAccessible(page, "import done");
  await imported.getByRole("link", { name: "Bread Lovers" }).click();
  await expect(page).toHaveURL(/campaignId=/);
});

test("a dropped file that is not an Editor export says what was expected, in the dialog", async ({ page }) => {
  await createAccountOverApi(page, "Crumb & Co");
  await page.reload();
  await page.getByRole("button", { name: "Import from Google Ads Editor into Crumb & Co" }).click();
  const dialog = page.getByRole("dialog", { name: "Import from Google Ads Editor" });
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(["Shopping list\nbread, milk\n"], "notes.csv", { type: "text/csv" }));
    return transfer;
  });
  await dialog.getByTestId("import-drop-zone").dispatchEvent("drop", { dataTransfer: dropped });
  await expect(dialog.getByRole("alert")).toContainText("This is not a Google Ads Editor export");
  await expect(dialog.getByRole("button", { name: "Choose file" })).toBeFocused();
});
