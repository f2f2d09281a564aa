import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { accessRefusalFor } from "../../domain/access/access-refusal.ts";
import type { Billing } from "../billing/billing.ts";
import type { Database } from "../db/client.ts";
import { subscriptionStateOf } from "../profiles/access-of.ts";
import { currentAccess } from "../profiles/current-access.ts";
import type { AppEnv } from "./app-env.ts";
import { errorBody } from "./errors.ts";
import { accessNeededBy } from "./route-access.ts";

/**
 * The paywall on the server: a route the table marks paid answers 402 to a signed-in user without access,
 * in the spec's words, with a machine code the web app reacts to. Runs after the session guard.
 */
export function requireAccess(db: Database, billing: Billing): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Billing off (self-hosting) includes everything: no profile to read on any route.
    if (billing.mode === "off") return next();
    const route = handlerRouteOf(c);
    // No handler: the request ends in the API's 404, which tells nothing a refusal would hide.
    if (!route || accessNeededBy(route.method, route.path) === "open") return next();
    const { profile, now, access } = await currentAccess(db, billing, c.get("user"));
    const refusal = access.hasAccess ? null : accessRefusalFor(subscriptionStateOf(profile), now);
    if (!refusal) return next();
    return c.json(errorBody(refusal.message, { code: refusal.code, statusLabel: access.statusLabel }), 402);
  };
}

/** The route that will answer: the first registered handler for the method (HEAD is answered by GET). */
function handlerRouteOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]) {
  const method = c.req.method === "HEAD" ? "GET" : c.req.method;
  return matchedRoutes(c).find((route) => route.method === method);
}
