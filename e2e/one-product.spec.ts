import type { Page } from "@playwright/test";
import { field, runDemandGenWizard, runPerformanceMaxWizard, runSearchWizard } from "./campaign-flows.ts";
import { bakeryPage, type LandingPageServer, serveLandingPages } from "./landing-page.ts";
import { signUpWithAccount } from "./seed.ts";
import { expect, test } from "./test.ts";

/** Issue 18, 'One product, not three': the three results screens behave as one. */

const germanPage = `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><title>Backstube Müller | Sauerteigbrot aus Leipzig</title>
<meta name="description" content="Sauerteigbrot aus Bio-Mehl, jeden Morgen frisch gebacken und in ganz Leipzig geliefert.">
<meta property="og:site_name" content="Backstube Müller"></head>
<body><main>
  <h1>Sauerteigbrot, jeden Morgen frisch gebacken</h1>
  <p>Wir backen kleine Mengen Brot mit Natursauerteig und steingemahlenem Bio-Mehl aus der Region.</p>
  <h2>Lieferung vor dem Frühstück</h2>
  <p>Bestellen Sie bis 21 Uhr und Ihr Brot ist am nächsten Morgen um 8 Uhr warm bei Ihnen in Leipzig.</p>
  <ul><li>48 Stunden lange Teigführung</li><li>Steingemahlenes Bio-Mehl</li><li>Ohne Zusatzstoffe</li><li>Kostenlose Lieferung ab 20 Euro</li></ul>
</main></body></html>`;

let site: LandingPageServer;
test.beforeAll(async () => {
  site = await serveLandingPages({ "/": bakeryPage, "/de": germanPage });
});
test.afterAll(async () => site.close());

/** The field's tag and whether its whole text shows without scrolling inside it. */
const fieldShape = (page: Page, name: string) =>
  field(page, name).evaluate((element) => ({ tag: element.tagName, clipped: element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1 }));

test.describe("the results screens are the wizard's step 3 of 3, with the bar full", () => {
  test("Search, Performance Max and Demand Gen", async ({ page }) => {
    test.setTimeout(90_000);
    const account = await signUpWithAccount(page, "step-three");
    for (const run of [runSearchWizard, runPerformanceMaxWizard, runDemandGenWizard]) {
      await run(page, { accountId: account.id, url: site.url("/") });
      await expect(page.getByText("Step 3 of 3")).toBeVisible();
      await expect(page.getByRole("progressbar", { name: "Wizard progress" })).toHaveAttribute("aria-valuenow", "100");
    }
  });
});

test.describe("descriptions and long headlines are readable without clicking, in every type", () => {
  test("they wrap in boxes that grow with their text; headlines stay one line", async ({ page }) => {
    test.setTimeout(90_000);
    const account = await signUpWithAccount(page, "wrapping-fields");
    await runPerformanceMaxWizard(page, { accountId: account.id, url: site.url("/") });
    const long = "Organic sourdough and rye, baked every morning and delivered warm across Leeds by 8 am";
    await field(page, "Description 1").fill(long);
    expect(await fieldShape(page, "Description 1")).toEqual({ tag: "TEXTAREA", clipped: false });
    await field(page, "Long headline 1").fill(long);
    expect(await fieldShape(page, "Long headline 1")).toEqual({ tag: "TEXTAREA", clipped: false });
    expect((await fieldShape(page, "Headline 1")).tag).toBe("INPUT");

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fieldShape(page, "Description 1")).toEqual({ tag: "TEXTAREA", clipped: false });
  });
});

test.describe("on a phone the preview is a tap away, and headline rows fit one line", () => {
  test("at 390 px: a Preview button on every type, each headline row one line, nothing wider than the screen", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await signUpWithAccount(page, "phone-preview");
    for (const run of [runSearchWizard, runPerformanceMaxWizard, runDemandGenWizard]) {
      await run(page, { accountId: account.id, url: site.url("/") });
      const heading = page.getByRole("heading", { name: "Live Ad Preview" });
      await page.getByRole("heading", { level: 1 }).scrollIntoViewIfNeeded();
      if (run !== runDemandGenWizard) await expect(heading).not.toBeInViewport();
      await page.getByRole("button", { name: "Preview", exact: true }).click();
      await expect(heading).toBeInViewport();
      await expect(heading).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    }

    await runSearchWizard(page, { accountId: account.id, url: site.url("/") });
    const rows = await page.locator("li:has(> div > input[aria-label^='Headline '])").evaluateAll((items) => items.map((item) => (item.firstElementChild as HTMLElement).getBoundingClientRect().height));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const height of rows) expect(height).toBeLessThanOrEqual(40);
    // The row's tools are one tap away in its menu.
    await page.getByRole("button", { name: "More actions for headline 2" }).click();
    await page.getByRole("button", { name: "Move headline 2 up" }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
});

test.describe("the previews look like the ads Google shows", () => {
  test("Search: the business-name line over the address; Mobile is a phone's card, not Desktop's", async ({ page }) => {
    const account = await signUpWithAccount(page, "search-preview");
    await runSearchWizard(page, { accountId: account.id, url: site.url("/") });
    const preview = page.getByRole("region", { name: "Ad preview" });
    await expect(preview.getByTestId("search-preview-brand")).toHaveText("Crumb & Co.");
    const card = preview.locator("[data-device]");
    const desktop = await card.boundingBox();
    await expect(preview.getByRole("list", { name: "Sitelinks" })).toContainText(/\S/);
    const desktopSitelinks = await preview.getByRole("list", { name: "Sitelinks" }).innerText();

    await preview.getByRole("button", { name: "mobile" }).click();
    await expect(card).toHaveAttribute("data-device", "mobile");
    const mobile = await card.boundingBox();
    expect(mobile?.width).toBeLessThan((desktop?.width ?? 0) - 40);
    // A phone draws sitelinks as chips, without their description lines.
    expect((await preview.getByRole("list", { name: "Sitelinks" }).innerText()).length).toBeLessThan(desktopSitelinks.length);
  });

  test("Demand Gen: the advertiser is the business, not the host, and the button speaks the ad's language", async ({ page }) => {
    test.setTimeout(60_000);
    const account = await signUpWithAccount(page, "feed-preview");
    await runDemandGenWizard(page, { accountId: account.id, url: site.url("/de") });
    const preview = page.getByRole("region", { name: "Feed ad preview" });
    await expect(preview).toContainText("Backstube Müller");
    await expect(preview).not.toContainText("127.0.0.1");
    await expect(preview).toContainText("Mehr erfahren");
    await expect(preview).not.toContainText("Learn More");
  });
});
