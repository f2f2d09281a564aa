import { Building2, Check, ChevronsUpDown, Plus } from "lucide-react";
import { useNavigate } from "react-router";
import { appRoutes, campaignsHref } from "../../../domain/index.ts";
import { Menu, menuItemClasses } from "../../components/ui/menu.tsx";
import { useAccountDialogs, useCurrentAccount } from "../../features/accounts/index.ts";

/**
 * A client name in two lines at most, wrapped between words rather than cut mid-word by an ellipsis; the
 * title carries the whole name (issue 18: 'Müller & Söhne Sanitär GmbH' and 200-character names).
 */
const nameClasses = "line-clamp-2 min-w-0 flex-1 break-words";

/** 'All Accounts', each account with '(Default)', then 'Add New Account' or 'Create Your First Account'. */
export function AccountSwitcher({ compact }: { compact: boolean }) {
  const navigate = useNavigate();
  const { accounts, currentAccount, selectAccount } = useCurrentAccount();
  const { openCreateAccount } = useAccountDialogs();
  const label = currentAccount?.name ?? "All Accounts";
  return (
    <Menu
      triggerLabel={`Account: ${label}`}
      triggerClassName="flex w-full items-center gap-2 rounded-md border border-border px-2 py-2 text-left text-sm hover:bg-muted"
      trigger={
        <>
          <Building2 aria-hidden="true" className="size-4 shrink-0" />
          {!compact && (
            <>
              <span className={nameClasses} title={label}>{label}</span>
              <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            </>
          )}
        </>
      }
    >
      {(close) => (
        <div className="flex w-56 flex-col">
          <button
            type="button"
            className={menuItemClasses}
            onClick={() => {
              selectAccount(null);
              close();
              void navigate(appRoutes.home);
            }}
          >
            <Check aria-hidden="true" className={currentAccount ? "size-4 opacity-0" : "size-4"} />
            All Accounts
          </button>
          {accounts.map((account) => (
            <button
              key={account.id}
              type="button"
              className={menuItemClasses}
              aria-current={account.id === currentAccount?.id ? "true" : undefined}
              onClick={() => {
                selectAccount(account.id);
                close();
                void navigate(campaignsHref({ accountId: account.id, accountName: account.name }));
              }}
            >
              <Check aria-hidden="true" className={account.id === currentAccount?.id ? "size-4" : "size-4 opacity-0"} />
              <span className={nameClasses} title={account.name}>{account.name}</span>
              {account.isDefault && <span className="text-xs text-muted-foreground">(Default)</span>}
            </button>
          ))}
          <hr className="my-1 border-border" />
          <button
            type="button"
            className={menuItemClasses}
            onClick={() => {
              close();
              openCreateAccount();
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {accounts.length === 0 ? "Create Your First Account" : "Add New Account"}
          </button>
        </div>
      )}
    </Menu>
  );
}
