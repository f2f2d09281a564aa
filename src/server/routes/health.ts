import { Hono } from "hono";
import type { AppEnv } from "../http/app-env.ts";

export interface HealthDependencies {
  databaseKind: "pglite" | "postgres";
  pingDatabase(): Promise<boolean>;
  version: string;
  /** The AI writer in use: `offline` / `offline-writer` unless a provider is configured; the results screen reads its notice. */
  ai: { provider: string; model: string; changesToMakeNotice: string | null };
}

/** Liveness and readiness in one answer; load balancers read `database` to take an instance out. */
export function createHealthRoutes(deps: HealthDependencies) {
  return new Hono<AppEnv>().get("/health", async (c) => {
    const databaseUp = await deps.pingDatabase();
    return c.json({
      status: databaseUp ? "ok" : "degraded",
      version: deps.version,
      database: { kind: deps.databaseKind, up: databaseUp },
      ai: deps.ai,
    });
  });
}
