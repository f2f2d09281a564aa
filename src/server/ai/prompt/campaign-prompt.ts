import { toneLabel } from "../../../domain/campaign-types/registry.ts";
import type { CampaignRequest } from "../campaign-request.ts";
import { addressPronouns } from "../../../domain/text/form-of-address.ts";
import { brandRuleLines } from "./brand-rule-lines.ts";
import { briefLines } from "./brief-lines.ts";
import { houseStyleLines } from "./house-style-lines.ts";
import { pageLines } from "./page-lines.ts";
import { toneGuides } from "./tone-guides.ts";
import { dataLine, fenced, fenceTags } from "./untrusted.ts";

/** How the tone is asked for; a custom tone points at the advertiser's description inside the brief. */
export function toneInstruction(request: CampaignRequest): string {
  const { form, type } = request;
  const tone = form.toneOfVoice || type.defaults.tone;
  if (tone === "custom") return "Tone of voice: as the advertiser describes it under 'Custom tone description' in the brief.";
  const guide = toneGuides[tone];
  return `Tone of voice: ${toneLabel(type, tone)}${guide ? ` (${guide})` : ""}.`;
}

export function languageInstruction(request: CampaignRequest): string {
  return `Write every asset in ${request.language.name}${request.language.source === "chosen" ? ", the language the advertiser chose" : ", the language of the landing page"}.`;
}

/** Scripts without capitals, and English, whose ads may title-case: no casing to ask for. */
const noCasingRule = new Set(["en", "ja", "zh", "ko", "th", "ar", "he"]);

/**
 * How the language writes a headline's capitals: models title-case every language as English ads do
 * ('Ostéopathe À Paris', 'Zahnarzt In Freiburg'). German capitalises its nouns; the other languages, only
 * the first word and names. A refresh's house style says its own casing instead.
 */
export function casingInstruction(request: CampaignRequest): string | null {
  const { code, name } = request.language;
  if (noCasingRule.has(code) || request.houseStyle) return null;
  if (code === "de") return "Capitalise as German does: the first word and every noun, never other words in English title case.";
  return `Write headlines in sentence case, as ${name} does: capitalise only the first word and names, never every word as English title case does.`;
}

/** The form of address the page uses, where the language has two: a model mixes them otherwise. */
export function addressInstruction(request: CampaignRequest): string | null {
  const pronouns = addressPronouns[request.language.code];
  if (!pronouns) return null;
  const kind = request.address === "formal" ? "formally" : "informally";
  const whose = request.brandRules.address ? "as the brand's rules ask" : "as the landing page does";
  return `Address the reader ${kind}, with '${pronouns[request.address]}', ${whose}; never with '${pronouns[request.address === "formal" ? "informal" : "formal"]}'.`;
}

/** Language, form of address, tone and the brand's rules: how every prompt asks the writer to speak. */
export function voiceInstructions(request: CampaignRequest): string[] {
  const voice = [languageInstruction(request), casingInstruction(request), addressInstruction(request), toneInstruction(request)].filter(
    (line): line is string => line !== null,
  );
  return [...voice, ...houseStyleLines(request.houseStyle), ...brandRuleLines(request.brandRules)];
}

/** Where the copy comes from: the page and the brief, or, after a failed crawl, the brief alone (part 1, section 8). */
export function sourcesSection(request: CampaignRequest): string[] {
  const brief = fenced(fenceTags.brief, briefLines(request));
  if (request.page) return ["The advertiser's brief:", brief, "The landing page:", fenced(fenceTags.page, pageLines(request.page))];
  const reason = request.crawlError ? ` (${dataLine(request.crawlError, 200)})` : "";
  return [
    `The landing page analysis failed${reason}, so there is no page content: write the copy from the advertiser's brief only.`,
    "The advertiser's brief:",
    brief,
  ];
}

/** What to write, straight from the campaign type's registry entry: counts and limits. */
function requestedAssets(request: CampaignRequest): string[] {
  const { type } = request;
  const lines = type.assetKinds.map((kind) => {
    const extra =
      kind.key === "headlines"
        ? `; use the keywords in at least a third of them and vary their length${kind.shortAssetRequired ? `, with some of ${kind.shortAssetRequired} characters or fewer` : ""}`
        : kind.shortAssetRequired
          ? `; at least one of ${kind.shortAssetRequired} characters or fewer`
          : "";
    return `- "${kind.key}": ${kind.requested} ${kind.label.toLowerCase()}, each at most ${kind.limit} characters${extra}.`;
  });
  if (type.sitelinks) {
    const { requested, textLimit, descriptionLimit } = type.sitelinks;
    lines.push(
      `- "sitelinks": ${requested} sitelinks, each with "headline" (the link text, at most ${textLimit} characters), "description1" and "description2" (at most ${descriptionLimit} characters each) and "url" (a page of the advertiser's own site).`,
    );
  }
  if (type.displayPathLimit !== null) {
    lines.push(
      `- "paths": 2 display paths, the words shown after the site's address (Path 1, then Path 2 narrowing it), each at most ${type.displayPathLimit} characters, without spaces or slashes: a keyword's words joined by hyphens.`,
    );
  }
  return lines;
}

/** The whole user prompt of a full generation, built only from validated fields. */
export function campaignPrompt(request: CampaignRequest): string {
  return [
    `Write the assets of a Google Ads ${request.type.label} campaign for this advertiser.`,
    ...voiceInstructions(request),
    ...sourcesSection(request),
    "Reply with a JSON object holding:",
    ...requestedAssets(request),
  ].join("\n\n");
}
