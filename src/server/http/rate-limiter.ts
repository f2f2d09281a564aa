/**
 * Fixed-window rate limiting. The implementation keeps its counters in the database so that every app
 * instance behind a load balancer shares them (see DESIGN.md, principle 5).
 */
export interface RateLimiter {
  /** Counts one hit for `key`; answers whether it is still within `limit` hits per `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}
