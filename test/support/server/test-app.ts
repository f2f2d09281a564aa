import { createApp } from "../../../src/server/app.ts";
import { createAuth } from "../../../src/server/auth/auth.ts";
import { createBilling } from "../../../src/server/billing/billing.ts";
import { type Clock, createClock } from "../../../src/server/billing/clock.ts";
import { type Config, loadConfig } from "../../../src/server/config.ts";
import type { DatabaseHandle } from "../../../src/server/db/client.ts";
import { createLogger, type Logger } from "../../../src/server/logger.ts";
import { openTestDatabase, type TestDatabaseKind } from "./test-database.ts";

export const testOrigin = "http://localhost:3999";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  config: Config;
  logLines: string[];
  clock: Clock;
  /** A request as the browser app sends it: same origin, JSON body, the given session cookie. */
  request(path: string, init?: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> }): Promise<Response>;
  /** Signs a new user up and answers the session cookie to send with later requests. */
  signUp(email: string, password?: string, name?: string): Promise<{ cookie: string; userId: string }>;
  close(): Promise<void>;
}

/** The real app over a fresh database, driven through `app.request` (no sockets, no ports). */
export async function createTestApp(
  kind: TestDatabaseKind,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const config: Config = {
    ...loadConfig({ PORT: "3999", BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123", DATA_DIR: "/tmp/adsmith-unused" }),
    webRoot: "/nonexistent-web-root",
    ...overrides,
  };
  const logLines: string[] = [];
  const logger: Logger = createLogger("info", (line) => logLines.push(line));
  const clock = createClock();
  const billing = createBilling(config.billing, database.db, config.publicUrl, clock);
  const auth = createAuth(database.db, config, logger, billing);
  const app = createApp({ config, database, auth, logger, billing, version: "test" });

  const request: TestApp["request"] = (path, init = {}) => {
    const headers: Record<string, string> = { origin: testOrigin, ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    }
    return Promise.resolve(app.request(path, { method: init.method ?? (body ? "POST" : "GET"), headers, body }));
  };

  return {
    app,
    database,
    config,
    logLines,
    clock,
    request,
    async signUp(email, password = "correct-horse-battery", name = "Test User") {
      const response = await request("/api/auth/sign-up/email", { body: { email, password, name } });
      if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
      const { user } = (await response.json()) as { user: { id: string } };
      return { cookie: sessionCookie(response), userId: user.id };
    },
    close: async () => {
      await app.bulkJobs.stop();
      await database.close();
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready to send back. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
