import type { Browser } from "playwright-core";
import { crawlErrors } from "../crawl-error.ts";
import { type CrawlContext, timeLeft } from "../crawl-context.ts";
import type { FetchedPage } from "../fetch-page.ts";
import { chromiumFlags } from "./chromium-flags.ts";
import { createRenderSlots } from "./render-slots.ts";
import type { Renderer } from "./renderer.ts";
import { answerRoutedRequest } from "./routed-request.ts";

/**
 * Every request is answered by the route handler. Should anything get past it (a worker, WebRTC), it
 * finds no name resolving and only a proxy that does not exist.
 */
const containment = [
  "--dns-prefetch-disable",
  "--host-resolver-rules=MAP * ~NOTFOUND",
  "--proxy-server=http://127.0.0.1:9",
  "--proxy-bypass-list=<-loopback>",
  "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
];

/** Left of the deadline for reading the page once it has loaded. */
const readingReserveMs = 300;
const concurrentRenders = 2;

/**
 * Headless Chromium (Debian's, never a downloaded one), launched per render: renders are rare, and a
 * browser per render leaves nothing running between crawls. `--no-sandbox` is needed where the server
 * runs as root in a container; the page is contained by the route handler instead, which answers every
 * request through the crawler's guarded fetch.
 */
export function createChromiumRenderer(executablePath: string): Renderer {
  const slots = createRenderSlots(concurrentRenders);
  return {
    async render(fetched, context) {
      const release = await slots.acquire(context.deadline.signal);
      try {
        const { chromium } = await import("playwright-core");
        const browser = await chromium.launch({
          executablePath,
          headless: true,
          args: [...chromiumFlags, ...containment],
          timeout: Math.max(1, timeLeft(context.deadline)),
        });
        return await renderIn(browser, fetched, context);
      } finally {
        release();
      }
    },
  };
}

async function renderIn(browser: Browser, fetched: FetchedPage, context: CrawlContext): Promise<string> {
  const close = () => void browser.close();
  context.deadline.signal.addEventListener("abort", close, { once: true });
  try {
    const browserContext = await browser.newContext({ serviceWorkers: "block", userAgent: context.userAgent });
    const page = await browserContext.newPage();
    await page.routeWebSocket(/.*/, (socket) => socket.close());
    let documentServed = false;
    await page.route("**/*", async (route) => {
      const request = route.request();
      // The page itself was fetched already; the browser gets the very bytes the crawl read.
      if (!documentServed && request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        documentServed = true;
        await route.fulfill({ status: 200, contentType: fetched.contentType, body: Buffer.from(fetched.bytes) });
        return;
      }
      await answerRoutedRequest(route, context);
    });
    try {
      await page.goto(fetched.url.href, { waitUntil: "networkidle", timeout: Math.max(1, timeLeft(context.deadline) - readingReserveMs) });
    } catch (error) {
      // A page that never goes quiet (polling, analytics) is read as it stands when time is up.
      if (!(error instanceof Error && error.name === "TimeoutError")) throw error;
    }
    return await page.content();
  } catch (error) {
    if (context.deadline.signal.aborted) throw crawlErrors.timeout(context.deadline.ms);
    throw error;
  } finally {
    context.deadline.signal.removeEventListener("abort", close);
    await browser.close();
  }
}
