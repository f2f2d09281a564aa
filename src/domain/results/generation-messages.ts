import type { AssetKind } from "../campaign-types/asset-kind.ts";

/**
 * The spec's generation messages (part 1 section 8, part 2 sections 5 and 8), shared by the server's
 * errors and the results screens' toasts.
 */
export const generationMessages = {
  failedTitle: "Generation Failed",
  usingFallback: "Failed to generate ads using AI. Using fallback content.",
  contextFailedTitle: "Context Regeneration Failed",
  contextFailed: "Failed to regenerate ads with new context.",
  regenerationFailedTitle: "Regeneration Failed",
  headlineRegenerationFailed: "Failed to regenerate headline. Please try again.",
  descriptionRegenerationFailed: "Failed to regenerate description",
  tooManyRequests: "Too many generation requests. Please wait a minute and try again.",
  tooManyInFlight: "You already have generations running. Please wait for them to finish.",
  busy: "The AI copywriter is busy. Please try again in a moment.",
} as const;

/** A generation call answered with an error status and no message of its own (part 2, section 8). */
export function apiRequestFailedMessage(status: number): string {
  return `API request failed with status ${status}`;
}

/** A single regenerated item that could not be written: 'Failed to generate headline. Please try again.' */
export function singleItemFailedMessage(kind: Pick<AssetKind, "singular" | "singleItemFailedMessage">): string {
  return kind.singleItemFailedMessage ?? `Failed to generate ${kind.singular}. Please try again.`;
}
