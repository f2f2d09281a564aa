import { normalizedWording } from "../../../domain/policy/policy.ts";
import { displayWidth } from "../../../domain/text/text.ts";
import type { CampaignRequest } from "../campaign-request.ts";
import { isArtefact, isQuotedOrCutShort, isSiteFurniture } from "./artefacts.ts";
import { detectLanguage, pageTextOf } from "../copy-language.ts";
import { brandName, titleSegments } from "./brand.ts";
import { pageAction } from "./page-actions.ts";
import { isReadMore, ownPages } from "./own-pages.ts";
import { statedFacts } from "./page-facts.ts";
import { dutch } from "./phrases/dutch.ts";
import { english } from "./phrases/english.ts";
import { french } from "./phrases/french.ts";
import { german } from "./phrases/german.ts";
import { italian } from "./phrases/italian.ts";
import { japanese } from "./phrases/japanese.ts";
import { actionWordings, type ActionKey, type Address, addressed, type FactKey, type Phrasebook, type PhrasebookLanguage } from "./phrases/phrasebook.ts";
import { portuguese } from "./phrases/portuguese.ts";
import { spanish } from "./phrases/spanish.ts";
import { cleanText, type LanguageWords, noWords, shortenAtClause, splitSentences, isCjk, withoutEndPunctuation, wordCount } from "./text-pieces.ts";

export const phrasebooks: Readonly<Record<PhrasebookLanguage, Phrasebook>> = {
  en: english,
  de: german,
  fr: french,
  es: spanish,
  it: italian,
  nl: dutch,
  pt: portuguese,
  ja: japanese,
};

export function phrasebookFor(languageCode: string): Phrasebook | null {
  return Object.hasOwn(phrasebooks, languageCode) ? phrasebooks[languageCode as PhrasebookLanguage] : null;
}

/** Words that name a part of a site in any language the writer knows: a page in one language links to pages in others. */
const genericWords: ReadonlySet<string> = new Set(Object.values(phrasebooks).flatMap((phrases) => [...phrases.genericWords]));

/** Everything the offline writer knows about the offer, read once from the wizard and the page. */
export interface Brief {
  /** The page's language, whether or not the writer has a phrasebook for it. */
  language: string;
  /** Null for a language without a phrasebook: the writer then uses only the page's and the advertiser's own words. */
  phrases: Phrasebook | null;
  address: Address;
  words: LanguageWords;
  /** '' when no name can be trusted: no brand is better than 'Home'. */
  brand: string;
  /** What the page sells, as its title names it ('Fisioterapia en Bogotá'). */
  product: string | null;
  /** The advertiser's keywords: what a third of the headlines should hold. */
  keywords: string[];
  /** The same keywords as the page writes them ('CotEditor', 'macOS'), for where they are shown as words. */
  keywordsAsWritten: string[];
  /** Those keywords that read as a headline on their own (phrases, not single words). */
  keywordLines: string[];
  /** The advertiser's selling points, one per item: they outrank anything scraped. */
  sellingPoints: string[];
  /** The offer's services or features, as the page names them in headings, feature lists and links. */
  services: string[];
  /** Whole sentences: the advertiser's first, then the page's most telling ones. */
  sentences: string[];
  proof: string | null;
  facts: Set<FactKey>;
  /** The call to action in the page's language; '' when there is none it could write. */
  callToAction: string;
  /**
   * The ad draws the call to action as its own button (a type with Google's list: Demand Gen, Display),
   * so a headline or a closing sentence that says it again spends a line on nothing.
   */
  actionButton: boolean;
  audience: string | null;
  landingPageUrl: string;
  links: { text: string; url: string }[];
}

const benefitLimit = 12;

/** More service names than a campaign has headlines only cost time to check. */
const serviceLimit = 20;

/** Sentences past the first few dozen of a long page are footers and small print; reading them only costs time. */
const sentenceLimit = 40;

const withoutAsides = (text: string) => cleanText(text.replace(/\([^)]*\)/g, " "));


/**
 * Outside English and German, whose headings capitalise words anyway, a heading whose every word is
 * capitalised and never written in lower case on the page is a name: a person's ('Claudia Prieto') or a
 * quoted author's, not a service ('Diritto Societario', whose 'diritto' the page also writes small).
 */
