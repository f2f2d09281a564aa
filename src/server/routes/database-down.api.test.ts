import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/server/test-app.ts";

describe("the database stops under a running app", () => {
  it("answers 503 with 'Database connection failed. Please check your internet connection' and health answers 503", async () => {
    const t = await createTestApp("pglite");
    const { cookie } = await t.signUp("down@example.com");
    expect((await t.request("/api/accounts", { cookie })).status).toBe(200);

    await t.database.close();

    const response = await t.request("/api/accounts", { cookie });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "Database connection failed. Please check your internet connection" });
    const health = await t.request("/api/health");
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "degraded", database: { up: false } });
    await t.close();
  });

  it("keeps the session token out of the logs when the session lookup fails", async () => {
    const t = await createTestApp("pglite");
    const { cookie } = await t.signUp("token-in-logs@example.com");
    const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    expect(token.length).toBeGreaterThan(10);

    await t.database.close();
    expect((await t.request("/api/me", { cookie })).status).toBe(503);

    expect(t.logLines.some((line) => line.includes("params: [redacted]"))).toBe(true);
    expect(t.logLines.filter((line) => line.includes(token))).toEqual([]);
    await t.close();
  });
});
