import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Moves focus with Tab (or Shift+Tab) until it is on the target, as a keyboard user would, and proves the
 * focus is visible there. No click and no focus() call: if the target cannot be reached, the test fails.
 */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; maxPresses?: number } = {}): Promise<void> {
  const key = options.backwards ? "Shift+Tab" : "Tab";
  for (let presses = 0; presses <= (options.maxPresses ?? 80); presses += 1) {
    if ((await target.count()) === 1 && (await target.evaluate((element) => element === document.activeElement))) {
      await expectFocusVisible(target);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/**
 * The focused element matches :focus-visible and shows it: an outline, or the ring (a box shadow) drawn
 * on it or on the label card that wraps it (the radio cards).
 */
export async function expectFocusVisible(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const shown = await target.evaluate((element) => {
    if (!element.matches(":focus-visible")) return "focused, but not :focus-visible";
    const drawn = (candidate: Element | null) => {
      if (!candidate) return false;
      const style = getComputedStyle(candidate);
      const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== "none";
    };
    return drawn(element) || drawn(element.closest("label")) ? "visible" : "no outline or ring";
  });
  expect(shown, `focus indicator on ${target.toString()}`).toBe("visible");
}

/** Selects the whole value of the focused field and types over it. */
export async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}
