import { type AppProcess, spawnAppProcess } from "../../test/support/server/app-process.ts";

export interface RunningServer {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Starts `npm start`'s server process (the tests' app-process helper) on a free port and resolves once
 * every path in `readyPaths` has answered 200 (by default /api/health), with how long each took from the spawn.
 */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  readyPaths: readonly string[] = ["/api/health"],
): Promise<RunningServer & { startupMs: number; firstOkMs: Record<string, number> }> {
  const app = await spawnAppProcess({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
  const firstOkMs: Record<string, number> = {};
  try {
    // Each path polled on its own, so one that is ready early is timed when it is, not when the others are.
    await Promise.all(readyPaths.map(async (readyPath) => {
      firstOkMs[readyPath] = (await firstOk(app, `${app.url}${readyPath}`)) - app.spawnedAt;
    }));
  } catch (error) {
    await app.stop();
    throw error;
  }
  return { url: app.url, pid: app.pid, startupMs: Math.max(...Object.values(firstOkMs)), firstOkMs, stop: app.stop };
}

// Far beyond any start seen here, even with the machine loaded; a path that never answers 200 fails the run.
const readyTimeoutMs = 120_000;

/** When the address first answered 200, polling every 10 ms while the process lives. */
async function firstOk(app: AppProcess, address: string): Promise<number> {
  const deadline = performance.now() + readyTimeoutMs;
  for (;;) {
    if (!app.running()) throw new Error(`server exited:\n${app.output()}`);
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
