import { useId, useState } from "react";
import type { Account } from "../../../domain/contracts/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogFooter } from "../../components/ui/dialog.tsx";

interface ChooseAccountDialogProps {
  open: boolean;
  accounts: Account[];
  initialAccountId: string | null;
  onClose: () => void;
  onCreateNew: () => void;
  onContinue: (account: Account) => void;
}

/** 'Choose Account for Campaign': which client the new campaign is for. */
export function ChooseAccountDialog({ open, accounts, initialAccountId, onClose, onCreateNew, onContinue }: ChooseAccountDialogProps) {
  const [chosen, setChosen] = useState<string | null>(initialAccountId ?? accounts[0]?.id ?? null);
  const groupName = useId();
  const account = accounts.find((candidate) => candidate.id === chosen) ?? null;
  return (
    <Dialog open={open} onClose={onClose} title="Choose Account for Campaign" description="Pick the account this campaign belongs to.">
      <fieldset className="flex max-h-72 flex-col gap-2 overflow-y-auto">
        <legend className="sr-only">Account</legend>
        {accounts.map((candidate) => (
          <label
            key={candidate.id}
            className="flex cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input
              type="radio"
              name={groupName}
              value={candidate.id}
              checked={chosen === candidate.id}
              onChange={() => setChosen(candidate.id)}
              className="accent-primary"
            />
            <span className="flex-1">{candidate.name}</span>
            {candidate.isDefault && <span className="text-xs text-muted-foreground">(Default)</span>}
          </label>
        ))}
      </fieldset>
      <Button variant="outline" onClick={onCreateNew}>
        Create New Account
      </Button>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!account} onClick={() => account && onContinue(account)}>
          Continue
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
