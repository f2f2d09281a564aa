import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { createScratchDatabase, type ScratchDatabase } from "../db/scratch-database.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";
import { adGroupCount, adsPerGroup, largeCampaignBody, storedUnderKey } from "../../../test/support/faults/save-in-flight.ts";
import { type ServerProcess, startServerProcess } from "../../../test/support/faults/server-process.ts";
import { startTcpProxy, type TcpProxy } from "../../../test/support/faults/tcp-proxy.ts";

/**
 * A save of a large campaign is in flight when the server process is stopped: politely (SIGTERM, as a
 * deploy or `docker stop` does) or not at all (SIGKILL, a crash or an out-of-memory kill). Afterwards the
 * campaign is stored once and whole, or not at all, and a 2xx was only ever answered for one that is
 * stored; the client's retry with the same idempotency key after a restart leaves exactly one.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const complete = { adGroups: adGroupCount, ads: adGroupCount * adsPerGroup };

type ClientOutcome = { status: number } | { failed: string };

describe.each(testDatabaseKinds())("a save in flight when the server stops, on %s", (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "adsmith-shutdown-"));
  let scratch: ScratchDatabase | null = null;
  let proxy: TcpProxy | null = null;
  let env: Record<string, string> = { DATA_DIR: dataDir };

  beforeAll(async () => {
    if (kind === "postgres") {
      const admin = new URL(process.env.TEST_DATABASE_URL ?? "");
      scratch = await createScratchDatabase(admin.toString(), "adsmith_shutdown");
      // A database a network away: every round trip costs a little, so the save takes long enough to interrupt.
      proxy = await startTcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
      proxy.setDelay(2);
      env = { ...env, DATABASE_URL: proxy.through(scratch.url) };
    }
  });
  afterAll(async () => {
    await proxy?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The stored state, read straight from the database once no server holds it. */
  async function stored(key: string) {
    const database = await openDatabase(scratch ? { kind: "postgres", url: scratch.url } : { kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      return await storedUnderKey(database.db, key);
    } finally {
      await database.close();
    }
  }

  const save = (server: ServerProcess, cookie: string, key: string) =>
    server.request("/api/campaigns", { cookie, body: largeCampaignBody(`Shutdown ${key}`), headers: { "idempotency-key": key } });

  // One server at a time, on one data folder: each test stops it mid-save and leaves a restarted one behind.
  let server: ServerProcess;
  let cookie: string;
  /** How long one such save takes here, so the signal lands half-way through the next. */
  let saveMs: number;

  beforeAll(async () => {
    server = await startServerProcess(env);
    cookie = await server.signUp(`shutdown-${kind}@example.com`);
    const started = performance.now();
    expect((await save(server, cookie, "warm-up-save")).status).toBe(201);
    saveMs = performance.now() - started;
  }, 120_000);
  afterAll(async () => {
    if (!server) return;
    server.signal("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  const stops: ["SIGTERM" | "SIGKILL", string][] = [
    ["SIGTERM", "finishes the save, answers it, then stops"],
    ["SIGKILL", "stores it whole or not at all"],
  ];
  it.each(stops)("stopped by %s: %s", async (signal) => {
    const key = `in-flight-${signal}`;
    const answer: Promise<ClientOutcome> = save(server, cookie, key).then(
      (response) => ({ status: response.status }),
      (error: unknown) => ({ failed: String(error) }),
    );
    await sleep(saveMs / 2);
    const stoppedAt = performance.now();
    server.signal(signal);
    const outcome = await answer;
    const exitCode = await server.exited;
    const stoppedWithinMs = performance.now() - stoppedAt;

    const afterStop = await stored(key);
    expect(afterStop.length).toBeLessThanOrEqual(1);
    for (const campaign of afterStop) expect(campaign).toEqual(complete);
    if ("status" in outcome && outcome.status < 300) expect(afterStop).toEqual([complete]);
    if (signal === "SIGTERM") {
      // A polite stop drains what is in flight: the save completes and is answered, then the process ends.
      expect(outcome).toEqual({ status: 201 });
      expect(exitCode).toBe(0);
      expect(stoppedWithinMs).toBeLessThan(10_000);
    }

    // The client retries the save with the same key once the server is back.
    server = await startServerProcess(env);
    const retry = await save(server, cookie, key);
    expect(retry.status).toBe(afterStop.length === 1 ? 200 : 201);
    const { campaign } = (await retry.json()) as { campaign: { adGroups: { ads: unknown[] }[] } };
    expect({ adGroups: campaign.adGroups.length, ads: campaign.adGroups.flatMap((group) => group.ads).length }).toEqual(complete);
    const list = (await (await server.request(`/api/campaigns?search=${key}`, { cookie })).json()) as { campaigns: unknown[] };
    expect(list.campaigns).toHaveLength(1);
  }, 120_000);
});
