import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createLogger } from "../logger.ts";
import type { AppEnv } from "./app-env.ts";
import { createErrorHandler } from "./errors.ts";
import { originCheck } from "./origin-check.ts";
import { readJson } from "./validate.ts";

function appWith(register: (app: Hono<AppEnv>) => void, logLines: string[] = []) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("requestId", "req-1");
    return next();
  });
  app.onError(createErrorHandler(createLogger("info", (line) => logLines.push(line))));
  register(app);
  return app;
}

const post = (app: Hono<AppEnv>, body: string, headers: Record<string, string> = {}) =>
  app.request("/thing", { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

describe("bad input is a 400 naming the field", () => {
  const app = appWith((a) =>
    a.post("/thing", async (c) => c.json(await readJson(c, z.object({ name: z.string().max(5), count: z.number() })))),
  );

  it("refuses malformed JSON", async () => {
    const response = await post(app, "{not json");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Request body must be valid JSON" });
  });

  it("names a missing field", async () => {
    const response = await post(app, JSON.stringify({ name: "ok" }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^count: /);
  });

  it("names a wrong type and an over-long string", async () => {
    const wrongType = await post(app, JSON.stringify({ name: "ok", count: "3" }));
    expect(((await wrongType.json()) as { error: string }).error).toMatch(/^count: /);
    const tooLong = await post(app, JSON.stringify({ name: "much too long", count: 3 }));
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: string }).error).toMatch(/^name: /);
  });
});

describe("unexpected errors", () => {
  it("answer 500 with the request id and no stack trace, and are logged", async () => {
    const logLines: string[] = [];
    const app = appWith((a) => a.get("/boom", () => Promise.reject(new Error("secret internals at line 42"))), logLines);
    const response = await app.request("/boom");
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: "Internal server error", details: { requestId: "req-1" } });
    expect(body).not.toContain("secret internals");
    expect(logLines.some((line) => line.includes("secret internals") && line.includes("req-1"))).toBe(true);
  });
});

describe("cross-site requests", () => {
  const app = appWith((a) => {
    a.use("*", originCheck(["http://localhost:3000"]));
    a.post("/thing", (c) => c.json({ done: true }));
  });

  it("refuses a state change from another origin", async () => {
    const response = await post(app, "{}", { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Cross-site request refused" });
  });

  it("refuses a browser's cross-site fetch even without an Origin header", async () => {
    expect((await post(app, "{}", { "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("lets the app's own origin through", async () => {
    expect((await post(app, "{}", { origin: "http://localhost:3000" })).status).toBe(200);
  });
});
