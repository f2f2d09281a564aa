import { type FormEvent, useState } from "react";
import type { LoadedAdGroup } from "../../../domain/contracts/index.ts";
import { type CampaignTypeDescriptor, characterCounter, fitsLimit, groupTargeting, keywordFieldMessages, landingPageUrlError } from "../../../domain/index.ts";
import { KeywordsField, refusesKeywords } from "../../components/keywords-field.tsx";
import { FormActions } from "../../components/ui/form-actions.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { groupTerms, targetingOf } from "./group-terms.ts";

export interface AdGroupFields {
  name: string;
  landingPageUrl: string | null;
  callToAction: string | null;
  keywords: string[];
  audienceSignals?: string[];
  contentThemes?: string[];
}

interface AdGroupFormProps {
  type: CampaignTypeDescriptor;
  /** The group being edited; none for a new one. */
  group?: LoadedAdGroup;
  /** The field the export check's link named (`name`, `finalUrl`, `keywords`): it takes the focus when the dialog opens. */
  focusField?: string | null;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Resolves once saved; a refusal is the caller's to show. */
  onSubmit: (fields: AdGroupFields) => Promise<void>;
  onCancel: () => void;
}

type Draft = { name: string; landingPageUrl: string; targeting: string; callToAction: string };

/**
 * An ad group's (or asset group's) own fields, for a new group and an existing one alike. Search's
 * keywords show as Google reads them, with match types (EDITOR-IMPORT R34-R37), and one Google would
 * refuse (R36) stops the save with its reason, as in the wizard.
 */
export function AdGroupForm({ type, group, focusField = null, submitLabel, pendingLabel, pending, onSubmit, onCancel }: AdGroupFormProps) {
  const [draft, setDraft] = useState<Draft>(() => ({
    name: group?.name ?? "",
    landingPageUrl: group?.landingPageUrl ?? "",
    targeting: group ? targetingOf(group).join("\n") : "",
    callToAction: group?.callToAction ?? "",
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const terms = groupTerms(type);
  const ctaLimit = type.fieldLimits.callToAction;
  const set = (key: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const keywordCriteria = type.editorExport.keywordCriteria;
  // Google's refusal of a keyword is said once a save was tried, then as the user fixes it.
  const [triedSave, setTriedSave] = useState(false);
  const focus = (field: string) => (focusField === field ? { "data-autofocus": true } : {});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!draft.name.trim()) found.name = `${type.labels.groupName} is required`;
    const urlError = draft.landingPageUrl.trim() ? landingPageUrlError(draft.landingPageUrl.trim()) : null;
    if (urlError) found.landingPageUrl = urlError;
    setTriedSave(true);
    if (keywordCriteria && refusesKeywords("adGroup", draft.targeting)) found.targeting = keywordFieldMessages.refused;
    if (!fitsLimit(draft.callToAction, ctaLimit)) found.callToAction = `Call to action can be at most ${ctaLimit} characters`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await onSubmit({
      name: draft.name.trim(),
      ...groupTargeting(type, draft.targeting),
      landingPageUrl: draft.landingPageUrl.trim() || null,
      callToAction: draft.callToAction.trim() || null,
    });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <FormField label={type.labels.groupName} error={errors.name}>
        <Input {...focus("name")} value={draft.name} maxLength={300} onChange={(event) => set("name")(event.target.value)} />
      </FormField>
      <FormField label="Landing Page URL" error={errors.landingPageUrl}>
        <Input {...focus("finalUrl")} type="url" inputMode="url" placeholder="https://" value={draft.landingPageUrl} onChange={(event) => set("landingPageUrl")(event.target.value)} />
      </FormField>
      {keywordCriteria ? (
        <KeywordsField level="adGroup" label={terms.termsLabel} value={draft.targeting} onChange={set("targeting")} showRefusal={triedSave} focusOnOpen={focusField === "keywords"} />
      ) : (
        <FormField label={terms.termsLabel} hint="One per line or comma-separated">
          <Textarea value={draft.targeting} onChange={(event) => set("targeting")(event.target.value)} />
        </FormField>
      )}
      <FormField label="Call to Action" error={errors.callToAction} counter={characterCounter(draft.callToAction, ctaLimit)} counterOver={!fitsLimit(draft.callToAction, ctaLimit)}>
        <Input value={draft.callToAction} onChange={(event) => set("callToAction")(event.target.value)} />
      </FormField>
      <FormActions onCancel={onCancel} pending={pending} submitLabel={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
