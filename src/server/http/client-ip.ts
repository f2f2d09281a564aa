import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address: the socket's, or, when a trusted proxy sits in front, the last X-Forwarded-For
 * hop: the one that proxy added. Earlier hops are whatever the client sent, so keying rate limits on the
 * first would let a client pick a fresh address for every attempt behind a proxy that appends.
 * Requests made in-process (tests through `app.request`) have no socket and answer `null`.
 */
export function clientIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}
