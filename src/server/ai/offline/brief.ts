import { normalizedWording } from "../../../domain/policy.ts";
import { displayWidth } from "../../../domain/text.ts";
import { callToActionOf } from "../call-to-action.ts";
import type { CampaignRequest } from "../campaign-request.ts";
import { brandName, titleSegments } from "./brand.ts";
import { keywordPhrases } from "./keyword-phrases.ts";
import { statedFacts } from "./page-facts.ts";
import { english } from "./phrases/english.ts";
import { german } from "./phrases/german.ts";
import type { FactKey, ObjectiveKey, Phrasebook, ToneId } from "./phrases/phrasebook.ts";
import { cleanText, fitSentence, splitSentences, wordCount } from "./text-pieces.ts";
import { resolveTone } from "./tone.ts";

/** Everything the offline writer knows about the product, read once from the page and the wizard. */
export interface Brief {
  phrases: Phrasebook;
  tone: ToneId;
  brand: string;
  /** What the page sells, in a few words ('Open Source Binaries of VSCode'). */
  product: string | null;
  /** The advertiser's keywords (else the page's): what a third of the headlines must hold. */
  keywords: string[];
  /** The same keywords as headline templates can use them (see keyword-phrases.ts). */
  keywordPhrases: string[];
  /** Short feature names ('IntelliSense', 'Zeiterfassung'). */
  features: string[];
  /** Whole sentences of the page, best first. */
  benefits: string[];
  proof: string | null;
  facts: Set<FactKey>;
  callToAction: string;
  audience: string | null;
  objective: ObjectiveKey;
  landingPageUrl: string;
  links: { text: string; url: string }[];
}

const phrasebooks: Readonly<Record<string, Phrasebook>> = { en: english, de: german };

export function phrasebookFor(languageCode: string): Phrasebook | null {
  return phrasebooks[languageCode] ?? null;
}

/** Headings that name a section rather than say something about the product. */
const sectionNames =
  /^(?:features?|featured|others?|platforms?|download(?:s)?|contact(?: us)?|about(?: us)?|faq|pricing|prices|get started|blog|news|testimonials?|install(?:ation)?|screenshots?|sponsors?|support|license|community|documentation|docs|menu|home|footer|more|links|team|kontakt|über uns|funktionen|preise|impressum|datenschutz|start|hilfe|newsletter)$/iu;

/** Most sentences worth quoting come first on a page; reading further only costs time. */
const benefitLimit = 12;

const withoutAsides = (text: string) => cleanText(text.replace(/\([^)]*\)/g, " "));

function featureNames(headings: readonly string[], features: readonly string[], brand: string, phrases: Phrasebook): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const raw of [...features, ...headings]) {
    if (/\?\s*$/.test(raw)) continue;
    const head = withoutAsides(cleanText(raw).split(/[:.!?–—]|\s-\s/u)[0] ?? "");
    const key = head.toLowerCase();
    if (!head || seen.has(key) || key === brand.toLowerCase() || sectionNames.test(head) || /[?@/|]|https?:/u.test(head)) continue;
    const width = displayWidth(head);
    if (width < 4 || width > 40 || wordCount(head) > 6 || (wordCount(head) === 1 && phrases.weakWords.has(key))) continue;
    seen.add(key);
    names.push(head);
  }
  return names;
}

function benefitSentences(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  const sentences: string[] = [];
  for (const text of texts) {
    for (const sentence of splitSentences(text)) {
      const key = normalizedWording(sentence);
      // A sentence ending in a colon introduces a list; alone it says nothing.
      if (seen.has(key) || wordCount(sentence) < 4 || /https?:|www\.|@|[?:]$|\d{3}[\s./-]?\d{3,}/u.test(sentence)) continue;
      seen.add(key);
      sentences.push(sentence);
      if (sentences.length >= benefitLimit) return sentences;
    }
  }
  return sentences;
}

function productPhrase(title: string, headings: readonly string[], brand: string): string | null {
  const candidates = [...titleSegments(title), ...headings].map(withoutAsides);
  return (
    candidates.find((text) => {
      const words = wordCount(text);
      return text.toLowerCase() !== brand.toLowerCase() && words >= 2 && words <= 8 && displayWidth(text) <= 60 && !/[?!]/.test(text);
    }) ?? null
  );
}

function audiencePhrase(targetAudience: string): string | null {
  const first = cleanText(targetAudience.split(/[\n.,;:]/)[0] ?? "");
  return first && displayWidth(first) <= 25 && wordCount(first) <= 4 ? first : null;
}

/** Without a keyword of its own, a thin page's keyword lines are written around the brand. */
const templateKeywords = (phrases: string[], brand: string) => (phrases.length > 0 || !brand ? phrases : [brand]);

const objectiveKeys: readonly ObjectiveKey[] = ["sales", "leads", "traffic", "local", "awareness", "consideration", "action"];

export function buildBrief(request: CampaignRequest, phrases: Phrasebook): Brief {
  const { form, page, type } = request;
  const title = page?.title ?? "";
  const headings = page?.headings ?? [];
  const pageText = page
    ? [title, page.metaDescription, page.brandMessaging, ...headings, ...page.keyContent, ...page.productFeatures].join(" ")
    : "";
  const linkTexts = (page?.page?.links ?? []).map((link) => link.text).join(" ");
  const brand = brandName(form.businessName, page?.page?.siteName ?? "", title || form.campaignName, form.landingPageUrl, `${pageText} ${linkTexts}`);
  const keywords = (request.keywords.length > 0 ? request.keywords : (page?.extractedKeywords ?? []).slice(0, 5)).map(cleanText).filter(Boolean);
  const formClaims = [form.uniqueSellingPoints, form.yourSolution, form.socialProof].join(" ");
  const objective = form.campaignObjective || type.defaults.objective;
  const proofSentence = splitSentences(form.socialProof)[0];
  const callToActionValue = cleanText(form.callToAction) || type.defaults.callToAction;
  return {
    phrases,
    tone: resolveTone(form.toneOfVoice, form.customToneDescription, type.defaults.tone),
    brand,
    product: productPhrase(title, headings, brand),
    keywords,
    keywordPhrases: templateKeywords(keywordPhrases(keywords, brand, `${pageText} ${formClaims}`, phrases), brand),
    features: featureNames(headings, page?.productFeatures ?? [], brand, phrases),
    benefits: benefitSentences([
      form.uniqueSellingPoints,
      form.yourSolution,
      page?.metaDescription ?? "",
      page?.brandMessaging ?? "",
      ...(page?.keyContent ?? []),
      ...(page?.productFeatures ?? []),
    ]),
    proof: proofSentence ? fitSentence(proofSentence, 60) : null,
    facts: statedFacts(`${pageText} ${formClaims}`),
    callToAction: phrases.callToActions[callToActionValue] ?? callToActionOf(request),
    audience: audiencePhrase(form.targetAudience),
    objective: (objectiveKeys as readonly string[]).includes(objective) ? (objective as ObjectiveKey) : "sales",
    landingPageUrl: form.landingPageUrl,
    links: page?.page?.links ?? [],
  };
}
