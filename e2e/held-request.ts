import type { Page } from "@playwright/test";

/**
 * Holds every request matching `url` until `release()` is called, so a test can look at the screen shown
 * while the answer is awaited. A fixed delay would race the page on a busy machine: the answer could
 * arrive before the first render, and the waiting state would never be seen.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
