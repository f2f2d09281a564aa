import { useState } from "react";
import { assetKindOf, type CampaignTypeDescriptor, type HouseStyle, type RefreshProposal } from "../../../domain/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogFooter } from "../../components/ui/dialog.tsx";
import { toggled } from "../../lib/toggled.ts";

export interface RefreshAnswer {
  proposals: RefreshProposal[];
  style: HouseStyle;
  generator: { label: string } | null;
}

interface RefreshDialogProps {
  type: CampaignTypeDescriptor;
  answer: RefreshAnswer | null;
  onClose: () => void;
  onAccept: (accepted: RefreshProposal[]) => void;
}

/**
 * Refresh (issue 22): each proposed replacement beside the asset it replaces, with why, accepted one by
 * one; and what the house style was learned as, so the user can judge the proposals by it.
 */
export function RefreshDialog({ type, answer, onClose, onAccept }: RefreshDialogProps) {
  return (
    <Dialog open={answer !== null} onClose={onClose} title="Refresh this ad" description="Weak assets and the replacements proposed for them. Accept the ones you want, then save the ad." className="max-w-3xl">
      {answer && <RefreshChoices type={type} answer={answer} onClose={onClose} onAccept={onAccept} />}
    </Dialog>
  );
}

const proposalKey = (proposal: RefreshProposal) => `${proposal.kind}:${proposal.index}`;

function RefreshChoices({ type, answer, onClose, onAccept }: { type: CampaignTypeDescriptor; answer: RefreshAnswer; onClose: () => void; onAccept: (accepted: RefreshProposal[]) => void }) {
  const [accepted, setAccepted] = useState(() => new Set(answer.proposals.map(proposalKey)));
  const chosen = answer.proposals.filter((proposal) => accepted.has(proposalKey(proposal)));
  const toggle = (key: string) => setAccepted((current) => toggled(current, key));

  return (
    <div className="flex flex-col gap-4">
      <HouseStyleSummary style={answer.style} />
      {answer.proposals.length === 0 ? (
        <p role="status" className="text-sm">
          Nothing to refresh: no asset is weak, and the writer has no better line for this ad.
        </p>
      ) : (
        <ul className="flex max-h-[50vh] flex-col gap-2 overflow-y-auto" aria-label="Proposed replacements">
          {answer.proposals.map((proposal) => {
            const key = proposalKey(proposal);
            const kind = assetKindOf(type, proposal.kind);
            const name = `${kind?.singular ?? proposal.kind} ${proposal.index + 1}`;
            return (
              <li key={key} className="rounded-md border p-3">
                <label className="flex items-start gap-3">
                  <input type="checkbox" className="mt-1 size-4 shrink-0" checked={accepted.has(key)} onChange={() => toggle(key)} aria-describedby={`${key}-why`} />
                  <span className="flex min-w-0 flex-col gap-1 text-sm">
                    <span className="font-medium capitalize">{name}</span>
                    {proposal.pin !== undefined ? (
                      <span className="break-words">{proposal.current}</span>
                    ) : proposal.current ? (
                      <del className="break-words text-muted-foreground">{proposal.current}</del>
                    ) : (
                      <span className="text-muted-foreground">New {kind?.singular ?? "asset"}</span>
                    )}
                    {proposal.pin !== undefined ? (
                      <span className="font-medium">Pin to position {proposal.pin}</span>
                    ) : (
                      <ins className="break-words font-medium no-underline">{proposal.replacement}</ins>
                    )}
                    <span id={`${key}-why`} className="text-xs text-muted-foreground">
                      {proposal.reason}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {answer.generator && <p className="text-xs text-muted-foreground">Written by {answer.generator.label}.</p>}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => onAccept(chosen)} disabled={chosen.length === 0}>
          {chosen.length === 1 ? "Accept 1 change" : `Accept ${chosen.length} changes`}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** What was learned from the account's ads, in words. */
function HouseStyleSummary({ style }: { style: HouseStyle }) {
  const facts = [
    style.casing === "title" ? "Headlines in Title Case" : style.casing === "sentence" ? "Headlines in sentence case" : null,
    style.headlineLength !== null ? `headlines about ${style.headlineLength} characters` : null,
    style.descriptionLength !== null ? `descriptions about ${style.descriptionLength} characters${style.descriptionEnding === "period" ? ", ending with a full stop" : ""}` : null,
    style.address ? `the reader addressed ${style.address === "formal" ? "formally" : "informally"}` : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <section aria-label="House style" className="rounded-md bg-muted p-3 text-sm">
      <h3 className="font-medium">
        House style, learned from {style.adsRead} {style.adsRead === 1 ? "ad" : "ads"} in this account
      </h3>
      {facts.length > 0 && <p>{facts.join("; ")}.</p>}
      {style.recurringClaims.length > 0 && <p>Claims it makes: {style.recurringClaims.map((claim) => `“${claim}”`).join(", ")}.</p>}
      {style.vocabulary.length > 0 && <p>Words it uses: {style.vocabulary.join(", ")}.</p>}
    </section>
  );
}
