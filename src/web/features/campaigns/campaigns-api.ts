import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CampaignPage, CampaignSummary, LoadedCampaign } from "../../../domain/contracts/index.ts";
import { api } from "../../lib/api-client.ts";
import { queryKeys } from "../../lib/query-keys.ts";

const pageSize = 20;

/** The sidebar's Recent Ads: the 5 latest campaigns across accounts. */
export function useRecentCampaigns() {
  return useQuery({
    queryKey: queryKeys.recentCampaigns,
    queryFn: async () => (await api.get<{ campaigns: CampaignSummary[] }>("/api/campaigns/recent")).campaigns,
  });
}

/** Newest first, a page at a time by cursor; null lists every account's campaigns. */
export function useCampaignPages(accountId: string | null) {
  return useInfiniteQuery({
    queryKey: queryKeys.campaignList(accountId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(pageSize) });
      if (accountId) query.set("accountId", accountId);
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

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/campaigns/${id}`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.campaigns }),
        queryClient.invalidateQueries({ queryKey: queryKeys.accounts }),
      ]),
  });
}
