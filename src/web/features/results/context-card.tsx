import { memo, useState } from "react";
import {
  type CampaignTypeDescriptor,
  canRegenerateWithContext,
  characterCounter,
  contextFromWizard,
  fitsLimit,
  type RegenerationContext,
  type WizardFormData,
} from "../../../domain/index.ts";
import { CallToActionField } from "../../components/call-to-action-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useChangesToMakeNotice } from "./use-writer-notice.ts";

interface ContextCardProps {
  type: CampaignTypeDescriptor;
  busy: boolean;
  /** What the wizard asked for; the card starts from its tone and call to action. */
  formData: WizardFormData;
  onRegenerate: (context: RegenerationContext) => void;
}

/**
 * 'Campaign Context' ('Context Regeneration' for Demand Gen): tone, call to action (Demand Gen's from its
 * list) and changes to make, then everything written again. Memoised: the editor's keystrokes leave it be.
 */
export const ContextCard = memo(function ContextCard({ type, busy, formData, onRegenerate }: ContextCardProps) {
  const [context, setContext] = useState<RegenerationContext>(() => contextFromWizard(type, formData));
  // What the ads on screen were written with: the wizard's answers, or the last regeneration's.
  const current = contextFromWizard(type, formData);
  const limits = type.fieldLimits;
  const changesNotice = useChangesToMakeNotice();
  const overLimit = !fitsLimit(context.callToAction, limits.callToAction) || !fitsLimit(context.changesToMake, limits.changesToMake);
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="font-semibold">{type.labels.contextCardTitle}</h2>
      <FormField label="Tone of Voice">
        <Select value={context.tone} onChange={(event) => setContext({ ...context, tone: event.target.value })}>
          <option value="">Keep the current tone</option>
          {type.tones.results.map((tone) => (
            <option key={tone.value} value={tone.value}>
              {tone.label}
            </option>
          ))}
        </Select>
      </FormField>
      <CallToActionField
        type={type}
        value={context.callToAction}
        limit={limits.callToAction}
        keepLabel="Keep the current call to action"
        onChange={(callToAction) => setContext({ ...context, callToAction })}
      />
      <FormField
        label="Changes to Make"
        // A writer that cannot follow the changes says so before the user types them, not after (issue 18).
        hint={changesNotice ?? "For example: mention free delivery, sound less formal."}
        counter={characterCounter(context.changesToMake, limits.changesToMake)}
        counterOver={!fitsLimit(context.changesToMake, limits.changesToMake)}
      >
        <Textarea rows={3} value={context.changesToMake} onChange={(event) => setContext({ ...context, changesToMake: event.target.value })} />
      </FormField>
      <Button disabled={overLimit || !canRegenerateWithContext(context, busy, current)} onClick={() => onRegenerate(context)}>
        {type.labels.regenerateWithContextButton}
      </Button>
    </Card>
  );
});
