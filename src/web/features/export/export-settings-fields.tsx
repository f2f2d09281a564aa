import type { ReactNode } from "react";
import type { CampaignTypeDescriptor } from "../../../domain/index.ts";
import { adsLanguageName, adsLanguages } from "../../../domain/export/ads-languages.ts";
import { bidStrategiesOf, searchNetworks } from "../../../domain/export/index.ts";
import { ChipList } from "../../components/ui/chip.tsx";
import { FormField, RequiredMark } from "../../components/ui/form-field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Select } from "../../components/ui/select.tsx";
import { LocationPicker } from "./location-picker.tsx";
import type { SettingsDraft, SettingsErrors } from "./settings-draft.ts";

interface ExportSettingsFieldsProps {
  type: CampaignTypeDescriptor;
  draft: SettingsDraft;
  onChange: (next: SettingsDraft) => void;
  /** Shown once the user has tried to export. */
  errors: SettingsErrors;
  disabled: boolean;
}

/**
 * What Google Ads needs before a new campaign spends (EDITOR-IMPORT section 3): asked in the export
 * dialog, pre-filled with the ad account's last choices, nothing that spends assumed. 'Update ads only'
 * (R38) writes the ads and none of this.
 */
export function ExportSettingsFields({ type, draft, onChange, errors, disabled }: ExportSettingsFieldsProps) {
  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <fieldset className="flex flex-col gap-4" disabled={disabled}>
      <legend className="mb-2 border-t border-border pt-4 text-base font-semibold">Campaign settings for Google Ads</legend>
      <RadioRow
        legend="Export as"
        name="export-mode"
        value={draft.mode}
        onChange={(mode) => set("mode", mode)}
        options={[
          { value: "new", label: "New campaign", hint: "Creates the campaign with the settings below." },
          { value: "update", label: "Update ads only", hint: "Changes the ads of a campaign already in Google Ads; its status, budget and targeting stay as they are." },
        ]}
      />
      {draft.mode === "new" && (
        <>
          <RadioRow
            legend="Campaign status"
            name="export-status"
            value={draft.status}
            onChange={(status) => set("status", status)}
            options={[
              { value: "Paused", label: "Paused", hint: "Nothing runs or spends until you enable it in Google Ads." },
              { value: "Enabled", label: "Enabled", hint: "Starts running, and spending, once you post the import in Editor." },
            ]}
          />
          <FormField label="Daily budget" hint="In the ad account's currency." error={errors.budget} required>
            <Input inputMode="decimal" autoComplete="off" value={draft.budget} onChange={(event) => set("budget", event.target.value)} className="max-w-40" />
          </FormField>
          <FormField label="Bid strategy" error={errors.bidStrategy} required>
            <Select value={draft.bidStrategy} onChange={(event) => set("bidStrategy", event.target.value as SettingsDraft["bidStrategy"])}>
              <option value="">Choose a bid strategy</option>
              {bidStrategiesOf(type.id).map((strategy) => (
                <option key={strategy} value={strategy}>
                  {strategy}
                </option>
              ))}
            </Select>
          </FormField>
          {draft.bidStrategy === "Target CPA" && (
            <FormField label="Target cost per action" hint="In the ad account's currency." error={errors.targetCpa} required>
              <Input inputMode="decimal" autoComplete="off" value={draft.targetCpa} onChange={(event) => set("targetCpa", event.target.value)} className="max-w-40" />
            </FormField>
          )}
          {draft.bidStrategy === "Target ROAS" && (
            <FormField label="Target return on ad spend" hint="As a ratio: 4 means 400%." error={errors.targetRoas} required>
              <Input inputMode="decimal" autoComplete="off" value={draft.targetRoas} onChange={(event) => set("targetRoas", event.target.value)} className="max-w-40" />
            </FormField>
          )}
          {type.editorExport.networks && (
            <Checkboxes
              legend="Networks"
              error={errors.networks}
              options={searchNetworks}
              value={draft.networks}
              onChange={(networks) => set("networks", networks)}
              hint="Google search only, unless you choose more: partners and the Display Network spend the same budget elsewhere."
            />
          )}
          <FormField label="Languages" hint="The languages of the people who should see the ads." error={errors.languages} required>
            <Select
              value=""
              onChange={(event) => event.target.value && set("languages", [...draft.languages, event.target.value])}
            >
              <option value="">Add a language</option>
              {adsLanguages
                .filter((language) => !draft.languages.includes(language.code))
                .map((language) => (
                  <option key={language.code} value={language.code}>
                    {language.name}
                  </option>
                ))}
            </Select>
          </FormField>
          <ChipList
            label="Chosen languages"
            items={draft.languages.map((code) => ({ id: code, label: adsLanguageName(code) }))}
            onRemove={(code) => set("languages", draft.languages.filter((chosen) => chosen !== code))}
          />
          <FormField label="Locations" error={errors.locations} required>
            <LocationPicker value={draft.locations} onChange={(locations) => set("locations", locations)} />
          </FormField>
          <RadioRow
            legend="Does this campaign have EU political ads?"
            name="export-eu-political-ads"
            value={draft.euPoliticalAds}
            onChange={(answer) => set("euPoliticalAds", answer)}
            required
            error={errors.euPoliticalAds}
            options={[
              { value: "no", label: "No" },
              { value: "yes", label: "Yes", hint: "Political advertising about an election or referendum in the EU." },
            ]}
          />
        </>
      )}
    </fieldset>
  );
}

interface RadioRowProps<V extends string> {
  legend: string;
  name: string;
  value: V | "";
  onChange: (value: V) => void;
  options: readonly { value: V; label: string; hint?: string }[];
  required?: boolean;
  error?: string;
}

/** A question answered by native radios: arrow keys move the choice. */
function RadioRow<V extends string>({ legend, name, value, onChange, options, required, error }: RadioRowProps<V>) {
  const errorId = `${name}-error`;
  const legendId = `${name}-legend`;
  // A radio group, so a screen reader hears that an answer is required (a fieldset cannot say so).
  return (
    <fieldset role="radiogroup" aria-labelledby={legendId} className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined} aria-required={required || undefined}>
      <legend id={legendId} className="mb-1 text-sm font-medium">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-invalid={error ? true : undefined}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <span>
            {option.label}
            {option.hint && <span className="block text-muted-foreground">{option.hint}</span>}
          </span>
        </label>
      ))}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

interface CheckboxesProps {
  legend: string;
  hint: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
}

function Checkboxes({ legend, hint, options, value, onChange, error }: CheckboxesProps) {
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? "export-networks-error" : "export-networks-hint"}>
      <legend className="mb-1 text-sm font-medium">
        {legend}
        <RequiredMark />
      </legend>
      {options.map((option) => (
        <label key={option} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={value.includes(option)}
            onChange={(event) => onChange(event.target.checked ? [...value, option] : value.filter((chosen) => chosen !== option))}
            className="size-4 shrink-0 accent-primary"
          />
          {option}
        </label>
      ))}
      <p id="export-networks-hint" className="text-xs text-muted-foreground">
        {hint}
      </p>
      <FieldError id="export-networks-error">{error}</FieldError>
    </fieldset>
  );
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {children}
    </p>
  );
}
