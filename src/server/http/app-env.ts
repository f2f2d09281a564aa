import type { RateLimiter } from "./rate-limiter.ts";

/** The signed-in user, as every protected route sees it (set by the session middleware). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** Whether the address was confirmed through the e-mailed link (issue 24). */
  emailVerified: boolean;
  /** Whether this session is the one the sign-up began: the dashboard does not say "Welcome back" then (issue 24). */
  firstVisit?: boolean;
}

/** Hono environment shared by every route: what middleware puts on the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    user: SessionUser;
    rateLimiter: RateLimiter;
  };
}
