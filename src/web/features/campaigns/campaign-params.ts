import { useSearchParams } from "react-router";

/** The ids the campaign, ad group and ad screens pass along in their query (part 2, section 2). */
export function useCampaignParams() {
  const [query] = useSearchParams();
  return {
    campaignId: query.get("campaignId"),
    adGroupId: query.get("adGroupId"),
    adId: query.get("adId"),
    accountId: query.get("accountId"),
    accountName: query.get("accountName"),
  };
}
