import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../../src/server/db/client.ts";
import { createScratchDatabase } from "../../../src/server/db/scratch-database.ts";

export type TestDatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server the tests may create databases on. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/** A fresh, migrated database of the given kind; closing it removes every trace. */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  return kind === "pglite" ? openPgliteCopy() : openFreshPostgres();
}

async function openPgliteCopy(): Promise<DatabaseHandle> {
  const dir = mkdtempSync(path.join(tmpdir(), "adsmith-pglite-test-"));
  cpSync(inject("pgliteTemplate"), dir, { recursive: true });
  const handle = await openDatabase({ kind: "pglite", dataDir: dir });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openFreshPostgres(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const scratch = await createScratchDatabase(adminUrl, "adsmith_test");
  const handle = await openDatabase({ kind: "postgres", url: scratch.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
