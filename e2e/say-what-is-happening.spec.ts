import { field, runSearchWizard, startSearchGeneration } from "./campaign-flows.ts";
import { bakeryPage, type LandingPageServer, serveLandingPages } from "./landing-page.ts";
import { signUpWithAccount } from "./seed.ts";
import { setWritingGap, slowDownGeneration } from "./slow-writer.ts";
import { expect, test } from "./test.ts";

/** Issue 18, 'Say what is happening' on the results screens. */

const japanesePage = `<!doctype html>
<html lang="ja">
<head><meta charset="utf-8"><title>パン工房こむぎ | 毎朝焼きたての天然酵母パン</title>
<meta name="description" content="国産小麦と天然酵母で毎朝焼き上げるパンを、ご自宅までお届けします。"></head>
<body><main>
  <h1>毎朝焼きたての天然酵母パン</h1>
  <p>国産小麦と天然酵母を使い、四十八時間かけてゆっくり発酵させたパンを毎朝焼いています。</p>
  <h2>朝八時までにお届け</h2>
  <p>前日の夜九時までのご注文で、翌朝八時までに焼きたてのパンをご自宅にお届けします。</p>
  <ul><li>天然酵母でじっくり発酵</li><li>国産小麦を使用</li><li>添加物は使いません</li></ul>
</main></body></html>`;

let site: LandingPageServer;
test.beforeAll(async () => {
  site = await serveLandingPages({ "/": bakeryPage, "/ja": japanesePage });
});
test.afterAll(async () => site.close());

test.describe("the writer's notices reach the results header", () => {
  test("a Japanese page: the header says the ads are in English and why", async ({ page }) => {
    const account = await signUpWithAccount(page, "writer-notice");
    await runSearchWizard(page, { accountId: account.id, url: site.url("/ja") });
    await expect(page.getByText("this page is in Japanese, so these ads are in English")).toBeVisible();
  });
});

test.describe("a model that writes slowly shows how far it is, and can be stopped", () => {
  test("'Writing… n of 27' counts up, the quality panel waits, and Stop keeps what arrived", async ({ page }) => {
    test.setTimeout(90_000);
    const account = await signUpWithAccount(page, "slow-writer");
    await slowDownGeneration(page, 2_500);
    await startSearchGeneration(page, { accountId: account.id, url: site.url("/") });

    const progress = page.getByTestId("writing-progress");
    await expect(progress).toContainText(/Writing… 0 of 27/);
    await expect(progress).toContainText(/Writing… (1[5-9]|2\d) of 27/, { timeout: 20_000 });
    await expect(page.getByLabel("Ad quality")).toContainText("Checked when the writing ends.");
    await expect(page.getByText(/policy problems? Google would reject/)).toHaveCount(0);
    const kept = await field(page, "Headline 1").inputValue();
    expect(kept).not.toBe("");

    await progress.getByRole("button", { name: "Stop" }).click();
    await expect(progress).toBeHidden();
    await expect(page.getByText(/^Stopped\. The \d+ of 27 assets written so far are kept\.$/)).toBeVisible();
    await expect(field(page, "Headline 1")).toHaveValue(kept);
    await expect(field(page, "Headline 1")).toBeEditable();
    await expect(page.getByLabel("Ad quality")).toContainText(/No policy problems|policy problem/);
  });

  test("Stop before the first asset offers to write again, and the live region says it was stopped", async ({ page }) => {
    test.setTimeout(90_000);
    const account = await signUpWithAccount(page, "stop-early");
    await slowDownGeneration(page, 4_000);
    await startSearchGeneration(page, { accountId: account.id, url: site.url("/") });
    const progress = page.getByTestId("writing-progress");
    await expect(progress).toContainText("Writing… 0 of 27");
    await progress.getByRole("button", { name: "Stop" }).click();
    await expect(page.getByRole("heading", { name: "Stopped before any ads were written." })).toBeVisible();
    await expect(page.getByTestId("generation-status")).toHaveText("Writing your Search ads was stopped before anything was written.");
    await page.getByRole("button", { name: "Write the ads" }).click();
    await expect(progress).toBeVisible();
    await expect(field(page, "Headline 15")).toBeVisible({ timeout: 60_000 });
    await expect(progress).toBeHidden({ timeout: 30_000 });
  });
});

test.describe("Stop during a regeneration keeps the ads the user had, and says so", () => {
  test("'Regenerate with New Context' stopped halfway: the headlines are the previous ones, editable, and a toast says they are as they were", async ({ page }) => {
    test.setTimeout(120_000);
    const account = await signUpWithAccount(page, "stop-regeneration");
    await slowDownGeneration(page, 0);
    await startSearchGeneration(page, { accountId: account.id, url: site.url("/") });
    await expect(page.getByTestId("generation-status")).toHaveText(/^Your Search ads are ready/, { timeout: 30_000 });
    const headlines = page.getByRole("textbox", { name: /^Headline \d+$/ });
    const count = await headlines.count();
    expect(count).toBeGreaterThan(0);
    const before = await headlines.evaluateAll((fields) => fields.map((input) => (input as HTMLInputElement | HTMLTextAreaElement).value));

    await setWritingGap(page, 2_000);
    await page.getByLabel("Tone of Voice").selectOption({ index: 2 });
    await page.getByRole("button", { name: "Regenerate with New Context" }).click();
    const progress = page.getByTestId("writing-progress");
    await expect(progress).toContainText(/Writing… [1-9]\d* of \d+/, { timeout: 20_000 });
    await progress.getByRole("button", { name: "Stop" }).click();

    await expect(progress).toBeHidden();
    await expect(page.getByText("Stopped. Your ads are as they were.")).toBeVisible();
    await expect(headlines).toHaveCount(count);
    const after = await headlines.evaluateAll((fields) => fields.map((input) => (input as HTMLInputElement | HTMLTextAreaElement).value));
    expect(after).toEqual(before);
    await expect(field(page, "Headline 1")).toBeEditable();
    await expect(page.getByRole("heading", { name: "Stopped before any ads were written." })).toHaveCount(0);
  });
});
