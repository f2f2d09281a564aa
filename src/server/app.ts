import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { createCopywriter, type InjectedModel } from "./ai/create-copywriter.ts";
import { createGenerationService } from "./ai/generation-service.ts";
import type { Auth } from "./auth/auth.ts";
import type { Billing } from "./billing/billing.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import type { AppEnv } from "./http/app-env.ts";
import { createDatabaseRateLimiter } from "./http/database-rate-limiter.ts";
import { apiNotFound, createErrorHandler, errorBody } from "./http/errors.ts";
import { originCheck } from "./http/origin-check.ts";
import { requestLog } from "./http/request-log.ts";
import { requireAccess } from "./http/require-access.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { requireSession } from "./http/session.ts";
import type { Logger } from "./logger.ts";
import { createAuthRoutes } from "./routes/auth.ts";
import { createBillingRoutes, protectedBillingPaths } from "./routes/billing.ts";
import { createDevOutboxRoutes } from "./routes/dev-outbox.ts";
import { createHealthRoutes } from "./routes/health.ts";
import { createAccountRoutes } from "./routes/accounts.ts";
import { createImportRoutes, importPathPattern } from "./routes/imports.ts";
import { createAdGroupRoutes } from "./routes/ad-groups.ts";
import { createAdRoutes } from "./routes/ads.ts";
import { createRefreshRoutes } from "./routes/refresh.ts";
import { createCampaignRoutes } from "./routes/campaigns.ts";
import { createGenerateRoutes } from "./routes/generate.ts";
import { createMeRoutes } from "./routes/me.ts";
import { createUsageRoutes } from "./routes/usage.ts";
import { createExportRoutes } from "./routes/export.ts";
import { googleConfigured } from "./export/google-config.ts";
import { createScrapeRoutes } from "./routes/scrape.ts";
import { createConfiguredCrawler } from "./crawl/configured-crawler.ts";
import { createWebAppRoutes } from "./web-app.ts";
import { createBulkJobs } from "./bulk/bulk-jobs.ts";
import { createConcurrencyGate } from "./ai/concurrency-gate.ts";
import { createSitemapReader } from "./bulk/sitemap-reader.ts";
import { createBulkJobRoutes, createCampaignBulkRoutes } from "./routes/bulk-jobs.ts";
import { createAddressPolicy } from "./crawl/address-policy.ts";
import { crawlerUserAgent } from "./crawl/configured-crawler.ts";

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  billing: Billing;
  version: string;
  /** A model of the caller's own in place of the configured provider (tests, the benchmark). */
  languageModel?: InjectedModel;
}

/** Request bodies beyond this are refused with 413; the largest legitimate body is a saved campaign. */
export const maxBodyBytes = 1024 * 1024;

