import { loadavg } from "node:os";
import type { Page } from "playwright-core";
import { generateSearchCampaign, startSignedInApp } from "./signed-in-app.ts";

/** Issue 12's goal: a keystroke in a headline shows on screen within one 60 Hz frame. */
const goalMs = 16;

/** 40 characters: the headline runs past its 30-character limit on the way, as real typing does. */
const typed = "Fresh organic sourdough at your door now";

interface KeystrokeTimes {
  /**
   * From the moment the page starts handling a keystroke (its keydown listener) to the end of React's
   * handling of its input event: the handlers and React's render and commit of the edited list, without
   * the time the key waited for the page. The preview and the quality panel follow in a deferred render.
   */
  toCommit: number[];
  /** From the key's event time to after the next frame: also the wait for the page and for the 60 Hz frame. */
  toNextFrame: number[];
  /** Event Timing entries at or over 16 ms (the API reports no shorter ones): keydown, input, keyup. */
  slowEvents: { name: string; duration: number; processing: number }[];
}

/**
 * Typing into a headline of the Search results editor with 15 headlines, 4 descriptions and 4 sitelinks
 * and the live preview open, in the production build in Chromium, timed per keystroke in the page.
 */
export async function runTypingBench(): Promise<void> {
  const app = await startSignedInApp("typing");
  try {
    await generateSearchCampaign(app);
    const { page } = app;
    await expectFullEditor(page);
    const headline = page.getByRole("textbox", { name: "Headline 1", exact: true });
    await headline.click();
    await headline.press("ControlOrMeta+a");
    await headline.press("Backspace");
    await page.evaluate(startTiming);
    // A pause between keys, as a fast typist's 150 words a minute leaves, so each keystroke is timed alone.
    await page.keyboard.type(typed, { delay: 80 });
    await page.waitForTimeout(200);
    const times = await page.evaluate(() => (window as unknown as { keystrokeTimes: KeystrokeTimes }).keystrokeTimes);
    if ((await headline.inputValue()) !== typed) throw new Error("the headline does not hold what was typed");
    if (times.toCommit.length !== typed.length || times.toNextFrame.length !== typed.length) throw new Error(`timed ${times.toCommit.length} of ${typed.length} keystrokes`);
    report(times);
  } finally {
    await app.close();
  }
}

async function expectFullEditor(page: Page): Promise<void> {
  const sitelinkSlots = page.locator("fieldset", { has: page.locator("legend", { hasText: /^Sitelinks/ }) }).locator("li");
  const counts = {
    headlines: await page.getByRole("textbox", { name: /^Headline \d+$/ }).count(),
    descriptions: await page.getByRole("textbox", { name: /^Description \d+$/ }).count(),
    sitelinks: await sitelinkSlots.evaluateAll((slots) => slots.filter((slot) => (slot.querySelector("input")?.value ?? "").trim() !== "").length),
  };
  if (counts.headlines !== 15 || counts.descriptions !== 4 || counts.sitelinks !== 4) {
    throw new Error(`the editor holds ${counts.headlines} headlines, ${counts.descriptions} descriptions, ${counts.sitelinks} sitelinks; the bench needs 15, 4 and 4`);
  }
  await page.getByRole("region", { name: "Ad preview" }).waitFor();
}

/** Runs in the page: times every keystroke from now on. */
function startTiming(): void {
  const times: KeystrokeTimes = { toCommit: [], toNextFrame: [], slowEvents: [] };
  let keydownAt = 0;
  (window as unknown as { keystrokeTimes: KeystrokeTimes }).keystrokeTimes = times;
  document.addEventListener(
    "keydown",
    (event) => {
      keydownAt = performance.now();
      // The frame after the handlers and React's commit: rAF runs before that frame's paint, the
      // timeout after it, so the keystroke's work and the frame showing it are both inside.
      requestAnimationFrame(() => setTimeout(() => times.toNextFrame.push(performance.now() - event.timeStamp)));
    },
    { capture: true },
  );
  // React renders and commits a typed character synchronously in its listener on the app's root; a
  // listener on the window in the bubbling phase runs right after, with the new text on the page. (A task
  // queued from here would also wait for the deferred preview render and sometimes a frame.)
  window.addEventListener("input", () => times.toCommit.push(performance.now() - keydownAt));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!["keydown", "keypress", "input", "keyup", "beforeinput"].includes(entry.name)) continue;
      times.slowEvents.push({ name: entry.name, duration: entry.duration, processing: entry.processingEnd - entry.processingStart });
    }
  }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function summary(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const [p50, p95, max] = [percentile(sorted, 50), percentile(sorted, 95), sorted.at(-1) ?? Number.NaN];
  const over = sorted.filter((ms) => ms >= goalMs).length;
  return `${label}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms (${over} of ${sorted.length} at ${goalMs} ms or more)`;
}

function report({ toCommit, toNextFrame, slowEvents }: KeystrokeTimes): void {
  const load = loadavg().map((value) => value.toFixed(1)).join(", ");
  const p95 = percentile([...toCommit].sort((a, b) => a - b), 95);
  console.log(`Typing ${toCommit.length} characters into headline 1 (15 headlines, 4 descriptions, 4 sitelinks, preview open; load average ${load}):`);
  console.log(`  ${summary("handling to React's commit", toCommit)}; goal under ${goalMs} ms at p95: ${p95 < goalMs ? "met" : "NOT met"}`);
  console.log(`  ${summary("key event to the next frame", toNextFrame)}`);
  const slowest = [...slowEvents].sort((a, b) => b.duration - a.duration).slice(0, 3).map((event) => `${event.name} ${event.duration} ms (handlers ${event.processing.toFixed(1)} ms)`);
  console.log(`  Event Timing entries of 16 ms or more: ${slowEvents.length}${slowest.length > 0 ? `, slowest ${slowest.join(", ")}` : ""}`);
}
