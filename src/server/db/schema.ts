import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { authUser } from "./auth-schema.ts";

export * from "./auth-schema.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const owner = () =>
  text("user_id")
    .notNull()
    .references(() => authUser.id, { onDelete: "cascade" });

/** Ad accounts (one per business or client). Names are unique per user, case-insensitively after trimming. */
export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    userEmail: text("user_email").notNull(),
    name: text("name").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    /** The export settings last chosen for this ad account (issue 20), offered again on the next export; null until the first. */
    exportSettings: jsonb("export_settings"),
    /** The client's brand rules (issue 22), binding every writer for this ad account; null until first set. */
    brandRules: jsonb("brand_rules"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("accounts_user_name_unique").on(t.userId, sql`lower(btrim(${t.name}))`),
    uniqueIndex("accounts_one_default_per_user").on(t.userId).where(sql`${t.isDefault}`),
    index("accounts_user_order_idx").on(t.userId, t.isDefault.desc(), t.createdAt),
    check("accounts_name_not_blank", sql`length(btrim(${t.name})) > 0`),
  ],
);

/**
 * Campaigns. `version` backs optimistic updates (a stale write gets 409); `idempotencyKey` makes a
 * retried save return the first result instead of storing a second campaign.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    userEmail: text("user_email").notNull(),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    campaignName: text("campaign_name").notNull(),
    campaignType: text("campaign_type"),
    formData: jsonb("form_data").notNull().default({}),
    generatedAds: jsonb("generated_ads"),
    version: integer("version").notNull().default(1),
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("campaigns_user_idempotency_unique").on(t.userId, t.idempotencyKey),
    // Ascending, read backwards for newest first: a DESC NULLS LAST index cannot serve ORDER BY ... DESC (NULLS FIRST).
    index("campaigns_user_newest_idx").on(t.userId, t.createdAt, t.id),
    index("campaigns_account_newest_idx").on(t.accountId, t.createdAt, t.id),
    check("campaigns_name_not_blank", sql`length(btrim(${t.campaignName})) > 0`),
    // A type id's form, not the list of types: which types exist is the registry's to say (validated at the
    // API's edge), so a new campaign type needs no migration (issue 21).
    check("campaigns_type_id_form", sql`${t.campaignType} is null or ${t.campaignType} ~ '^[a-z][a-z_]{0,39}$'`),
  ],
);

/** Ad groups (Search) and asset groups (Performance Max, Demand Gen): one row each, edited on their own. */
export const adGroups = pgTable(
  "ad_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    keywords: jsonb("keywords").$type<string[]>().notNull().default([]),
    audienceSignals: jsonb("audience_signals").$type<string[]>(),
    contentThemes: jsonb("content_themes").$type<string[]>(),
    landingPageUrl: text("landing_page_url"),
    callToAction: text("call_to_action"),
    position: integer("position").notNull().default(0),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ad_groups_campaign_idx").on(t.campaignId, t.position),
    index("ad_groups_user_idx").on(t.userId),
  ],
);

/** Ads with their assets (headlines, descriptions, ...) as JSON; status is 'draft' as the spec shows. */
export const ads = pgTable(
  "ads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    adGroupId: uuid("ad_group_id")
      .notNull()
      .references(() => adGroups.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    finalUrl: text("final_url"),
    status: text("status").notNull().default("draft"),
    assets: jsonb("assets").notNull().default({}),
    /**
     * The assets the ad had before a refresh was accepted (issue 22), as Google Ads still has them: the
     * export writes that ad again, paused, beside the new one. Null for an ad never refreshed.
     */
    replacedAssets: jsonb("replaced_assets"),
    position: integer("position").notNull().default(0),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("ads_ad_group_idx").on(t.adGroupId, t.position), index("ads_user_idx").on(t.userId)],
);

export const subscriptionStatuses = ["none", "trialing", "active", "canceled", "past_due", "unpaid"] as const;

/** One profile per user: subscription state for access gating, and the generation count for trial tracking. */
export const userProfiles = pgTable(
  "user_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => authUser.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    subscriptionStatus: text("subscription_status").notNull().default("none"),
    plan: text("plan"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    /** Set once a subscription has had a trial, and never cleared: one trial per user (issue 17). */
    trialUsed: boolean("trial_used").notNull().default(false),
    /**
     * When a subscription cancelled at its period's end stops (issue 24): access runs until then. Null while
     * it renews; the provider's own `cancel_at`.
     */
    cancelAt: timestamp("cancel_at", { withTimezone: true }),
    campaignsGeneratedTotal: integer("campaigns_generated_total").notNull().default(0),
    billingCustomerId: text("billing_customer_id").unique(),
    billingSubscriptionId: text("billing_subscription_id").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "user_profiles_status_known",
      sql`${t.subscriptionStatus} in ('none', 'trialing', 'active', 'canceled', 'past_due', 'unpaid')`,
    ),
    check("user_profiles_plan_known", sql`${t.plan} is null or ${t.plan} in ('annual', 'monthly')`),
    check("user_profiles_generated_not_negative", sql`${t.campaignsGeneratedTotal} >= 0`),
  ],
);

