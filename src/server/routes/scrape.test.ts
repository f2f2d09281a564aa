import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { crawlMessages, emptyCrawledContent } from "../../domain/wizard/crawled-content.ts";
import { crawlErrors } from "../crawl/crawl-error.ts";
import type { Crawler } from "../crawl/crawler.ts";
import type { AppEnv } from "../http/app-env.ts";
import { createErrorHandler } from "../http/errors.ts";
import type { RateLimiter } from "../http/rate-limiter.ts";
import { createLogger } from "../logger.ts";
import { createScrapeRoutes } from "./scrape.ts";

function appWith(crawl: Crawler["crawl"], limiter: RateLimiter = { hit: async () => ({ allowed: true, retryAfterSeconds: 0 }) }) {
  const logLines: string[] = [];
  const logger = createLogger("info", (line) => logLines.push(line));
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(logger));
  app.use("*", async (c, next) => {
    c.set("requestId", "req-1");
    c.set("user", { id: "user-1", email: "a@example.com", name: "A", emailVerified: true });
    c.set("rateLimiter", limiter);
    return next();
  });
  app.route("/api/scrape-landing-page", createScrapeRoutes({ crawl }, logger));
  const post = (body: unknown) =>
    app.request("/api/scrape-landing-page", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  return { post, logLines };
}

describe("POST /api/scrape-landing-page answers", () => {
  it.each([
    ["an address it will not crawl", crawlErrors.invalidUrl(), 400],
    ["a private address", crawlErrors.blockedAddress("10.0.0.1"), 400],
    ["a name that does not resolve", crawlErrors.notFound("shop.example"), 502],
    ["a site that does not answer", crawlErrors.unreachable("shop.example"), 502],
    ["a page that is too slow", crawlErrors.timeout(10_000), 504],
    ["an error status", crawlErrors.httpStatus(404), 502],
    ["too many redirects", crawlErrors.tooManyRedirects(5), 502],
    ["something that is not HTML", crawlErrors.notHtml("image/png"), 502],
    ["a bad certificate", crawlErrors.tls("shop.example"), 502],
    ["an unknown network failure", crawlErrors.network(), 502],
  ])("%s: empty content with the error, and a status", async (_label, error, status) => {
    const { post } = appWith(() => Promise.reject(error));
    const response = await post({ url: "https://shop.example/" });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ ...emptyCrawledContent, error: error.message });
  });

  it("a bug: 'Backend scraping failed', with the details in the log only", async () => {
    const { post, logLines } = appWith(() => Promise.reject(new TypeError("cannot read properties of undefined")));
    const response = await post({ url: "https://shop.example/" });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ ...emptyCrawledContent, error: crawlMessages.backendFailed });
    expect(logLines.join("\n")).toContain("cannot read properties of undefined");
  });

  it("bad bodies: a 400 naming the field", async () => {
    const { post } = appWith(() => Promise.reject(new Error("not reached")));
    expect(((await (await post({})).json()) as { error: string }).error).toMatch(/^url: /);
    expect(((await (await post({ url: "   " })).json()) as { error: string }).error).toBe("url: the landing page address is required");
    expect(((await (await post({ url: `https://e.example/${"a".repeat(2048)}` })).json()) as { error: string }).error).toMatch(/^url: /);
    expect((await post("{nope")).status).toBe(400);
  });

  it("past the allowance: 429 with when to try again, without crawling", async () => {
    let crawled = false;
    const { post } = appWith(
      () => {
        crawled = true;
        return Promise.reject(new Error("not reached"));
      },
      { hit: async () => ({ allowed: false, retryAfterSeconds: 42 }) },
    );
    const response = await post({ url: "https://shop.example/" });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("42");
    expect(((await response.json()) as { error: string }).error).toBe("Too many page crawls: at most 30 a minute. Try again in 42 seconds.");
    expect(crawled).toBe(false);
  });
});
