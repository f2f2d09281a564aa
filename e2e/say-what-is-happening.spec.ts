import type { Page } from "@playwright/test";
import { adsReady, field, runSearchWizard, startSearchGeneration } from "./campaign-flows.ts";
import { bakeryPage, type LandingPageServer, serveLandingPages } from "./landing-page.ts";
import { signUpWithAccount } from "./seed.ts";
import { setWritingGap, slowDownGeneration } from "./slow-writer.ts";
import { expect, test } from "./test.ts";

/** Issue 18, 'Say what is happening' on the results screens. */

/** Polish: a language the offline writer has no phrasebook for (issue 19). */
const polishPage = `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><title>Piekarnia Kłos | Chleb na zakwasie codziennie rano</title>
<meta name="description" content="Pieczemy chleb na naturalnym zakwasie z polskiej mąki i dowozimy go do domu."></head>
<body><main>
  <h1>Chleb na zakwasie codziennie rano</h1>
  <p>Nasz chleb dojrzewa czterdzieści osiem godzin i piecze się każdego ranka w piecu opalanym drewnem.</p>
  <h2>Dostawa do domu</h2>
  <p>Zamówienia złożone do dwudziestej pierwszej dowozimy następnego dnia przed ósmą rano.</p>
  <ul><li>Naturalny zakwas</li><li>Polska mąka żytnia</li><li>Bez konserwantów</li></ul>
</main></body></html>`;

let site: LandingPageServer;
test.beforeAll(async () => {
  site = await serveLandingPages({ "/": bakeryPage, "/pl": polishPage });
});
test.afterAll(async () => site.close());

test.describe("the writer's notices reach the results header", () => {
  test("a Polish page: the header says the ads use only the page's own phrases, and why", async ({ page }) => {
    const account = await signUpWithAccount(page, "writer-notice");
    await runSearchWizard(page, { accountId: account.id, url: site.url("/pl") });
    await expect(page.getByText("The offline writer has no phrasebook for Polish, so these ads use only the page's own Polish phrases")).toBeVisible();
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
    // What is tested from here is that writing starts again and shows its progress, not how slowly.
    await setWritingGap(page, 150);
    await page.getByRole("button", { name: "Write the ads" }).click();
    await expect(progress).toBeVisible();
    await adsReady(page);
    await expect(progress).toBeHidden({ timeout: 30_000 });
  });
});

/** Every text the toasts show from now on, joined: a toast is caught even when it leaves before a look. */
async function recordToasts(page: Page): Promise<() => Promise<string>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const note = () => {
      for (const toast of document.querySelectorAll("[data-sonner-toast]")) seen.push(toast.textContent ?? "");
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
    (window as unknown as { toastTexts: string[] }).toastTexts = seen;
  });
  return () => page.evaluate(() => (window as unknown as { toastTexts: string[] }).toastTexts.join(" | "));
}

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

    // Long enough between events that Stop, pressed after the first one, lands before the next on a busy
    // runner too (at 2 s the regeneration sometimes finished first).
    await setWritingGap(page, 6_000);
    await page.getByLabel("Tone of Voice").selectOption({ index: 2 });
    await page.getByRole("button", { name: "Regenerate with New Context" }).click();
    const progress = page.getByTestId("writing-progress");
    // The previous ads are still on screen, but the progress counts only what this writing has given.
    await expect(progress).toContainText(/Writing… 0 of \d+/);
    await expect(progress).toContainText(/Writing… [1-9]\d* of \d+/, { timeout: 20_000 });
    const toasts = await recordToasts(page);
    await progress.getByRole("button", { name: "Stop" }).click();

    // Recorded as it appears: the toast leaves after a few seconds, which a busy runner can spend elsewhere.
    await expect.poll(toasts, { timeout: 15_000 }).toContain("Stopped. Your ads are as they were.");
    await expect(progress).toBeHidden();
    await expect(headlines).toHaveCount(count);
    const after = await headlines.evaluateAll((fields) => fields.map((input) => (input as HTMLInputElement | HTMLTextAreaElement).value));
    expect(after).toEqual(before);
    await expect(field(page, "Headline 1")).toBeEditable();
    await expect(page.getByRole("heading", { name: "Stopped before any ads were written." })).toHaveCount(0);
  });
});
