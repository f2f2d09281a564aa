import type { CampaignTypeDescriptor } from "../../../domain/index.ts";
import { type BidStrategy, bidStrategiesOf, type ExportSettings, exportSettingsDefaults, exportSettingsSchema, settingsProblem } from "../../../domain/export/index.ts";

/** The export dialog's settings as typed: numbers as text, the EU answer unanswered until chosen. */
export interface SettingsDraft {
  mode: "new" | "update";
  status: "Paused" | "Enabled";
  budget: string;
  bidStrategy: BidStrategy | "";
  targetCpa: string;
  targetRoas: string;
  networks: string[];
  languages: string[];
  locations: string[];
  euPoliticalAds: "yes" | "no" | "";
}

export type SettingsField = Exclude<keyof SettingsDraft, "mode" | "status">;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** What the server offers the dialog (`POST /api/export/settings`). */
export interface SettingsOffer {
  remembered: ExportSettings | null;
  suggested: { languages: string[] };
}

const amountText = (amount: number | undefined) => (amount === undefined ? "" : String(amount));

/**
 * The account's remembered choices; else Paused, Google search only, the type's first bid strategy and
 * the ads' language, with the budget, places and the EU question left for the user (R13: nothing
 * assumed that spends).
 */
export function draftFrom(offer: SettingsOffer | undefined, type: CampaignTypeDescriptor): SettingsDraft {
  const remembered = offer?.remembered;
  return {
    mode: remembered?.mode ?? exportSettingsDefaults.mode,
    status: remembered?.status ?? exportSettingsDefaults.status,
    budget: amountText(remembered?.budget),
    bidStrategy: remembered?.bidStrategy ?? bidStrategiesOf(type.id)[0] ?? "",
    targetCpa: amountText(remembered?.targetCpa),
    targetRoas: amountText(remembered?.targetRoas),
    networks: [...(remembered?.networks ?? exportSettingsDefaults.networks)],
    languages: [...(remembered?.languages ?? offer?.suggested.languages ?? [])],
    locations: [...(remembered?.locations ?? [])],
    euPoliticalAds: remembered?.euPoliticalAds === undefined ? "" : remembered.euPoliticalAds ? "yes" : "no",
  };
}

/** A typed amount: blank is none, a decimal comma is read as a point (25,50). */
function amountOf(text: string): number | undefined {
  const trimmed = text.trim().replace(",", ".");
  return trimmed ? Number(trimmed) : undefined;
}

/** What the user left out, in the words of the field, before the schema's own checks. */
const missing: Partial<Record<SettingsField, string>> = {
  budget: "Enter a daily budget",
  bidStrategy: "Choose a bid strategy",
  languages: "Add at least one language",
  locations: "Add at least one location",
  euPoliticalAds: "Say whether the campaign has EU political ads",
};

/** The draft as the API takes it, or each field's problem. Update mode asks for nothing but keeps what was typed. */
export function settingsOf(draft: SettingsDraft, type: CampaignTypeDescriptor): { settings: ExportSettings; errors: null } | { settings: null; errors: SettingsErrors } {
  const candidate = {
    mode: draft.mode,
    status: draft.status,
    budget: amountOf(draft.budget),
    budgetType: "Daily",
    bidStrategy: draft.bidStrategy || undefined,
    targetCpa: draft.bidStrategy === "Target CPA" ? amountOf(draft.targetCpa) : undefined,
    targetRoas: draft.bidStrategy === "Target ROAS" ? amountOf(draft.targetRoas) : undefined,
    networks: type.editorExport.networks ? draft.networks : undefined,
    languages: draft.languages,
    locations: draft.locations,
    euPoliticalAds: draft.euPoliticalAds === "" ? undefined : draft.euPoliticalAds === "yes",
  };
  if (draft.mode === "update") {
    // What was typed goes along only where it is valid, so it stays remembered for the next new campaign.
    const kept = exportSettingsSchema.safeParse({ ...candidate, mode: "new" });
    return { settings: kept.success ? { ...kept.data, mode: "update" } : { mode: "update" }, errors: null };
  }
  const errors: SettingsErrors = {};
  for (const [field, message] of Object.entries(missing) as [SettingsField, string][]) {
    const value = candidate[field as keyof typeof candidate];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) errors[field] = message;
  }
  const parsed = exportSettingsSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as SettingsField;
      const amount = issue.code !== "custom" && (field === "budget" || field === "targetCpa" || field === "targetRoas");
      errors[field] ??= amount ? "Enter an amount more than 0" : issue.message;
    }
  }
  const problem = parsed.success ? settingsProblem(parsed.data, type.id) : null;
  if (problem) errors.bidStrategy = problem;
  if (Object.keys(errors).length > 0 || !parsed.success) return { settings: null, errors };
  return { settings: parsed.data, errors: null };
}
