import { brandRuleBreaks, brandRuleMessage } from "../brand-rules/brand-rule-check.ts";
import type { BrandRules } from "../brand-rules/brand-rules.ts";
import { missingRequiredPhrases, requiredPhraseMessage } from "../brand-rules/required-phrases.ts";
import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { campaignTypeFor } from "../campaign-types/registry.ts";
import { groupNameKey, sharedGroupNameMessage } from "../campaigns/group-names.ts";
import { displayPathLabel, displayPathProblems, displayPathsOf } from "../ads/display-paths.ts";
import { generatedAdsOf } from "../ads/ad-assets.ts";
import { assetList } from "../ads/generated-ads.ts";
import { keywordProblem, parseKeywords, readCampaignNegatives, typedKeyword } from "../keywords/keyword-match.ts";
import { checkAdRequirements, checkAssetText, checkBusinessName, checkSitelinks } from "../policy/policy.ts";
import { parseList } from "../text/list-text.ts";
import { adContentOf, groupContents, mergedAdContent } from "./ad-content.ts";
import type { ExportAd, ExportCampaign, ExportGroup } from "./export-campaign.ts";
import { type ExportCaution, type ExportProblem, exportProblemsMessage, type ProblemField, type ProblemPlace } from "./export-problem.ts";
import { withoutItems, withoutProblems } from "./leave-out.ts";
import { businessNameOf, finalUrlCandidates, finalUrlOf, groupNamesOf } from "./row-parts.ts";
import type { SavedFormData } from "../wizard/saved-form-data.ts";

/** Text Google Ads Editor and spreadsheets would read as a formula; the Editor file keeps text as written, so it is refused (R42). */
const formulaLead = /^\s*[=+@]/;

const groupLabel = (groupKind: string, name: string) => `${groupKind} "${name}"`;
const groupKindLabel = (type: CampaignTypeDescriptor) => (type.groupKind === "assetGroup" ? "Asset group" : "Ad group");
const formulaMessage = (text: string) => `Spreadsheets read text starting with '${text.trim().charAt(0)}' as a formula: reword the start`;

/**
 * Everything that would import wrongly or be refused (issue 20's export check), in the campaign's
 * order: a group named as an earlier one (R8), a refused campaign negative or keyword (R36), an ad
 * without a real final URL (R16), an asset Google refuses (over its limit, or a policy error of
 * `checkAssetText`), a sitelink or display path Google refuses, text read as a formula (R42), and then
 * an ad (a Performance Max asset group) that would keep too few assets once those are left out.
 * Last, what blocks: a missing business name where the type needs one, and a campaign left with no
 * ad Google would take.
 */
export function exportProblems(campaign: ExportCampaign): ExportProblem[] {
  const type = campaignTypeFor(campaign.campaignType);
  const groupKind = groupKindLabel(type);
  const names = groupNamesOf(type, campaign);
  const problems: ExportProblem[] = [];
  const seen = new Map<string, string>();
  campaign.adGroups.forEach((group, index) => {
    const key = groupNameKey(group.name);
    if (!key) return;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, group.name.trim());
    else problems.push({ group: groupLabel(groupKind, first), item: "Name", message: sharedGroupNameMessage(first), fixIn: "groups", place: at(index, null, "name"), blocks: false });
  });

  if (type.editorExport.keywordCriteria) {
    for (const { keyword, problem } of readCampaignNegatives(parseList(campaign.formData.campaignNegativeKeywords))) {
      if (problem) problems.push({ group: "Campaign", item: `Negative keyword ${typedKeyword(keyword)}`, message: problem, fixIn: "groups", place: at(null, null, "campaignNegativeKeywords"), blocks: false });
    }
  }

  campaign.adGroups.forEach((group, groupIndex) => {
    const where = groupLabel(groupKind, names[groupIndex] ?? "");
    const groupProblems: ExportProblem[] = [];
    const add = (item: string, message: string, place: ProblemPlace, fixIn: ExportProblem["fixIn"] = "adEditor") => groupProblems.push({ group: where, item, message, fixIn, place, blocks: false });
    if (type.editorExport.keywordCriteria) {
      for (const keyword of parseKeywords(group.keywords)) {
        const problem = keywordProblem(keyword);
        if (problem) add(`Keyword ${typedKeyword(keyword)}`, problem, at(groupIndex, null, "keywords"), "groups");
      }
    }
    // Performance Max writes one asset group row from its first ad's URL; the other types one row per ad.
    const urlSources = type.editorExport.assetsPer === "group" ? [{ item: "Final URL", ad: group.ads[0] ?? null, adIndex: null }] : group.ads.map((ad, index) => ({ item: `Ad ${index + 1}`, ad, adIndex: index }));
    for (const { item, ad, adIndex } of urlSources) {
      const message = finalUrlProblem(ad, group, campaign.formData);
      if (message) add(item, message, at(groupIndex, adIndex, "finalUrl"), "groups");
    }
    group.ads.forEach((ad, adIndex) => {
      for (const problem of assetProblems(type, ad)) add(problem.item, problem.message, at(groupIndex, adIndex, problem.field));
    });
    problems.push(...groupProblems, ...tooFewAssets(type, group, groupIndex, groupProblems).map((problem) => ({ ...problem, group: where })));
  });
  return [...problems, ...blockers(type, campaign, problems)];
}

