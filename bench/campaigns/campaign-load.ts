import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DatabaseTarget, openDatabase } from "../../src/server/db/client.ts";
import { startServer } from "../server/server-process.ts";
import { signUpOver } from "../server/sign-up.ts";
import { createScratchDatabase } from "../../src/server/db/scratch-database.ts";
import { type MeasureOptions, measureCampaignReads } from "./campaign-measure.ts";
import type { SeedUser } from "./campaign-rows.ts";
import { seedCampaigns } from "./campaign-seed.ts";

const ownerCampaigns = 10_000;
const otherUsers = 100;
const otherCampaigns = 20;
// Sign-up hashes a password; a few at a time keep both cores busy without queueing 101 hashes at once.
const signUpConcurrency = 4;
// 101 sign-ups from one address: the default limit of 10 a minute would refuse most of them.
const serverEnv = { AUTH_ATTEMPTS_PER_MINUTE: "100000" };

/**
 * Issue 4: the campaign list's first page and single campaigns, 10,000 campaigns for one user beside 100 others,
 * on PGlite and, given a server URL, on a fresh PostgreSQL database that is dropped afterwards.
 */
export async function runCampaignLoadBench(postgresUrl: string | null, options: MeasureOptions = { connections: 32, seconds: 5, warmUpSeconds: 1, serialSeconds: 3 }): Promise<void> {
  await benchOn("PGlite", null, options);
  if (postgresUrl) await benchOn("PostgreSQL", postgresUrl, options);
  else console.log("campaigns on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}

async function benchOn(label: string, adminUrl: string | null, options: MeasureOptions): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "adsmith-bench-campaigns-"));
  const database = adminUrl ? await createScratchDatabase(adminUrl, "adsmith_bench") : null;
  const env = database ? { ...serverEnv, DATABASE_URL: database.url } : serverEnv;
  // The same place the server's config opens, so the seed lands where the restarted server reads.
  const target: DatabaseTarget = database ? { kind: "postgres", url: database.url } : { kind: "pglite", dataDir: path.join(dataDir, "pglite") };
  try {
    const { owner, cookie, others } = await signUpUsers(dataDir, env);
    // PGlite allows one process per data folder, so the seed runs between two server lifetimes; PostgreSQL
    // takes the same path so both figures come from a server started on an already-seeded database.
    const started = performance.now();
    const handle = await openDatabase(target);
    let ids: string[];
    try {
      ids = await seedCampaigns(handle.db, { owner, ownerCampaigns, others, otherCampaigns });
    } finally {
      await handle.close();
    }
    console.log(`${label}: seeded ${ownerCampaigns} + ${otherUsers}x${otherCampaigns} campaigns (3 ad groups, 6 ads each) ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const server = await startServer(dataDir, env);
    try {
      await measureCampaignReads(label, server.url, cookie, ids, options);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

async function signUpUsers(dataDir: string, env: Record<string, string>): Promise<{ owner: SeedUser; cookie: string; others: SeedUser[] }> {
  const server = await startServer(dataDir, env);
  try {
    const signUp = async (email: string): Promise<SeedUser & { cookie: string }> => {
      const { cookie, userId } = await signUpOver(server.url, email);
      return { id: userId, email, cookie };
    };
    const owner = await signUp("bench-owner@example.com");
    const others: SeedUser[] = [];
    for (let start = 0; start < otherUsers; start += signUpConcurrency) {
      const count = Math.min(signUpConcurrency, otherUsers - start);
      const batch = Array.from({ length: count }, (_, offset) => signUp(`bench-user-${start + offset + 1}@example.com`));
      others.push(...(await Promise.all(batch)).map(({ id, email }) => ({ id, email })));
    }
    return { owner: { id: owner.id, email: owner.email }, cookie: owner.cookie, others };
  } finally {
    await server.stop();
  }
}
