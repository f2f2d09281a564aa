import { FileText } from "lucide-react";
import { Link } from "react-router";
import { campaignTypeFor, resultsViewHref } from "../../../domain/index.ts";
import { useRecentCampaigns } from "../../features/campaigns/campaigns-api.ts";

/** The 5 latest campaigns, each opening its own type's results view. */
export function RecentAds({ onNavigate }: { onNavigate: () => void }) {
  const recent = useRecentCampaigns();
  const campaigns = recent.data ?? [];
  return (
    <section aria-labelledby="recent-ads-heading" className="flex flex-col gap-1">
      <h2 id="recent-ads-heading" className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Recent Ads
      </h2>
      {recent.isPending && <p className="px-2 text-sm text-muted-foreground">Loading...</p>}
      {!recent.isPending && campaigns.length === 0 && <p className="px-2 text-sm text-muted-foreground">No campaigns yet</p>}
      <ul className="flex flex-col">
        {campaigns.map((campaign) => (
          <li key={campaign.id}>
            <Link
              to={resultsViewHref(campaign.campaignType, campaign.id)}
              onClick={onNavigate}
              title={`${campaign.name} (${campaignTypeFor(campaign.campaignType).label})`}
              className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="truncate">{campaign.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
