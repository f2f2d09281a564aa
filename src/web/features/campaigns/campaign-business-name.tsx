import { type FormEvent, useState } from "react";
import type { LoadedCampaign } from "../../../domain/contracts/index.ts";
import { type CampaignTypeDescriptor, characterCounter, checkBusinessName, fitsLimit } from "../../../domain/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FormActions } from "../../components/ui/form-actions.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useCampaignFormSave } from "./use-campaign-form-save.ts";

const title = "Business Name";
const missing = "Enter the business name Google shows beside these ads";

/**
 * A saved campaign's business name, where its type's ads carry one (Performance Max, Demand Gen, Display:
 * EDITOR-IMPORT R19, R27). The export refuses such a campaign without it (issue 20), so it is edited here.
 */
export function CampaignBusinessName({ campaign, type, openAtFirst = false }: { campaign: LoadedCampaign; type: CampaignTypeDescriptor; openAtFirst?: boolean }) {
  const stored = campaign.formData.businessName ?? "";
  // Open on arrival when the export check's link named the business name.
  const [editing, setEditing] = useState(openAtFirst);
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        <Button variant="outline" onClick={() => setEditing(true)}>
          Edit {title.toLowerCase()}
        </Button>
      </div>
      <p className={stored.trim() ? "break-words" : "text-sm text-muted-foreground"}>{stored.trim() || `None yet. ${missing}.`}</p>
      <Dialog open={editing} onClose={() => setEditing(false)} title={`Edit ${title.toLowerCase()}`} className="max-w-lg">
        {editing && <BusinessNameForm campaign={campaign} type={type} stored={stored} onDone={() => setEditing(false)} />}
      </Dialog>
    </Card>
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