/**
 * What an export writes (the API, Sheets and the clipboard alike): the campaign as it is when the check
 * finds nothing; else, when the user asked to download what is valid, the campaign without what the
 * problems name (`leftOut`); else the refusal naming every problem. A problem that blocks refuses the
 * export either way, naming only what blocks.
 */
export type CheckedExport = { ok: true; campaign: ExportCampaign; leftOut: ExportProblem[] } | { ok: false; message: string; problems: ExportProblem[] };

export function checkedForExport(campaign: ExportCampaign, leaveOutProblems: boolean): CheckedExport {
  const problems = exportProblems(campaign);
  if (problems.length === 0) return { ok: true, campaign, leftOut: [] };
  const blocking = problems.filter((problem) => problem.blocks);
  if (!leaveOutProblems || blocking.length > 0) {
    const named = leaveOutProblems ? blocking : problems;
    return { ok: false, message: exportProblemsMessage(named), problems: named };
  }
  return { ok: true, campaign: withoutProblems(campaign, problems), leftOut: problems };
}

const at = (group: number | null, ad: number | null, field: ProblemField | null): ProblemPlace => ({ group, ad, field });

function finalUrlProblem(ad: ExportAd | null, group: ExportGroup, formData: SavedFormData): string | null {
  if (finalUrlOf(ad, group, formData)) return null;
  const placeholder = finalUrlCandidates(ad, group, formData).find((url) => typeof url === "string" && url.trim());
  return placeholder
    ? `The final URL "${placeholder.trim()}" is a placeholder, not your landing page: enter the page the ad should open`
    : "There is no final URL: enter the page the ad should open";
}

/**
 * The items of one ad Google would refuse, by their place in the ad's stored lists, which is where the
 * editor shows them: the policy check's errors (repeats aside, since the rows write an asset once),
 * sitelinks and display paths Google refuses, and text a spreadsheet would run as a formula.
 */
function assetProblems(type: CampaignTypeDescriptor, ad: ExportAd): { item: string; message: string; field: ProblemField }[] {
  const ads = generatedAdsOf(type, ad.assets);
  const found: { item: string; message: string; field: ProblemField }[] = [];
  for (const kind of type.assetKinds) {
    assetList(ads, kind.key).forEach((text, index) => {
      const errors = checkAssetText(text, kind).filter((issue) => issue.severity === "error").map((issue) => issue.message);
      if (formulaLead.test(text)) errors.push(formulaMessage(text));
      if (errors.length > 0) found.push({ item: named(`${kind.singular} ${index + 1}`, text), message: errors.join("; "), field: `${kind.key}.${index}` });
    });
  }
  const sitelinks = ads.sitelinks ?? [];
  const sitelinkIssues = checkSitelinks(type, sitelinks);
  sitelinks.forEach((sitelink, index) => {
    const errors = [...(sitelinkIssues[index]?.issues ?? []), ...(formulaLead.test(sitelink.linkText) ? [formulaMessage(sitelink.linkText)] : [])];
    if (errors.length > 0) found.push({ item: named(`sitelink ${index + 1}`, sitelink.linkText), message: errors.join("; "), field: `sitelinks.${index}` });
  });
  if (type.displayPathLimit !== null) {
    const paths = displayPathsOf(ads.paths);
    for (const problem of displayPathProblems(paths, type.displayPathLimit)) {
      found.push({ item: named(displayPathLabel(problem.index), paths[problem.index] ?? ""), message: problem.message, field: `paths.${problem.index}` });
    }
  }
  return found;
}

