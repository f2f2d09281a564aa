import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { createAuth } from "./auth/auth.ts";
import { createBilling } from "./billing/billing.ts";
import { createClock } from "./billing/clock.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { createLogger } from "./logger.ts";
import { createMailer } from "./mail/mailer.ts";
import { devOutboxRoute } from "../domain/app/app-routes.ts";

const shutdownGraceMs = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    version: string;
  };
  const database = await openDatabase(config.database);
  const mailer = createMailer(config.mail, database.db, config.publicUrl, logger);
  if (mailer.delivery === "none") logger.warn("mail", { delivery: "none: e-mails are not sent; set SMTP_URL" });
  else logger.info("mail", mailer.delivery === "outbox" ? { delivery: "local outbox", outbox: `${config.publicUrl}${devOutboxRoute}` } : { delivery: "smtp" });
  const billing = createBilling(config.billing, database.db, config.publicUrl, createClock());
  const auth = createAuth(database.db, config, logger, billing, mailer);
  // Test mode takes no payment: a warning at every start, so a production server running in it is noticed.
  if (billing.mode === "local") logger.warn("billing", { mode: billing.mode, payments: "none: checkout completes without a card" });
  else logger.info("billing", { mode: billing.mode });
  const app = createApp({ config, database, auth, logger, billing, version });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info("listening", { url: `http://${config.host}:${info.port}`, database: database.kind, version });
  });
  // Bulk jobs a stopped server left unfinished go on now, not at the next job someone creates.
  app.bulkJobs.start().catch((error: unknown) => logger.error("bulk jobs did not start", { error: error instanceof Error ? error.message : String(error) }));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    // Finish in-flight requests, then close the database; a hung client cannot hold the process forever.
    const force = setTimeout(() => {
      logger.warn("forcing shutdown after grace period", { graceMs: shutdownGraceMs });
      process.exit(1);
    }, shutdownGraceMs);
    force.unref();
    server.close(async () => {
      // Pages in progress finish or are left for the next start; the queue stops before its database closes.
      await app.bulkJobs.stop();
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("unhandledRejection", (reason) => logger.error("unhandled rejection", { reason: String(reason) }));
}

main().catch((error: unknown) => {
  process.stderr.write(`Adsmith failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
