import type { Address } from "../../../../domain/text/form-of-address.ts";
import type { PageWords } from "./casing.ts";

/**
 * The offline writer's own words in one language (docs/decisions/offline-writer-languages.md). It
 * holds no slogans: only calls to action, the names of facts a page states, sitelink labels, and frames
 * whose slots take a name or a noun phrase the page itself wrote ({brand}, {service}, {a}), so that no
 * slot ever has to agree in gender, case or number with the words around it.
 */
export const phrasebookLanguages = ["en", "de", "fr", "es", "it", "nl", "pt", "ja"] as const;
export type PhrasebookLanguage = (typeof phrasebookLanguages)[number];

export type { Address };

/** A line in both forms of address, or one line when the language (or the line) has one form. */
export type Addressed = string | Readonly<Record<Address, string>>;

/** What a page lets its reader do; each becomes a call to action in the page's language. */
export type ActionKey =
  | "book"
  | "appointment"
  | "order"
  | "shop"
  | "contact"
  | "download"
  | "signUp"
  | "join"
  | "freeTrial"
  | "requestDemo"
  | "quote"
  | "subscribe"
  | "watchVideo"
  | "learnMore"
  | "getStarted";

/** What the page or the advertiser states outright; the writer claims nothing else. */
export type FactKey =
  | "freeTrial"
  | "openSource"
  | "crossPlatform"
  | "selfHosted"
  | "freeShipping"
  | "moneyBack"
  | "noCreditCard"
  | "freeConsultation"
  | "freeQuote"
  | "petsWelcome"
  | "freeWifi"
  | "freeParking"
  | "homemade";

export type SitelinkCategory =
  | "pricing"
  | "services"
  | "features"
  | "booking"
  | "menu"
  | "shop"
  | "about"
  | "contact"
  | "location"
  | "gallery"
  | "download"
  | "docs"
  | "faq"
  | "blog"
  | "signUp"
  | "demo"
  | "support";

export interface Phrasebook {
  language: PhrasebookLanguage;
  /** Casing for a headline: English title case, German and the others sentence case; names keep the page's casing. */
  /** `page`: what the page shows of its words, so a sentence-case language lowers a common word inside a line. */
  headlineCase(text: string, page?: PageWords): string;
  /** Casing for a line said as a sentence, a page's button taken as the call to action ('Book a viewing'): sentence case, German's nouns kept. */
  sentenceCase(text: string, page?: PageWords): string;
  /** Articles, pronouns, prepositions, conjunctions: no headline is one of them alone, no shortened sentence ends on one. */
  functionWords: ReadonlySet<string>;
  /** Words that name a part of a page or a site rather than the offer ('Kontakt', 'Accueil'): never a brand, a service or a keyword line. */
  genericWords: ReadonlySet<string>;
  /** Abbreviations whose full stop ends no sentence ('z.B.', 'St.'), written as on the page, without the final stop. */
  abbreviations: readonly string[];
  /** The words that join a list's last item ('a, b and c'): a long list may lose an item in the middle. */
  listConjunctions: ReadonlySet<string>;
  /** The language names a thing in one compound word ('Lohnabrechnung', 'Huisbezoek'), where others take two or more. */
  namesInOneWord: boolean;
  /** The words before a place's name ('near Kansas City', 'sul Lago di Garda'): a keyword the page writes after one names where, not what. */
  placePrepositions: ReadonlySet<string>;
  /** Every noun is written with a capital (German): a capital in prose does not show a name. */
  capitalisesNouns: boolean;
  /** The 'and' before which a long sentence may end, dropping the clause it adds; none where a verb may follow that clause. */
  clauseJoiners: ReadonlySet<string>;
  /** Words that open a subordinate clause ('whether', 'wenn', 'quand'): a sentence that opens with one says its point last. */
  subordinators: ReadonlySet<string>;
  /** Words that open a new phrase: a sentence may be ended before one and still read whole. */
  phraseStarters: ReadonlySet<string>;
  /** The calls to action as a sentence says them ('Contact us'): a headline cases them by `headlineCase`. */
  actions: Readonly<Record<ActionKey, Addressed>>;
  /** Name frames: '{brand} – {service}', '{service} – {brand}'. */
  nameFrames: readonly string[];
  /** The audience the advertiser named, as a headline: 'Für {a}'. */
  audienceFrame: string;
  facts: Readonly<Record<FactKey, { callout: string; proof: Addressed }>>;
  sitelinks: Readonly<Record<SitelinkCategory, { label: string; descriptions: readonly [Addressed, Addressed] }>>;
  /** '{a}, {b} and {c}' */
  joinList(items: readonly string[]): string;
}

/**
 * Every call to action the phrasebook words, in both forms of address, by its wording: a page's button
 * that says one ('Verfügbarkeit prüfen') is something to click, not a service or a callout.
 */
export function actionWordings(phrases: Phrasebook, wording: (text: string) => string): Set<string> {
  const lines: Addressed[] = [...Object.values(phrases.actions), ...Object.values(phrases.sitelinks).flatMap((sitelink) => sitelink.descriptions)];
  return new Set(lines.flatMap((line) => (typeof line === "string" ? [line] : [line.formal, line.informal])).map(wording));
}

export function addressed(line: Addressed, address: Address): string {
  return typeof line === "string" ? line : line[address];
}
