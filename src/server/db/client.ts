import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The one database type the app codes against: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Answers whether the database responds to a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: "pglite"; dataDir: string | null } | { kind: "postgres"; url: string };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Opens the database, applies the committed migrations, and returns a handle. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const handle = target.kind === "postgres" ? await openPostgres(target.url) : await openPglite(target.dataDir);
  return handle;
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    ping: () => pingDatabase(db as unknown as Database),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // A client losing its connection (database restarted) must not crash the process: the pool hears it for
  // idle clients; a checked-out one (inside a transaction, between queries) emits on itself, and with no
  // listener Node throws. Its next query fails as a connection error (503) and the pool drops it on release.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzleNodePg(pool, { schema });
  await migrateUnderLock(url);
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: "postgres",
    ping: () => pingDatabase(db as unknown as Database),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Any fixed number, the same in every instance: the key of the advisory lock taken while migrating. */
const migrationLockKey = 7_245_118_302;

/**
 * Instances started together on one database (a deployment's replicas) take turns: the first applies the
 * migrations while the others wait on the lock, then find nothing left to apply. Without it they race to
 * create the same tables and all but one fail to start.
 */
async function migrateUnderLock(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
  } finally {
    // Ending the session releases its advisory lock, even when migrating failed.
    await client.end();
  }
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
