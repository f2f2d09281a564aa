import { Hono } from "hono";
import { z } from "zod";
import { type Auth, clientIpHeader } from "../auth/auth.ts";
import type { AppEnv } from "../http/app-env.ts";
import { clientIp } from "../http/client-ip.ts";
import { parseInput } from "../http/validate.ts";
import { accountSignInLimit, tooManyAccountSignInsMessage } from "../../domain/accounts/credentials.ts";
import { errorBody } from "../http/errors.ts";
import { signUpCheckEmailAnswer } from "../../domain/accounts/sign-up-answer.ts";

/**
 * Better Auth's standard endpoints under /api/auth. We set the client address header ourselves (any
 * client-sent copy is replaced) so its sign-in rate limit keys on the real address, and give its error
 * answers the API's `{ error }` shape while keeping its own fields for its client.
 */
export function createAuthRoutes(auth: Auth, options: { trustProxy: boolean; attemptsPerMinute: number; requireVerification: boolean }) {
  const { trustProxy, attemptsPerMinute, requireVerification } = options;
  return new Hono<AppEnv>().on(["GET", "POST"], "/auth/*", async (c) => {
    const startedAt = Date.now();
    // Better Auth stores names as sent: its bodies meet the same text and nesting rule as every other body.
    let body: unknown;
    if (c.req.header("content-type")?.includes("application/json")) {
      body = await c.req.raw.clone().json().catch(() => undefined);
      if (body !== undefined) parseInput(z.unknown(), body);
    }
    // Per account, from any address (Better Auth limits per address): known and unknown alike.
    const email = c.req.method === "POST" && c.req.path.endsWith("/auth/sign-in/email") ? signInEmailOf(body) : null;
    if (email) {
      const limit = await c.get("rateLimiter").hit(`sign-in:${email}`, accountSignInLimit.attemptsPerWindow(attemptsPerMinute), accountSignInLimit.windowMs);
      if (!limit.allowed) {
        c.header("Retry-After", String(limit.retryAfterSeconds));
        return c.json(errorBody(tooManyAccountSignInsMessage(limit.retryAfterSeconds)), 429);
      }
    }
    const headers = new Headers(c.req.raw.headers);
    headers.delete(clientIpHeader);
    const ip = clientIp(c, trustProxy);
    if (ip) headers.set(clientIpHeader, ip);
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    if (requireVerification && response.ok && c.req.method === "POST" && c.req.path.endsWith("/auth/sign-up/email")) {
      return alikeSignUpAnswer(startedAt);
    }
    return response.status >= 400 ? withErrorField(response) : response;
  });
}

/**
 * With verification on, a sign-up answers the same for a new and a taken address (issue 24): Better Auth
 * answers a taken one with a made-up user of its own, whose id and times differ from a real one's only by
 * chance; this one body says all there is to say, and no earlier than `signUpAnswerFloorMs` after the
 * request came, so the time the new account's writes take does not tell the two apart either.
 */
async function alikeSignUpAnswer(startedAt: number): Promise<Response> {
  const wait = signUpAnswerFloorMs - (Date.now() - startedAt);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return Response.json(signUpCheckEmailAnswer);
}

/** Longer than the password hashing and the account's writes together take on a loaded server. */
const signUpAnswerFloorMs = 600;

function signInEmailOf(body: unknown): string | null {
  const email = typeof body === "object" && body !== null && "email" in body ? body.email : null;
  return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null;
}

async function withErrorField(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  // Better Auth's answer, JSON of its own shape that differs by endpoint: only a string `message` is read.
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const message =
    typeof body?.message === "string" && body.message ? body.message : response.statusText || "Request failed";
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...body, error: message }), { status: response.status, headers });
}
