import type { Page } from "@playwright/test";

/**
 * Makes the offline writer look like a slow model server to the page: the generation's server-sent
 * events reach the app one at a time, `gapMs` apart (a model's bursts come seconds apart), and aborting
 * the request errors the stream as a real fetch does. The events themselves are the server's own.
 */
export async function slowDownGeneration(page: Page, gapMs: number): Promise<void> {
  await page.addInitScript((gap: number) => {
    const realFetch = window.fetch.bind(window);
    const streamed = /^\/api\/generate-(ads|pmax-ads|demandgen-ads)$/;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      const accept = new Headers(init?.headers).get("accept") ?? "";
      if (!streamed.test(url.pathname) || !accept.includes("text/event-stream")) return realFetch(input, init);
      const signal = init?.signal ?? undefined;
      // The whole answer is read first, with the page's signal, so a Stop pressed while the server is
      // still writing aborts as a real fetch would (an abort listener added later would never fire).
      const response = await realFetch(input, init);
      const events = (await response.text()).split("\n\n").filter((block) => block.trim() !== "");
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          let stopped = false;
          const stop = () => {
            stopped = true;
            controller.error(new DOMException("The user aborted a request.", "AbortError"));
          };
          if (signal?.aborted) stop();
          else signal?.addEventListener("abort", stop);
          for (const [index, block] of events.entries()) {
            // Read at each event from storage, which a reload keeps: the gap the test set last.
            const stored = Number(window.sessionStorage.getItem("e2eWritingGapMs") ?? Number.NaN);
            const gapNow = Number.isNaN(stored) ? gap : stored;
            if (index > 0) await new Promise((resolve) => setTimeout(resolve, gapNow));
            if (stopped) return;
            controller.enqueue(encoder.encode(`${block}\n\n`));
          }
          controller.close();
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
  }, gapMs);
}

/** Changes the gap between events for the generations the page starts from now on (a fast first, then a slow one). */
export async function setWritingGap(page: Page, gapMs: number): Promise<void> {
  await page.evaluate((gap) => window.sessionStorage.setItem("e2eWritingGapMs", String(gap)), gapMs);
}
