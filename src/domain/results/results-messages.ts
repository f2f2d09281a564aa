import type { AssetKindKey } from "../campaign-types/asset-kind.ts";
import { generationMessages } from "./generation-messages.ts";
import { saveRetryMessages } from "../campaigns/save-retry.ts";

/**
 * The results screen's toasts. Search and Performance Max word them as part 1, section 8 does; Demand
 * Gen has its own shorter set (part 2, section 8).
 */
export interface ResultsMessages {
  /** Toasted after a generation that succeeded; null where the spec shows nothing. */
  generated: string | null;
  generationFailedTitle: string;
  /** The description when the failure brought fallback content; null shows the failure's own message. */
  fallbackDescription: string | null;
  contextFailedTitle: string;
  itemFailedTitle: string;
  /** The description of a failed single-item regeneration; null shows the error's own message. */
  itemFailed: { headlines: string; other: string } | null;
  /** Toasted after one item was regenerated, by kind; kinds left out show nothing. */
  itemRegenerated: Partial<Record<AssetKindKey, string>>;
  saved: string;
  updated: string;
  saveFailedTitle: string;
  updateFailedTitle: string;
  loadFailedTitle: string;
  loadFailedDescription: string;
}

/** What any failure says when it carries no message of its own. */
export const tryAgainMessage = "Please try again.";

const loadFailedDescription = "Could not load the ad for editing.";

export const googleResultsMessages: ResultsMessages = {
  generated: null,
  generationFailedTitle: generationMessages.failedTitle,
  fallbackDescription: generationMessages.usingFallback,
  contextFailedTitle: generationMessages.contextFailedTitle,
  itemFailedTitle: generationMessages.regenerationFailedTitle,
  itemFailed: { headlines: generationMessages.headlineRegenerationFailed, other: generationMessages.descriptionRegenerationFailed },
  itemRegenerated: {},
  saved: "Campaign saved successfully!",
  updated: "Ad updated successfully!",
  saveFailedTitle: saveRetryMessages.saveFailedTitle,
  updateFailedTitle: saveRetryMessages.updateFailedTitle,
  loadFailedTitle: "Failed to load ad data",
  loadFailedDescription,
};

export const demandGenResultsMessages: ResultsMessages = {
  generated: "Demand Gen ads generated!",
  generationFailedTitle: "Generation failed",
  fallbackDescription: null,
  contextFailedTitle: "Generation failed",
  itemFailedTitle: "Regeneration failed",
  itemFailed: null,
  itemRegenerated: {
    headlines: "Headline regenerated!",
    longHeadlines: "Long headline regenerated!",
    descriptions: "Description regenerated!",
  },
  saved: "Campaign saved!",
  updated: googleResultsMessages.updated,
  saveFailedTitle: "Save failed",
  updateFailedTitle: "Save failed",
  loadFailedTitle: "Failed to load Demand Gen ad data",
  loadFailedDescription,
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message.trim() : "");

/** A failed full generation: the fallback notice when fallback content is shown, else what went wrong. */
export function generationFailedDescription(messages: ResultsMessages, failure: { error: string; hasFallback: boolean }): string {
  if (failure.hasFallback && messages.fallbackDescription) return messages.fallbackDescription;
  return failure.error.trim() || tryAgainMessage;
}

/** A failed single-item regeneration, in the type's words or, where it has none, the error's. */
export function itemFailedDescription(messages: ResultsMessages, key: AssetKindKey, error: unknown): string {
  if (messages.itemFailed) return key === "headlines" ? messages.itemFailed.headlines : messages.itemFailed.other;
  return messageOf(error) || tryAgainMessage;
}
