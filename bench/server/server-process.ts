import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "../../test/support/server/free-port.ts";

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `npm start`'s server process on a free port and resolves once every path in `readyPaths` has
 * answered 200 (by default /api/health), with how long each took from the spawn.
 */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  readyPaths: readonly string[] = ["/api/health"],
): Promise<RunningServer & { startupMs: number; firstOkMs: Record<string, number> }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const firstOkMs: Record<string, number> = {};
  try {
    // Each path polled on its own, so one that is ready early is timed when it is, not when the others are.
    await Promise.all(readyPaths.map(async (readyPath) => {
      firstOkMs[readyPath] = (await firstOk(child, `${url}${readyPath}`)) - started;
    }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, startupMs: Math.max(...Object.values(firstOkMs)), firstOkMs, stop };
}

// Far beyond any start seen here, even with the machine loaded; a path that never answers 200 fails the run.
const readyTimeoutMs = 120_000;

/** When the address first answered 200, polling every 10 ms while the process lives. */
async function firstOk(child: ChildProcess, address: string): Promise<number> {
  const deadline = performance.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() > deadline) throw new Error(`${address} gave no 200 within ${readyTimeoutMs / 1000} s`);
    try {
      const response = await fetch(address);
      await response.arrayBuffer();
      if (response.ok) return performance.now();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
