import { useNavigate } from "react-router";
import {
  blockersSentence,
  type CampaignTypeDescriptor,
  campaignTypeRoute,
  characterCounter,
  fitsLimit,
  objectiveLabel,
  shownCampaignName,
  strategyStepBlockers,
  toneLabel,
  withQuery,
} from "../../../domain/index.ts";
import { Card } from "../../components/ui/card.tsx";
import { FormField, RequiredNote } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { OptionCards } from "./option-cards.tsx";
import { useWizardAccount } from "./use-wizard-account.ts";
import { useWizardDraft } from "./use-wizard-draft.ts";
import { WizardFrame } from "./wizard-frame.tsx";

/** A limited free-text field with its '/15,000 characters' counter. */
function LimitedText({ label, value, limit, onChange, rows = 4, hint }: { label: string; value: string; limit: number; onChange: (value: string) => void; rows?: number; hint?: string }) {
  const over = !fitsLimit(value, limit);
  return (
    <FormField label={label} hint={hint} counter={characterCounter(value, limit)} counterOver={over} error={over ? `${label} can be at most ${limit.toLocaleString("en-US")} characters` : null}>
      <Textarea rows={rows} value={value} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}

/** The strategy step (step 2 of 3) of any flow, its fields and limits from the type's descriptor. */
export function StrategyScreen({ type }: { type: CampaignTypeDescriptor }) {
  const navigate = useNavigate();
  const { accountId, accountName } = useWizardAccount();
  const { formData, update, flush } = useWizardDraft(type);
  const limits = type.fieldLimits;
  // Demand Gen asks for its audience and selling points; Search and Performance Max for an ideal customer profile.
  const asksSellingPoints = limits.uniqueSellingPoints !== null;
  const blockedBy = blockersSentence(strategyStepBlockers(type, formData));
  const go = (route: string) => {
    flush();
    void navigate(withQuery(route, { accountId, accountName }));
  };

  return (
    <WizardFrame
      title={`Create ${type.label} Campaign`}
      description="Tell the copywriter who you sell to and how you sound."
      onPrevious={() => go(campaignTypeRoute)}
      next={{ label: "Next", blockedBy, onClick: () => go(type.routes.group) }}
    >
      <Card className="flex flex-col gap-6 p-5 sm:p-6">
        <RequiredNote />
        <FormField label="Campaign Name" required>
          {/* An example, never a value: an empty name must look empty (issue 18). */}
          <Input value={formData.campaignName} maxLength={300} placeholder="e.g. Spring Sale 2026" onChange={(event) => update({ campaignName: event.target.value })} />
        </FormField>
        <OptionCards legend="Campaign Objective" required options={type.objectives} value={formData.campaignObjective} onChange={(value) => update({ campaignObjective: value })} />
        {asksSellingPoints ? (
          <>
            <LimitedText label="Target Audience" value={formData.targetAudience} limit={limits.campaignGoals} onChange={(targetAudience) => update({ targetAudience })} />
            <LimitedText
              label="Unique Selling Points"
              value={formData.uniqueSellingPoints}
              limit={limits.uniqueSellingPoints ?? limits.campaignGoals}
              onChange={(uniqueSellingPoints) => update({ uniqueSellingPoints })}
            />
          </>
        ) : (
          <LimitedText
            label="Ideal Customer Profile"
            hint="Who buys from you, what they need, what stops them."
            value={formData.campaignGoals}
            limit={limits.campaignGoals}
            rows={6}
            onChange={(campaignGoals) => update({ campaignGoals })}
          />
        )}
        <FormField label="Tone of Voice">
          <Select value={formData.toneOfVoice} onChange={(event) => update({ toneOfVoice: event.target.value })}>
            {type.tones.wizard.map((tone) => (
              <option key={tone.value} value={tone.value}>
                {tone.label}
              </option>
            ))}
          </Select>
        </FormField>
        {formData.toneOfVoice === "custom" && (
          <LimitedText
            label="Custom Tone Description"
            rows={3}
            value={formData.customToneDescription}
            limit={limits.customToneDescription}
            onChange={(customToneDescription) => update({ customToneDescription })}
          />
        )}
        <LimitedText label="Social Proof (optional)" hint="Reviews, ratings, awards, customer counts." rows={3} value={formData.socialProof} limit={limits.socialProof} onChange={(socialProof) => update({ socialProof })} />
      </Card>
      {formData.campaignObjective && (
        <Card className="flex flex-col gap-2 p-5" aria-label="Strategy summary">
          <h2 className="font-semibold">Strategy Summary</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Campaign</dt>
            <dd>{shownCampaignName(type, formData, new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone)}</dd>
            <dt className="text-muted-foreground">Objective</dt>
            <dd>{objectiveLabel(type, formData.campaignObjective)}</dd>
            <dt className="text-muted-foreground">Tone</dt>
            <dd>{formData.toneOfVoice === "custom" ? formData.customToneDescription || "Custom" : toneLabel(type, formData.toneOfVoice)}</dd>
          </dl>
        </Card>
      )}
    </WizardFrame>
  );
}
