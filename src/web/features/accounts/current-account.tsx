import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import type { Account } from "../../../domain/contracts/index.ts";
import { selectCurrentAccount, sharedStorageKeys } from "../../../domain/index.ts";
import { browserStorage, useStoredValue } from "../../lib/browser-storage.ts";
import { useAccounts } from "./accounts-api.ts";

interface CurrentAccountValue {
  accounts: Account[];
  isLoading: boolean;
  currentAccount: Account | null;
  /** Makes an account current and remembers it for the next visit; null forgets it. */
  selectAccount: (id: string | null) => void;
}

const CurrentAccountContext = createContext<CurrentAccountValue | null>(null);

/**
 * The current account in the spec's order (part 1, section 4), decided by the domain: the URL's
 * accountId, the saved one, then on the homepage the default or the first.
 */
export function CurrentAccountProvider({ children }: { children: ReactNode }) {
  const accountsQuery = useAccounts();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const saved = useStoredValue(sharedStorageKeys.currentAccountId);
  const accounts = useMemo(() => accountsQuery.data ?? [], [accountsQuery.data]);

  const selection = useMemo(
    () =>
      accountsQuery.data
        ? selectCurrentAccount({ accounts, urlAccountId: searchParams.get("accountId"), savedAccountId: saved, isHomepage: pathname === "/" })
        : null,
    [accountsQuery.data, accounts, searchParams, saved, pathname],
  );

  const selectAccount = useCallback((id: string | null) => {
    if (id) browserStorage.set(sharedStorageKeys.currentAccountId, id);
    else browserStorage.remove(sharedStorageKeys.currentAccountId);
  }, []);

  // The chosen account is remembered, so it stays current on screens whose URL does not name it.
  useEffect(() => {
    if (!selection) return;
    if (selection.clearSaved && selection.currentAccountId === null) selectAccount(null);
    else if (selection.currentAccountId && selection.currentAccountId !== saved) selectAccount(selection.currentAccountId);
  }, [selection, saved, selectAccount]);

  const value = useMemo<CurrentAccountValue>(
    () => ({
      accounts,
      isLoading: accountsQuery.isPending,
      currentAccount: accounts.find((account) => account.id === selection?.currentAccountId) ?? null,
      selectAccount,
    }),
    [accounts, accountsQuery.isPending, selection, selectAccount],
  );
  return <CurrentAccountContext.Provider value={value}>{children}</CurrentAccountContext.Provider>;
}

export function useCurrentAccount(): CurrentAccountValue {
  const value = useContext(CurrentAccountContext);
  if (!value) throw new Error("useCurrentAccount needs a CurrentAccountProvider above it");
  return value;
}