function looksLikeName(text: string, pageText: string, phrases: Phrasebook | null): boolean {
  if (!phrases || ["en", "de", "ja"].includes(phrases.language)) return false;
  const tokens = text.split(" ");
  const capitalised = tokens.length >= 2 && tokens.every((token) => /^\p{Lu}\p{Ll}/u.test(token));
  return capitalised && !tokens.some((token) => new RegExp(`(?<!\\p{L})${token.toLowerCase()}(?!\\p{L})`, "u").test(pageText));
}

/** A line long enough to tell, in another language than the page's: no English beside Japanese text. */
function isForeign(text: string, language: string): boolean {
  if (wordCount(text) < 4 && !(isCjk(text) && text.length >= 10)) return false;
  const detected = detectLanguage(text);
  return detected !== null && detected !== language;
}

/** Headings about the site or its people ('About Adriana', 'Our story', 'Cómo nace …') lead to a page, not to the offer. */
const aboutThePage =
  /^(?:about(?!\p{L})|über (?:uns|mich)|wer wir sind|unsere geschichte|à propos|qui sommes-nous|notre histoire|acerca de|sobre (?:nosotros|nós|mí|mim)|quiénes somos|quem somos|nuestra historia|nossa história|c[oó]mo nace|chi siamo|la nostra storia|come nasce|over (?:ons|mij)|wie (?:zijn )?wij|ons verhaal|our (?:story|history|team)|meet the team|das team|l'équipe|el equipo|il team|het team|a equipe|会社概要|私たちについて)/iu;

const indefiniteArticle = /^(?:a|an|ein|eine|un|une|una|uno|een|um|uma)\s/iu;

/**
 * 'Tu rutina de ejercicio', 'Your daily routine': words addressed to the reader finish a sentence the
 * page began ('Dolor … debido a:'), they do not name what the business offers.
 */
/** 'L'Ostéopathie', 'Die Kanzlei', 'The Team': a topic's section heading, not a named service. */
const topicHeading = /^(?:(?:the|der|die|das|le|la|les|el|los|las|il|lo|gli|het|os|as)\s+|l['’])\p{L}+$/iu;

const readersPossessive = /^(?:your|tu|tus|ton|ta|tes|votre|vos|dein|deine|deinen|deinem|deiner|ihr|ihre|ihren|ihrem|ihrer|il tuo|la tua|i tuoi|le tue|tuo|tua|tuoi|tue|jouw|je|uw|teu|tua|teus|tuas|seu|sua|seus|suas)\s/iu;

/** A service or feature name that can stand as a headline: short, about the offer, not page furniture. */
function serviceNames(texts: readonly string[], brand: string, language: string, pageText: string, phrases: Phrasebook | null): string[] {
  const seen = new Set<string>([normalizedWording(brand)]);
  const actions = phrases ? actionWordings(phrases, normalizedWording) : new Set<string>();
  const names: string[] = [];
  for (const raw of texts) {
    const clean = cleanText(raw);
    if (isArtefact(clean) || isSiteFurniture(clean)) continue;
    const head = withoutAsides(clean.split(/[:!?。！？–—]|\.(?!\d)|\s-\s/u)[0] ?? "");
    const key = normalizedWording(head);
    if (!head || seen.has(key) || actions.has(key) || isLabelHeading(head) || isArtefact(head) || welcome.test(head) || aboutThePage.test(head) || /[@/|#]/u.test(head)) continue;
    const width = displayWidth(head);
    const words = head.split(" ").filter(Boolean);
    const last = words.at(-1)?.toLowerCase() ?? "";
    if (width < 4 || width > 30 || words.length > 6 || indefiniteArticle.test(head) || readersPossessive.test(head) || topicHeading.test(head) || !/[\p{L}\p{N})]$/u.test(head)) continue;
    // A lone lower-case word ('acupuntura', 'welkom') is a fragment, not a name for the offer.
    if (words.length === 1 && !isCjk(head) && head === head.toLowerCase()) continue;
    if (phrases?.functionWords.has(last) || looksLikeName(head, pageText, phrases) || isForeign(head, language)) continue;
    seen.add(key);
    names.push(head);
    if (names.length >= serviceLimit) break;
  }
  return names;
}

/**
 * The items that finish a lead-in's sentence ('Dolor de … rodilla y pie debido a:' then 'Una caída',
 * 'Tu rutina de ejercicio', 'Cirugía'): the causes a physiotherapist treats, not what the practice
 * offers, so neither services nor sentences. A lead-in ends on a function word before its colon; its
 * items are the short ones that follow, up to a long one or the next lead-in.
 */
function withoutCompletions(features: readonly string[], phrases: Phrasebook | null): string[] {
  if (!phrases) return [...features];
  const kept: string[] = [];
  let completing = false;
  for (const feature of features) {
    const text = cleanText(feature);
    if (text.endsWith(":")) {
      const last = withoutEndPunctuation(text).split(/\s+/).at(-1)?.toLowerCase() ?? "";
      completing = phrases.functionWords.has(last);
      kept.push(feature);
      continue;
    }
    if (completing && wordCount(text) <= 6) continue;
    completing = false;
    kept.push(feature);
  }
  return kept;
}

/**
 * What Japanese and Chinese pages set in lenticular brackets is a name they give: a method, a course, a
 * product ('【ゑびす式骨格矯正】'). Last among the service sources: headings and lists name services first.
 */
function bracketedNames(texts: readonly string[]): string[] {
  return texts.flatMap((text) => [...text.matchAll(/【([^】]{2,20})】/gu)].map((match) => match[1] ?? ""));
}

/** A heading that opens a list ('Our service includes', 'O nosso serviço inclui'): the list is the offer, not the heading. */
/** A label over a summary or list ('Property at a Glance', 'Key Metrics', 'Auf einen Blick'), in any language the writer knows. */
const summaryLabel =
  /(?:^|\s)(?:at a glance|key (?:facts|figures|metrics|features|points)|highlights|auf einen blick|das wichtigste|en un coup d['’]œil|en bref|l['’]essentiel|de un vistazo|en resumen|in één oogopslag|in het kort|in breve|a colpo d['’]occhio|em resumo|num relance)$/iu;

/**
 * Headings of a page's parts rather than names of what it offers: a gallery ('Fotos von der Unterkunft',
 * 'Photos'), highlights ('Highlights der Unterkunft'), news and press ('News & offres', 'In the Press'), or
 * 'our' and one word ('Unsere Ausstattung', 'Our Menu').
 */
const partHeading =
  /^(?:(?:photos?|fotos?|bilder|galer(?:ie|y|ía|ia)|images|impressions?|eindrücke|highlights|key facts|news|actualités|aktuelles|neuigkeiten|noticias|novedades|notizie|nieuws|novidades|in the press|press|presse|prensa|stampa|pers|imprensa)(?:\s|$)|(?:our|unsere?|nos|notre|nuestros?|nuestras?|i nostri|le nostre|il nostro|la nostra|onze|ons|os nossos|as nossas|nosso|nossa)\s+\p{L}+$)/iu;

const leadIn = /(?<!\p{L})(?:includes?|including|consists? of|inclui|incluem|incluye|incluyen|comprend|comprennent|comprende|comprendono|umfasst|beinhaltet|omvat|bevat)$/iu;

/**
 * A heading that labels a part of the page rather than naming an offer: a section label alone or
 * joined ('Formation & Diplômes', 'Training and Experience'), or the lead-in to a list.
 */
function isLabelHeading(heading: string): boolean {
  const parts = heading.toLowerCase().split(/\s*(?:[&+/,]|\s(?:and|et|und|y|e|en|o)\s)\s*/u).filter(Boolean);
  return (parts.length > 0 && parts.every((part) => genericWords.has(part))) || leadIn.test(heading) || summaryLabel.test(heading) || partHeading.test(heading);
}

const welcome = /^(?:welcome|willkommen|herzlich willkommen|bienvenue|bienvenido|bienvenidos|benvenut[io]|welkom|bem-vind[oa]s?|ようこそ)(?!\p{L})/iu;

/** 'I', 'my': a testimonial's voice, not the business's. */
const firstPersonSingular = (sentence: string) =>
  /(?<!\p{L})(?:I|[Ee]u)(?!\p{L})/u.test(sentence) ||
  /(?<!\p{L})(?:my|me|ich|mein|meine|mir|mich|je|j'|mon|moi|yo|mi|puedo|estoy|recomiendo|io|mio|mia|ik|mijn|meu|minha|recomendo)(?!\p{L})/iu.test(sentence);

/** Words strung with dashes or bars ('Enoturismo - Campo - Mar - Aventura.') are a list of labels, not a sentence. */
function isWordList(sentence: string): boolean {
  const items = sentence.split(/\s[-–—|·•]\s/u);
  return items.length >= 3 && items.every((item) => wordCount(item) <= 3);
}

/** A greeting with nothing else in it ('Welkom op deze website'). */
const emptyGreeting = (sentence: string) => welcome.test(sentence) && wordCount(sentence) <= 5;

/**
 * A heading in title case ('Meet Our Excellent Shawnee, KS Dentist.', 'Homemade Food, Family Vibes, Community
 * Love.'): the second word and every longer word after it capitalised. In a description it reads as a heading,
 * not as a sentence. A sentence that names something ('Playing in the Northern Ireland Cricket League.') has
 * its small words first. German capitalises its nouns, so there its short words count too ('für', 'im').
 */
function isTitleCased(sentence: string, language: string): boolean {
  const shortest = language === "de" ? 2 : 4;
  const [, second = "", ...rest] = sentence.split(/[\s/]+/u).map((word) => word.replace(/^\P{L}+|\P{L}+$/gu, ""));
  const longer = rest.filter((word) => [...word].length >= shortest);
  const capitalised = (word: string) => /^\p{Lu}/u.test(word);
  return capitalised(second) && longer.length >= 2 && longer.every(capitalised);
}

/** 'Key Metrics: 0.13 acres …', 'Installation: As of now …': a section's label before what the section says. */
function withoutSectionLabel(sentence: string): string {
  const colon = sentence.indexOf(": ");
  if (colon < 0) return sentence;
  const label = sentence.slice(0, colon);
  if (wordCount(label) > 4 || !isLabelHeading(label)) return sentence;
  // What follows a label may start in lower case ('Key Metrics: a three-bed home'); alone, it is a sentence.
  const said = sentence.slice(colon + 2).trim();
  return said.charAt(0).toLocaleUpperCase() + said.slice(1);
}

/** Languages whose sentences go on in lower case after a colon; English and German may start a sentence there. */
const lowerAfterColonLanguages = new Set(["fr", "es", "it", "pt", "nl"]);

/**
 * 'Ostéopathie structurelle: Techniques manuelles…' reads as English in French: after a colon the sentence
 * goes on in lower case. Only a word the page itself writes in lower case somewhere is lowered, so a name
 * after the colon ('Contact : Marie Dupont') keeps its capital.
 */
function lowerAfterColon(sentence: string, language: string, pageText: string): string {
  if (!lowerAfterColonLanguages.has(language)) return sentence;
  return sentence.replace(/(:\s+)(\p{Lu}\p{Ll}+)(?!\p{L})/gu, (whole, colon: string, word: string) => {
    const lower = word.toLocaleLowerCase(language);
    return new RegExp(`(?<!\\p{L})${lower}(?!\\p{L})`, "u").test(pageText) ? `${colon}${lower}` : whole;
  });
}

/** 'The official website of …', 'Le site officiel de …': words about the page, before what it is about. */
const siteLead =
  /^(?:welcome to )?(?:the )?official (?:web ?)?(?:site|page|home ?page) (?:of|for) |^(?:le )?site (?:web )?officiel (?:de |du |des |d['’])|^(?:el )?sitio (?:web )?oficial (?:de |del )|^(?:il )?sito (?:web )?ufficiale (?:di |del |della |dei )|^(?:die )?offizielle (?:web)?seite (?:von |der |des )|^(?:de )?officiële (?:web)?site van |^(?:o )?site oficial (?:de |do |da )/iu;

/** 'The official website of Lawnchair Launcher, the customizable Pixel Launcher.' says 'Lawnchair Launcher, …'. */
function withoutSiteLead(sentence: string): string {
  const lead = siteLead.exec(sentence);
  if (!lead) return sentence;
  const said = sentence.slice(lead[0].length);
  return said.charAt(0).toLocaleUpperCase() + said.slice(1);
}

/** Complete sentences worth an ad: not artefacts, not fragments, not testimonials, long enough to say something. */
function sentencesOf(texts: readonly string[], language: string, phrases: Phrasebook | null): string[] {
  const seen = new Set<string>();
  const sentences: string[] = [];
  for (const text of texts) {
    if (isQuotedOrCutShort(text)) continue;
    for (const split of splitSentences(text, language, phrases?.abbreviations ?? [])) {
      const sentence = withoutSiteLead(withoutSectionLabel(split));
      const key = normalizedWording(sentence);
      const long = isCjk(sentence) ? sentence.length >= 8 : wordCount(sentence) >= 4;
      if (seen.has(key) || !long || isArtefact(sentence) || /[:,;]$/u.test(sentence) || /^\p{Ll}/u.test(sentence) || firstPersonSingular(sentence)) continue;
      if (emptyGreeting(sentence) || isWordList(sentence) || isTitleCased(sentence, language) || isForeign(sentence, language)) continue;
      seen.add(key);
      sentences.push(sentence);
      if (sentences.length >= sentenceLimit) return sentences;
    }
  }
  return sentences;
}

/**
 * A sentence that leans on the one before it on the page ('He brings this expertise…', 'This is why…',
 * 'Diese Wohnung…'): an ad shows its descriptions in any order, alone, so the reader never saw what it
 * points back to.
 */
const refersBack =
  /^(?:he|she|they|this|these|those|that's|er|sie|dies|diese[rsm]?|il|elle|ils|elles|ce|cela|ceci|cette|ces|él|ella|ellos|ellas|esto|esta|este|estos|estas|lui|lei|loro|questo|questa|questi|queste|hij|zij|ze|dit|deze|ele|ela|eles|elas|isto|isso|esse|essa)(?!\p{L})/iu;

/**
 * The page's sentences: its own summary (meta description, main message) and those that name a service,
 * the brand or a keyword first; list lines, greetings and sentences that point back to another last.
 */
function rankSentences(summary: readonly string[], sentences: readonly string[], telling: readonly string[]): string[] {
  const lower = telling.map((text) => text.toLowerCase()).filter((text) => text.length >= 3);
  // A line of a list ('Una caída.') says less than a sentence.
  const score = (sentence: string) => {
    const text = sentence.toLowerCase();
    const length = isCjk(sentence) ? sentence.length / 3 : wordCount(sentence);
    return (summary.includes(sentence) ? 2 : 0) + (lower.some((part) => text.includes(part)) ? 2 : 0) - (welcome.test(sentence) || refersBack.test(sentence) ? 3 : 0) - (length < 6 ? 2 : 0);
  };
  return sentences
    .map((sentence, index) => ({ sentence, index, score: score(sentence) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.sentence)
    .slice(0, benefitLimit);
}

/** The advertiser's list fields ('Free parking; Open on Sundays'), one item each. */
const listItems = (text: string) =>
  text
    .split(/\n|;|•|(?<=[.!?])\s+/u)
    .map((item) => cleanText(item).replace(/[.!]$/u, ""))
    .filter((item) => item && !isArtefact(item));

function keywordLines(keywords: readonly string[], pageText: string, phrases: Phrasebook | null): string[] {
  return keywords
    .map(cleanText)
    .filter((keyword) => keyword.includes(" ") && !isArtefact(keyword) && !genericWords.has(keyword.toLowerCase()))
    .filter((keyword) => !phrases || !keyword.split(" ").every((word) => phrases.functionWords.has(word.toLowerCase())))
    .map((keyword) => asWrittenOnPage(keyword, pageText));
}

/** How the page itself writes a phrase ('VSCode', 'Open Source'), when it does with capitals; else as given. */
export function asWrittenOnPage(phrase: string, pageText: string): string {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "giu");
  const spellings = [...pageText.matchAll(pattern)].map((match) => match[0].replace(/\s+/g, " "));
  return spellings.find((spelling) => /\p{Lu}/u.test(spelling.slice(1))) ?? spellings.find((spelling) => /\p{Lu}/u.test(spelling)) ?? phrase;
}

function productPhrase(title: string, headings: readonly string[], brand: string, language: string): string | null {
  // 'Kanzlei Spreewald :' is a heading that introduces what follows; the phrase is what comes before the colon.
  const candidates = [...titleSegments(title), ...headings].map((text) => withoutEndPunctuation(withoutAsides(text)));
  return (
    candidates.find((text) => {
      const words = wordCount(text);
      const wordy = isCjk(text) ? text.length >= 3 : words >= 2;
      return normalizedWording(text) !== normalizedWording(brand) && wordy && words <= 8 && displayWidth(text) <= 60 && !/[?!]/.test(text) && !isArtefact(text) && !isSiteFurniture(text) && !isLabelHeading(text) && !isForeign(text, language);
    }) ?? null
  );
}

function audiencePhrase(targetAudience: string): string | null {
  const first = cleanText(targetAudience.split(/[\n.,;:]/)[0] ?? "");
  return first && displayWidth(first) <= 25 && wordCount(first) <= 4 ? first : null;
}

/** Demand Gen's call-to-action options, as the actions the phrasebooks write. */
const optionActions: Readonly<Record<string, ActionKey>> = {
  learn_more: "learnMore",
  sign_up: "signUp",
  get_started: "getStarted",
  download: "download",
  subscribe: "subscribe",
  watch_video: "watchVideo",
  shop_now: "shop",
  contact_us: "contact",
  request_demo: "requestDemo",
  try_free: "freeTrial",
};

/**
 * The advertiser's own call to action as typed; a Demand Gen option chosen, in the page's language; and
 * when the field holds only the type's default (a placeholder, not a choice), what the page's own buttons
 * offer ('Prendre rendez-vous'). When neither says what to do, no call to action: a stock 'Learn more'
 * headline and closer fit every business, so they tell the reader nothing about this one. Without a
 * phrasebook nothing of the writer's own.
 */
function callToActionFor(request: CampaignRequest, phrases: Phrasebook | null, address: Address, pageTexts: readonly string[]): string {
  const { form, type } = request;
  const value = cleanText(form.callToAction);
  // The type's default is what the field held before anyone chose: Search's placeholder, Demand Gen's preselected 'Learn more'.
  const chosen = value === type.defaults.callToAction ? "" : value;
  const option = optionActions[chosen];
  if (chosen && !option) return chosen;
  if (!phrases) return "";
  const action = option ?? pageAction([form.campaignGoals, ...pageTexts]);
  return action ? addressed(phrases.actions[action], address) : "";
}

export function buildBrief(request: CampaignRequest): Brief {
  const { form, page } = request;
  const language = request.language.code;
  const phrases = phrasebookFor(language);
  const title = page?.title ?? "";
  const headings = page?.headings ?? [];
  const pageTexts = page ? [page.metaDescription, page.brandMessaging, ...headings, ...page.keyContent, ...page.productFeatures] : [];
  const pageText = pageTextOf(page);
  const links = page?.page?.links ?? [];
  const { address } = request;
  const brand = brandName({
    businessName: form.businessName || (request.brandRules.brandName ?? ""),
    siteName: page?.page?.siteName ?? "",
    title: title || form.campaignName,
    landingPageUrl: form.landingPageUrl,
    pageText: `${pageText} ${links.map((link) => link.text).join(" ")}`,
    texts: pageTexts,
    genericWords,
  });
  const words = phrases ?? noWords;
  // The claims the brand's rules approve are the advertiser's own words too (issue 22).
  const sellingPoints = [...new Set([...listItems(form.uniqueSellingPoints), ...request.brandRules.claims])];
  // The link texts of the site's own pages of no other kind name its services ('Ostéopathie du sport').
  const linkTexts = ownPages(form.landingPageUrl, links)
    .filter((target) => (target.category === null || target.category === "services") && !isReadMore(target.text))
    .map((target) => target.text);
  const features = withoutCompletions(page?.productFeatures ?? [], phrases);
  const services = serviceNames([...features, ...headings, ...linkTexts, ...bracketedNames(pageTexts)], brand, language, pageText, phrases);
  const ownSentences = sentencesOf([...sellingPoints, form.yourSolution], language, phrases);
  const summary = sentencesOf([page?.metaDescription ?? "", page?.brandMessaging ?? ""], language, phrases);
  const pageSentences = sentencesOf([page?.metaDescription ?? "", page?.brandMessaging ?? "", ...(page?.keyContent ?? []), ...features], language, phrases);
  const keywords = request.keywords.map(cleanText).filter(Boolean);
  const cleanPageText = pageTexts.filter((text) => !isArtefact(text)).join(" ");
  const proofSentence = splitSentences(form.socialProof, language, phrases?.abbreviations ?? [])[0];
  return {
    language,
    phrases,
    address,
    words,
    brand,
    product: productPhrase(title, headings, brand, language),
    keywords,
    keywordsAsWritten: keywords.map((keyword) => asWrittenOnPage(keyword, pageText)),
    keywordLines: keywordLines(keywords, pageText, phrases),
    sellingPoints,
    services,
    sentences: [...ownSentences, ...rankSentences(summary, pageSentences, [...services, ...keywords, brand])].map((sentence) =>
      lowerAfterColon(sentence, language, pageText),
    ),
    proof: proofSentence ? shortenAtClause(proofSentence, 60, words) : null,
    facts: statedFacts(`${cleanPageText} ${form.uniqueSellingPoints} ${form.yourSolution} ${form.socialProof}`),
    callToAction: callToActionFor(request, phrases, address, [...links.map((link) => link.text), ...headings]),
    actionButton: request.type.callToActionOptions !== null,
    audience: audiencePhrase(form.targetAudience),
    landingPageUrl: form.landingPageUrl,
    links,
  };
}
