import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import PgBoss from "pg-boss";
import type { DatabaseHandle } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import type { BulkConfig } from "./bulk-config.ts";

/** The queue every bulk item goes through, one task per landing page (docs/decisions/bulk-jobs.md). */
export const pageQueue = "bulk-page";

export interface PageTask {
  itemId: string;
}

/**
 * pg-boss over the app's own database connection. On PostgreSQL it shares the app's pool; on PGlite (one
 * connection, no socket) every statement goes through the same PGlite, which runs one statement or one
 * transaction at a time, so pg-boss's queries simply wait their turn behind the app's transactions.
 * Statements without parameters may be several (pg-boss's own migrations): PGlite runs those with `exec`.
 */
export function queueDatabase(handle: DatabaseHandle): PgBoss.Db {
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (handle.kind === "postgres") {
    const pool = client as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const pglite = client as PGlite;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

export function createJobQueue(handle: DatabaseHandle, config: BulkConfig, logger: Logger): PgBoss {
  const boss = new PgBoss({
    db: queueDatabase(handle),
    // Nothing is scheduled by cron; maintenance (expiring tasks of a worker that died) is what we need.
    schedule: false,
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds: config.maintenanceSeconds,
    pollingIntervalSeconds: config.pollingSeconds,
    expireInSeconds: config.taskExpireSeconds,
    retryLimit: config.taskRetries,
    retryDelay: 1,
    archiveCompletedAfterSeconds: 3_600,
  } as PgBoss.ConstructorOptions);
  boss.on("error", (error: Error) => logger.warn("bulk queue", { error: error.message }));
  return boss;
}
