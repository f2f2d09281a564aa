import { englishPage, formFor } from "../ai/generation-fixtures.ts";
import { searchCampaignBody } from "../server/campaign-fixture.ts";

/** The rows a signed-in user owns, named by the `:id` of the routes that reach them. */
export type OwnedKind = "account" | "campaign" | "adGroup" | "ad";
export type OwnedIds = Record<OwnedKind, string>;

/** A request the route must refuse with 400, and the field its message names first. */
export interface RefusedInput {
  body?: unknown;
  query?: Record<string, string>;
  field: string;
}

export interface ApiRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The route as Hono registers it (`app.routes`), so the table can be checked against the app. */
  pattern: string;
  /** Who may call it: a signed-in user, anyone, or Stripe (by signature, not session). */
  guard: "session" | "public" | "stripe-signature";
  /** What the route's `:id` names; another user's id must answer exactly like a missing one. */
  owner?: OwnedKind;
  /** The route's own fixed path parameters (a format, an action). */
  params?: Record<string, string>;
  /** A body the route accepts, given the caller's own ids. */
  body?: (ids: OwnedIds) => Record<string, unknown>;
  query?: Record<string, string>;
  refused?: RefusedInput[];
  /** The status the route answers when the service it needs is not configured (never a crash). */
  unconfigured?: number;
}

const long = (length: number) => "x".repeat(length + 1);
const headline = { currentHeadline: "Kanban Boards", context: { campaignName: "Taskboard" }, crawledContent: englishPage };

function generation(pattern: string, type: "search" | "performance_max" | "demand_gen"): ApiRoute {
  return {
    method: "POST",
    pattern,
    guard: "session",
    body: () => ({ formData: formFor(type), crawledContent: englishPage }),
    refused: [
      { body: {}, field: "formData" },
      { body: { formData: "Taskboard" }, field: "formData" },
      { body: { formData: { ...formFor(type), campaignName: long(300) } }, field: "formData.campaignName" },
      { body: { formData: formFor(type), options: { language: 7 } }, field: "options.language" },
    ],
  };
}

function singleHeadline(pattern: string): ApiRoute {
  return {
    method: "POST",
    pattern,
    guard: "session",
    body: () => headline,
    refused: [
      { body: { ...headline, currentHeadline: 7 }, field: "currentHeadline" },
      { body: { ...headline, currentHeadline: long(300) }, field: "currentHeadline" },
      { body: { ...headline, existingHeadlines: "Kanban" }, field: "existingHeadlines" },
      { body: { ...headline, context: { campaignName: long(300) } }, field: "context.campaignName" },
    ],
  };
}

/**
 * Every API route but Better Auth's: how to call it well and how to call it badly. The security tests
 * run each rule over this table, and a test fails when the app has a route the table lacks.
 */
