import { type KeywordReading, keywordFieldMessages, parseList, readCampaignNegatives, readKeywords } from "../../domain/index.ts";
import { KeywordReadings } from "./keyword-readings.tsx";
import { FormField } from "./ui/form-field.tsx";
import { Textarea } from "./ui/textarea.tsx";

/** An ad group's keywords (any match type, '-' for a negative), or a campaign's own negatives, each line a negative (R35). */
export type KeywordsLevel = "adGroup" | "campaignNegatives";

/** The keywords typed in the field, as Google reads them (EDITOR-IMPORT R34-R37). */
export function keywordReadingsOf(level: KeywordsLevel, text: string): KeywordReading[] {
  return level === "campaignNegatives" ? readCampaignNegatives(parseList(text)) : readKeywords(parseList(text));
}

/** Whether Google would refuse any keyword typed (R36): a form refuses to save it. */
export const refusesKeywords = (level: KeywordsLevel, text: string) => keywordReadingsOf(level, text).some((reading) => reading.problem !== null);

interface KeywordsFieldProps {
  level: KeywordsLevel;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** When Google's refusal is said: as the user types (the wizard), or once a save was tried (an Edit dialog). */
  showRefusal: boolean;
  rows?: number;
  required?: boolean;
  optional?: boolean;
  /** Takes the focus when its dialog opens (data-autofocus, which the Dialog reads). */
  focusOnOpen?: boolean;
}

/**
 * The one keyword field of the wizard and a saved campaign's screens: the text as typed (one per line or
 * comma-separated), each keyword under it as a chip with its match type, and Google's refusal with its
 * reason (R36), so a keyword reads and is checked the same wherever it is typed.
 */
export function KeywordsField({ level, label, value, onChange, showRefusal, rows = 5, required, optional, focusOnOpen }: KeywordsFieldProps) {
  const readings = keywordReadingsOf(level, value);
  const refused = showRefusal && readings.some((reading) => reading.problem !== null);
  const negatives = level === "campaignNegatives";
  const hint = negatives ? keywordFieldMessages.negativesHint : keywordFieldMessages.hint;
  return (
    <div className="flex flex-col gap-2">
      <FormField
        label={label}
        hint={optional ? `Optional. ${hint}` : hint}
        required={required}
        error={refused ? (negatives ? keywordFieldMessages.negativesRefused : keywordFieldMessages.refused) : null}
      >
        <Textarea rows={rows} value={value} onChange={(event) => onChange(event.target.value)} {...(focusOnOpen ? { "data-autofocus": true } : {})} />
      </FormField>
      <KeywordReadings readings={readings} />
    </div>
  );
}
