import { type FormEvent, useState } from "react";
import type { LoadedCampaign } from "../../../domain/contracts/index.ts";
import { type CampaignTypeDescriptor, characterCounter, checkBusinessName, fitsLimit } from "../../../domain/index.ts";
import { FormActions } from "../../components/ui/form-actions.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { CampaignSettingCard } from "./campaign-setting-card.tsx";
import { useCampaignFormSave } from "./use-campaign-form-save.ts";

const title = "Business Name";
const missing = "Enter the business name Google shows beside these ads";

/**
 * A saved campaign's business name, where its type's ads carry one (Performance Max, Demand Gen, Display:
 * EDITOR-IMPORT R19, R27). The export refuses such a campaign without it (issue 20), so it is edited here.
 */
export function CampaignBusinessName({ campaign, type, openAtFirst = false }: { campaign: LoadedCampaign; type: CampaignTypeDescriptor; openAtFirst?: boolean }) {
  const stored = campaign.formData.businessName ?? "";
  return (
    <CampaignSettingCard
      title={title}
      openAtFirst={openAtFirst}
      dialogClassName="max-w-lg"
      summary={<p className={stored.trim() ? "break-words" : "text-sm text-muted-foreground"}>{stored.trim() || `None yet. ${missing}.`}</p>}
      form={(onDone) => <BusinessNameForm campaign={campaign} type={type} stored={stored} onDone={onDone} />}
    />
  );
}

function BusinessNameForm({ campaign, type, stored, onDone }: { campaign: LoadedCampaign; type: CampaignTypeDescriptor; stored: string; onDone: () => void }) {
  const { save, pending } = useCampaignFormSave(campaign, onDone, { saved: "Business name updated", failed: "Failed to update the business name" });
  const [name, setName] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  const limit = type.businessNameLimit;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = name.trim() ? checkBusinessName(type, name) : missing;
    setError(problem);
    if (problem) return;
    await save({ businessName: name.trim() });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormField label={title} error={error} required counter={limit === null ? undefined : characterCounter(name, limit)} counterOver={limit !== null && !fitsLimit(name, limit)}>
        <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} data-autofocus />
      </FormField>
      <FormActions onCancel={onDone} pending={pending} submitLabel="Save Changes" pendingLabel="Saving..." />
    </form>
  );
}
