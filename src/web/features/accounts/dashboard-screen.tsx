import { Building2, Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { toast } from "sonner";
import type { Account } from "../../../domain/contracts/index.ts";
import { currentAccountAfterRemoval, dashboardGreeting, validateAccountRename } from "../../../domain/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { LoadingScreen } from "../../components/loading-screen.tsx";
import { useSession } from "../../lib/session.ts";
import { AccountCard } from "./account-card.tsx";

import { useAccountDialogs } from "./account-dialogs.tsx";
import { useDeleteAccount, useRenameAccount } from "./accounts-api.ts";
import { useCurrentAccount } from "./current-account.tsx";

// The brand rules form loads when it is opened: the dashboard shows every account, rules are set now and then.
const BrandRulesDialog = lazy(async () => ({ default: (await import("./brand-rules-dialog.tsx")).BrandRulesDialog }));

const accountCount = (count: number) => `${count} ${count === 1 ? "account" : "accounts"}`;

/** `/`: the user's ad accounts, one per business or client. */
export function DashboardScreen() {
  const { data: me } = useSession();
  const { accounts, isLoading, currentAccount, selectAccount } = useCurrentAccount();
  const { openCreateAccount } = useAccountDialogs();
  const rename = useRenameAccount();
  const remove = useDeleteAccount();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Account | null>(null);
  const [brandRulesOf, setBrandRulesOf] = useState<Account | null>(null);
  const firstName = me?.name.trim().split(/\s+/)[0] || me?.email.split("@")[0] || "";

  if (isLoading) return <LoadingScreen />;

  async function renameAccount(account: Account, name: string): Promise<boolean> {
    const checked = validateAccountRename(account.id, name, accounts);
    if (!checked.ok) {
      toast.error(checked.title ?? "Failed to update account", { description: checked.message });
      return false;
    }
    if (checked.value === account.name) return true;
    try {
      await rename.mutateAsync({ id: account.id, name: checked.value });
      toast.success("Account updated successfully!");
      return true;
    } catch (error) {
      toast.error("Failed to update account", { description: error instanceof Error ? error.message : "Please try again." });
      return false;
    }
  }

  async function deleteAccount(account: Account) {
    try {
      await remove.mutateAsync(account.id);
      selectAccount(currentAccountAfterRemoval({ removedId: account.id, currentAccountId: currentAccount?.id ?? null, remaining: accounts }));
      toast.success("Account deleted", { description: `${account.name} and its campaigns were deleted.` });
      setDeleting(null);
    } catch (error) {
      toast.error("Error deleting account", { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{dashboardGreeting(firstName, me?.firstVisit ?? false)}</h1>
          <p className="text-muted-foreground">{accountCount(accounts.length)}</p>
        </div>
        <Button onClick={openCreateAccount}>
          <Plus aria-hidden="true" className="size-4" />
          New Account
        </Button>
      </div>

      {accounts.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 p-10 text-center">
          <Building2 aria-hidden="true" className="size-10 text-primary" />
          <h2 className="text-xl font-semibold">Welcome, Create Your First Account</h2>
          <p className="max-w-md text-muted-foreground">
            An account holds the campaigns of one business or client. Create one to start your first campaign.
          </p>
          <Button onClick={openCreateAccount}>Create Your First Account</Button>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {accounts.map((account) => (
            <li key={account.id} className="flex min-w-0">
              <div className="min-w-0 flex-1 [&>*]:h-full">
                <AccountCard
                  account={account}
                  editing={editingId === account.id}
                  onStartEditing={() => setEditingId(account.id)}
                  onStopEditing={() => setEditingId((id) => (id === account.id ? null : id))}
                  onRename={(name) => renameAccount(account, name)}
                  onDelete={() => setDeleting(account)}
                  onBrandRules={() => setBrandRulesOf(account)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}

      {brandRulesOf && (
        <Suspense fallback={null}>
          <BrandRulesDialog account={brandRulesOf} onClose={() => setBrandRulesOf(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        item={deleting}
        title={(account) => `Delete "${account.name}"?`}
        message={(account) => `This deletes the account and its ${account.campaignCount} campaign(s). This action cannot be undone.`}
        confirmLabel="Delete Account"
        onClose={() => setDeleting(null)}
        onConfirm={deleteAccount}
      />
    </div>
  );
}
