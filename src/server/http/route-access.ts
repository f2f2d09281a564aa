/**
 * What each API route needs of the caller's subscription. "paid" needs access (part 1, section 4: a
 * running trial or an active plan) and is what costs the operator money or grows what a user keeps:
 * generating, crawling, creating and changing. "open" is everything a lapsed user still needs to keep
 * their work and get back in: reading, exporting and deleting their own data, their profile, billing,
 * sign-in, health (docs/decisions/server-enforced-access.md).
 *
 * Keyed as Hono registers routes (`METHOD /api/path`). The route-access test fails when the app serves
 * a route this table lacks, and the middleware treats a missing route as paid.
 */
export type RouteAccess = "paid" | "open";

export const routeAccess: Readonly<Record<string, RouteAccess>> = {
  "GET /api/health": "open",
  "GET /api/auth/*": "open",
  "POST /api/auth/*": "open",
  "GET /api/me": "open",
  // Download my data (issue 24): a user leaving, or lapsed, takes everything with them.
  "GET /api/me/export": "open",
  "DELETE /api/me": "open",
  // Local mode only: the e-mails the app kept instead of sending, reset links included.
  "GET /api/dev/outbox": "open",

  "GET /api/accounts": "open",
  "POST /api/accounts": "paid",
  "PATCH /api/accounts/:id": "paid",
  "DELETE /api/accounts/:id": "open",
  // Importing a Google Ads Editor file creates campaigns (issue 22); its dry run is the same route.
  "POST /api/accounts/:id/imports": "paid",
  "GET /api/accounts/:id/brand-rules": "open",
  "PUT /api/accounts/:id/brand-rules": "paid",

  "GET /api/campaigns": "open",
  "GET /api/campaigns/recent": "open",
  "POST /api/campaigns": "paid",
  "GET /api/campaigns/:id": "open",
  "PUT /api/campaigns/:id": "paid",
  "DELETE /api/campaigns/:id": "open",
  "GET /api/campaigns/:id/download": "open",
  "GET /api/campaigns/:id/ad-groups": "open",
  "POST /api/campaigns/:id/ad-groups": "paid",
  // Bulk generation (issue 23): starting and retrying spend crawls and writing; following and stopping a job do not.
  "POST /api/campaigns/:id/bulk-jobs": "paid",
  "GET /api/bulk-jobs": "open",
  "POST /api/bulk-jobs/sitemap-pages": "paid",
  "GET /api/bulk-jobs/:id": "open",
  "GET /api/bulk-jobs/:id/events": "open",
  "POST /api/bulk-jobs/:id/cancel": "open",
  "POST /api/bulk-jobs/:id/retry": "paid",

  "GET /api/ad-groups/:id": "open",
  "PUT /api/ad-groups/:id": "paid",
  "DELETE /api/ad-groups/:id": "open",
  "GET /api/ad-groups/:id/ads": "open",
  "POST /api/ad-groups/:id/ads": "paid",

  "GET /api/ads/:id": "open",
  "PUT /api/ads/:id": "paid",
  "DELETE /api/ads/:id": "open",
  // Refresh asks the writer for replacements, as a generation does.
  "POST /api/ads/:id/refresh": "paid",

  // Counts a generation that has already been paid for by the generate call; nothing to spend here.
  "POST /api/usage/campaign-generated": "open",

  // A lapsed user takes their saved campaigns with them (issue 17): exports read, they never generate.
  "GET /api/export/sheets/config": "open",
  "POST /api/export/sheets": "open",
  "POST /api/export/settings": "open",
  "POST /api/export/:format": "open",

  "POST /api/scrape-landing-page": "paid",
  "POST /api/generate/:type": "paid",
  "POST /api/generate-ads": "paid",
  "POST /api/generate-pmax-ads": "paid",
  "POST /api/generate-demandgen-ads": "paid",
  "POST /api/generate-single-headline": "paid",
  "POST /api/generate-single-pmax-headline": "paid",

  // The way back in: checkout, its validation and the portal must answer a user without access.
  "POST /api/create-checkout-session": "open",
  "GET /api/validate-session": "open",
  "POST /api/billing/portal": "open",
  "POST /api/billing/upgrade": "open",
  "POST /api/billing/resume": "open",
  "POST /api/billing/webhook": "open",
  "GET /api/billing/local-checkout/:id": "open",
  "POST /api/billing/local-checkout/:id/complete": "open",
  "POST /api/billing/local-portal/:action": "open",
  "POST /api/billing/clock": "open",
};

/** The access a route needs; a route the table does not name needs access (fail closed). */
export function accessNeededBy(method: string, path: string): RouteAccess {
  return routeAccess[`${method} ${path}`] ?? "paid";
}