export const apiRoutes: ApiRoute[] = [
  { method: "GET", pattern: "/api/health", guard: "public" },
  // Local mode only (no SMTP server, not production): the tests' servers run in it.
  { method: "GET", pattern: "/api/dev/outbox", guard: "public" },
  { method: "GET", pattern: "/api/me", guard: "session" },
  { method: "POST", pattern: "/api/billing/upgrade", guard: "session" },
  { method: "POST", pattern: "/api/billing/resume", guard: "session" },
  { method: "GET", pattern: "/api/me/export", guard: "session" },
  {
    method: "DELETE",
    pattern: "/api/me",
    guard: "session",
    // Another address: the route reads and refuses it, and the user the other tests share stays.
    body: () => ({ confirmEmail: "someone-else@example.com" }),
    refused: [
      { body: {}, field: "confirmEmail" },
      { body: { confirmEmail: long(320) }, field: "confirmEmail" },
    ],
  },

  { method: "GET", pattern: "/api/accounts", guard: "session" },
  {
    method: "POST",
    pattern: "/api/accounts",
    guard: "session",
    body: () => ({ name: "Second client" }),
    refused: [
      { body: {}, field: "name" },
      { body: { name: 42 }, field: "name" },
      { body: { name: long(200) }, field: "name" },
    ],
  },
  {
    method: "PATCH",
    pattern: "/api/accounts/:id",
    guard: "session",
    owner: "account",
    body: () => ({ name: "Renamed" }),
    refused: [
      { body: {}, field: "name" },
      { body: { name: ["Renamed"] }, field: "name" },
      { body: { name: long(200) }, field: "name" },
    ],
  },
  { method: "DELETE", pattern: "/api/accounts/:id", guard: "session", owner: "account" },
  // The body is a Google Ads Editor file, not JSON: a JSON body is refused (415) before anything is read.
  { method: "POST", pattern: "/api/accounts/:id/imports", guard: "session", owner: "account", query: { dryRun: "1" } },
  { method: "GET", pattern: "/api/accounts/:id/brand-rules", guard: "session", owner: "account" },
  {
    method: "PUT",
    pattern: "/api/accounts/:id/brand-rules",
    guard: "session",
    owner: "account",
    body: () => ({ bannedPhrases: [{ text: "cheap", reason: "premium brand" }], brandName: "Acme" }),
    refused: [
      { body: { bannedPhrases: [{ text: "" }] }, field: "bannedPhrases.0.text" },
      { body: { spellings: [{ from: "e-mail" }] }, field: "spellings.0.to" },
      { body: { address: "polite" }, field: "address" },
      { body: { brandName: long(100) }, field: "brandName" },
    ],
  },

  {
    method: "GET",
    pattern: "/api/campaigns",
    guard: "session",
    query: { limit: "5" },
    refused: [
      { query: { limit: "0" }, field: "limit" },
      { query: { limit: "many" }, field: "limit" },
      { query: { accountId: "not-an-id" }, field: "accountId" },
      { query: { search: long(200) }, field: "search" },
    ],
  },
  { method: "GET", pattern: "/api/campaigns/recent", guard: "session" },
  {
    method: "POST",
    pattern: "/api/campaigns",
    guard: "session",
    body: (ids) => searchCampaignBody("Fuzzed", ids.account),
    refused: [
      { body: {}, field: "name" },
      { body: { ...searchCampaignBody("Typed"), name: 7 }, field: "name" },
      { body: searchCampaignBody(long(300)), field: "name" },
      { body: { ...searchCampaignBody("Typed"), campaignType: "television" }, field: "campaignType" },
      { body: { ...searchCampaignBody("Typed"), accountId: "mine" }, field: "accountId" },
      { body: { ...searchCampaignBody("Typed"), adGroups: "all of them" }, field: "adGroups" },
      { body: { ...searchCampaignBody("Typed"), formData: { keywords: 7 } }, field: "formData.keywords" },
      { body: { ...searchCampaignBody("Typed"), generatedAds: { headlines: "Fresh Rye Bread" } }, field: "generatedAds.headlines" },
    ],
  },
  { method: "GET", pattern: "/api/campaigns/:id", guard: "session", owner: "campaign" },
  {
    method: "PUT",
    pattern: "/api/campaigns/:id",
    guard: "session",
    owner: "campaign",
    body: () => ({ version: 1, name: "Renamed" }),
    refused: [
      { body: { name: "Renamed" }, field: "version" },
      { body: { version: "1", name: "Renamed" }, field: "version" },
      { body: { version: 1, name: long(300) }, field: "name" },
    ],
  },
  { method: "DELETE", pattern: "/api/campaigns/:id", guard: "session", owner: "campaign" },
  { method: "GET", pattern: "/api/campaigns/:id/download", guard: "session", owner: "campaign" },
  { method: "GET", pattern: "/api/campaigns/:id/ad-groups", guard: "session", owner: "campaign" },
  {
    method: "POST",
    pattern: "/api/campaigns/:id/bulk-jobs",
    guard: "session",
    owner: "campaign",
    // A private address: refused (400) before a job exists, so no worker changes rows behind the tests' backs.
    body: () => ({ urls: ["http://10.0.0.1/"] }),
    refused: [
      { body: {}, field: "urls" },
      { body: { urls: "http://10.0.0.1/" }, field: "urls" },
      { body: { urls: [`https://bakery.example/${long(2048)}`] }, field: "urls.0" },
      { body: { sitemapUrl: "http://10.0.0.1/", limit: 0 }, field: "limit" },
    ],
  },
  { method: "GET", pattern: "/api/bulk-jobs", guard: "session" },
  {
    method: "POST",
    pattern: "/api/bulk-jobs/sitemap-pages",
    guard: "session",
    body: () => ({ sitemapUrl: "http://10.0.0.1/" }),
    refused: [
      { body: {}, field: "sitemapUrl" },
      { body: { sitemapUrl: long(2048) }, field: "sitemapUrl" },
    ],
  },
  // Jobs are made by workers' tables the fixture does not fill; a job id that does not exist answers as another user's would (bulk-jobs.api.test.ts).
  { method: "GET", pattern: "/api/bulk-jobs/:id", guard: "session", params: { id: "00000000-0000-4000-8000-000000000000" } },
  { method: "GET", pattern: "/api/bulk-jobs/:id/events", guard: "session", params: { id: "00000000-0000-4000-8000-000000000000" } },
  { method: "POST", pattern: "/api/bulk-jobs/:id/cancel", guard: "session", params: { id: "00000000-0000-4000-8000-000000000000" } },
  { method: "POST", pattern: "/api/bulk-jobs/:id/retry", guard: "session", params: { id: "00000000-0000-4000-8000-000000000000" } },
  {
    method: "POST",
    pattern: "/api/campaigns/:id/ad-groups",
    guard: "session",
    owner: "campaign",
    body: () => ({ name: "Second group", keywords: ["rye"] }),
    refused: [
      { body: {}, field: "name" },
      { body: { name: long(300) }, field: "name" },
      { body: { name: "Group", keywords: "rye" }, field: "keywords" },
    ],
  },

  { method: "GET", pattern: "/api/ad-groups/:id", guard: "session", owner: "adGroup" },
  {
    method: "PUT",
    pattern: "/api/ad-groups/:id",
    guard: "session",
    owner: "adGroup",
    body: () => ({ version: 1, name: "Renamed group" }),
    refused: [
      { body: { name: "Renamed group" }, field: "version" },
      { body: { version: 1, name: long(300) }, field: "name" },
      { body: { version: 1, landingPageUrl: long(2048) }, field: "landingPageUrl" },
    ],
  },
  { method: "DELETE", pattern: "/api/ad-groups/:id", guard: "session", owner: "adGroup" },
  { method: "GET", pattern: "/api/ad-groups/:id/ads", guard: "session", owner: "adGroup" },
  {
    method: "POST",
    pattern: "/api/ad-groups/:id/ads",
    guard: "session",
    owner: "adGroup",
    body: () => ({ assets: { headlines: ["Fresh Rye Bread"] } }),
    refused: [
      { body: {}, field: "assets" },
      { body: { assets: "Fresh Rye Bread" }, field: "assets" },
      { body: { assets: { headlines: "Fresh Rye Bread" } }, field: "assets.headlines" },
      { body: { assets: { headlines: ["Fresh Rye Bread", 7] } }, field: "assets.headlines.1" },
      { body: { assets: {}, name: long(300) }, field: "name" },
    ],
  },

  { method: "GET", pattern: "/api/ads/:id", guard: "session", owner: "ad" },
  {
    method: "PUT",
    pattern: "/api/ads/:id",
    guard: "session",
    owner: "ad",
    body: () => ({ version: 1, assets: { headlines: ["Fresh Rye Bread"] } }),
    refused: [
      { body: { assets: {} }, field: "version" },
      { body: { version: 1, assets: [] }, field: "assets" },
      { body: { version: 1, assets: { pins: { headlines: ["first"] } } }, field: "assets.pins.headlines.0" },
      { body: { version: 1, assets: { sitelinks: [{ linkText: 7 }] } }, field: "assets.sitelinks.0.linkText" },
      { body: { version: 1, finalUrl: long(2048) }, field: "finalUrl" },
    ],
  },
  { method: "DELETE", pattern: "/api/ads/:id", guard: "session", owner: "ad" },
  { method: "POST", pattern: "/api/ads/:id/refresh", guard: "session", owner: "ad" },

  { method: "POST", pattern: "/api/usage/campaign-generated", guard: "session" },

  { method: "GET", pattern: "/api/export/sheets/config", guard: "session" },
  {
    method: "POST",
    pattern: "/api/export/sheets",
    guard: "session",
    body: (ids) => ({ campaignId: ids.campaign, accessToken: "token" }),
    unconfigured: 503,
  },
  {
    method: "POST",
    pattern: "/api/export/settings",
    guard: "session",
    body: (ids) => ({ campaignId: ids.campaign }),
    refused: [
      { body: {}, field: "campaignId" },
      { body: { campaignId: 7 }, field: "campaignId" },
    ],
  },
  {
    method: "POST",
    pattern: "/api/export/:format",
    guard: "session",
    params: { format: "csv" },
    body: (ids) => ({ campaignId: ids.campaign }),
    refused: [
      { body: {}, field: "campaignId" },
      { body: { campaignId: 7 }, field: "campaignId" },
    ],
  },

  {
    method: "POST",
    pattern: "/api/scrape-landing-page",
    guard: "session",
    // A private address: refused before any packet is sent, so the tests never reach out.
    body: () => ({ url: "http://10.0.0.1/" }),
    refused: [
      { body: {}, field: "url" },
      { body: { url: 7 }, field: "url" },
      { body: { url: `https://bakery.example/${long(2048)}` }, field: "url" },
    ],
  },

  { ...generation("/api/generate/:type", "performance_max"), params: { type: "performance_max" } },
  generation("/api/generate-ads", "search"),
  generation("/api/generate-pmax-ads", "performance_max"),
  generation("/api/generate-demandgen-ads", "demand_gen"),
  singleHeadline("/api/generate-single-headline"),
  singleHeadline("/api/generate-single-pmax-headline"),

  {
    method: "POST",
    pattern: "/api/create-checkout-session",
    guard: "session",
    body: () => ({ plan: "monthly" }),
    refused: [
      { body: {}, field: "plan" },
      { body: { plan: "weekly" }, field: "plan" },
    ],
  },
  {
    method: "GET",
    pattern: "/api/validate-session",
    guard: "session",
    query: { session_id: "cs_test_missing" },
    refused: [
      { query: {}, field: "session_id" },
      { query: { session_id: long(300) }, field: "session_id" },
    ],
  },
  { method: "POST", pattern: "/api/billing/portal", guard: "session" },
  { method: "POST", pattern: "/api/billing/webhook", guard: "stripe-signature" },
  { method: "GET", pattern: "/api/billing/local-checkout/:id", guard: "session", params: { id: "cs_test_missing" } },
  { method: "POST", pattern: "/api/billing/local-checkout/:id/complete", guard: "session", params: { id: "cs_test_missing" } },
  { method: "POST", pattern: "/api/billing/local-portal/:action", guard: "session", params: { action: "cancel" } },
  {
    method: "POST",
    pattern: "/api/billing/clock",
    guard: "session",
    body: () => ({ advanceMs: 60_000 }),
    refused: [
      { body: {}, field: "advanceMs" },
      { body: { advanceMs: -1 }, field: "advanceMs" },
      { body: { advanceMs: "soon" }, field: "advanceMs" },
    ],
  },
];

/** The route's concrete path: the caller's own id (or one given), and its fixed parameters. */
export function pathOf(route: ApiRoute, ids: OwnedIds, id?: string): string {
  return route.pattern.replace(/:(\w+)/g, (_match, name: string) => {
    if (name === "id" && route.owner) return id ?? ids[route.owner];
    return route.params?.[name] ?? "";
  });
}

export const changesState = (route: ApiRoute) => route.method !== "GET";
