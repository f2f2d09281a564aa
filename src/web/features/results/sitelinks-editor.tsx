import { memo } from "react";
import { type CampaignTypeDescriptor, displayWidth, type Sitelink } from "../../../domain/index.ts";
import { cn } from "../../lib/class-names.ts";
import { fieldClasses } from "../../components/ui/input.tsx";
import { editorFieldId } from "../../lib/editor-field.ts";

interface SitelinksEditorProps {
  type: CampaignTypeDescriptor;
  sitelinks: readonly Sitelink[];
  onChange: (index: number, sitelink: Sitelink) => void;
  readOnly?: boolean;
}

interface FieldProps {
  /** The slot's number, so each of the six 'Description 1' fields has a name of its own. */
  slot: number;
  label: string;
  value: string;
  limit: number | null;
  onChange: (value: string) => void;
  readOnly?: boolean;
  /** The field's id, where a link may point (the slot's link text). */
  id?: string;
}

function Field({ slot, label, value, limit, onChange, readOnly, id }: FieldProps) {
  const width = displayWidth(value);
  const over = limit !== null && width > limit;
  return (
    <label className="flex flex-col gap-1 text-xs">
      <span className="flex justify-between text-muted-foreground">
        {label}
        {limit !== null && <span className={over ? "font-semibold text-destructive" : undefined}>{`${width}/${limit}`}</span>}
      </span>
      <input id={id} aria-label={`Sitelink ${slot} ${label}`} value={value} readOnly={readOnly} aria-invalid={over ? true : undefined} onChange={(event) => onChange(event.target.value)} className={cn(fieldClasses, "h-9")} />
    </label>
  );
}

/**
 * The sitelink slots (Search 4, Performance Max 6): link text, URL and two descriptions each. Memoised:
 * typing in a headline leaves the sitelinks (and a stable onChange) as they were, so they skip the render.
 */
export const SitelinksEditor = memo(function SitelinksEditor({ type, sitelinks, onChange, readOnly }: SitelinksEditorProps) {
  const spec = type.sitelinks;
  if (!spec) return null;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold">Sitelinks</legend>
      <ol className="grid gap-3 md:grid-cols-2">
        {sitelinks.map((sitelink, index) => (
          <li key={index} className="flex flex-col gap-2 rounded-md border border-border p-3">
            <p className="text-xs font-semibold text-muted-foreground">Sitelink {index + 1}</p>
            <Field id={editorFieldId(`sitelinks.${index}`)} slot={index + 1} label="Link text" value={sitelink.linkText} limit={spec.textLimit} readOnly={readOnly} onChange={(linkText) => onChange(index, { ...sitelink, linkText })} />
            <Field slot={index + 1} label="URL" value={sitelink.linkUrl} limit={null} readOnly={readOnly} onChange={(linkUrl) => onChange(index, { ...sitelink, linkUrl })} />
            <Field slot={index + 1} label="Description 1" value={sitelink.description1} limit={spec.descriptionLimit} readOnly={readOnly} onChange={(description1) => onChange(index, { ...sitelink, description1 })} />
            <Field slot={index + 1} label="Description 2" value={sitelink.description2} limit={spec.descriptionLimit} readOnly={readOnly} onChange={(description2) => onChange(index, { ...sitelink, description2 })} />
          </li>
        ))}
      </ol>
    </fieldset>
  );
});
