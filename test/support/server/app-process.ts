import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "./free-port.ts";

export interface AppProcess {
  url: string;
  /** The child's process id, for benchmarks that sample its memory and CPU. */
  pid: number | undefined;
  /** When the child was spawned, on `performance.now()`'s clock, for start-up timings. */
  spawnedAt: number;
  /** Whether the child has neither exited nor been killed. */
  running(): boolean;
  /** Everything the process wrote to stdout and stderr, for a failing test's message. */
  output(): string;
  /** Resolves once /api/health answers 200; rejects when the process exits first or takes too long. */
  ready: Promise<void>;
  /** Resolves with the exit code (null when a signal ended it) once the process has ended. */
  exited: Promise<number | null>;
  /** Sends a signal to a running process, as an orchestrator or a crash would. */
  signal(name: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL if it has not exited within the grace; resolves once it is gone. */
  stop(): Promise<void>;
}

const readyWithinMs = 90_000;
const stopGraceMs = 5_000;

/**
 * The real server (`src/server/main.ts`, as `npm start` runs it) in a child process on a free 127.0.0.1
 * port. The child is returned at once, before it is ready, so a caller can start several together and
 * still stop every one of them when start-up fails.
 */
export async function spawnAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // A test runner that dies mid-file must not leave a server behind.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      process.off("exit", killOnExit);
      resolve(code);
    }),
  );
  const running = () => child.exitCode === null && child.signalCode === null;

  const ready = (async () => {
    const deadline = Date.now() + readyWithinMs;
    for (;;) {
      if (!running()) throw new Error(`server on port ${port} exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`server on port ${port} did not answer /api/health within ${readyWithinMs} ms:\n${output}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  // Observed here so a process that dies while the caller awaits another one is not an unhandled rejection.
  ready.catch(() => undefined);

  return {
    url,
    pid: child.pid,
    spawnedAt,
    running,
    output: () => output,
    ready,
    exited,
    signal(name) {
      if (running()) child.kill(name);
    },
    async stop() {
      if (!running()) return;
      const force = setTimeout(() => child.kill("SIGKILL"), stopGraceMs);
      child.kill("SIGTERM");
      await exited;
      clearTimeout(force);
    },
  };
}
