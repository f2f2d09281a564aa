import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { paidPlanTitle } from "../../../domain/access/plan-name.ts";
import type { Account } from "../../../domain/contracts/index.ts";
import { accountMessages, canCreateAccount, validateNewAccountName } from "../../../domain/index.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogFooter } from "../../components/ui/dialog.tsx";
import { FormActions } from "../../components/ui/form-actions.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { useQueryClient } from "@tanstack/react-query";
import { billingApi } from "../../lib/billing-api.ts";
import { sessionQueryKey, useSession } from "../../lib/session.ts";
import { useCreateAccount } from "./accounts-api.ts";
import { useCurrentAccount } from "./current-account.tsx";

interface CreateAccountDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated?: (account: Account) => void;
}

/**
 * The trial's one-account limit (part 1, section 2). "Upgrade Now" ends the trial and starts the paid plan
 * here (issue 24), instead of a portal that can only cancel; the dialog then becomes 'Create New Account'.
 */
function UpgradeRequired({ open, onClose, message }: { open: boolean; onClose: () => void; message: string }) {
  const queryClient = useQueryClient();
  const [upgrading, setUpgrading] = useState(false);

  async function upgrade() {
    setUpgrading(true);
    try {
      await billingApi.upgrade();
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      toast.success(`Your ${paidPlanTitle} has started: add as many accounts as you need.`);
    } catch (error) {
      toast.error("The plan could not be started", { description: error instanceof Error ? error.message : undefined });
    } finally {
      setUpgrading(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={accountMessages.trialLimitTitle} description={message}>
      <p className="text-sm">
        Upgrade to the {paidPlanTitle} for <strong>{accountMessages.upgradePrice}</strong> to manage unlimited accounts. Your trial ends
        now and the first payment is taken today.
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Not Now
        </Button>
        <Button onClick={() => void upgrade()} disabled={upgrading}>
          {upgrading ? "Upgrading..." : "Upgrade Now"}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

/** 'Create New Account', or 'Upgrade Required' for a trial user who already has one (part 1, section 2). */
export function CreateAccountDialog({ open, onClose, onCreated }: CreateAccountDialogProps) {
  const { data: me } = useSession();
  const { accounts, selectAccount } = useCurrentAccount();
  const allowed = canCreateAccount({
    canConnectMultipleAccounts: me?.access.canConnectMultipleAccounts ?? false,
    accountCount: accounts.length,
  });

  if (!allowed.ok) {
    return <UpgradeRequired open={open} onClose={onClose} message={allowed.message} />;
  }
  return (
    <Dialog open={open} onClose={onClose} title="Create New Account" description="One account per business or client keeps their campaigns apart.">
      <NewAccountForm
        existing={accounts}
        onCancel={onClose}
        onCreated={(account) => {
          selectAccount(account.id);
          onClose();
          onCreated?.(account);
        }}
      />
    </Dialog>
  );
}

function NewAccountForm({ existing, onCancel, onCreated }: { existing: Account[]; onCancel: () => void; onCreated: (account: Account) => void }) {
  const create = useCreateAccount();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = { name: useId(), error: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateNewAccountName(name, existing);
    if (!checked.ok) return setError(checked.message);
    try {
      const account = await create.mutateAsync(checked.value);
      toast.success("Account created successfully!", { description: `${account.name} is ready for campaigns.` });
      onCreated(account);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Failed to create account");
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.name}>Account name</Label>
        <Input
          id={ids.name}
          value={name}
          maxLength={200}
          placeholder="e.g. Acme Plumbing"
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          data-autofocus
        />
      </div>
      {error && <Alert id={ids.error}>{error}</Alert>}
      <FormActions onCancel={onCancel} pending={create.isPending} submitLabel="Create Account" pendingLabel="Creating..." />
    </form>
  );
}