/** Usage and analytics events (campaign_generated, campaign_saved, ...). */
export const usageEvents = pgTable(
  "usage_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    eventType: text("event_type").notNull(),
    metadata: jsonb("metadata").notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("usage_events_user_newest_idx").on(t.userId, t.createdAt.desc()),
    index("usage_events_type_idx").on(t.eventType, t.createdAt.desc()),
  ],
);

/** Webhook event ids already processed, so a redelivered event changes nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters for the app's own rate limits (crawl, AI), shared by every app instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key] })],
);

/** Checkout sessions of the built-in local billing (no Stripe keys): what Stripe keeps for real checkouts. */
export const localCheckoutSessions = pgTable(
  "local_checkout_sessions",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    email: text("email").notNull(),
    plan: text("plan").notNull(),
    /** Whether this checkout starts a trial, decided when it is created, as Stripe's session carries it. */
    withTrial: boolean("with_trial").notNull().default(true),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
  },
  (t) => [
    index("local_checkout_sessions_user_idx").on(t.userId),
    check("local_checkout_sessions_plan_known", sql`${t.plan} in ('annual', 'monthly')`),
    check("local_checkout_sessions_status_known", sql`${t.status} in ('open', 'complete', 'expired')`),
  ],
);

/**
 * How far test mode's clock control (BILLING_LOCAL_CLOCK=1) has moved each user's time. Kept here, not in
 * the process, so every app instance judges a user's trial at the same moment.
 */
export const billingClockOffsets = pgTable("billing_clock_offsets", {
  userId: text("user_id")
    .primaryKey()
    .references(() => authUser.id, { onDelete: "cascade" }),
  offsetMs: bigint("offset_ms", { mode: "number" }).notNull(),
});

/**
 * E-mails kept instead of sent when no SMTP server is configured (local mode), so a person trying the app
 * can open the links at /api/dev/outbox (docs/decisions/mail-and-password-reset.md).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_created_at_idx").on(t.createdAt)],
);

/**
 * Google Ads Editor files imported into an ad account (issue 22), one row per file. The file's SHA-256 per
 * account makes a second upload of the same file answer the first import instead of storing it again.
 */
export const accountImports = pgTable(
  "account_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    fileSha256: text("file_sha256").notNull(),
    campaignIds: jsonb("campaign_ids").$type<string[]>().notNull().default([]),
    counts: jsonb("counts").notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("account_imports_account_file_unique").on(t.accountId, t.fileSha256),
    index("account_imports_user_idx").on(t.userId),
    check("account_imports_sha256_form", sql`${t.fileSha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

export const bulkJobStatuses = ["queued", "running", "done", "canceled"] as const;
export const bulkItemStatuses = ["queued", "crawling", "writing", "done", "failed"] as const;

/**
 * Bulk generation jobs (issue 23): one landing page per item, each written into the campaign as one ad
 * group. The queue library (pg-boss, docs/decisions/bulk-jobs.md) only carries "process this item"; what the
 * user sees (status, counts, errors) lives here, with the counts kept in the same transaction as each item's end.
 */
export const bulkJobs = pgTable(
  "bulk_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("queued"),
    total: integer("total").notNull(),
    done: integer("done").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    /** Milliseconds to wait before each page of this job is fetched: the per-job politeness option. */
    delayMs: integer("delay_ms").notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bulk_jobs_user_newest_idx").on(t.userId, t.createdAt),
    check("bulk_jobs_status_known", sql`${t.status} in ('queued', 'running', 'done', 'canceled')`),
    check("bulk_jobs_counts", sql`${t.total} >= 0 and ${t.done} >= 0 and ${t.failed} >= 0 and ${t.done} + ${t.failed} <= ${t.total}`),
  ],
);

/** One landing page of a bulk job; (job, url) is unique, so a page is written into the campaign at most once per job. */
export const bulkJobItems = pgTable(
  "bulk_job_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => bulkJobs.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    position: integer("position").notNull(),
    status: text("status").notNull().default("queued"),
    /** Why the page failed, in words the user can act on; null unless failed. */
    error: text("error"),
    adGroupId: uuid("ad_group_id").references(() => adGroups.id, { onDelete: "set null" }),
    /** How many times a worker has taken this item: more than one means a retry or a worker that died. */
    attempts: integer("attempts").notNull().default(0),
    /** The queue task the item waits under; null means the item's own id (its first task). */
    taskId: uuid("task_id"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bulk_job_items_job_url_unique").on(t.jobId, t.url),
    index("bulk_job_items_job_position_idx").on(t.jobId, t.position),
    check("bulk_job_items_status_known", sql`${t.status} in ('queued', 'crawling', 'writing', 'done', 'failed')`),
  ],
);
