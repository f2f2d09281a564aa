import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import type { RateLimiter } from "./rate-limiter.ts";

/**
 * Fixed-window counters in one upsert, on the database clock, so concurrent requests on any number of app
 * instances count against the same window.
 */
export function createDatabaseRateLimiter(db: Database): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const expired = sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${windowMs / 1000})`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStartedAt: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
          },
        })
        .returning({
          count: rateLimits.count,
          retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStartedAt}
            + make_interval(secs => ${windowMs / 1000}) - now()))))::int`,
        });
      if (!row) throw new Error("Rate limit counter returned no row");
      return { allowed: row.count <= limit, retryAfterSeconds: Number(row.retryAfter) };
    },
  };
}
