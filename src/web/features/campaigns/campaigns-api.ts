import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { AdGroupInput, AdGroupUpdate, AdInput, CampaignPage, CampaignSummary, LoadedAd, LoadedAdGroup, LoadedCampaign } from "../../../domain/contracts/index.ts";
import type { SavedFormData } from "../../../domain/index.ts";
import { api } from "../../lib/api-client.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { useOwnedDataMutation } from "../../lib/use-owned-data-mutation.ts";

const pageSize = 20;

/** The sidebar's Recent Ads: the 5 latest campaigns across accounts. */
export function useRecentCampaigns() {
  return useQuery({
    queryKey: queryKeys.recentCampaigns,
    queryFn: async () => (await api.get<{ campaigns: CampaignSummary[] }>("/api/campaigns/recent")).campaigns,
  });
}

/** Newest first, a page at a time by cursor; a null account lists every account's campaigns. */
export function useCampaignPages(filter: { accountId: string | null; search?: string }) {
  const search = filter.search?.trim() ?? "";
  return useInfiniteQuery({
    queryKey: queryKeys.campaignList(filter.accountId, search),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(pageSize) });
      if (filter.accountId) query.set("accountId", filter.accountId);
      if (search) query.set("search", search);
      if (pageParam) query.set("cursor", pageParam);
      return api.get<CampaignPage>(`/api/campaigns?${query}`, { signal });
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useCampaign(id: string | null) {
  return useQuery({
    queryKey: queryKeys.campaign(id ?? ""),
    enabled: id !== null,
    queryFn: async () => (await api.get<{ campaign: LoadedCampaign }>(`/api/campaigns/${id}`)).campaign,
  });
}

export const useDeleteCampaign = () => useOwnedDataMutation((id: string) => api.delete<null>(`/api/campaigns/${id}`));

export const useCreateAdGroup = () =>
  useOwnedDataMutation(async ({ campaignId, adGroup }: { campaignId: string; adGroup: AdGroupInput }) =>
    (await api.post<{ adGroup: LoadedAdGroup }>(`/api/campaigns/${campaignId}/ad-groups`, adGroup)).adGroup,
  );

/** Saves a group's own fields; the version it was loaded at guards against overwriting a newer save. */
export const useUpdateAdGroup = () =>
  useOwnedDataMutation(async ({ id, version, fields }: { id: string; version: number; fields: Omit<AdGroupUpdate, "version"> }) =>
    (await api.put<{ adGroup: LoadedAdGroup }>(`/api/ad-groups/${id}`, { ...fields, version })).adGroup,
  );

/** Saves a campaign's form answers whole (the API replaces `formData`), guarded by the version it was loaded at. */
export const useUpdateCampaignFormData = () =>
  useOwnedDataMutation(async ({ id, version, formData }: { id: string; version: number; formData: SavedFormData }) =>
    (await api.put<{ campaign: LoadedCampaign }>(`/api/campaigns/${id}`, { formData, version })).campaign,
  );

export const useDeleteAdGroup = () => useOwnedDataMutation((id: string) => api.delete<null>(`/api/ad-groups/${id}`));

export const useCreateAd = () =>
  useOwnedDataMutation(async ({ adGroupId, ad }: { adGroupId: string; ad: AdInput }) => (await api.post<{ ad: LoadedAd }>(`/api/ad-groups/${adGroupId}/ads`, ad)).ad);

export const useDeleteAd = () => useOwnedDataMutation((id: string) => api.delete<null>(`/api/ads/${id}`));
