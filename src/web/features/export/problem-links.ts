import { adGroupsHref, campaignFieldHref } from "../../../domain/index.ts";
import type { ExportProblem } from "../../../domain/export/index.ts";

/** The ids a link needs: the saved campaign's, and its groups' and ads' in their saved order. */
interface SavedIds {
  id: string;
  adGroups: readonly { id: string; ads: readonly { id: string }[] }[];
}

/**
 * Where a saved campaign's export problem is fixed (issue 20), by the place the check names: a group's
 * name, landing page or keywords in that group's Edit dialog on the ad groups screen, the campaign's
 * negatives and business name in theirs, and an ad's asset in the campaign's editor at that ad, the field focused.
 */
export function problemHref(campaign: SavedIds, problem: ExportProblem): string {
  const { group, ad, field } = problem.place;
  const savedGroup = group === null ? undefined : campaign.adGroups[group];
  if (problem.fixIn === "groups") {
    // A campaign's own field (its negatives, its business name) has a dialog of its own on the screen.
    const edit = group === null ? null : (savedGroup?.id ?? null);
    return adGroupsHref({ campaignId: campaign.id, edit, field: edit || group === null ? field : null });
  }
  const savedAd = ad === null ? undefined : savedGroup?.ads[ad];
  const adField = field === "finalUrl" ? null : field;
  return campaignFieldHref(campaign.id, { adGroupId: savedGroup?.id ?? null, adId: savedAd?.id ?? null, field: savedAd ? adField : null });
}
