import { randomUUID } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database on a PostgreSQL server the caller may create databases on (tests, benchmarks),
 * so a run neither reads nor leaves anything in another.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomUUID().replaceAll("-", "")}`;
  await runAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // `with (force)`: a process that died mid-run may still hold connections to it.
    drop: () => runAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
