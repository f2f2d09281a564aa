import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { createScratchDatabase } from "../../src/server/db/scratch-database.ts";
import { largeEditorLines } from "../../test/support/imports/editor-files.ts";
import { startServer } from "../server/server-process.ts";
import { signUpOver } from "../server/sign-up.ts";

/**
 * Issue 22: a generated Google Ads Editor file (UTF-16LE, tabs, as Editor writes it) imported through the
 * API of a spawned app process: the dry run, then the save in one transaction. Each size runs in a fresh
 * process, so its peak memory (VmHWM) is its own; the growth over the warmed-up server says whether memory
 * follows the file. The file is written to disk and streamed up, so the client holds none of it either.
 */
const sizes = [10_000, 50_000, 100_000] as const;

async function writeEditorFile(file: string, rows: number): Promise<number> {
  const out = createWriteStream(file);
  out.write(Buffer.from([0xff, 0xfe]));
  for (const line of largeEditorLines(rows)) if (!out.write(Buffer.from(`${line}\r\n`, "utf16le"))) await once(out, "drain");
  out.end();
  await once(out, "finish");
  return statSync(file).size;
}

/** A memory figure of the process from /proc (Linux), in MB. */
function memoryMb(pid: number | undefined, field: "VmHWM" | "VmRSS"): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Math.round(Number(kb) / 1024);
}

/** The server's resident memory sampled every 20 ms while the request runs: the startup's high-water mark (VmHWM) would hide it. */
async function upload(url: string, file: string, cookie: string, pid: number | undefined): Promise<{ ms: number; status: number; body: string; maxRssMb: number }> {
  let maxRssMb = memoryMb(pid, "VmRSS");
  const sampler = setInterval(() => {
    maxRssMb = Math.max(maxRssMb, memoryMb(pid, "VmRSS"));
  }, 20);
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { cookie, origin: new URL(url).origin, "content-type": "text/tab-separated-values" },
      body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      duplex: "half",
    } as RequestInit);
    const body = await response.text();
    return { ms: Math.round(performance.now() - started), status: response.status, body, maxRssMb };
  } finally {
    clearInterval(sampler);
  }
}

const signed = (mb: number) => `${mb >= 0 ? "+" : "−"}${Math.abs(mb)} MB`;

async function measure(rows: number, file: string, bytes: number, databaseUrl: string | null): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "adsmith-bench-import-"));
  const server = await startServer(dataDir, { BILLING: "off", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  try {
    const { cookie } = await signUpOver(server.url, `bench-import-${rows}@example.com`);
    const created = await fetch(`${server.url}/api/accounts`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ name: "Import bench" }),
    });
    if (created.status !== 201) throw new Error(`creating the account failed: ${created.status} ${await created.text()}`);
    const { account } = (await created.json()) as { account: { id: string } };
    const url = `${server.url}/api/accounts/${account.id}/imports`;
    const before = memoryMb(server.pid, "VmRSS");
    const preview = await upload(`${url}?dryRun=1`, file, cookie, server.pid);
    if (preview.status !== 200) throw new Error(`dry run answered ${preview.status}: ${preview.body.slice(0, 300)}`);
    const saved = await upload(url, file, cookie, server.pid);
    if (saved.status !== 201) throw new Error(`import answered ${saved.status}: ${saved.body.slice(0, 300)}`);
    const { import: summary } = JSON.parse(saved.body) as { import: { counts: Record<string, number> } };
    const counts = Object.entries(summary.counts).map(([key, value]) => `${value} ${key}`).join(", ");
    return (
      `import ${rows.toLocaleString("en-US")} rows on ${databaseUrl ? "PostgreSQL" : "PGlite"} (${(bytes / 1024 / 1024).toFixed(1)} MB UTF-16LE; ${counts}): ` +
      `dry run ${preview.ms} ms, save ${saved.ms} ms; server RSS ${before} MB before, at most ${preview.maxRssMb} MB during the dry run ` +
      `(${signed(preview.maxRssMb - before)}) and ${saved.maxRssMb} MB during the save (${signed(saved.maxRssMb - before)})`
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * On PGlite the database lives in the server's process, and its memory grows with the rows stored; on
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) the server's memory is the import's alone.
 */
export async function runImportBench(adminUrl: string | null): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "adsmith-bench-import-file-"));
  try {
    for (const rows of sizes) {
      const file = path.join(dir, `editor-${rows}.csv`);
      const bytes = await writeEditorFile(file, rows);
      console.log(await measure(rows, file, bytes, null));
      if (!adminUrl) continue;
      const database = await createScratchDatabase(adminUrl, "adsmith_bench_import");
      try {
        console.log(await measure(rows, file, bytes, database.url));
      } finally {
        await database.drop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
