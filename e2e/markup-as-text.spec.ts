import type { Page } from "@playwright/test";
import { type LandingPageServer, serveLandingPages } from "./landing-page.ts";
import { createAccountOverApi } from "./seed.ts";
import { expect, test } from "./test.ts";
import { signUp, uniqueEmail } from "./users.ts";

/**
 * A landing page whose text is markup, as a hostile or careless page could have it: escaped in the
 * body (so the crawl reads the characters), raw in the title (where HTML reads it as text anyway).
 */
const markupPage = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Crumb <img src=x onerror=alert(1)> Bakery</title>
  <meta name="description" content="Sourdough &lt;script&gt;alert(2)&lt;/script&gt; baked every morning and delivered across Leeds.">
</head>
<body>
  <main>
    <h1>Fresh bread &lt;img src=x onerror=alert(3)&gt; every morning</h1>
    <p>We bake small batches of naturally leavened bread &lt;script&gt;alert(4)&lt;/script&gt; with organic flour.</p>
    <ul><li>&lt;b&gt;Organic&lt;/b&gt; flour</li><li>Free delivery &lt;a href="javascript:alert(5)"&gt;over £20&lt;/a&gt;</li></ul>
  </main>
</body>
</html>`;

const accountName = "<img src=x onerror=alert(6)> Crumb";
const campaignName = "<script>alert(7)</script> Loaves";
const headline = "<img src=x onerror=alert(8)>";

let site: LandingPageServer;
test.beforeAll(async () => {
  site = await serveLandingPages({ "/": markupPage });
});
test.afterAll(async () => site.close());

/** No dialog opened, no image or script element made from text, on the screen as it is now. */
async function expectNothingInjected(page: Page, dialogs: string[]) {
  expect(dialogs).toEqual([]);
  await expect(page.locator("img[src=x]")).toHaveCount(0);
  await expect(page.locator("b", { hasText: "Organic" })).toHaveCount(0);
  const scripts = await page.locator("script").evaluateAll((elements) => elements.map((element) => element.textContent ?? ""));
  expect(scripts.filter((text) => text.includes("alert("))).toEqual([]);
}

test.describe("markup in crawled text, names and AI output is shown as text, never run", () => {
  test("a Demand Gen campaign from a page full of markup, saved under an account named with markup", async ({ page }) => {
    test.setTimeout(90_000);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await signUp(page, uniqueEmail("markup"));
    const account = await createAccountOverApi(page, accountName);
    await page.goto(`/campaign-type?accountId=${account.id}`);
    await page.getByRole("button", { name: /^Demand Gen/ }).click();
    await page.getByLabel("Campaign Name").fill(campaignName);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Landing Page URL").fill(site.url("/"));
    await page.getByLabel("Content Themes").fill("slow baking, breakfast at home");

    // The crawled page, in the wizard's summary: the title's characters exactly as the page wrote them.
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary.getByText("Read: Crumb <img src=x onerror=alert(1)> Bakery", { exact: true })).toBeVisible();
    await expectNothingInjected(page, dialogs);

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/demandgen-results/);
    await expect(page.getByText("Demand Gen ads generated!")).toBeVisible({ timeout: 30_000 });
    await expectNothingInjected(page, dialogs);

    // Whatever the writer took from the page shows in the preview exactly as in its field.
    const feed = page.getByRole("region", { name: "Feed ad preview" });
    const longHeadline = await page.getByRole("textbox", { name: "Long headline 1", exact: true }).inputValue();
    await expect(feed).toContainText(longHeadline);

    // AI output with markup in it, as a model could write it: the field and the preview show the characters.
    const first = page.getByRole("textbox", { name: "Headline 1", exact: true });
    await first.fill(headline);
    await expect(first).toHaveValue(headline);
    // Gmail's preview is the one that shows the short headline.
    await feed.getByRole("button", { name: "Gmail" }).click();
    await expect(feed).toContainText(headline);
    await expectNothingInjected(page, dialogs);

    await page.getByRole("button", { name: "Save Campaign" }).click();
    await expect(page.getByText("Campaign saved!")).toBeVisible();
    await expect(page).toHaveURL(/\/campaigns\?accountId=/);
    await expect(page.getByRole("heading", { level: 2, name: campaignName })).toBeVisible();
    await expect(page.getByText(accountName).first()).toBeVisible();
    await expectNothingInjected(page, dialogs);

    await page.goto("/");
    await expect(page.getByText(accountName).first()).toBeVisible();
    await expectNothingInjected(page, dialogs);
  });
});
