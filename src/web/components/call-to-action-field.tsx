import { type CampaignTypeDescriptor, characterCounter, fitsLimit } from "../../domain/index.ts";
import { FormField } from "./ui/form-field.tsx";
import { Input } from "./ui/input.tsx";
import { Select } from "./ui/select.tsx";

interface CallToActionFieldProps {
  type: CampaignTypeDescriptor;
  value: string;
  onChange: (value: string) => void;
  /** The type's one call-to-action limit. */
  limit: number;
  /** A first choice meaning 'leave it as it is' (the results screens' overrides). */
  keepLabel?: string;
  placeholder?: string;
  required?: boolean;
}

/** Free text within its limit, or the type's own list where it has one (Demand Gen). */
export function CallToActionField({ type, value, onChange, limit, keepLabel, placeholder, required }: CallToActionFieldProps) {
  if (type.callToActionOptions) {
    return (
      <FormField label="Call to Action" required={required}>
        <Select value={value} onChange={(event) => onChange(event.target.value)}>
          {keepLabel !== undefined && <option value="">{keepLabel}</option>}
          {type.callToActionOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </FormField>
    );
  }
  const over = !fitsLimit(value, limit);
  return (
    <FormField label="Call to Action" required={required} counter={characterCounter(value, limit)} counterOver={over} error={over ? `Call to action can be at most ${limit} characters` : null}>
      <Input value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}
