import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import { errorBody } from "./errors.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site. Better Auth checks its own
 * endpoints; this covers the rest of the API. Requests without Origin (curl, servers) carry no ambient
 * browser credentials worth protecting and pass.
 */
export function originCheck(trustedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    if ((origin && !trusted.has(origin)) || site === "cross-site") {
      return c.json(errorBody("Cross-site request refused"), 403);
    }
    return next();
  };
}
