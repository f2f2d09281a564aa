import { campaignTypeFor } from "../campaign-types/registry.ts";
import { displayPathLabel, displayPathProblems } from "../ads/display-paths.ts";
import { checkAd } from "../policy/policy.ts";
import { groupContents } from "./ad-content.ts";
import { exportMessages } from "./export-messages.ts";
import type { ExportCampaign } from "./export-campaign.ts";
import { groupNamesOf } from "./row-parts.ts";

/** An asset (or a missing one) that Google would refuse, named the way the editor labels it. */
export interface RefusedAsset {
  group: string;
  label: string;
  text: string;
  reason: string;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The policy check every export runs first (issue 11): the errors of `checkAd` on the ads as the files
 * carry them (repeats already dropped, a Performance Max asset group's ads merged).
 * Warnings (capitals, near-duplicates) are left to the editor's panel: Google serves those ads.
 */
export function refusedAssets(campaign: ExportCampaign): RefusedAsset[] {
  const type = campaignTypeFor(campaign.campaignType);
  const refused: RefusedAsset[] = [];
  const groupNames = groupNamesOf(type, campaign);
  campaign.adGroups.forEach((group, groupIndex) => {
    const groupName = groupNames[groupIndex] ?? "";
    for (const content of groupContents(type, group)) {
      const report = checkAd(type, content.lists, content.sitelinks);
      for (const kind of type.assetKinds) {
        for (const asset of report.assets[kind.key] ?? []) {
          const error = asset.issues.find((issue) => issue.severity === "error");
          const text = content.lists[kind.key][asset.index] ?? "";
          if (error) refused.push({ group: groupName, label: `${capitalized(kind.singular)} ${asset.index + 1}`, text, reason: error.message });
        }
      }
      for (const sitelink of report.sitelinks) {
        const first = sitelink.issues[0];
        const text = content.sitelinks[sitelink.index]?.linkText.trim() ?? "";
        if (first) refused.push({ group: groupName, label: `Sitelink ${sitelink.index + 1}`, text, reason: first });
      }
      if (type.displayPathLimit !== null) {
        for (const problem of displayPathProblems(content.paths, type.displayPathLimit)) {
          refused.push({ group: groupName, label: displayPathLabel(problem.index), text: content.paths[problem.index] ?? "", reason: problem.message });
        }
      }
      for (const requirement of report.requirements) {
        const kind = type.assetKinds.find((candidate) => candidate.key === requirement.kind);
        refused.push({ group: groupName, label: kind?.label ?? requirement.kind, text: "", reason: requirement.message });
      }
    }
  });
  return refused;
}

/** The warning shown before an export goes ahead, naming the first few assets; null when none. */
export function policyWarning(refused: readonly RefusedAsset[], shown = 5): { title: string; description: string } | null {
  if (refused.length === 0) return null;
  const groups = new Set(refused.map((asset) => asset.group));
  const names = refused.slice(0, shown).map((asset) => {
    const where = groups.size > 1 ? `${asset.group}: ` : "";
    const quoted = asset.text ? ` "${asset.text}"` : "";
    return `${where}${asset.label}${quoted} (${asset.reason})`;
  });
  const more = refused.length > shown ? `; and ${refused.length - shown} more` : "";
  return { title: exportMessages.policyTitle, description: `The export goes ahead, but Google may refuse ${names.join("; ")}${more}.` };
}
