import type { AssetKindKey, CampaignTypeDescriptor } from "../../../domain/index.ts";

/** Where the copywriter is, as the results screen's live region tells it. */
export type GenerationPhase = "idle" | "running" | "done" | "stopped" | "failed";

/** '15 headlines, 4 descriptions and 1 callout': what the lists hold now, blanks not counted. */
function writtenSoFar(type: CampaignTypeDescriptor, lists: Partial<Record<AssetKindKey, string[]>>): string {
  const counts = type.assetKinds.flatMap((kind) => {
    const count = (lists[kind.key] ?? []).filter((text) => text.trim() !== "").length;
    return count === 0 ? [] : [`${count} ${count === 1 ? kind.singular : kind.label.toLowerCase()}`];
  });
  if (counts.length <= 1) return counts.join("");
  return `${counts.slice(0, -1).join(", ")} and ${counts.at(-1)}`;
}

/**
 * The text of the polite live region of the results screen: that the copywriter is writing, what has
 * streamed in so far, then that it is done (or that it failed). A screen-reader user hears the generation go on
 * and end without watching the fields fill. The rotating progress messages are left to the eyes: read
 * out every 1.5 s they would drown everything else.
 */
export function generationAnnouncement(type: CampaignTypeDescriptor, phase: GenerationPhase, lists: Partial<Record<AssetKindKey, string[]>>): string {
  const written = writtenSoFar(type, lists);
  switch (phase) {
    case "idle":
      return "";
    case "running":
      return written ? `Writing your ${type.label} ads: ${written} so far.` : `Writing your ${type.label} ads...`;
    case "done":
      return written ? `Your ${type.label} ads are ready: ${written}.` : `Your ${type.label} ads are ready.`;
    case "stopped":
      return written ? `Writing your ${type.label} ads was stopped: ${written} kept.` : `Writing your ${type.label} ads was stopped before anything was written.`;
    // The failure toast says why; this says what the editor holds now, in words of its own.
    case "failed":
      return written ? `Your ${type.label} ads could not be written. Fallback content shown: ${written}.` : `Your ${type.label} ads could not be written.`;
  }
}
