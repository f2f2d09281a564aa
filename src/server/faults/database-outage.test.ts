import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "../db/scratch-database.ts";
import { databaseMessages } from "../http/errors.ts";
import { searchCampaignBody } from "../../../test/support/server/campaign-fixture.ts";
import { type ServerProcess, startServerProcess } from "../../../test/support/faults/server-process.ts";
import { type LoadResult, startSteadyLoad } from "../../../test/support/faults/steady-load.ts";
import { startTcpProxy, type TcpProxy } from "../../../test/support/faults/tcp-proxy.ts";

/**
 * PostgreSQL runs apart from the app, so it can stop and start under a running app: a proxy in front of a
 * scratch database plays the stopped server (the shared PostgreSQL itself is never stopped). PGlite runs
 * inside the app's own process: it cannot stop while the app runs, only be closed with it; that closed
 * handle is covered in routes/database-down.api.test.ts.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Past this a request that cannot reach the database has hung, not failed. */
const answerWithinMs = 3_000;

describe.skipIf(!adminUrl)("the PostgreSQL server stops and starts under load", () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  const dataDir = mkdtempSync(path.join(tmpdir(), "adsmith-outage-"));

  beforeAll(async () => {
    const admin = new URL(adminUrl ?? "");
    scratch = await createScratchDatabase(admin.toString(), "adsmith_outage");
    proxy = await startTcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    server = await startServerProcess({ DATABASE_URL: proxy.through(scratch.url), DATA_DIR: dataDir });
  }, 60_000);
  afterAll(async () => {
    server?.signal("SIGKILL");
    await server?.exited;
    await proxy?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 503 with the spec's message while it is down, then serves again without a restart", async () => {
    const cookies = await Promise.all([0, 1, 2, 3].map((i) => server.signUp(`outage-${i}@example.com`)));
    const load = startSteadyLoad({
      clients: cookies.length,
      async send(client, turn) {
        const cookie = cookies[client] ?? "";
        const kind = turn % 3;
        const route = kind === 0 ? "/api/me" : "/api/campaigns";
        const response =
          kind === 2
            ? await server.request(route, { cookie, body: searchCampaignBody(`Outage ${client}-${turn}`) })
            : await server.request(route, { cookie });
        return { path: kind === 2 ? "POST /api/campaigns" : route, response };
      },
    });

    let healthDown: unknown;
    try {
      await load.completed("up", 12);
      load.enter("cutting");
      await proxy.cut();
      load.enter("down");
      await load.completed("down", 6);
      const health = await server.request("/api/health");
      healthDown = { httpStatus: health.status, ...((await health.json()) as object) };
      load.enter("restoring");
      await proxy.restore();
      await sleep(1_000);
      load.enter("restored");
      await load.completed("restored", 12);
    } finally {
      await load.stop();
    }

    const summary = (results: LoadResult[]) => results.map((r) => `${r.path} ${r.status} ${r.error ?? ""} ${Math.round(r.ms)}ms`);
    const ok = (r: LoadResult) => r.status >= 200 && r.status < 300;

    const up = load.of("up");
    expect(up.length).toBeGreaterThanOrEqual(12);
    expect(summary(up.filter((r) => !ok(r)))).toEqual([]);

    const down = load.of("down");
    expect(down.length).toBeGreaterThanOrEqual(6);
    expect(summary(down.filter((r) => r.status !== 503 || r.error !== databaseMessages.connection))).toEqual([]);
    expect(Math.max(...down.map((r) => r.ms))).toBeLessThan(answerWithinMs);
    expect(healthDown).toMatchObject({ httpStatus: 503, status: "degraded", database: { up: false } });

    // Requests caught by the cut itself may fail too, but only with the same message and never by hanging.
    const between = [...load.of("cutting"), ...load.of("restoring"), ...load.spanning()];
    expect(summary(between.filter((r) => !ok(r) && (r.status !== 503 || r.error !== databaseMessages.connection)))).toEqual([]);
    expect(Math.max(0, ...between.map((r) => r.ms))).toBeLessThan(answerWithinMs);

    const restored = load.of("restored");
    expect(restored.length).toBeGreaterThanOrEqual(12);
    expect(summary(restored.filter((r) => !ok(r)))).toEqual([]);
    const healthUp = (await (await server.request("/api/health")).json()) as { database: { up: boolean } };
    expect(healthUp.database.up).toBe(true);

    // The same process all along: nothing crashed it, and it still stops cleanly.
    expect(server.output()).not.toMatch(/Uncaught|unhandled 'error' event/i);
    server.signal("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 60_000);
});
