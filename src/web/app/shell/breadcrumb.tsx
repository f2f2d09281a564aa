import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { useCurrentAccount } from "../../features/accounts/index.ts";
import { useCampaign } from "../../features/campaigns/campaigns-api.ts";
import { breadcrumbTrail, savedCampaignIdOf } from "./breadcrumb-trail.ts";

export function Breadcrumb() {
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  // The screen loads the same campaign: this shares its cached query rather than asking again.
  const campaign = useCampaign(savedCampaignIdOf(pathname, query));
  const { accounts } = useCurrentAccount();
  const saved = campaign.data
    ? { campaignName: campaign.data.name, accountId: campaign.data.accountId, accountName: accounts.find((account) => account.id === campaign.data.accountId)?.name ?? null }
    : null;
  const trail = breadcrumbTrail(pathname, query, saved);
  if (!trail) return null;
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {trail.map((crumb, index) => (
          <Fragment key={`${crumb.label}-${index}`}>
            {index > 0 && (
              <li aria-hidden="true">
                <ChevronRight className="size-3.5" />
              </li>
            )}
            <li className="min-w-0 break-words">
              {crumb.href ? (
                <Link to={crumb.href} className="hover:text-foreground hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium text-foreground">
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
