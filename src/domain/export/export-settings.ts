import { z } from "zod";
import type { CampaignTypeId } from "../campaign-types/descriptor.ts";
import { campaignTypeFor } from "../campaign-types/registry.ts";
import { type BidStrategy, bidStrategies } from "./bid-strategies.ts";

export { type BidStrategy, bidStrategies };

/**
 * What Google Ads needs to know before a campaign spends (EDITOR-IMPORT section 3), chosen by the user
 * in the export dialog and remembered per ad account. Nothing here has a default: a setting the user
 * did not choose is not written (R13).
 */

export const searchNetworks = ["Google search", "Search Partners", "Display Network"] as const;

/** A Google language code such as `en`, `de`, `zh_CN` or `pt-BR` (R8's `LanguageConstant.code`). */
const languageCode = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}([_-][A-Za-z]{2,4})?$/, "Languages are codes such as en, de or zh_CN");

/** A place name as Editor reads it ('United States', 'Paris, Ile-de-France, France') or a geo target id. */
const location = z.string().trim().min(1, "A location cannot be blank").max(200);

const money = z.number().positive("must be more than 0").max(1_000_000_000);

/** What a new campaign needs before it spends (R9-R13): every field chosen, none assumed. */
const campaignSettingsShape = {
  status: z.enum(["Paused", "Enabled"]),
  budget: money,
  budgetType: z.literal("Daily").default("Daily"),
  bidStrategy: z.enum(bidStrategies),
  targetCpa: money.optional(),
  targetRoas: z.number().positive("must be more than 0").max(1000).optional(),
  /** Search only (R9); the other types have no networks to choose. */
  networks: z.array(z.enum(searchNetworks)).min(1, "Choose at least one network").max(3).optional(),
  languages: z.array(languageCode).min(1, "Choose at least one language").max(50),
  locations: z.array(location).min(1, "Choose at least one location").max(200),
  euPoliticalAds: z.boolean({ error: "Say whether the campaign has EU political ads" }),
};

const newCampaignSettingsSchema = z
  .object({ ...campaignSettingsShape, mode: z.literal("new") })
  .refine((settings) => settings.bidStrategy !== "Target CPA" || settings.targetCpa !== undefined, {
    path: ["targetCpa"],
    message: "Target CPA needs a target cost per action",
  })
  .refine((settings) => settings.bidStrategy !== "Target ROAS" || settings.targetRoas !== undefined, {
    path: ["targetRoas"],
    message: "Target ROAS needs a target return on ad spend",
  });

/**
 * Update mode (R38) writes no campaign settings, so it asks for none; the dialog still sends what the
 * user chose before, so switching back to a new campaign finds those choices remembered.
 */
const updateAdsSettingsSchema = z.object({ ...z.object(campaignSettingsShape).partial().shape, mode: z.literal("update") });

export const exportSettingsSchema = z.discriminatedUnion("mode", [newCampaignSettingsSchema, updateAdsSettingsSchema], {
  error: 'Choose the export mode: "new" (a new campaign) or "update" (update ads only)',
});

export type ExportSettings = z.output<typeof exportSettingsSchema>;
/** The settings a new campaign's rows carry. */
export type CampaignSettings = Extract<ExportSettings, { mode: "new" }>;

/** What the dialog offers before the user has chosen anything for the account: Paused, Google search only. */
export const exportSettingsDefaults = { status: "Paused", networks: ["Google search"], mode: "new" } as const;

/** Editor's spellings of the EU political ads answer (R12; the 'Has' spelling is unconfirmed). */
export const euPoliticalAdsAnswers = { yes: "Has EU political ads", no: "Doesn't have EU political ads" } as const;

/** Money as Editor writes it: dot decimal, two places (R7). */
export const moneyCell = (amount: number) => amount.toFixed(2);

/** The bid strategies a campaign type takes: its descriptor's list, else every one. */
export const bidStrategiesOf = (type: CampaignTypeId): readonly BidStrategy[] => campaignTypeFor(type).editorExport.bidStrategies ?? bidStrategies;

/** Why these settings do not fit the campaign type, or null. */
export function settingsProblem(settings: ExportSettings, type: CampaignTypeId): string | null {
  if (campaignTypeFor(type).editorExport.networks && settings.mode === "new" && !settings.networks?.length) return "Choose at least one network for a Search campaign";
  const allowed = bidStrategiesOf(type);
  if (settings.bidStrategy !== undefined && !allowed.includes(settings.bidStrategy)) {
    return `${settings.bidStrategy} is not a bid strategy for this campaign type: choose ${allowed.join(" or ")}`;
  }
  return null;
}

/** A geo target id is all digits (Google's geo target constants); anything else is a place name. */
export const isGeoTargetId = (place: string) => /^\d+$/.test(place.trim());
