import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describeLoad, runLoad } from "../load/run-load.ts";
import { signUpOver } from "./sign-up.ts";
import { startServer } from "./server-process.ts";

/** GET /api/me under load on 127.0.0.1, bounded in time: the cost of the session check every request pays. */
export async function runMeLoadBench(seconds = 5, connections = 32): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "adsmith-bench-me-"));
  const server = await startServer(dataDir);
  try {
    const { cookie } = await signUpOver(server.url, "bench@example.com");
    const options = { connections, seconds };
    const result = await runLoad({ url: `${server.url}/api/me`, headers: { cookie }, ...options });
    console.log(describeLoad("GET /api/me", options, result));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
