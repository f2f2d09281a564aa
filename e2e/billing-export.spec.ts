import { dayMs, advanceBillingClock } from "./billing-clock.ts";
import { answerExportSettings, createExportCampaign, lockEditorExport, openResults } from "./export-fixtures.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

test.describe("the Google Ads Editor clipboard export with billing on", () => {
  test("a trial's lock counts down to the trial's end; with the flag on, the copy runs", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUp(page, uniqueEmail("billing-export"));
    const campaign = await createExportCampaign(page, null);
    await lockEditorExport(page);
    await openResults(page, campaign.id);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Export Format" });
    const copy = dialog.getByRole("button", { name: /^Google Ads Editor \(copy to clipboard\)/ });
    await expect(copy).toHaveAttribute("aria-disabled", "true");
    await expect(copy).toContainText("Unlocks in 3 days");
    await expect(copy).toContainText("Available in exploration tier");

    await advanceBillingClock(page, 2 * dayMs + 19 * 60 * 60_000);
    await openResults(page, campaign.id);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    await expect(copy).toContainText("Unlocks in 5 hours");

    // The real flag: a running trial has the Editor export (part 1, section 6).
    await page.unroute("**/api/me");
    await openResults(page, campaign.id);
    await page.getByRole("button", { name: "Export", exact: true }).click();
    await expect(copy).not.toHaveAttribute("aria-disabled", "true");
    await answerExportSettings(dialog);
    await copy.click();
    await expect(page.getByText("Copied to Clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Responsive search ad");
  });
});
