import { LayoutGrid, type LucideIcon, Monitor, Search, ShoppingBag, Sparkles } from "lucide-react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import {
  type CampaignTypeDescriptor,
  campaignTypeList,
  comingSoonCampaignTypes,
  hasDraftAnswers,
  initialFormData,
  startWizard,
  withQuery,
} from "../../../domain/index.ts";
import { browserStorage } from "../../lib/browser-storage.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useAccountDialogs, useCurrentAccount } from "../accounts/index.ts";
import { draftStorage } from "../../lib/draft-storage.ts";
import { useWizardAccount } from "./use-wizard-account.ts";
import { WizardFrame } from "./wizard-frame.tsx";

/** The descriptor names its icon; the web owns the drawing. */
const icons: Record<CampaignTypeDescriptor["icon"], LucideIcon> = { search: Search, sparkles: Sparkles, layoutGrid: LayoutGrid, monitor: Monitor };

const cardClasses =
  "flex h-full w-full flex-col gap-3 rounded-lg border border-border p-5 text-left transition-colors " +
  "hover:border-primary hover:bg-primary/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** The unfinished draft a type would pick up on its strategy step (those that do not start empty), if any. */
function findResumableDraft() {
  for (const type of campaignTypeList) {
    if (type.clearsDraftOnStart) continue;
    const formData = draftStorage.readFormData(type);
    if (formData && hasDraftAnswers(type, formData)) return { type, name: formData.campaignName.trim() };
  }
  return null;
}

/** `/campaign-type` (step 1 of 3): which kind of campaign to build. */
export function CampaignTypeScreen() {
  const navigate = useNavigate();
  const { accountId, accountName } = useWizardAccount();
  const { accounts, isLoading } = useCurrentAccount();
  const { startNewCampaign } = useAccountDialogs();
  // New Campaign never picks up an old draft without saying so (issue 18): the user chooses.
  const [draft, setDraft] = useState(findResumableDraft);
  const typeList = useRef<HTMLUListElement>(null);

  function startFresh() {
    if (draft) draftStorage.clear(draft.type);
    setDraft(null);
    // The choice that held the focus is gone: the first campaign type takes it.
    typeList.current?.querySelector("button")?.focus();
  }

  function choose(type: CampaignTypeDescriptor) {
    if (!isLoading && accounts.length === 0) return startNewCampaign();
    const start = startWizard(type, accountId);
    for (const key of start.clearStorageKeys) browserStorage.remove(key);
    // The strategy step needs a draft to exist; a Search draft left unfinished is resumed.
    if (!draftStorage.readFormData(type)) draftStorage.writeFormData(type, initialFormData(type));
    void navigate(withQuery(type.routes.strategy, { accountId, accountName }));
  }

  return (
    <WizardFrame title="Choose your campaign type" description={accountName ? `For ${accountName}` : "Pick what Google should show."}>
      {draft && (
        <Card role="region" aria-labelledby="draft-heading" className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id="draft-heading" className="font-semibold">
              You have an unfinished {draft.type.label} campaign
            </h2>
            <p className="break-words text-sm text-muted-foreground">
              {draft.name ? `"${draft.name}" is kept as you left it.` : "Its answers are kept as you left them."} Resume it, or start fresh.
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button onClick={() => choose(draft.type)}>Resume draft</Button>
            <Button variant="outline" onClick={startFresh}>
              Start fresh
            </Button>
          </div>
        </Card>
      )}
      <ul ref={typeList} className="grid gap-4 sm:grid-cols-2">
        {campaignTypeList.map((type) => {
          const Icon = icons[type.icon];
          return (
            <li key={type.id}>
              <button type="button" className={cardClasses} onClick={() => choose(type)}>
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <span className="text-lg font-semibold">{type.label}</span>
                <span className="text-sm text-muted-foreground">{type.pitch}</span>
              </button>
            </li>
          );
        })}
        {comingSoonCampaignTypes.map((type) => (
          <li key={type.label}>
            <button type="button" disabled aria-disabled="true" className={`${cardClasses} cursor-not-allowed opacity-60 hover:border-border hover:bg-transparent`}>
              <ShoppingBag aria-hidden="true" className="size-6 text-muted-foreground" />
              <span className="flex items-center gap-2 text-lg font-semibold">
                {type.label}
                <Badge tone="outline">{type.badge}</Badge>
              </span>
              <span className="text-sm text-muted-foreground">Product ads from your Google Merchant Center feed.</span>
            </button>
          </li>
        ))}
      </ul>
    </WizardFrame>
  );
}
