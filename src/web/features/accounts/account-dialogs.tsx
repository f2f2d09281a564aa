import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import type { Account } from "../../../domain/contracts/index.ts";
import { campaignTypeHref } from "../../../domain/index.ts";
import { ChooseAccountDialog } from "./choose-account-dialog.tsx";
import { CreateAccountDialog } from "./create-account-dialog.tsx";
import { useCurrentAccount } from "./current-account.tsx";

type Open = { kind: "none" } | { kind: "create"; thenStartCampaign: boolean } | { kind: "choose" };

interface AccountDialogs {
  openCreateAccount: () => void;
  /** New Campaign: choose the account first, or create the first one when there is none. */
  startNewCampaign: () => void;
}

const AccountDialogsContext = createContext<AccountDialogs | null>(null);

/** One instance of each account dialog for the whole shell, opened from the sidebar and any screen. */
export function AccountDialogsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { accounts, currentAccount } = useCurrentAccount();
  const [open, setOpen] = useState<Open>({ kind: "none" });
  const close = () => setOpen({ kind: "none" });
  const goToCampaignType = (account: Account) => {
    close();
    void navigate(campaignTypeHref({ accountId: account.id, accountName: account.name }));
  };

  const value = useMemo<AccountDialogs>(
    () => ({
      openCreateAccount: () => setOpen({ kind: "create", thenStartCampaign: false }),
      startNewCampaign: () => setOpen(accounts.length === 0 ? { kind: "create", thenStartCampaign: true } : { kind: "choose" }),
    }),
    [accounts.length],
  );

  return (
    <AccountDialogsContext.Provider value={value}>
      {children}
      <CreateAccountDialog
        open={open.kind === "create"}
        onClose={close}
        onCreated={(account) => open.kind === "create" && open.thenStartCampaign && goToCampaignType(account)}
      />
      {open.kind === "choose" && (
        <ChooseAccountDialog
          open
          accounts={accounts}
          initialAccountId={currentAccount?.id ?? null}
          onClose={close}
          onCreateNew={() => setOpen({ kind: "create", thenStartCampaign: true })}
          onContinue={goToCampaignType}
        />
      )}
    </AccountDialogsContext.Provider>
  );
}

export function useAccountDialogs(): AccountDialogs {
  const value = useContext(AccountDialogsContext);
  if (!value) throw new Error("useAccountDialogs needs an AccountDialogsProvider above it");
  return value;
}
