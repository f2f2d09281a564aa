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

  it("answers every other path with index.html, never cached, so the client router shows its own 404", async () => {
    const app = createWebAppRoutes(webRoot);
    const response = await app.request("/no-such-screen");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain('<div id=root>');
  });
});
