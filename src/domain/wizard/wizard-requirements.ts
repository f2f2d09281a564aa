import type { CampaignTypeDescriptor, GroupStepField } from "../campaign-types/descriptor.ts";
import { fitsLimit, isValidLandingPageUrl } from "./form-fields.ts";
import { readCampaignNegatives, readKeywords } from "../keywords/keyword-match.ts";
import { parseList } from "../text/list-text.ts";

type Fields = Partial<Record<string, string>>;

/** Why Next cannot be pressed yet: a field left empty, a choice not made, a URL that does not parse, a text too long. */
export interface StepBlocker {
  field: string;
  label: string;
  problem: "missing" | "unchosen" | "invalid" | "tooLong" | "refused";
}

/** The labels the wizard's fields carry on screen, the group step's from the type's own words. */
export function wizardFieldLabel(type: CampaignTypeDescriptor, field: string): string {
  const labels: Record<string, string> = {
    campaignName: "Campaign Name",
    campaignObjective: "Campaign Objective",
    campaignGoals: "Ideal Customer Profile",
    targetAudience: "Target Audience",
    uniqueSellingPoints: "Unique Selling Points",
    customToneDescription: "Custom Tone Description",
    socialProof: "Social Proof",
    adGroupName: type.labels.groupName,
    businessName: "Business Name",
    landingPageUrl: "Landing Page URL",
    keywords: type.labels.keywords,
    campaignNegativeKeywords: "Negative Keywords",
    contentThemes: type.labels.keywords,
    callToAction: "Call to Action",
  };
  return labels[field] ?? field;
}

const blank = (fields: Fields, key: string) => (fields[key] ?? "").trim() === "";

function tooLong(type: CampaignTypeDescriptor, fields: Fields, limits: Record<string, number>): StepBlocker[] {
  return Object.entries(limits)
    .filter(([key, limit]) => !fitsLimit(fields[key] ?? "", limit))
    .map(([field]) => ({ field, label: wizardFieldLabel(type, field), problem: "tooLong" }));
}

/** Strategy step (part 1, section 5; part 2, section 5): a campaign name and an objective, every text within its limit. */
export function strategyStepBlockers(type: CampaignTypeDescriptor, fields: Fields): StepBlocker[] {
  const blockers: StepBlocker[] = [];
  if (blank(fields, "campaignName")) blockers.push({ field: "campaignName", label: wizardFieldLabel(type, "campaignName"), problem: "missing" });
  if (blank(fields, "campaignObjective")) blockers.push({ field: "campaignObjective", label: wizardFieldLabel(type, "campaignObjective"), problem: "unchosen" });
  const limits = type.fieldLimits;
  return blockers.concat(
    tooLong(type, fields, {
      campaignGoals: limits.campaignGoals,
      targetAudience: limits.campaignGoals,
      uniqueSellingPoints: limits.uniqueSellingPoints ?? limits.campaignGoals,
      customToneDescription: limits.customToneDescription,
      socialProof: limits.socialProof,
    }),
  );
}

/** Group step: the type's required fields, a URL that parses as http(s), and texts within their limits. */
export function groupStepBlockers(type: CampaignTypeDescriptor, fields: Fields): StepBlocker[] {
  const blockers = type.groupStep.required.flatMap((field: GroupStepField): StepBlocker[] => {
    const label = wizardFieldLabel(type, field);
    if (blank(fields, field)) return [{ field, label, problem: "missing" }];
    if (field === "landingPageUrl" && !isValidLandingPageUrl(fields[field] ?? "")) return [{ field, label, problem: "invalid" }];
    return [];
  });
  const limits: Record<string, number> = { callToAction: type.fieldLimits.callToAction };
  if (type.businessNameLimit !== null) limits.businessName = type.businessNameLimit;
  // Keywords Google would refuse (EDITOR-IMPORT R36) are fixed here, not discovered at the export.
  const field = type.targetingField;
  const keywordBlockers: StepBlocker[] = [];
  if (type.editorExport.keywordCriteria) {
    if (readKeywords(parseList(fields[field])).some((reading) => reading.problem)) keywordBlockers.push({ field, label: wizardFieldLabel(type, field), problem: "refused" });
    const negatives = "campaignNegativeKeywords";
    if (readCampaignNegatives(parseList(fields[negatives])).some((reading) => reading.problem)) keywordBlockers.push({ field: negatives, label: wizardFieldLabel(type, negatives), problem: "refused" });
  }
  return blockers.concat(tooLong(type, fields, limits), keywordBlockers);
}

function listed(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const phrases: [StepBlocker["problem"], (labels: string) => string][] = [
  ["missing", (labels) => `fill in ${labels}`],
  ["unchosen", (labels) => `choose a ${labels}`],
  ["invalid", (labels) => `enter a valid ${labels}`],
  ["tooLong", (labels) => `shorten ${labels}`],
  ["refused", (labels) => `fix the ${labels} marked below`],
];

/** What the screen says beside a Next it cannot press: 'To continue, fill in Campaign Name and choose a Campaign Objective.' */
export function blockersSentence(blockers: readonly StepBlocker[]): string | null {
  const parts = phrases.flatMap(([problem, phrase]) => {
    const labels = blockers.filter((blocker) => blocker.problem === problem).map((blocker) => blocker.label);
    return labels.length > 0 ? [phrase(listed(labels))] : [];
  });
  return parts.length > 0 ? `To continue, ${listed(parts)}.` : null;
}
