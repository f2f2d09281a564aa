import { brandRuleBreaks, brandRuleMessage } from "../brand-rules/brand-rule-check.ts";
import type { BrandRules } from "../brand-rules/brand-rules.ts";
import { missingRequiredPhrases, requiredPhraseMessage } from "../brand-rules/required-phrases.ts";
import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { campaignTypeFor } from "../campaign-types/registry.ts";
import { groupNameKey, sharedGroupName, sharedGroupNameMessage } from "../campaigns/group-names.ts";
import { asCampaignNegative, keywordProblem, parseKeyword, parseKeywords, readCampaignNegatives, typedKeyword } from "../keywords/keyword-match.ts";
import { parseList } from "../text/list-text.ts";
import { groupContents } from "./ad-content.ts";
import type { ExportAd, ExportCampaign } from "./export-campaign.ts";
import { finalUrlCandidates, finalUrlOf, groupNamesOf } from "./row-parts.ts";

/**
 * What stops an export (issue 20's export check): each problem names its group and item so the user can
 * find it in the editor. Unlike the policy warnings, these would import wrongly or spend money on the
 * wrong page, so no file is written with them: the user fixes them, or downloads the rest without them.
 */
export interface ExportProblem {
  group: string;
  item: string;
  message: string;
  /** Where a saved campaign's problem is fixed: its ads' editor, or its groups (names, keywords). */
  fixIn: "adEditor" | "groups";
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
  if (shared) problems.push({ group: groupLabel(groupKind, shared), item: "Name", message: sharedGroupNameMessage(shared), fixIn: "groups" });

  if (type.editorExport.keywordCriteria) {
    for (const { keyword, problem } of readCampaignNegatives(parseList(campaign.formData.campaignNegativeKeywords))) {
      if (problem) problems.push({ group: "Campaign", item: `Negative keyword ${typedKeyword(keyword)}`, message: problem, fixIn: "groups" });
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
      problems.push({ group: where, item, message, fixIn: "adEditor" });
    }
    if (type.editorExport.keywordCriteria) {
      for (const keyword of parseKeywords(group.keywords)) {
        const problem = keywordProblem(keyword);
        if (problem) problems.push({ group: where, item: `Keyword ${typedKeyword(keyword)}`, message: problem, fixIn: "groups" });
      }
    }
    for (const { item, text } of assetTexts(type, group)) {
      if (!formulaLead.test(text)) continue;
      const lead = text.trim().charAt(0);
      problems.push({ group: where, item: named(item, text), message: `Spreadsheets read text starting with '${lead}' as a formula: reword the start`, fixIn: "adEditor" });
    }
  });
  return problems;
}

/**
 * What goes out but deserves a look (R42): text starting with '-' ('-20% this week') is a formula to a
 * spreadsheet, while Google Ads Editor keeps it as written, as far as anyone has shown. Refusing it would
 * refuse good copy; saying so lets the user check it after the import.
 */
export function exportCautions(campaign: ExportCampaign, brandRules: BrandRules | null = null): ExportProblem[] {
  const type = campaignTypeFor(campaign.campaignType);
  const groupKind = groupKindLabel(type);
  const names = groupNamesOf(type, campaign);
  return campaign.adGroups.flatMap((group, groupIndex) => {
    const where = groupLabel(groupKind, names[groupIndex] ?? "");
    const texts = assetTexts(type, group);
    const formulas = texts
      .filter(({ text }) => /^\s*-/.test(text))
      .map(({ item, text }) => ({
        group: where,
        item: named(item, text),
        message: "Starts with '-': spreadsheets read it as a formula; check it in Google Ads Editor after the import",
        fixIn: "adEditor" as const,
      }));
    return [...formulas, ...(brandRules ? brandRuleCautions(type, group, where, texts, brandRules) : [])];
  });
}

/**
 * The ad account's brand rules an export breaks (issue 22): named, never refused, since the user may
 * have had a reason. The ads' language is not known here, so the form of address is judged in the editor.
 */
