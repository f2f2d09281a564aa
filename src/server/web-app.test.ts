import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebAppRoutes } from "./web-app.ts";

let webRoot: string;
const script = `console.log(${JSON.stringify("adsmith ".repeat(500))});`;

beforeAll(() => {
  webRoot = mkdtempSync(path.join(tmpdir(), "adsmith-web-root-"));
  mkdirSync(path.join(webRoot, "assets"));
  writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>Adsmith</title><div id=root></div>");
  writeFileSync(path.join(webRoot, "assets", "index-abc123.js"), script);
});
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

describe("the built web app", () => {
  it("serves hashed assets compressed and cached for a year", async () => {
    const app = createWebAppRoutes(webRoot);
    const response = await app.request("/assets/index-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = new Uint8Array(await response.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 4);
  });

  it("answers the app's routes with index.html, never cached", async () => {
    const app = createWebAppRoutes(webRoot);
    for (const route of ["/", "/campaigns", "/sign-in", "/pmax-results", "/campaign/abc/edit", "/billing/local-checkout/cs_1"]) {
      const response = await app.request(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("<div id=root>");
    }
  });
});

describe("unknown paths (issue 18: the 404 screen is a real 404)", () => {
  it("answer HTTP 404 with index.html, so the client router still shows its 404 screen", async () => {
    const app = createWebAppRoutes(webRoot);
    // Part 2, section 2 lists /bulk-ads and /feedback but shows them as not found.
    for (const route of ["/no-such-screen", "/bulk-ads", "/feedback", "/campaigns/extra", "/campaign/abc"]) {
      const response = await app.request(route);
      expect(response.status, route).toBe(404);
      expect(await response.text()).toContain("<div id=root>");
    }
  });
});
