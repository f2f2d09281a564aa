import { expectAccessible } from "./accessibility.ts";
import { bakeryPage, type LandingPageServer, serveLandingPages } from "./landing-page.ts";
import { createAccountOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

let site: LandingPageServer;
test.beforeAll(async () => {
  site = await serveLandingPages({ "/": bakeryPage });
});
test.afterAll(async () => site.close());

test.describe("Refresh a saved ad in the account's house style (issue 22)", () => {
  test("weak assets proposed beside their replacements, accepted one by one, undone, then saved", async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page, uniqueEmail("refresh"));
    const account = await createAccountOverApi(page, "Crumb & Co");
    const keywords = ["sourdough delivery", "rye bread"];
    const assets = { headlines: ["Warm Loaves Daily", "Warm Loaves Daily", "Baked Before Dawn"], descriptions: ["Fresh bread every morning."] };
    const created = await page.request.post("/api/campaigns", {
      data: {
        name: "Winter Loaves",
        campaignType: "search",
        accountId: account.id,
        formData: { campaignName: "Winter Loaves", campaignObjective: "sales", keywords: keywords.join(", "), landingPageUrl: site.url("/") },
        adGroups: [{ name: "Loaves", keywords, landingPageUrl: site.url("/"), callToAction: "Order Today", ads: [{ assets }] }],
      },
    });
    expect(created.status()).toBe(201);
    const campaign = ((await created.json()) as { campaign: { id: string; adGroups: { id: string; ads: { id: string }[] }[] } }).campaign;
    const group = campaign.adGroups[0];
    const adId = group?.ads[0]?.id ?? "";
    await page.goto(`/results?campaignId=${campaign.id}&adGroupId=${group?.id}&adId=${adId}&mode=edit&accountId=${account.id}`);
    await expect(page.getByRole("heading", { name: "Edit Ad Assets" })).toBeVisible();

    await page.getByRole("button", { name: "Refresh", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Refresh this ad" });
    await expect(dialog.getByRole("region", { name: "House style" })).toContainText("learned from 1 ad in this account");
    const proposals = dialog.getByRole("list", { name: "Proposed replacements" });
    const repeat = proposals.getByRole("listitem").filter({ hasText: "Same as headline 1" });
    await expect(repeat).toContainText("Warm Loaves Daily");
    const replacement = (await repeat.locator("ins").textContent()) ?? "";
    expect(replacement).not.toBe("");
    await expectAccessible(page);

    // Only the repeat is accepted: every other proposal is unticked by keyboard.
    const boxes = proposals.getByRole("checkbox");
    const count = await boxes.count();
    for (let index = 0; index < count; index++) {
      const box = boxes.nth(index);
      const row = proposals.getByRole("listitem").nth(index);
      if ((await row.textContent())?.includes("Same as headline 1")) continue;
      await box.focus();
      await page.keyboard.press("Space");
      await expect(box).not.toBeChecked();
    }
    await dialog.getByRole("button", { name: "Accept 1 change" }).click();
    const second = page.getByRole("textbox", { name: "Headline 2", exact: true });
    await expect(second).toHaveValue(replacement);
    await expect(page.getByRole("textbox", { name: "Headline 4", exact: true })).toHaveCount(0);

    await page.getByRole("button", { name: "Undo" }).click();
    await expect(second).toHaveValue("Warm Loaves Daily");

    await page.getByRole("button", { name: "Refresh", exact: true }).click();
    await dialog.getByRole("button", { name: /^Accept \d+ changes$/ }).click();
    await expect(second).not.toHaveValue("Warm Loaves Daily");
    await page.getByRole("button", { name: "Update Ad" }).click();
    await expect(page.getByText("Ad updated successfully!")).toBeVisible();
    const stored = (await (await page.request.get(`/api/ads/${adId}`)).json()) as { ad: { assets: { headlines: string[] } } };
    expect(new Set(stored.ad.assets.headlines).size).toBe(stored.ad.assets.headlines.length);
    expect(stored.ad.assets.headlines.length).toBeGreaterThan(3);
  });
});
