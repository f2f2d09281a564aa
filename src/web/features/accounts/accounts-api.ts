import { useQuery } from "@tanstack/react-query";
import type { Account } from "../../../domain/contracts/index.ts";
import { api } from "../../lib/api-client.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { useOwnedDataMutation } from "../../lib/use-owned-data-mutation.ts";

export function useAccounts() {
  return useQuery({
    queryKey: queryKeys.accounts,
    queryFn: async () => (await api.get<{ accounts: Account[] }>("/api/accounts")).accounts,
  });
}

export const useCreateAccount = () =>
  useOwnedDataMutation(async (name: string) => (await api.post<{ account: Account }>("/api/accounts", { name })).account);

export const useRenameAccount = () =>
  useOwnedDataMutation(
    async ({ id, name }: { id: string; name: string }) => (await api.patch<{ account: Account }>(`/api/accounts/${id}`, { name })).account,
  );

export const useDeleteAccount = () => useOwnedDataMutation((id: string) => api.delete<null>(`/api/accounts/${id}`));
