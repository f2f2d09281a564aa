import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Every screen a test visits passes axe with no violation at all, whatever its impact (minor and
 * moderate ones too: a missing landmark or a skipped heading level is a real cost to a screen-reader user).
 * `screen` names the state in the failure message when one test checks many.
 */
export async function expectAccessible(page: Page, screen?: string): Promise<void> {
  // Every screen has its h1 (axe's page-has-heading-one); a route still loading its chunk has only the shell
  // and its banners yet, which axe would judge as the page (seen once: a cancelled trial's banner, then the home).
  await page.locator("h1").first().waitFor({ state: "attached" });
  // A toast fading in or out is half transparent, and axe would judge its contrast mid-fade.
  await page.waitForFunction(() => [...document.querySelectorAll("[data-sonner-toast]")].every((toast) => getComputedStyle(toast).opacity === "1"));
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (violation) => `${violation.impact ?? "unknown"} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(found, screen).toEqual([]);
}
