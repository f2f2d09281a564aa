import type { ReactNode } from "react";
import type { LoadedAdGroup, LoadedCampaign } from "../../../domain/contracts/index.ts";
import { adGroupsHref, appRoutes, type CampaignTypeDescriptor, campaignTypeFor } from "../../../domain/index.ts";
import { LoadingScreen } from "../../components/loading-screen.tsx";
import { NotFoundCard } from "../../components/not-found-card.tsx";
import { useCampaignParams } from "./campaign-params.ts";
import { useCampaign } from "./campaigns-api.ts";
import { groupTerms } from "./group-terms.ts";

export interface CampaignContext {
  campaign: LoadedCampaign;
  type: CampaignTypeDescriptor;
  /** The account the screens pass along: the URL's, else the campaign's own. */
  account: { accountId: string | null; accountName: string | null };
  params: ReturnType<typeof useCampaignParams>;
}

/**
 * The campaign the URL names, for the screens below a campaign: loading while it comes, and a way back
 * when it does not exist or is not the user's (answered alike, so ids of others reveal nothing).
 */
export function WithCampaign({ render }: { render: (context: CampaignContext) => ReactNode }) {
  const params = useCampaignParams();
  const campaign = useCampaign(params.campaignId);
  if (!params.campaignId || campaign.isError) {
    return <NotFoundCard title="Campaign not found" message="This campaign does not exist or is not yours." backTo={appRoutes.home} backLabel="Back to Dashboard" />;
  }
  if (campaign.isPending) return <LoadingScreen />;
  const account = { accountId: params.accountId ?? campaign.data.accountId, accountName: params.accountName };
  return render({ campaign: campaign.data, type: campaignTypeFor(campaign.data.campaignType), account, params });
}

/** As WithCampaign, and the ad group (or asset group) the URL names, else the way back to the groups. */
export function WithAdGroup({ render }: { render: (context: CampaignContext & { group: LoadedAdGroup }) => ReactNode }) {
  return (
    <WithCampaign
      render={(context) => {
        const group = context.campaign.adGroups.find((candidate) => candidate.id === context.params.adGroupId);
        if (group) return render({ ...context, group });
        const terms = groupTerms(context.type);
        return (
          <NotFoundCard
            title={`${terms.singular[0]?.toUpperCase()}${terms.singular.slice(1)} not found`}
            message={`This ${terms.singular} does not exist or was deleted.`}
            backTo={adGroupsHref({ campaignId: context.campaign.id, ...context.account })}
            backLabel={`Back to ${terms.plural}`}
          />
        );
      }}
    />
  );
}
