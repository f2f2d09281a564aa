import { expectAccessible } from "./accessibility.ts";
import { downloadFrom } from "./export-fixtures.ts";
import { createCampaignOverApi, signUpWithAccount } from "./seed.ts";
import { expect, test } from "./test.ts";

test.describe("Download my data (issue 24)", () => {
  test("the profile dialog saves every campaign the user keeps as one JSON file, at 375 px too", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const account = await signUpWithAccount(page, "my-data");
    await createCampaignOverApi(page, "Spring Bread", account.id);
    await page.reload();
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    await page.getByRole("button", { name: /^User menu/ }).click();
    await page.getByRole("button", { name: "View Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Your Account" });
    const link = dialog.getByRole("link", { name: "Download my data" });
    await expect(link).toBeVisible();
    await expectAccessible(page);

    const file = await downloadFrom(page, () => link.click());
    expect(file.name).toMatch(/^adsmith-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(file.bytes.toString("utf8")) as { accounts: { name: string }[]; campaigns: { name: string; adGroups: unknown[] }[] };
    expect(data.accounts.map((kept) => kept.name)).toContain("Crumb & Co");
    expect(data.campaigns.map((campaign) => campaign.name)).toEqual(["Spring Bread"]);
    expect(data.campaigns[0]?.adGroups).toHaveLength(1);
  });
});
