import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crawlMessages } from "../../domain/wizard/crawled-content.ts";
import { createLogger } from "../logger.ts";
import { CrawlError } from "./crawl-error.ts";
import { createCrawler } from "./crawler.ts";
import { createChromiumRenderer } from "./render/chromium-renderer.ts";
import type { Renderer } from "./render/renderer.ts";
import { loopbackServerOnly, page, type PageServer, startPageServer } from "../../../test/support/crawl/page-server.ts";

const logger = createLogger("silent");
const latin1 = (text: string) => Uint8Array.from(Buffer.from(text, "latin1"));
/** "<h1>テキストエディタ</h1>" in Shift_JIS. */
const shiftJisHeading = Uint8Array.from([
  60, 104, 49, 62, 131, 101, 131, 76, 131, 88, 131, 103, 131, 71, 131, 102, 131, 66, 131, 94, 60, 47, 104, 49, 62,
]);

const shell = `<!doctype html><html lang="en"><head><title>Notebook</title><meta name="description" content="Notes that sync everywhere">
  </head><body><div id="root"></div><script src="/app.js"></script></body></html>`;
const app = `
  fetch('/data.json').then((r) => r.json()).then((data) => {
    document.getElementById('root').innerHTML = '<h1>' + data.heading + '</h1><ul><li>Offline sync for teams</li><li>End-to-end encrypted notes</li></ul>';
    return fetch('http://169.254.169.254/latest/meta-data/');
  }).then(() => { document.title = 'metadata reached'; }, () => {
    const p = document.createElement('p');
    p.textContent = 'The metadata request never left the browser.';
    document.body.appendChild(p);
  });`;

let server: PageServer;
beforeAll(async () => {
  server = await startPageServer({
    "/latin1": page(latin1("<title>Caf\u00e9 Cr\u00e8me</title><h1>Cr\u00e8me br\u00fbl\u00e9e</h1>"), { "content-type": "text/html; charset=iso-8859-1" }),
    "/sjis": page(shiftJisHeading, { "content-type": "text/html; charset=Shift_JIS" }),
    "/sjis-meta": page(Uint8Array.from([...latin1('<meta charset="shift_jis">'), ...shiftJisHeading]), { "content-type": "text/html" }),
    "/shell": page(shell),
    "/app.js": page(app, { "content-type": "text/javascript" }),
    "/data.json": page(JSON.stringify({ heading: "Notes that follow you everywhere" }), { "content-type": "application/json" }),
  });
});
afterAll(() => server.close());

const crawlerWith = (renderer: Renderer | null, timeoutMs?: number) =>
  createCrawler({ policy: loopbackServerOnly, userAgent: "Adsmith-test", logger, renderer, timeoutMs });

describe("crawling a page end to end", () => {
  it("refuses what is not an http(s) address", async () => {
    const error = await crawlerWith(null).crawl("mailto:someone@example.com").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrawlError);
    expect((error as CrawlError).message).toBe(crawlMessages.invalidUrl);
  });

  it.each([
    ["ISO-8859-1", "/latin1", "Crème brûlée"],
    ["Shift_JIS", "/sjis", "テキストエディタ"],
    ["Shift_JIS from <meta charset>", "/sjis-meta", "テキストエディタ"],
  ])("decodes %s", async (_label, path, heading) => {
    const content = await crawlerWith(null).crawl(server.url(path));
    expect(content.headings).toEqual([heading]);
    expect(content.page).toMatchObject({ url: server.url(path), rendering: "static" });
  });

  it("says that a JavaScript-only page needed a browser when none is available, keeping its title and meta tags", async () => {
    const content = await crawlerWith(null).crawl(server.url("/shell"));
    expect(content).toMatchObject({ title: "Notebook", metaDescription: "Notes that sync everywhere", headings: [], productFeatures: [] });
    expect(content.page).toMatchObject({ rendering: "needs-browser", notice: crawlMessages.needsBrowser });
  });

  it("falls back the same way when rendering fails", async () => {
    const failing: Renderer = { render: () => Promise.reject(new Error("browser crashed")) };
    const content = await crawlerWith(failing).crawl(server.url("/shell"));
    expect(content.page).toMatchObject({ rendering: "needs-browser", notice: crawlMessages.renderFailed });
    expect(content.title).toBe("Notebook");
  });

  it("extracts from what the renderer returns", async () => {
    const rendered: Renderer = { render: async () => `<title>Notebook</title><h1>Rendered heading text</h1>` };
    const content = await crawlerWith(rendered).crawl(server.url("/shell"));
    expect(content.headings).toEqual(["Rendered heading text"]);
    expect(content.page.rendering).toBe("browser");
  });
});

describe.skipIf(!existsSync("/usr/bin/chromium"))("rendering in headless Chromium", () => {
  it("runs the page's scripts, answering every request through the address rule", async () => {
    const shellRequests = () => server.requests.filter((request) => request.path === "/shell").length;
    const before = shellRequests();
    // A generous deadline: starting a browser on a busy machine must not turn this into a fallback.
    const content = await crawlerWith(createChromiumRenderer("/usr/bin/chromium"), 25_000).crawl(server.url("/shell"));
    expect(content.page.rendering).toBe("browser");
    expect(content.title).toBe("Notebook");
    expect(content.headings).toEqual(["Notes that follow you everywhere"]);
    expect(content.productFeatures).toEqual(["Offline sync for teams", "End-to-end encrypted notes"]);
    expect(content.keyContent).toContain("The metadata request never left the browser.");
    // The page itself was fetched once, by the crawler; the browser was handed the same bytes.
    expect(shellRequests() - before).toBe(1);
    expect(server.requests.find((request) => request.path === "/data.json")?.userAgent).toBe("Adsmith-test");
  }, 30_000);
});
