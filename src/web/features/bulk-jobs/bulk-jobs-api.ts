import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BulkJobInput, BulkJobSummary, BulkJobView } from "../../../domain/contracts/index.ts";
import { bulkJobEnded } from "../../../domain/index.ts";
import { api } from "../../lib/api-client.ts";
import { queryKeys } from "../../lib/query-keys.ts";

export const bulkJobKeys = {
  all: ["bulk-jobs"] as const,
  one: (id: string) => ["bulk-jobs", "one", id] as const,
};

/** How often a screen asks for a running job's progress; the server reads it from the database each time. */
const progressIntervalMs = 1_000;

export function useBulkJobs() {
  return useQuery({
    queryKey: bulkJobKeys.all,
    queryFn: async () => (await api.get<{ jobs: BulkJobSummary[] }>("/api/bulk-jobs")).jobs,
    refetchInterval: (query) => (query.state.data?.some((job) => !bulkJobEnded(job.status)) ? progressIntervalMs : false),
  });
}

/** One job, asked for again every second until it has ended; a reload picks it up where it is. */
export function useBulkJob(id: string) {
  return useQuery({
    queryKey: bulkJobKeys.one(id),
    queryFn: async () => (await api.get<{ job: BulkJobView }>(`/api/bulk-jobs/${encodeURIComponent(id)}`)).job,
    refetchInterval: (query) => (query.state.data && bulkJobEnded(query.state.data.status) ? false : progressIntervalMs),
  });
}

export function useCreateBulkJob(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BulkJobInput) => (await api.post<{ job: { id: string; total: number } }>(`/api/campaigns/${encodeURIComponent(campaignId)}/bulk-jobs`, input)).job,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkJobKeys.all }),
  });
}

export async function sitemapPages(sitemapUrl: string, pathPrefix: string): Promise<string[]> {
  return (await api.post<{ pages: string[] }>("/api/bulk-jobs/sitemap-pages", { sitemapUrl, pathPrefix: pathPrefix || undefined })).pages;
}

/** Cancel or retry: the answer is the job as it now is; the campaign's groups change as pages are written. */
export function useJobAction(id: string, action: "cancel" | "retry") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<{ job: BulkJobView }>(`/api/bulk-jobs/${encodeURIComponent(id)}/${action}`)).job,
    onSuccess: async (job) => {
      queryClient.setQueryData(bulkJobKeys.one(id), job);
      await Promise.all([queryClient.invalidateQueries({ queryKey: bulkJobKeys.all }), queryClient.invalidateQueries({ queryKey: queryKeys.campaigns })]);
    },
  });
}
