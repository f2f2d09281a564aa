import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Every screen a test visits passes axe with no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast fading in or out is half transparent, and axe would judge its contrast mid-fade.
  await page.waitForFunction(() => [...document.querySelectorAll("[data-sonner-toast]")].every((toast) => getComputedStyle(toast).opacity === "1"));
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
  expect(blocking).toEqual([]);
}
