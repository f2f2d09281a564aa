import type { Page } from "@playwright/test";
import { expectAccessible } from "./accessibility.ts";
import { downloadFrom } from "./export-fixtures.ts";
import { createAccountOverApi } from "./seed.ts";
import { parseDelimited } from "../test/support/domain/parse-delimited.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

const germanAds = {
  headlines: ["Frisches Sauerteigbrot", "Täglich aus dem Holzofen", "Bäckerei am Markt"],
  descriptions: ["Wir backen jeden Morgen mit Bio-Mehl aus der Region.", "Bestellen Sie bis 9 Uhr und holen Sie Ihr Brot am selben Tag ab."],
};

/** A saved Search campaign with German ads in the account, and its card's Export button. */
async function germanCampaignIn(page: Page, accountName: string) {
  const account = await createAccountOverApi(page, accountName);
  const response = await page.request.post("/api/campaigns", {
    data: {
      name: `${accountName} Brot`,
      campaignType: "search",
      accountId: account.id,
      formData: { campaignName: `${accountName} Brot`, campaignObjective: "sales", keywords: "sauerteigbrot", landingPageUrl: "https://baeckerei.example/" },
      generatedAds: germanAds,
      adGroups: [{ name: "Brot", keywords: ["sauerteigbrot", "[bio brot]"], landingPageUrl: "https://baeckerei.example/", ads: [{ assets: germanAds }] }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  await page.goto(`/campaigns?accountId=${account.id}&accountName=${encodeURIComponent(accountName)}`);
  return page.getByRole("button", { name: `Export ${accountName} Brot` });
}

const records = (bytes: Buffer) => {
  const [header = [], ...rows] = parseDelimited(bytes.subarray(3).toString("utf8"), ",");
  return rows.map((row) => Object.fromEntries(header.map((column, index) => [column, row[index] ?? ""])));
};

test.describe("the export dialog asks what Google Ads needs (issue 20)", () => {
  test("offers Paused, Google search and the ads' language, requires a budget, a place and the EU answer, and remembers them per account", async ({ page }) => {
    await signUp(page, uniqueEmail("export-settings"));
    const open = await germanCampaignIn(page, "Berlin");
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });

    await expect(dialog.getByRole("radio", { name: /^New campaign/ })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: /^Paused/ })).toBeChecked();
    await expect(dialog.getByRole("combobox", { name: "Bid strategy" })).toHaveValue("Maximize clicks");
    await expect(dialog.getByRole("checkbox", { name: "Google search" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Search Partners" })).not.toBeChecked();
    await expect(dialog.getByRole("list", { name: "Chosen languages" })).toHaveText("German");
    await expect(dialog.getByRole("textbox", { name: "Daily budget" })).toHaveValue("");
    await expect(dialog.getByRole("radio", { name: "No", exact: true })).not.toBeChecked();
    await expect(dialog.getByRole("radio", { name: /^Yes/ })).not.toBeChecked();

    // Nothing assumed: Export without the answers says what is missing and puts the focus on it.
    await dialog.getByRole("radio", { name: /^CSV/ }).check();
    await dialog.getByRole("button", { name: "Export", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("3 campaign settings need an answer before the export.");
    await expect(dialog.getByText("Enter a daily budget")).toBeVisible();
    await expect(dialog.getByText("Add at least one location")).toBeVisible();
    await expect(dialog.getByText("Say whether the campaign has EU political ads")).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Daily budget" })).toBeFocused();
    await expectAccessible(page, "export settings with their problems");

    await page.keyboard.type("30");
    const places = dialog.getByRole("combobox", { name: "Locations" });
    await places.fill("germ");
    await expect(dialog.getByRole("option", { name: /^Germany/ })).toBeVisible();
    await places.press("Enter");
    // A region and a city from Google's own list, by their ids; a place the list lacks as typed, for Editor to look up.
    await places.fill("bava");
    await dialog.getByRole("option", { name: "Bavaria, Germany · State" }).click();
    await expect(dialog.getByRole("list", { name: "Chosen locations" })).toContainText("Bavaria, Germany");
    await places.fill("london");
    await expect(dialog.getByRole("option", { name: "London, Ontario, Canada · City" })).toBeVisible();
    await dialog.getByRole("option", { name: "London, England, United Kingdom · City" }).click();
    await expect(dialog.getByRole("list", { name: "Chosen locations" })).toContainText("London, England, United Kingdom");
    await places.fill("Lyon, France");
    await dialog.getByRole("option", { name: /as typed/ }).click();
    await dialog.getByRole("radio", { name: "No", exact: true }).check();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    const file = await downloadFrom(page, () => dialog.getByRole("button", { name: "Export", exact: true }).click());
    const rows = records(file.bytes);
    expect(rows[0]).toMatchObject({
      "Campaign Status": "Paused",
      Budget: "30.00",
      "Bid Strategy Type": "Maximize clicks",
      Networks: "Google search",
      Languages: "de",
      "EU political ads": "Doesn't have EU political ads",
    });
    expect(rows.filter((row) => row["Location ID"] || row.Location).map((row) => row["Location ID"] || row.Location)).toEqual(["2276", "20229", "1006886", "Lyon, France"]);
    expect(rows.filter((row) => row.Keyword).map((row) => [row.Keyword, row["Criterion Type"]])).toEqual([
      ["sauerteigbrot", "Broad"],
      ["bio brot", "Exact"],
    ]);

    // Remembered for this account, offered the next time.
    await open.click();
    await expect(dialog.getByRole("textbox", { name: "Daily budget" })).toHaveValue("30");
    await expect(dialog.getByRole("list", { name: "Chosen locations" })).toContainText("Germany");
    await expect(dialog.getByRole("list", { name: "Chosen locations" })).toContainText("London, England, United Kingdom");
    await expect(dialog.getByRole("list", { name: "Chosen locations" })).toContainText("Lyon, France");
    await expect(dialog.getByRole("radio", { name: "No", exact: true })).toBeChecked();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // Another account starts from nothing of the first one's.
    const other = await germanCampaignIn(page, "Hamburg");
    await other.click();
    await expect(dialog.getByRole("textbox", { name: "Daily budget" })).toHaveValue("");
    await expect(dialog.getByRole("list", { name: "Chosen locations" })).toHaveCount(0);
  });

  test("'Update ads only' asks for no settings and writes no campaign settings; it fits 375 px by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUp(page, uniqueEmail("export-update"));
    const open = await germanCampaignIn(page, "Köln");
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });
    await dialog.getByRole("radio", { name: /^CSV/ }).check();

    // The list of places opens under the field, and Escape closes it, not the dialog.
    const places = dialog.getByRole("combobox", { name: "Locations" });
    await places.focus();
    await page.keyboard.type("a");
    await expect(dialog.getByRole("listbox", { name: "Locations" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.keyboard.press("ArrowDown");
    await expect(places).toHaveAttribute("aria-activedescendant", /option-1$/);
    await page.keyboard.press("Escape");
    await expect(dialog.getByRole("listbox", { name: "Locations" })).toBeHidden();
    await expect(dialog).toBeVisible();

    await dialog.getByRole("radio", { name: /^Update ads only/ }).focus();
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("textbox", { name: "Daily budget" })).toHaveCount(0);
    await expectAccessible(page, "export dialog in Update mode at 375 px");
    await dialog.getByRole("button", { name: "Export", exact: true }).focus();
    const file = await downloadFrom(page, () => page.keyboard.press("Enter"));
    const rows = records(file.bytes);
    expect(rows.some((row) => row["Ad type"] === "Responsive search ad")).toBe(true);
    expect(rows.every((row) => !row["Campaign Status"] && !row.Budget && !row["Criterion Type"] && !row["Location ID"])).toBe(true);
  });
});
