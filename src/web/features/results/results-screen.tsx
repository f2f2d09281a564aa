import { useState } from "react";
import { Navigate, useParams, useSearchParams } from "react-router";
import { toast } from "sonner";
import {
  adGroupsHref,
  adsHref,
  appRoutes,
  type CampaignTypeDescriptor,
  campaignTypeFor,
  defaultCampaignType,
  formDataSchemaFor,
  initialFormData,
  resultsMode,
} from "../../../domain/index.ts";
import { LoadingScreen } from "../../components/loading-screen.tsx";
import { useCampaign } from "../campaigns/index.ts";
import { draftStorage } from "../../lib/draft-storage.ts";
import { useWizardAccount } from "../wizard/index.ts";
import { editorAssetsFrom } from "./editor-assets.ts";
import { ResultsWorkspace } from "./results-workspace.tsx";

/**
 * The results screen of a type (`/results`, `/pmax-results`, `/demandgen-results`): a new campaign from
 * the wizard's draft, or a saved ad opened to edit (mode=edit, or all three ids) or to view (mode=view).
 */
export function ResultsScreen({ type }: { type: CampaignTypeDescriptor }) {
  const [query] = useSearchParams();
  const ids = { campaignId: query.get("campaignId"), adGroupId: query.get("adGroupId"), adId: query.get("adId") };
  const mode = resultsMode({ mode: query.get("mode"), ...ids });
  if (mode === "create" || !ids.campaignId) return <DraftResults type={type} />;
  return <SavedResults type={type} mode={mode} campaignId={ids.campaignId} adGroupId={ids.adGroupId} adId={ids.adId} />;
}

/**
 * `/campaign/:id/edit`: the path names no type, so the campaign's own editor opens once it is loaded; a
 * Performance Max ad in the Search editor would lose its long headlines on update (issue 18).
 */
export function EditCampaignScreen() {
  const [query] = useSearchParams();
  const { id } = useParams();
  if (!id) return <Navigate to={appRoutes.home} replace />;
  return <SavedResults type="campaign's own" mode="edit" campaignId={id} adGroupId={query.get("adGroupId")} adId={query.get("adId")} />;
}

function DraftResults({ type }: { type: CampaignTypeDescriptor }) {
  const account = useWizardAccount();
  const [draft] = useState(() => {
    const generated = draftStorage.readGeneratedAds(type);
    return {
      formData: draftStorage.readFormData(type) ?? initialFormData(type),
      crawledContent: draftStorage.readCrawledContent(type),
      initialAssets: generated ? editorAssetsFrom(type, generated) : null,
    };
  });
  return <ResultsWorkspace type={type} source={{ mode: "create", initialAssets: draft.initialAssets }} formData={draft.formData} crawledContent={draft.crawledContent} account={account} />;
}

interface SavedResultsProps {
  type: CampaignTypeDescriptor | "campaign's own";
  mode: "edit" | "view";
  campaignId: string;
  adGroupId: string | null;
  adId: string | null;
}

/** Part 1, section 4: campaign missing goes home, ad group missing to the groups, ad missing to the ads. */
function SavedResults({ type: routeType, mode, campaignId, adGroupId, adId }: SavedResultsProps) {
  const [query] = useSearchParams();
  const campaign = useCampaign(campaignId);
  const account = { accountId: query.get("accountId") ?? campaign.data?.accountId ?? null, accountName: query.get("accountName") };
  if (campaign.isPending) return <LoadingScreen />;
  if (campaign.isError) {
    const { messages } = routeType === "campaign's own" ? campaignTypeFor(defaultCampaignType) : routeType;
    toast.error(messages.loadFailedTitle, { description: messages.loadFailedDescription, id: "load-ad" });
    return <Navigate to={appRoutes.home} replace />;
  }
  const type = routeType === "campaign's own" ? campaignTypeFor(campaign.data.campaignType) : routeType;
  const group = adGroupId ? campaign.data.adGroups.find((candidate) => candidate.id === adGroupId) : campaign.data.adGroups[0];
  if (!group) return <Navigate to={adGroupsHref({ campaignId, ...account })} replace />;
  const ad = adId ? group.ads.find((candidate) => candidate.id === adId) : group.ads[0];
  if (!ad) return <Navigate to={adsHref({ campaignId, adGroupId: group.id, ...account })} replace />;

  const parsedForm = formDataSchemaFor(type.id).safeParse(campaign.data.formData);
  const formData = {
    ...(parsedForm.success ? parsedForm.data : initialFormData(type)),
    campaignName: campaign.data.name,
    landingPageUrl: group.landingPageUrl ?? (parsedForm.success ? parsedForm.data.landingPageUrl : ""),
  };
  return (
    <ResultsWorkspace
      key={`${ad.id}-${ad.version}`}
      type={type}
      source={{ mode, initialAssets: editorAssetsFrom(type, ad.assets), ad, campaignId, adGroupId: group.id }}
      formData={formData}
      crawledContent={null}
      account={account}
    />
  );
}
