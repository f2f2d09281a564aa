import { Hono } from "hono";
import type { AppEnv } from "../http/app-env.ts";

export interface HealthDependencies {
  databaseKind: "pglite" | "postgres";
  pingDatabase(): Promise<boolean>;
  version: string;
  /** The AI writer in use: `offline` / `offline-writer` unless a provider is configured; the results screen reads its notice. */
  ai: { provider: string; model: string; changesToMakeNotice: string | null };
}

/**
 * Readiness: 503 while the database is unreachable, so a load balancer that reads only the status code takes
 * the instance out too; the body says which part is down.
 */
export function createHealthRoutes(deps: HealthDependencies) {
  return new Hono<AppEnv>().get("/health", async (c) => {
    const databaseUp = await deps.pingDatabase();
    return c.json(
      {
        status: databaseUp ? "ok" : "degraded",
        version: deps.version,
        database: { kind: deps.databaseKind, up: databaseUp },
        ai: deps.ai,
      },
      databaseUp ? 200 : 503,
    );
  });
}
