import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Account } from "../../../domain/contracts/index.ts";
import { api } from "../../lib/api-client.ts";
import { queryKeys } from "../../lib/query-keys.ts";

export function useAccounts() {
  return useQuery({
    queryKey: queryKeys.accounts,
    queryFn: async () => (await api.get<{ accounts: Account[] }>("/api/accounts")).accounts,
  });
}

/** Account changes touch the campaign lists too (counts, cascaded deletes), so every list is refreshed. */
function useAccountMutation<Input, Result>(run: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.accounts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.campaigns }),
      ]),
  });
}

export const useCreateAccount = () =>
  useAccountMutation(async (name: string) => (await api.post<{ account: Account }>("/api/accounts", { name })).account);

export const useRenameAccount = () =>
  useAccountMutation(
    async ({ id, name }: { id: string; name: string }) => (await api.patch<{ account: Account }>(`/api/accounts/${id}`, { name })).account,
  );

export const useDeleteAccount = () => useAccountMutation((id: string) => api.delete<null>(`/api/accounts/${id}`));