export function createApp(deps: AppDependencies) {
  const { config, database, auth, logger } = deps;
  const app = new Hono<AppEnv>();
  const rateLimiter = createDatabaseRateLimiter(database.db);
  const generation = createGenerationService({ copywriter: createCopywriter(config.ai, deps.languageModel), db: database.db, logger });

  app.use("*", requestId(), securityHeaders({ googleSignIn: googleConfigured(config.google) }), requestLog(logger));
  app.onError(createErrorHandler(logger));

  const api = new Hono<AppEnv>();
  api.use("*", async (c, next) => {
    c.set("rateLimiter", rateLimiter);
    return next();
  });
  const jsonBodyLimit = bodyLimit({ maxSize: maxBodyBytes, onError: (c) => c.json(errorBody("Request body too large"), 413) });
  // An Editor file import streams its body under its own 20 MB limit (routes/imports.ts).
  api.use("*", (c, next) => (importPathPattern.test(c.req.path) ? next() : jsonBodyLimit(c, next)));
  api.route(
    "/",
    createHealthRoutes({
      databaseKind: database.kind,
      pingDatabase: database.ping,
      version: deps.version,
      ai: { provider: generation.info.provider, model: generation.info.model, changesToMakeNotice: generation.info.changesToMakeNotice ?? null },
    }),
  );
  // Better Auth checks the origin of requests that carry cookies; sign-up and sign-in carry none, so a
  // foreign page could sign a visitor into an account of its choosing. Our own check covers all of them.
  api.use("/auth/*", originCheck(config.trustedOrigins));
  api.route(
    "/",
    createAuthRoutes(auth, { trustProxy: config.trustProxy, attemptsPerMinute: config.authAttemptsPerMinute, requireVerification: config.mail.requireVerification }),
  );
  if (config.mail.outbox) api.route("/", createDevOutboxRoutes(database.db));

  // Guards go on each resource's own prefix, so an unknown /api path is a 404, not a 401. The access
  // guard reads its route table (http/route-access.ts), so every protected route passes it.
  const guards = [originCheck(config.trustedOrigins), requireSession(auth), requireAccess(database.db, deps.billing)] as const;
  // `/prefix/*` matches `/prefix` itself too: one registration, so the guards run once per request.
  const guard = (prefix: string) => api.use(`${prefix}/*`, ...guards);
  const mountProtected = (prefix: string, routes: Hono<AppEnv>) => {
    guard(prefix);
    api.route(prefix, routes);
  };
  mountProtected("/me", createMeRoutes(database.db, deps.billing));
  mountProtected("/accounts", createAccountRoutes(database.db, deps.billing));
  // Under /accounts, whose guards are registered above: mounted without a second set of them.
  api.route("/accounts", createImportRoutes(database.db));
  mountProtected("/campaigns", createCampaignRoutes(database.db));
  mountProtected("/ad-groups", createAdGroupRoutes(database.db));
  mountProtected("/ads", createAdRoutes(database.db));
  mountProtected("/usage", createUsageRoutes(database.db, logger));
  mountProtected("/export", createExportRoutes(database.db, config.google));
  const crawler = createConfiguredCrawler(config.crawl, { version: deps.version, publicUrl: config.publicUrl }, logger);
  mountProtected("/scrape-landing-page", createScrapeRoutes(crawler, logger));
  // Under /ads, whose guards are registered above: mounted without a second set of them.
  api.route("/ads", createRefreshRoutes({ db: database.db, generation, crawler, logger }, config.ai));
  // Bulk generation (issue 23): its queue starts with the first job, or at the server's start (main.ts).
  const crawlPolicy = createAddressPolicy({ allowPrivateNetworks: config.crawl.allowPrivateNetworks });
  // One set of model slots for the generation endpoints and bulk pages: a user's job and their own
  // generations share the per-user cap, and a job cannot take every slot of the instance.
  const modelSlots = createConcurrencyGate(config.ai.concurrency);
  const bulkJobs = createBulkJobs({
    database,
    config: config.bulk,
    ai: config.ai,
    crawler,
    policy: crawlPolicy,
    sitemaps: createSitemapReader({ policy: crawlPolicy, userAgent: crawlerUserAgent({ version: deps.version, publicUrl: config.publicUrl }) }),
    generation,
    modelSlots,
    rateLimiter,
    logger,
  });
  // Under /campaigns, whose guards are registered above: mounted without a second set of them.
  api.route("/campaigns", createCampaignBulkRoutes(bulkJobs, database.db, deps.billing));
  mountProtected("/bulk-jobs", createBulkJobRoutes(bulkJobs));
  for (const [path, routes] of createGenerateRoutes(config.ai, generation, logger, database.db, modelSlots)) mountProtected(path, routes);
  protectedBillingPaths.forEach(guard);
  api.route("/", createBillingRoutes(database.db, deps.billing));
  api.notFound(apiNotFound);

  app.route("/api", api);
  app.all("/api/*", apiNotFound);
  app.route("/", createWebAppRoutes(config.webRoot));
  // The bulk queue's start (resuming unfinished jobs) and stop belong to whoever runs the app.
  return Object.assign(app, { bulkJobs });
}
