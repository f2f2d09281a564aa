import { withNameCasing } from "../../../domain/brand-rules/index.ts";
import { normalizedWording } from "../../../domain/policy/policy.ts";
import { isDocumentLink } from "../../../domain/wizard/crawled-content.ts";
import { displayWidth } from "../../../domain/text/text.ts";
import type { CampaignRequest } from "../campaign-request.ts";
import { isArtefact, isSiteFurniture } from "./artefacts.ts";
import { pageTextOf } from "../copy-language.ts";
import { brandName, titleSegments } from "./brand.ts";
import { pageAction } from "./page-actions.ts";
import { type PageCasing, pageCasing } from "./page-casing.ts";
import { asWrittenOnPage, keywordLines, writtenOnlyAsName } from "./keyword-lines.ts";
import { isReadMore, ownPages } from "./own-pages.ts";
import { statedFacts } from "./page-facts.ts";
import { actionWordings, type ActionKey, type Address, addressed, type FactKey, type Phrasebook } from "./phrases/phrasebook.ts";
import type { PageWords } from "./phrases/casing.ts";
import { genericWords, phrasebookFor } from "./phrases/phrasebooks.ts";
import { isLabelHeading, welcome } from "./page-labels.ts";
import { isForeign, lowerAfterColon, rankSentences, sentencesOf } from "./page-sentences.ts";
import { cleanText, type LanguageWords, noWords, shortenAtClause, splitSentences, isCjk, withoutEndPunctuation, wordCount } from "./text-pieces.ts";

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
  /** Keywords of two words or more that the page writes only with capitals ('Marina Centro'): names a headline keeps as written. */
  namedKeywords: string[];
  /** Those keywords that read as a headline on their own (phrases, not single words). */
  keywordLines: string[];
  /** The advertiser's selling points, one per item: they outrank anything scraped. */
  sellingPoints: string[];
  /** The offer's services or features, as the page names them in headings, feature lists and links. */
  services: string[];
  /**
   * The services the page gives a card of their own, a heading and a text under it ('Lohnabrechnung: Wir
   * übernehmen …'): an offer even where its name is one word, unlike a section's label ('Kompetenz').
   */
  describedServices: ReadonlySet<string>;
  /** Whole sentences: the advertiser's first, then the page's most telling ones. */
  sentences: string[];
  proof: string | null;
  facts: ReadonlySet<FactKey>;
  /** The call to action in the page's language; '' when there is none it could write. */
  callToAction: string;
  /**
   * The ad draws the call to action as its own button (a type with Google's list: Demand Gen, Display),
   * so a headline or a closing sentence that says it again spends a line on nothing.
   */
  actionButton: boolean;
  audience: string | null;
  /** How the page cases its own words: a shouted heading read in its case, a name told from a common word. */
  casing: PageCasing;
  landingPageUrl: string;
  links: { text: string; url: string }[];
}


/** More service names than a campaign has headlines only cost time to check. */
const serviceLimit = 20;


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


