import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BrandRules } from "../../../domain/index.ts";
import { api } from "../../lib/api-client.ts";
import { queryKeys } from "../../lib/query-keys.ts";

/** An ad account's brand rules (issue 22); none without an account. */
export function useBrandRules(accountId: string | null) {
  return useQuery({
    queryKey: queryKeys.brandRules(accountId ?? ""),
    queryFn: async () => (await api.get<{ brandRules: BrandRules }>(`/api/accounts/${accountId}/brand-rules`)).brandRules,
    enabled: accountId !== null,
    staleTime: 60_000,
  });
}

export function useSaveBrandRules(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rules: BrandRules) => (await api.put<{ brandRules: BrandRules }>(`/api/accounts/${accountId}/brand-rules`, rules)).brandRules,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.brandRules(accountId), saved),
  });
}