/**
 * An ad (for Performance Max, the asset group) that would not have what Google needs to serve once its
 * refused items are left out: named, so leaving it out is said too. An ad already left out for its URL is not named again.
 */
function tooFewAssets(type: CampaignTypeDescriptor, group: ExportGroup, groupIndex: number, problems: readonly ExportProblem[]): Omit<ExportProblem, "group">[] {
  const lost = (problem: ExportProblem) => problem.place.field === "finalUrl";
  const itemsOf = (adIndex: number) => problems.flatMap(({ place }) => (place.ad === adIndex && place.field && place.field !== "finalUrl" ? [place.field] : []));
  const cleaned = group.ads.map((ad, adIndex) => adContentOf(type, withoutItems(type, ad.assets, itemsOf(adIndex))));
  const message = (lists: (typeof cleaned)[number]["lists"], dropped: boolean) => {
    const missing = checkAdRequirements(type, lists).map((issue) => issue.message);
    return missing.length === 0 ? null : `${missing.join("; ")}${dropped ? " once the items marked are left out" : ""}`;
  };
  if (type.editorExport.assetsPer === "group") {
    if (problems.some(lost)) return [];
    const why = message(mergedAdContent(type, cleaned).lists, problems.length > 0);
    return why ? [{ item: "Assets", message: why, fixIn: "adEditor", place: at(groupIndex, null, null), blocks: false }] : [];
  }
  return cleaned.flatMap((content, adIndex) => {
    if (problems.some((problem) => lost(problem) && problem.place.ad === adIndex)) return [];
    const why = message(content.lists, itemsOf(adIndex).length > 0);
    return why ? [{ item: `Ad ${adIndex + 1}`, message: why, fixIn: "adEditor" as const, place: at(groupIndex, adIndex, null), blocks: false }] : [];
  });
}

/**
 * What no leave-out gets around: a business name the type needs (Performance Max, Demand Gen and
 * Display carry it on every row: R20, R27), and a campaign with no ad left that Google would take.
 */
function blockers(type: CampaignTypeDescriptor, campaign: ExportCampaign, problems: readonly ExportProblem[]): ExportProblem[] {
  const blocking: ExportProblem[] = [];
  const block = (item: string, message: string, field: ProblemField | null, fixIn: ExportProblem["fixIn"] = "adEditor") =>
    blocking.push({ group: "Campaign", item, message, fixIn, place: at(null, null, field), blocks: true });
  if (type.editorExport.businessName) {
    const name = businessNameOf(campaign.formData);
    const why = name ? checkBusinessName(type, name) : "There is no business name: Google needs one for this campaign's ads";
    if (why) block("Business name", why, "businessName", "groups");
  }
  const kept = withoutProblems(campaign, problems);
  if (kept.adGroups.every((group) => group.ads.length === 0)) {
    const anyUrl = campaign.adGroups.some((group) => (group.ads.length > 0 ? group.ads : [null]).some((ad) => finalUrlOf(ad, group, campaign.formData)));
    if (!anyUrl) block("Final URL", "No ad has a final URL: enter the landing page the ads should open", null, "groups");
    else block("Ads", "No ad is left that Google would take once the items marked are left out: fix them in the editor", null);
  }
  return blocking;
}

/**
 * What goes out but deserves a look (R42): text starting with '-' ('-20% this week') is a formula to a
 * spreadsheet, while Google Ads Editor keeps it as written, as far as anyone has shown. Refusing it would
 * refuse good copy; saying so lets the user check it after the import.
 */
export function exportCautions(campaign: ExportCampaign, brandRules: BrandRules | null = null): ExportCaution[] {
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
function brandRuleCautions(type: CampaignTypeDescriptor, group: ExportCampaign["adGroups"][number], where: string, texts: { item: string; text: string }[], rules: BrandRules): ExportCaution[] {
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
