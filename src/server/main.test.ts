import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnAppProcess } from "../../test/support/server/app-process.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "adsmith-main-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the server process", () => {
  it("starts on an empty data folder, migrates, answers, and stops cleanly on SIGTERM", async () => {
    const server = await spawnAppProcess({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    try {
      await server.ready;
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as { database: { up: boolean } };
      expect(health.database.up).toBe(true);

      server.signal("SIGTERM");
      expect(await server.exited).toBe(0);
      const lines = server.output().split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as { message: string });
      expect(lines.map((line) => line.message)).toEqual(expect.arrayContaining(["listening", "shutting down", "stopped"]));
      // No Stripe variable set: test mode, said out loud at start because it takes no payment.
      expect(lines.find((line) => line.message === "billing")).toMatchObject({ level: "warn", mode: "local" });
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("refuses to start with half of Stripe configured (an empty key), naming what is missing", async () => {
    const server = await spawnAppProcess({
      DATA_DIR: dataDir,
      BILLING: "auto",
      STRIPE_SECRET_KEY: "",
      STRIPE_WEBHOOK_SECRET: "whsec_adsmith",
      STRIPE_PRICE_ANNUAL: "price_annual",
      STRIPE_PRICE_MONTHLY: "price_monthly",
    });
    try {
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain("Stripe billing needs STRIPE_SECRET_KEY (missing or empty)");
    } finally {
      await server.stop();
    }
  }, 60_000);
});
