import { adGroupsHref, appRoutes, breadcrumbFor, breadcrumbHiddenRoutes, bulkJobRoutes, campaignsHref, wizardLocation } from "../../../domain/index.ts";

export interface Crumb {
  label: string;
  href?: string;
}

/** Part 1, section 2: no breadcrumb on the dashboard itself or the library. */
const withoutBreadcrumb = new Set<string>(breadcrumbHiddenRoutes);

/**
 * The trail above a screen, from its path and query. The last crumb is the current page and has no link.
 * Wizard screens take theirs from the domain (part 1, section 2); the list screens are ours.
 */
/** A saved campaign the screen shows: its name once loaded, and its account's name when it has one. */
export interface SavedCampaignCrumbs {
  campaignName: string | null;
  accountId: string | null;
  accountName: string | null;
}

const editCampaignPath = /^\/campaign\/([^/]+)\/edit$/;

/** The saved campaign a wizard or edit screen shows, if any: the results screens' ?campaignId=, or /campaign/:id/edit. */
export function savedCampaignIdOf(pathname: string, query: URLSearchParams): string | null {
  const edited = editCampaignPath.exec(pathname);
  if (edited) return edited[1] ?? null;
  return wizardLocation(pathname) ? query.get("campaignId") : null;
}

export function breadcrumbTrail(pathname: string, query: URLSearchParams, saved: SavedCampaignCrumbs | null = null): Crumb[] | null {
  if (withoutBreadcrumb.has(pathname)) return null;
  const savedId = savedCampaignIdOf(pathname, query);
  if (savedId) {
    // A saved campaign is no 'New Campaign › Create … › Results Dashboard': name its account and itself (issue 18).
    const accountName = query.get("accountName") ?? saved?.accountName ?? null;
    const accountId = query.get("accountId") ?? saved?.accountId ?? null;
    const list: Crumb = accountName && accountId
      ? { label: `${accountName} Campaigns`, href: campaignsHref({ accountId, accountName }) }
      : { label: accountName ? `${accountName} Campaigns` : "Campaigns", href: appRoutes.library };
    const name = saved?.campaignName ?? "Campaign";
    const editing = query.get("mode") === "edit" || query.has("adId") || editCampaignPath.test(pathname);
    const campaign: Crumb = editing ? { label: name, href: adGroupsHref({ campaignId: savedId, accountId, accountName }) } : { label: name };
    return [{ label: "Dashboard", href: appRoutes.home }, list, ...(editing ? [campaign, { label: "Edit" }] : [campaign])];
  }
  if (wizardLocation(pathname)) {
    const crumbs = breadcrumbFor(pathname, { editMode: query.get("mode") === "edit" || query.has("adId") }) ?? [];
    return crumbs.map((crumb, index) => (index === crumbs.length - 1 || !crumb.route ? { label: crumb.label } : { label: crumb.label, href: crumb.route }));
  }
  const account = { accountId: query.get("accountId"), accountName: query.get("accountName") };
  const campaignId = query.get("campaignId");
  const dashboard: Crumb = { label: "Dashboard", href: appRoutes.home };
  const campaigns: Crumb = {
    label: account.accountName ? `${account.accountName} Campaigns` : "Campaigns",
    href: account.accountId ? campaignsHref(account) : appRoutes.library,
  };
  const adGroups: Crumb = { label: "Ad Groups", href: campaignId ? adGroupsHref({ campaignId, ...account }) : undefined };
  const current = (crumb: Crumb): Crumb => ({ label: crumb.label });

  // Bulk jobs (issue 23): the list, and one job under it.
  if (pathname === bulkJobRoutes.list) return [dashboard, { label: "Bulk jobs" }];
  if (pathname.startsWith(`${bulkJobRoutes.list}/`)) return [dashboard, { label: "Bulk jobs", href: bulkJobRoutes.list }, { label: "Job" }];

  switch (pathname) {
    case appRoutes.campaigns:
      return [dashboard, current(campaigns)];
    case appRoutes.adGroups:
      return [dashboard, campaigns, current(adGroups)];
    case appRoutes.adGroupCreate:
      return [dashboard, campaigns, adGroups, { label: "New Ad Group" }];
    case appRoutes.ads:
      return [dashboard, campaigns, adGroups, { label: "Ads" }];
    case appRoutes.adView:
      return [dashboard, campaigns, adGroups, { label: "Ad" }];
    case appRoutes.adCreate:
      return [dashboard, campaigns, adGroups, { label: "New Ad" }];
    default:
      return [dashboard];
  }
}
