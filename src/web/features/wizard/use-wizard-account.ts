import { useSearchParams } from "react-router";
import { useCurrentAccount } from "../accounts/index.ts";

/** The account the new campaign is for: the URL's accountId (carried from step to step), else the current one. */
export function useWizardAccount(): { accountId: string | null; accountName: string | null } {
  const [query] = useSearchParams();
  const { accounts, currentAccount } = useCurrentAccount();
  const fromUrl = accounts.find((account) => account.id === query.get("accountId"));
  const account = fromUrl ?? currentAccount;
  return { accountId: account?.id ?? query.get("accountId"), accountName: account?.name ?? query.get("accountName") };
}