function brandRuleCautions(type: CampaignTypeDescriptor, group: ExportCampaign["adGroups"][number], where: string, texts: { item: string; text: string }[], rules: BrandRules): ExportProblem[] {
  const broken = texts.flatMap(({ item, text }) =>
    brandRuleBreaks(text, rules, null).map((rule) => ({ group: where, item: named(item, text), message: brandRuleMessage(rule), fixIn: "adEditor" as const })),
  );
  const missing = groupContents(type, group).flatMap((content, index) =>
    missingRequiredPhrases(content.lists, rules).map((phrase) => ({ group: where, item: `Ad ${index + 1}`, message: requiredPhraseMessage(phrase), fixIn: "adEditor" as const })),
  );
  return [...broken, ...missing];
}

const named = (item: string, text: string) => `${item.charAt(0).toUpperCase()}${item.slice(1)} "${text.trim()}"`;

/** Every headline, description, callout and sitelink text a group exports, named as the editor names it. */
function assetTexts(type: CampaignTypeDescriptor, group: ExportCampaign["adGroups"][number]): { item: string; text: string }[] {
  return groupContents(type, group).flatMap((content) => [
    ...type.assetKinds.flatMap((kind) => content.lists[kind.key].map((text, index) => ({ item: `${kind.singular} ${index + 1}`, text }))),
    ...content.sitelinks.map((sitelink, index) => ({ item: `sitelink ${index + 1}`, text: sitelink.linkText })),
  ]);
}

/**
 * The campaign without what the export check names, for a user who chose to download what is valid
 * (issue 20): a keyword or campaign negative Google refuses, an asset that reads as a formula, an ad
 * without a real final URL (a Performance Max asset group, whose one URL it is), and a group whose
 * name an earlier group has. Everything else goes out as it is.
 */
export function withoutProblems(campaign: ExportCampaign): ExportCampaign {
  const type = campaignTypeFor(campaign.campaignType);
  const accepted = (line: string) => {
    const keyword = parseKeyword(line);
    return !keyword || keywordProblem(keyword) === null;
  };
  const names = new Set<string>();
  const adGroups = campaign.adGroups.flatMap((group) => {
    const key = groupNameKey(group.name);
    if (key && names.has(key)) return [];
    names.add(key);
    const hasUrl = (ad: ExportAd | null) => finalUrlOf(ad, group, campaign.formData) !== "";
    if (type.editorExport.assetsPer === "group" && !hasUrl(group.ads[0] ?? null)) return [];
    const ads = group.ads.filter(hasUrl).map((ad) => ({ ...ad, assets: withoutFormulaTexts(type, ad.assets) }));
    return [{ ...group, keywords: group.keywords.filter(accepted), ads }];
  });
  const negatives = parseList(campaign.formData.campaignNegativeKeywords);
  const formData = negatives.length > 0 ? { ...campaign.formData, campaignNegativeKeywords: negatives.filter((line) => accepted(asCampaignNegative(line))) } : campaign.formData;
  return { ...campaign, formData, adGroups };
}

/** An ad's stored assets without the texts that read as formulas; a dropped headline or description takes its pin along. */
function withoutFormulaTexts(type: CampaignTypeDescriptor, assets: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...assets };
  const pins = typeof assets.pins === "object" && assets.pins !== null ? { ...(assets.pins as Record<string, unknown>) } : null;
  for (const kind of type.assetKinds) {
    const list = assets[kind.key];
    if (!Array.isArray(list)) continue;
    const keep = list.map((text) => typeof text !== "string" || !formulaLead.test(text));
    kept[kind.key] = list.filter((_text, index) => keep[index]);
    const kindPins = pins?.[kind.key];
    if (pins && Array.isArray(kindPins)) pins[kind.key] = kindPins.filter((_pin, index) => keep[index] ?? true);
  }
  if (pins) kept.pins = pins;
  if (Array.isArray(assets.sitelinks)) {
    kept.sitelinks = assets.sitelinks.filter((sitelink: unknown) => {
      const linkText = typeof sitelink === "object" && sitelink !== null ? (sitelink as { linkText?: unknown }).linkText : undefined;
      return typeof linkText !== "string" || !formulaLead.test(linkText);
    });
  }
  return kept;
}

/** The one-line refusal the API answers and the clipboard shows, naming the first few problems. */
export function exportProblemsMessage(problems: readonly ExportProblem[], shown = 5): string {
  const named = problems.slice(0, shown).map(describeProblem);
  const more = problems.length > shown ? `; and ${problems.length - shown} more` : "";
  return `Fix before exporting: ${named.join("; ")}${more}.`;
}
