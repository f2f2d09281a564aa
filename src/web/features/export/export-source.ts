import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { LoadedCampaign } from "../../../domain/contracts/index.ts";
import type { AdAssets } from "../../../domain/ads/ad-assets.ts";
import { type ExportCampaign, exportCampaignShape, withEditedAd } from "../../../domain/export/index.ts";
import { api } from "../../lib/api-client.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { type ExportRequestBody, userTimeZone } from "./export-requests.ts";

/**
 * What the dialog exports: a saved campaign as stored (the campaign cards); a saved campaign with the
 * ad open in the results editor as it is now (editing or viewing a saved ad); or the editor's new,
 * unsaved ad as a one-group campaign (the wizard's results).
 */
export type ExportSource =
  | { kind: "saved"; campaignId: string; name: string }
  | { kind: "edited"; campaignId: string; adId: string; assets: () => AdAssets }
  | { kind: "new"; campaign: () => ExportCampaign; accountId: string | null };

/** The same cache entry the campaign screens read, so an open campaign is not fetched twice. */
const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.campaign(id),
    queryFn: async () => (await api.get<{ campaign: LoadedCampaign }>(`/api/campaigns/${id}`)).campaign,
  });

export interface ExportData {
  /** The campaign once known: at once for a new ad, after loading for a saved one. */
  campaign: ExportCampaign | undefined;
  name: string;
  /** The saved campaign as loaded, with the ids of its groups and ads (the export check's links); none for a new ad. */
  saved: LoadedCampaign | undefined;
  /** The ad account it belongs to, whose brand rules the dialog checks; null when unknown. */
  accountId: string | null;
  /** The campaign now, loading it when needed (the clipboard builds its rows in the browser). */
  load(): Promise<ExportCampaign>;
  /** What the export endpoints take: a campaign as stored goes by id, anything edited goes whole. */
  body(): Promise<ExportRequestBody>;
}

/** The editor's assets are taken once, when the dialog opens, so an export matches what the user saw then. */
export function useExportData(source: ExportSource): ExportData {
  const queryClient = useQueryClient();
  const [snapshot] = useState(() => (source.kind === "new" ? source.campaign() : source.kind === "edited" ? source.assets() : null));
  const savedId = source.kind === "new" ? "" : source.campaignId;
  const saved = useQuery({ ...campaignQuery(savedId), enabled: savedId !== "" });
  const timeZone = userTimeZone();

  if (source.kind === "new") {
    const campaign = snapshot as ExportCampaign;
    const account = source.accountId ? { accountId: source.accountId } : {};
    return { campaign, saved: undefined, name: campaign.name, accountId: source.accountId, load: () => Promise.resolve(campaign), body: () => Promise.resolve({ campaign, ...account, timeZone }) };
  }
  const edit = (loaded: LoadedCampaign): ExportCampaign =>
    source.kind === "edited" ? withEditedAd(loaded, source.adId, snapshot as AdAssets) : loaded;
  const load = async () => edit(await queryClient.fetchQuery(campaignQuery(savedId)));
  return {
    campaign: saved.data ? edit(saved.data) : undefined,
    saved: saved.data,
    name: saved.data?.name ?? (source.kind === "saved" ? source.name : ""),
    accountId: saved.data?.accountId ?? null,
    load,
    body: async () => {
      if (source.kind === "saved") return { campaignId: savedId, timeZone };
      const loaded = await queryClient.fetchQuery(campaignQuery(savedId));
      return { campaign: exportCampaignShape(edit(loaded)), ...(loaded.accountId ? { accountId: loaded.accountId } : {}), timeZone };
    },
  };
}
