import { z } from "zod";
import { defaultCampaignType } from "../campaign-types/registry.ts";
import { formDataSchemaFor, type WizardFormData } from "./form-data.ts";

/**
 * A saved campaign's form answers (`formData`), as the API carries them and the campaigns table stores
 * them: the wizard's fields, any of them missing (an imported campaign has a few, a save from an older
 * version others), each text; the list fields may hold a list, as older saves kept them (list-text.ts
 * reads both). A screen that edits them reads them by its type's form schema (`formDataSchemaFor`).
 */
const listFields = ["keywords", "contentThemes", "campaignNegativeKeywords"] as const;
type ListField = (typeof listFields)[number];

export type SavedFormData = { [Field in keyof WizardFormData]?: Field extends ListField ? string | readonly string[] : string };

const isListField = (field: string): field is ListField => (listFields as readonly string[]).includes(field);

/** Every type's form has the same fields (form-data.ts), so any type's schema names them. */
const fields = Object.keys(formDataSchemaFor(defaultCampaignType).shape);

function formShape(part: (schema: z.ZodType) => z.ZodType) {
  return Object.fromEntries(fields.map((field) => [field, part(isListField(field) ? z.union([z.string(), z.array(z.string())]) : z.string())]));
}

/** What a save or an export body may send: each field optional, each present one text (or a list field's list). */
export const savedFormDataSchema = z.object(formShape((schema) => schema.optional())) as unknown as z.ZodType<SavedFormData>;

/** A stored form read field by field: a field that no longer has its shape reads as unanswered. */
const storedFormDataSchema = z.object(formShape((schema) => schema.optional().catch(undefined)));

export function readSavedFormData(raw: unknown): SavedFormData {
  const parsed = storedFormDataSchema.safeParse(raw);
  // Built from the form's fields, so zod cannot infer the shape: its output is SavedFormData.
  return parsed.success ? (parsed.data as SavedFormData) : {};
}