/** Headings about the site or its people ('About Adriana', 'Our story', 'Cómo nace …') lead to a page, not to the offer. */
const aboutThePage =
  /^(?:about(?!\p{L})|über (?:uns|mich)|wer wir sind|unsere geschichte|à propos|qui sommes-nous|notre histoire|acerca de|sobre (?:nosotros|nós|mí|mim)|quiénes somos|quem somos|nuestra historia|nossa história|c[oó]mo nace|chi siamo|la nostra storia|come nasce|over (?:ons|mij)|wie (?:zijn )?wij|ons verhaal|our (?:story|history|team)|meet the team|das team|l'équipe|el equipo|il team|het team|a equipe|会社概要|私たちについて|om oss|om os|om meg|o nas|o nás|hakkımızda|meistä)/iu;

const indefiniteArticle = /^(?:a|an|ein|eine|un|une|una|uno|een|um|uma)\s/iu;

/**
 * 'Tu rutina de ejercicio', 'Your daily routine': words addressed to the reader finish a sentence the
 * page began ('Dolor … debido a:'), they do not name what the business offers.
 */
/** 'L'Ostéopathie', 'Die Kanzlei', 'The Team', 'O menu': a topic's section heading, not a named service. */
const topicHeading = /^(?:(?:the|der|die|das|le|la|les|el|los|las|il|lo|gli|het|de|os|as|o|a)\s+|l['’])\p{L}+$/iu;

const readersPossessive = /^(?:your|tu|tus|ton|ta|tes|votre|vos|dein|deine|deinen|deinem|deiner|ihr|ihre|ihren|ihrem|ihrer|il tuo|la tua|i tuoi|le tue|tuo|tua|tuoi|tue|jouw|je|uw|teu|tua|teus|tuas|seu|sua|seus|suas)\s/iu;

/** A service or feature name that can stand as a headline: short, about the offer, not page furniture. */
function serviceNames(texts: readonly string[], brand: string, language: string, pageText: string, phrases: Phrasebook | null): string[] {
  const seen = new Set<string>([normalizedWording(brand)]);
  const actions = phrases ? actionWordings(phrases, normalizedWording) : new Set<string>();
  const names: string[] = [];
  for (const raw of texts) {
    const clean = cleanText(raw);
    if (isArtefact(clean) || isSiteFurniture(clean)) continue;
    // The first sentence's first part: a heading's label before its colon or dash, not an abbreviation's stop
    // ('Ansprechpartnerin bzw. fester …'), without the emoji a template puts before it ('🌮 Taquizas para eventos');
    // one inside it ends it ('Made with ❤️ and JavaScript'), and a dash between figures is a range ('Plans 2024–2025').
    const text = clean.replace(/^(?:[\s\p{Extended_Pictographic}\u2705]|\uFE0F)+/u, "");
    const firstPart = cleanText((text.split(/[:!?。！？\p{Extended_Pictographic}\u2705]|(?<!\d)[–—]|[–—](?!\d)|\s-\s/u)[0] ?? ""));
    // Only a stop inside the part asks the language's sentence rules where it ends (most headings have none).
    const firstSentence = /[.。]\s*\S/u.test(firstPart) ? (splitSentences(firstPart, language, phrases?.abbreviations ?? [])[0] ?? "") : firstPart;
    const head = withoutAsides(withoutEndPunctuation(firstSentence));
    // 'Need a Plumber Today?', 'Why Choose Us?': a heading that asks names no service.
    if (/^[?？]/u.test(text.slice(head.length).trimStart()) && withoutAsides(text).startsWith(head)) continue;
    const key = normalizedWording(head);
    if (!head || seen.has(key) || actions.has(key) || isLabelHeading(head) || isArtefact(head) || welcome.test(head) || aboutThePage.test(head) || /[@/|#]/u.test(head)) continue;
    const width = displayWidth(head);
    const words = head.split(" ").filter(Boolean);
    const last = words.at(-1)?.toLowerCase() ?? "";
    if (width < 4 || width > 30 || words.length > 6 || indefiniteArticle.test(head) || readersPossessive.test(head) || topicHeading.test(head) || !/[\p{L}\p{N})\p{Sc}]$/u.test(head)) continue;
    // A lone lower-case word ('acupuntura', 'welkom') is a fragment, not a name for the offer.
    if (words.length === 1 && !isCjk(head) && head === head.toLowerCase()) continue;
    if (phrases?.functionWords.has(last) || looksLikeName(head, pageText, phrases) || isForeign(head, language)) continue;
    seen.add(key);
    names.push(head);
    if (names.length >= serviceLimit) break;
  }
  return names;
}

/** A person's name opening a line: two or three capitalised words before a dash ('Carlos Ruiz – …', 'Dr. Ana Gil – …'). */
const namedLead = /^((?:\p{Lu}[\p{Ll}'’-]*\.?\s+){1,2}\p{Lu}[\p{Ll}'’-]+)\s+[–—-]\s/u;

/**
 * 'Carlos Ruiz – Entrenador personal': a line of the page's team, a person and their role, not what the
 * business says of its offer. The name's words are ones the page never writes small, and not the brand's;
 * not in German, which capitalises every noun ('Ferienwohnung Parndorf - gemütliches Apartment').
 */
function isPersonLine(sentence: string, language: string, casing: PageCasing, brand: string): boolean {
  const name = namedLead.exec(sentence)?.[1];
  if (!name || language === "de") return false;
  if (brand && normalizedWording(sentence).startsWith(normalizedWording(brand))) return false;
  return name.split(/\s+/u).every((word) => !casing.writtenSmall(word.replace(/\.$/u, "")));
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



/** The advertiser's list fields ('Free parking; Open on Sundays'), one item each. */
const listItems = (text: string) =>
  text
    .split(/\n|;|•|(?<=[.!?])\s+/u)
    .map((item) => cleanText(item).replace(/[.!]$/u, ""))
    .filter((item) => item && !isArtefact(item));

function productPhrase(title: string, headings: readonly string[], brand: string, language: string): string | null {
  // 'Kanzlei Spreewald :' is a heading that introduces what follows; the phrase is what comes before the colon.
  const candidates = [...titleSegments(title), ...headings].map((text) => withoutEndPunctuation(withoutAsides(text)));
  return (
    candidates.find((text) => {
      const words = wordCount(text);
      const wordy = isCjk(text) ? text.length >= 3 : words >= 2;
      return normalizedWording(text) !== normalizedWording(brand) && wordy && words <= 8 && displayWidth(text) <= 60 && !/[?!]/.test(text) && !isArtefact(text) && !isSiteFurniture(text) && !isLabelHeading(text) && !welcome.test(text) && !aboutThePage.test(text) && !topicHeading.test(text) && !isForeign(text, language);
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
 * A page's button as a call to action in a sentence's case, when it is one: two to five words that fit
 * a headline's call to action, no question, no figure, no address ('Booking.com'), no arrow or other
 * sign. A one-word button ('Contactar') is a label, not an invitation.
 */
function buttonWording(button: string, phrases: Phrasebook, page: { words: PageWords; brand: string }): string | null {
  // A figure that only measures the offer ('Schedule My Free 30-Minute Consultation', 'Start Your 14-Day Trial') leaves a whole invitation.
  const measured = button.replace(/(?<!\S)\d+[-‑]\p{L}+(?!\S)/gu, " ");
  const text = cleanText(measured.replace(/[^\p{L}\p{N}\s'’&-]/gu, " "));
  const count = wordCount(text);
  // An abbreviation ('Prendre RDV') is a button's shorthand, and a figure ('Download Lawnchair 15') dates: the phrasebook's line serves.
  if (count < 2 || count > 5 || displayWidth(text) > 30 || /[?\d]|\p{L}\.\p{L}/u.test(measured) || /(?<!\p{L})\p{Lu}{2,}(?!\p{L})/u.test(text)) return null;
  return withNameCasing(phrases.sentenceCase(text, page.words), page.brand);
}

/**
 * The advertiser's own call to action as typed; a Demand Gen option chosen, in the page's language; and
 * when the field holds only the type's default (a placeholder, not a choice), what the page's own buttons
 * offer ('Prendre rendez-vous'). When neither says what to do, no call to action: a stock 'Learn more'
 * headline and closer fit every business, so they tell the reader nothing about this one. Without a
 * phrasebook nothing of the writer's own.
 */
function callToActionFor(
  request: CampaignRequest,
  phrases: Phrasebook | null,
  address: Address,
  page: { buttons: readonly string[]; texts: readonly string[]; words: PageWords; brand: string },
): string {
  const { form, type } = request;
  const value = cleanText(form.callToAction);
  // The type's default is what the field held before anyone chose: Search's placeholder, Demand Gen's preselected 'Learn more'.
  const chosen = value === type.defaults.callToAction ? "" : value;
  const option = optionActions[chosen];
  if (chosen && !option) return chosen;
  // Without a phrasebook, only the page's own words: its first button that its menu also offers ('Boka tid'),
  // which a carousel's arrows and a 'read more' are not.
  if (!phrases) return page.buttons.find((button) => page.texts.some((text) => normalizedWording(text) === normalizedWording(button))) ?? "";
  // The page's first button that asks for something is its main call to action ('Solicita más información'
  // before a 'Descargar' further down); without one, the most specific action its links and headings name.
  // A button to a document ('Download the Homeowner Claim Guide (PDF)') gives a guide away; it is not what the page asks for.
  const button = page.buttons.find((text) => !isDocumentLink("", text) && pageAction([text]) !== null);
  const firstButton = button === undefined ? null : pageAction([button]);
  const action = option ?? pageAction([form.campaignGoals]) ?? firstButton ?? pageAction(page.texts);
  if (!action) return "";
  // The page's button says it best where it names what it offers ('Book a viewing', 'Get a free quote'),
  // in a few words: more than the phrasebook's 'Book now' for a house for sale.
  const ownWording = button !== undefined && action === firstButton ? buttonWording(button, phrases, page) : null;
  if (ownWording) return ownWording;
  // The page's own button in one of the forms ('Prenota ora' on a page read as formal) says how it speaks to its reader.
  const line = phrases.actions[action];
  const onPage = new Set([...page.buttons, ...page.texts].map(normalizedWording));
  const pageForm = typeof line === "string" ? undefined : Object.values(line).find((form) => onPage.has(normalizedWording(form)));
  return pageForm ?? addressed(line, address);
}

export function buildBrief(request: CampaignRequest): Brief {
  const { form, page } = request;
  const language = request.language.code;
  const phrases = phrasebookFor(language);
  const title = page?.title ?? "";
  const links = page?.page?.links ?? [];
  // A heading the page shouts in capitals is read in the case the page writes its words elsewhere. The
  // link texts are read too: the sitelinks are cased by what the page shows of their words.
  const casingTexts = page ? [title, page.metaDescription, page.brandMessaging, ...page.headings, ...page.keyContent, ...page.productFeatures, ...links.map((link) => link.text)] : [];
  const pageWords = pageCasing(casingTexts, (phrases ?? noWords).functionWords);
  const headings = (page?.headings ?? []).map(pageWords.unshouted);
  const pageFeatures = (page?.productFeatures ?? []).map(pageWords.unshouted);
  const pageTexts = page ? [page.metaDescription, page.brandMessaging, ...headings, ...page.keyContent, ...pageFeatures] : [];
  const pageText = pageTextOf(page);
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
  // The brand's capitals show a name, not that its words are names ('Assistenza legale' beside 'Studio Legale Rossi').
  const casing: PageCasing = { ...pageWords, namedInProse: pageCasing(casingTexts, words.functionWords, brand).namedInProse };
  // The claims the brand's rules approve are the advertiser's own words too (issue 22).
  const sellingPoints = [...new Set([...listItems(form.uniqueSellingPoints), ...request.brandRules.claims])];
  // The link texts of the site's own pages of no other kind name its services ('Ostéopathie du sport').
  const linkTexts = ownPages(form.landingPageUrl, links)
    .filter((target) => (target.category === null || target.category === "services") && !isReadMore(target.text))
    .map((target) => target.text);
  const features = withoutCompletions(pageFeatures, phrases);
  const services = serviceNames([...features, ...headings, ...linkTexts, ...bracketedNames(pageTexts)], brand, language, pageText, phrases);
  const headingWordings = new Set(headings.map(normalizedWording));
  const cardTitles = features.flatMap((feature) => {
    const colon = feature.indexOf(": ");
    return colon > 0 && wordCount(feature.slice(colon + 2)) >= 2 ? [normalizedWording(feature.slice(0, colon))] : [];
  });
  const describedServices = new Set(cardTitles.filter((title) => headingWordings.has(title)));
  const ownSentences = sentencesOf([...sellingPoints, form.yourSolution], language);
  const summary = sentencesOf([page?.metaDescription ?? "", page?.brandMessaging ?? ""], language);
  const pageSentences = sentencesOf([page?.metaDescription ?? "", page?.brandMessaging ?? "", ...(page?.keyContent ?? []), ...features], language).filter(
    (sentence) => !isPersonLine(sentence, language, casing, brand),
  );
  const keywords = request.keywords.map(cleanText).filter(Boolean);
  // A keyword as the page writes it ('VSCode'); else with the capitals the page gives each of its words ('Freiburg').
  const asOnPage = (phrase: string) => {
    const written = asWrittenOnPage(phrase, pageText);
    return written === phrase ? casing.withPageCapitals(phrase) : written;
  };
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
    keywordsAsWritten: keywords.map(asOnPage),
    namedKeywords: keywords.filter((keyword) => keyword.includes(" ") && writtenOnlyAsName(keyword, pageText)).map(asOnPage),
    keywordLines: keywordLines(keywords, asOnPage, phrases, { brand, text: pageText, services, words: pageWords }),
    sellingPoints,
    services,
    describedServices,
    sentences: [...ownSentences, ...rankSentences(summary, pageSentences, [...services, ...keywords, brand])].map((sentence) =>
      lowerAfterColon(sentence, language, casing.namedInProse),
    ),
    proof: proofSentence ? shortenAtClause(proofSentence, 60, words) : null,
    facts: statedFacts(`${cleanPageText} ${form.uniqueSellingPoints} ${form.yourSolution} ${form.socialProof}`),
    callToAction: callToActionFor(request, phrases, address, { buttons: (page?.page?.callsToAction ?? []).map(pageWords.unshouted), texts: [...links.filter((link) => !isDocumentLink(link.url, link.text)).map((link) => link.text), ...headings], words: casing, brand }),
    actionButton: request.type.callToActionOptions !== null,
    audience: audiencePhrase(form.targetAudience),
    casing,
    landingPageUrl: form.landingPageUrl,
    links,
  };
}
