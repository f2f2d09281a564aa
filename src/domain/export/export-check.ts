import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { campaignTypeFor } from "../campaign-types/registry.ts";
import { sharedGroupName, sharedGroupNameMessage } from "../group-names.ts";
import { keywordProblem, parseKeywords, readCampaignNegatives, typedKeyword } from "../keyword-match.ts";
import { parseList } from "../list-text.ts";
import { groupContents } from "./ad-content.ts";
import type { ExportCampaign } from "./export-campaign.ts";
import { finalUrlCandidates, finalUrlOf, groupNamesOf } from "./row-parts.ts";

/**
 * What stops an export (issue 20's export check): each problem names its group and item so the user can
 * find it in the editor. Unlike the policy warnings, these would import wrongly or spend money on the
 * wrong page, so no file is written until they are fixed.
 */
export interface ExportProblem {
  group: string;
  item: string;
  message: string;
}

/** Text Google Ads Editor and spreadsheets would read as a formula; the Editor file keeps text as written, so it is refused (R42). */
const formulaLead = /^\s*[=+@]/;

const groupLabel = (groupKind: string, name: string) => `${groupKind} "${name}"`;
const groupKindLabel = (type: CampaignTypeDescriptor) => (type.groupKind === "assetGroup" ? "Asset group" : "Ad group");

/** One problem or caution as a line: where it is, what it is, what to do. */
export const describeProblem = (problem: ExportProblem) => `${problem.group}, ${problem.item}: ${problem.message}`;

export function exportProblems(campaign: ExportCampaign): ExportProblem[] {
  const type = campaignTypeFor(campaign.campaignType);
  const groupKind = groupKindLabel(type);
  const problems: ExportProblem[] = [];
  const shared = sharedGroupName(campaign.adGroups.map((group) => group.name));
  if (shared) problems.push({ group: groupLabel(groupKind, shared), item: "Name", message: sharedGroupNameMessage(shared) });

  if (type.editorExport.keywordCriteria) {
    for (const { keyword, problem } of readCampaignNegatives(parseList(campaign.formData.campaignNegativeKeywords))) {
      if (problem) problems.push({ group: "Campaign", item: `Negative keyword ${typedKeyword(keyword)}`, message: problem });
    }
  }

  const names = groupNamesOf(type, campaign);
  campaign.adGroups.forEach((group, groupIndex) => {
    const where = groupLabel(groupKind, names[groupIndex] ?? "");
    // Performance Max writes one asset group row from its first ad's URL; the other types one row per ad.
    const urlSources = type.editorExport.assetsPer === "group" ? [{ item: "Final URL", ad: group.ads[0] ?? null }] : group.ads.map((ad, index) => ({ item: `Ad ${index + 1}`, ad }));
    for (const { item, ad } of urlSources) {
      if (finalUrlOf(ad, group, campaign.formData)) continue;
      const placeholder = finalUrlCandidates(ad, group, campaign.formData).find((url) => typeof url === "string" && url.trim());
      const message = placeholder
        ? `The final URL "${placeholder.trim()}" is a placeholder, not your landing page: enter the page the ad should open`
        : "There is no final URL: enter the page the ad should open";
      problems.push({ group: where, item, message });
    }
    if (type.editorExport.keywordCriteria) {
      for (const keyword of parseKeywords(group.keywords)) {
        const problem = keywordProblem(keyword);
        if (problem) problems.push({ group: where, item: `Keyword ${typedKeyword(keyword)}`, message: problem });
      }
    }
    for (const { item, text } of assetTexts(type, group)) {
      if (!formulaLead.test(text)) continue;
      const lead = text.trim().charAt(0);
      problems.push({ group: where, item: named(item, text), message: `Spreadsheets read text starting with '${lead}' as a formula: reword the start` });
    }
  });
  return problems;
}

/**
 * What goes out but deserves a look (R42): text starting with '-' ('-20% this week') is a formula to a
 * spreadsheet, while Google Ads Editor keeps it as written, as far as anyone has shown. Refusing it would
 * refuse good copy; saying so lets the user check it after the import.
 */
export function exportCautions(campaign: ExportCampaign): ExportProblem[] {
  const type = campaignTypeFor(campaign.campaignType);
  const groupKind = groupKindLabel(type);
  const names = groupNamesOf(type, campaign);
  return campaign.adGroups.flatMap((group, groupIndex) =>
    assetTexts(type, group)
      .filter(({ text }) => /^\s*-/.test(text))
      .map(({ item, text }) => ({
        group: groupLabel(groupKind, names[groupIndex] ?? ""),
        item: named(item, text),
        message: "Starts with '-': spreadsheets read it as a formula; check it in Google Ads Editor after the import",
      })),
  );
}

const named = (item: string, text: string) => `${item.charAt(0).toUpperCase()}${item.slice(1)} "${text.trim()}"`;

/** Every headline, description, callout and sitelink text a group exports, named as the editor names it. */
function assetTexts(type: CampaignTypeDescriptor, group: ExportCampaign["adGroups"][number]): { item: string; text: string }[] {
  return groupContents(type, group).flatMap((content) => [
    ...type.assetKinds.flatMap((kind) => content.lists[kind.key].map((text, index) => ({ item: `${kind.singular} ${index + 1}`, text }))),
    ...content.sitelinks.map((sitelink, index) => ({ item: `sitelink ${index + 1}`, text: sitelink.linkText })),
  ]);
}

/** The one-line refusal the API answers and the clipboard shows, naming the first few problems. */
export function exportProblemsMessage(problems: readonly ExportProblem[], shown = 5): string {
  const named = problems.slice(0, shown).map(describeProblem);
  const more = problems.length > shown ? `; and ${problems.length - shown} more` : "";
  return `Fix before exporting: ${named.join("; ")}${more}.`;
}
