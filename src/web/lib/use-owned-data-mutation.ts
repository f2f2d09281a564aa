import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "./query-keys.ts";

/**
 * A change to what the user owns. Accounts carry campaign counts and cascade to campaigns, and campaigns
 * appear in several lists (an account's, the library, Recent Ads), so every such cache is refreshed.
 */
export function useOwnedDataMutation<Input, Result>(run: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.accounts }), queryClient.invalidateQueries({ queryKey: queryKeys.campaigns })]),
  });
}
