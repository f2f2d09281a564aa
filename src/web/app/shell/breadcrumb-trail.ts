import { adGroupsHref, appRoutes, breadcrumbFor, breadcrumbHiddenRoutes, campaignsHref, wizardLocation } from "../../../domain/index.ts";

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
export function breadcrumbTrail(pathname: string, query: URLSearchParams): Crumb[] | null {
  if (withoutBreadcrumb.has(pathname)) return null;
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
