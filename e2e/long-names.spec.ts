import type { Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { createAccountOverApi, createCampaignOverApi } from "./seed.ts";
import { signUp, uniqueEmail } from "./users.ts";

const longName = `Müller & Söhne Sanitär GmbH ${"Heizung Lüftung Klimatechnik ".repeat(7)}`.slice(0, 200).trim();

async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => {
    const client = document.documentElement.clientWidth;
    // The outermost elements reaching past the edge: what to fix when this fails.
    const culprits = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().right > client + 1 && element.parentElement!.getBoundingClientRect().right <= client + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 160));
    return { scroll: document.documentElement.scrollWidth, client, culprits };
  });
  expect(widths.scroll, `the page scrolls sideways: ${widths.culprits.join(" | ")}`).toBeLessThanOrEqual(widths.client);
}

test.describe("long client names fit at 390 px (issue 18)", () => {
  test("cards, the list heading and the page never overflow, and the name is whole", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, uniqueEmail("long-names"));
    await createAccountOverApi(page, "Müller & Söhne Sanitär GmbH");
    const account = await createAccountOverApi(page, longName);
    await createCampaignOverApi(page, longName, account.id);
    await page.reload();
    await expect(page.getByText("Müller & Söhne Sanitär GmbH", { exact: true }).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await sidebar.getByRole("button", { name: /^Account: / }).click();
    const item = page.getByRole("button", { name: longName, exact: true });
    await expect(item).toBeVisible();
    await expect(item.getByTitle(longName)).toHaveText(longName);
    const box = await item.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await expectNoHorizontalOverflow(page);
    await page.keyboard.press("Escape");

    await page.goto(`/campaigns?accountId=${account.id}&accountName=${encodeURIComponent(longName)}`);
    await expect(page.getByRole("heading", { level: 2, name: longName })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
