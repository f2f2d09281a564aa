import { Hono } from "hono";
import type { Database } from "../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import { readOutbox } from "../mail/outbox.ts";

/**
 * The local outbox (issue 24): every e-mail the app would have sent, newest last, so a person trying the
 * app without an SMTP server can open its links. Mounted only in local mode (config.mail.outbox): it shows
 * every user's mail to anyone who can reach the server.
 */
export function createDevOutboxRoutes(db: Database) {
  return new Hono<AppEnv>().get("/dev/outbox", async (c) => c.json({ messages: await readOutbox(db) }));
}
