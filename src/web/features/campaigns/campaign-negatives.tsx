import { type FormEvent, useState } from "react";
import type { LoadedCampaign } from "../../../domain/contracts/index.ts";
import { KeywordReadings } from "../../components/keyword-readings.tsx";
import { keywordReadingsOf, KeywordsField, refusesKeywords } from "../../components/keywords-field.tsx";
import { FormActions } from "../../components/ui/form-actions.tsx";
import { CampaignSettingCard } from "./campaign-setting-card.tsx";
import { useCampaignFormSave } from "./use-campaign-form-save.ts";

const title = "Negative Keywords";

/**
 * A saved Search campaign's campaign-level negative keywords (EDITOR-IMPORT R35), read as Google reads
 * them and edited as in the wizard: one Google would refuse (R36) stops the save with its reason.
 */
export function CampaignNegatives({ campaign, openAtFirst = false }: { campaign: LoadedCampaign; openAtFirst?: boolean }) {
  const stored = typeof campaign.formData.campaignNegativeKeywords === "string" ? campaign.formData.campaignNegativeKeywords : "";
  const readings = keywordReadingsOf("campaignNegatives", stored);
  return (
    <CampaignSettingCard
      title={title}
      openAtFirst={openAtFirst}
      dialogClassName="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      summary={
        readings.length > 0 ? <KeywordReadings readings={readings} /> : <p className="text-sm text-muted-foreground">None: every ad group may show for any search its keywords match.</p>
      }
      form={(onDone) => <NegativesForm campaign={campaign} stored={stored} onDone={onDone} />}
    />
  );
}

function NegativesForm({ campaign, stored, onDone }: { campaign: LoadedCampaign; stored: string; onDone: () => void }) {
  const { save, pending } = useCampaignFormSave(campaign, onDone, { saved: "Negative keywords updated", failed: "Failed to update negative keywords" });
  const [text, setText] = useState(stored);
  // Google's refusal of a negative is said once a save was tried, then as the user fixes it.
  const [triedSave, setTriedSave] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTriedSave(true);
    if (refusesKeywords("campaignNegatives", text)) return;
    await save({ campaignNegativeKeywords: text });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <KeywordsField level="campaignNegatives" label={title} value={text} onChange={setText} showRefusal={triedSave} focusOnOpen />
      <FormActions onCancel={onDone} pending={pending} submitLabel="Save Changes" pendingLabel="Saving..." />
    </form>
  );
}
