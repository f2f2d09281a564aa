import type { CampaignTypeId } from "../campaign-types/descriptor.ts";
import { campaignTypeFor, campaignTypeList, campaignTypeRoute } from "../campaign-types/registry.ts";

/** Part 2, section 2: the route table's fixed paths. */
export const appRoutes = {
  home: "/",
  success: "/success",
  onboarding: "/onboarding",
  campaigns: "/campaigns",
  campaignType: campaignTypeRoute,
  adGroups: "/ad-groups",
  adGroupCreate: "/ad-group-create",
  ads: "/ads",
  adCreate: "/ad-create",
  adView: "/ad-view",
  library: "/library",
} as const;

/** Issue 24: the signed-out screens of "Forgot password?"; the e-mailed link leads to `resetPassword?token=`. */
export const passwordResetRoutes = {
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
} as const;

/** Issue 24: the e-mails a server without SMTP kept, shown in local mode only. */
export const devOutboxRoute = "/dev/outbox";

/** Issue 23: bulk generation's jobs, and one job's progress at `/bulk-jobs/:id`. */
export const bulkJobRoutes = { list: "/bulk-jobs" } as const;
export const bulkJobHref = (jobId: string) => `${bulkJobRoutes.list}/${encodeURIComponent(jobId)}`;

/** Outside the access gate: the payment result must show even while access is being refreshed. */
export const routesOutsideAccessGate: readonly string[] = [appRoutes.success];

/** Listed in the route table but showing the not-found screen, like any unknown path. */
export const notFoundRoutes: readonly string[] = ["/bulk-ads", "/feedback"];

/**
 * Every path the web app's router shows a screen for (its route table in src/web/app/router.tsx): the server
 * answers the rest with status 404 while still sending the app, which shows its not-found screen.
 */
const appPaths: ReadonlySet<string> = new Set([
  "/sign-in",
  "/sign-up",
  "/billing/local-portal",
  devOutboxRoute,
  bulkJobRoutes.list,
  ...Object.values(passwordResetRoutes),
  ...Object.values(appRoutes),
  ...campaignTypeList.flatMap((type) => Object.values(type.routes)),
]);
const appPathPatterns: readonly RegExp[] = [/^\/billing\/local-checkout\/[^/]+$/, /^\/campaign\/[^/]+\/edit$/, /^\/bulk-jobs\/[^/]+$/];

export function isAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (notFoundRoutes.includes(path)) return false;
  return appPaths.has(path) || appPathPatterns.some((pattern) => pattern.test(path));
}

type Query = Readonly<Record<string, string | null | undefined>>;

/** A path with its query; empty values are left out so links never carry 'accountId='. */
export function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export interface AccountQuery {
  accountId?: string | null;
  accountName?: string | null;
}

export function campaignsHref(account: AccountQuery): string {
  return withQuery(appRoutes.campaigns, { accountId: account.accountId, accountName: account.accountName });
}

export function campaignTypeHref(account: AccountQuery = {}): string {
  return withQuery(appRoutes.campaignType, { accountId: account.accountId, accountName: account.accountName });
}

/** A campaign's groups; `edit` opens a group's Edit dialog (and `field` focuses a field there, or opens the campaign's negatives): the export check's way to a group's problem. */
export function adGroupsHref(ids: AccountQuery & { campaignId: string; edit?: string | null; field?: string | null }): string {
  return withQuery(appRoutes.adGroups, { campaignId: ids.campaignId, accountId: ids.accountId, accountName: ids.accountName, edit: ids.edit, field: ids.field });
}

export function adsHref(ids: AccountQuery & { campaignId: string; adGroupId: string }): string {
  return withQuery(appRoutes.ads, {
    campaignId: ids.campaignId,
    adGroupId: ids.adGroupId,
    accountId: ids.accountId,
    accountName: ids.accountName,
  });
}

/** A saved campaign opened from the list or the sidebar's Recent Ads, on its own type's results screen. */
export function resultsViewHref(type: CampaignTypeId, campaignId: string): string {
  return withQuery(campaignTypeFor(type).routes.results, { campaignId, mode: "view" });
}

/** A saved campaign in its own type's editor (`/campaign/:id/edit`), whatever the type (issue 18). */
export const campaignEditHref = (campaignId: string) => `/campaign/${encodeURIComponent(campaignId)}/edit`;

/** A saved campaign's editor at one ad with one field focused (`headlines.3`): where the export check sends the user to fix a problem (issue 20). */
export function campaignFieldHref(campaignId: string, at: { adGroupId: string | null; adId: string | null; field: string | null }): string {
  return withQuery(campaignEditHref(campaignId), { adGroupId: at.adGroupId, adId: at.adId, field: at.field });
}

export function editAdHref(type: CampaignTypeId, ids: AccountQuery & { campaignId: string; adGroupId: string; adId: string }): string {
  return withQuery(campaignTypeFor(type).routes.results, {
    accountId: ids.accountId,
    accountName: ids.accountName,
    campaignId: ids.campaignId,
    adGroupId: ids.adGroupId,
    adId: ids.adId,
    mode: "edit",
  });
}

/**
 * Where a save lands (part 1, section 4): an updated ad goes back to its ads list; a new campaign to the
 * account's campaign list, or home when it belongs to no account.
 */
export function afterSaveHref(
  input: AccountQuery & { editMode: boolean; campaignId?: string | null; adGroupId?: string | null },
): string {
  if (input.editMode && input.campaignId && input.adGroupId) {
    return adsHref({ campaignId: input.campaignId, adGroupId: input.adGroupId, accountId: input.accountId, accountName: input.accountName });
  }
  return input.accountId ? campaignsHref(input) : appRoutes.home;
}

/**
 * The results screen's Previous (part 2, section 2): a saved ad being edited or viewed goes back to its
 * ads list; a new campaign to its type's group step, with the account.
 */
export function resultsBackHref(
  type: CampaignTypeId,
  input: AccountQuery & { saved: { campaignId: string; adGroupId: string } | null },
): string {
  if (input.saved) return adsHref({ ...input.saved, accountId: input.accountId, accountName: input.accountName });
  return withQuery(campaignTypeFor(type).routes.group, { accountId: input.accountId, accountName: input.accountName });
}
