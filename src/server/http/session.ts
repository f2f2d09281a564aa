import type { MiddlewareHandler } from "hono";
import type { Auth } from "../auth/auth.ts";
import { isFirstVisit } from "../../domain/accounts/accounts.ts";
import type { AppEnv } from "./app-env.ts";
import { errorBody } from "./errors.ts";

/** Every protected route gets the user's id and e-mail from the session, never from the request body. */
export function requireSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json(errorBody("Authentication required"), 401);
    const { user } = session;
    const firstVisit = isFirstVisit(new Date(user.createdAt), new Date(session.session.createdAt));
    c.set("user", { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified, firstVisit });
    return next();
  };
}
