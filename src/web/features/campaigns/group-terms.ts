import type { LoadedAdGroup } from "../../../domain/contracts/index.ts";
import type { CampaignTypeDescriptor } from "../../../domain/index.ts";

/** Search has ad groups with keywords; Performance Max asset groups with audience signals; Demand Gen themes. */
export function groupTerms(type: CampaignTypeDescriptor) {
  const asset = type.groupKind === "assetGroup";
  return {
    singular: asset ? "asset group" : "ad group",
    plural: asset ? "Asset Groups" : "Ad Groups",
    newLabel: asset ? "New Asset Group" : "New Ad Group",
    created: asset ? "Asset group created" : "Ad group created",
    updated: asset ? "Asset group updated" : "Ad group updated",
    termsLabel: type.labels.keywords,
  };
}

/** What the group targets: keywords, else its audience signals or content themes. */
export function targetingOf(group: LoadedAdGroup): string[] {
  if (group.keywords.length > 0) return group.keywords;
  return group.audienceSignals ?? group.contentThemes ?? [];
}
