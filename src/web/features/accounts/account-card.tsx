import { FolderOpen, Pencil, Plus, ShieldCheck, Trash2 } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Account } from "../../../domain/contracts/index.ts";
import { campaignsHref, campaignTypeHref } from "../../../domain/index.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { formatDate } from "../../lib/dates.ts";
import { ImportFromEditorButton } from "../imports/index.ts";

interface AccountCardProps {
  account: Account;
  editing: boolean;
  onStartEditing: () => void;
  onStopEditing: () => void;
  /** Resolves true when the new name was saved, false when it was refused (the editor stays open). */
  onRename: (name: string) => Promise<boolean>;
  onDelete: () => void;
  onBrandRules: () => void;
}

const campaignCount = (count: number) => `${count} ${count === 1 ? "campaign" : "campaigns"}`;

export function AccountCard({ account, editing, onStartEditing, onStopEditing, onRename, onDelete, onBrandRules }: AccountCardProps) {
  const [draft, setDraft] = useState(account.name);
  const accountQuery = { accountId: account.id, accountName: account.name };
  const renameButton = useRef<HTMLButtonElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const wasEditing = useRef(editing);

  // Rename puts focus in the name field. Enter or Escape removes the focused field; focus goes back to
  // Rename rather than to the page. A blur (Tab, a click elsewhere) has already put focus where the user wanted it.
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (editing) nameField.current?.focus();
    else if (wasEditing.current && focusLost) renameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  async function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      setDraft(account.name);
      onStopEditing();
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (await onRename(draft)) onStopEditing();
    }
  }

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-2">
        {editing ? (
          <Input
            aria-label={`New name for ${account.name}`}
            value={draft}
            ref={nameField}
            maxLength={200}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => void onKeyDown(event)}
            onBlur={() => {
              setDraft(account.name);
              onStopEditing();
            }}
          />
        ) : (
          <h2 className="flex min-w-0 flex-wrap items-center gap-2 text-lg font-semibold">
            {/* Long client names wrap between words; only a word wider than the card breaks (issue 18). */}
            <span className="min-w-0 break-words" title={account.name}>{account.name}</span>
            {account.isDefault && <Badge tone="primary">Default</Badge>}
          </h2>
        )}
        {!editing && (
          <div className="flex shrink-0 gap-1">
            <Button
              ref={renameButton}
              variant="ghost"
              size="icon"
              aria-label={`Rename ${account.name}`}
              onClick={() => {
                setDraft(account.name);
                onStartEditing();
              }}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Brand rules for ${account.name}`} title="Brand rules" onClick={onBrandRules}>
              <ShieldCheck aria-hidden="true" className="size-4" />
            </Button>
            {!account.isDefault && (
              <Button variant="ghost" size="icon" aria-label={`Delete ${account.name}`} onClick={onDelete}>
                <Trash2 aria-hidden="true" className="size-4 text-destructive" />
              </Button>
            )}
          </div>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Campaigns</dt>
          <dd>{campaignCount(account.campaignCount)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Created</dt>
          <dd>{formatDate(account.createdAt)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex gap-2">
        <Link to={campaignsHref(accountQuery)} className={buttonClasses("outline", "md", "flex-1")}>
          <FolderOpen aria-hidden="true" className="size-4" />
          View Campaigns
        </Link>
        <ImportFromEditorButton account={account} />
        <Link to={campaignTypeHref({ accountId: account.id })} aria-label={`New campaign for ${account.name}`} className={buttonClasses("primary", "icon", "h-10 w-10")}>
          <Plus aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </Card>
  );
}
