/**
 * The wording of the offline writer in one language. Templates name their slots in braces: {k} a
 * keyword, {brand}, {f} a feature, {a} the audience, {cta} the call to action, {product} what the page
 * sells, {benefit} a sentence of the page. A template whose slot is empty is skipped, never half-filled.
 */
export type ToneId =
  | "professional"
  | "friendly"
  | "sophisticated"
  | "casual"
  | "authoritative"
  | "playful"
  | "urgent"
  | "energetic"
  | "conversational"
  | "trustworthy"
  | "innovative"
  | "educational"
  | "inspirational";

export interface TonePhrases {
  /** Headlines around a keyword. */
  keyword: readonly string[];
  /** Headlines around the brand. */
  brand: readonly string[];
  /** Sentences that close a description. */
  closers: readonly string[];
  /** Long headlines (90) around a keyword or the brand. */
  long: readonly string[];
}

/** What the page or the advertiser states outright; the writer claims nothing else. */
export type FactKey =
  | "free"
  | "freeTrial"
  | "openSource"
  | "crossPlatform"
  | "privacy"
  | "selfHosted"
  | "support"
  | "freeShipping"
  | "moneyBack"
  | "noCreditCard"
  | "download";

export type SitelinkCategory =
  | "pricing"
  | "features"
  | "about"
  | "contact"
  | "download"
  | "docs"
  | "blog"
  | "support"
  | "faq"
  | "demo"
  | "signup"
  | "shop";

export type ObjectiveKey = "sales" | "leads" | "traffic" | "local" | "awareness" | "consideration" | "action";

export interface Phrasebook {
  language: "en" | "de";
  /** Words that say nothing on their own (verbs, adjectives): no keyword headline or feature is made of one alone. */
  weakWords: ReadonlySet<string>;
  /** Word endings of adjectives ('self-hosted', 'powerful'): such a feature is a headline alone, never '{f} Included'. */
  adjectiveEnding: RegExp;
  /** Articles, pronouns, prepositions: never the second word of a keyword phrase. */
  functionWords: ReadonlySet<string>;
  /** Capitalizes a phrase the way headlines are written in the language. */
  headlineCase(text: string): string;
  tones: Readonly<Record<ToneId, TonePhrases>>;
  /** Tone-neutral keyword headlines, after the tone's own. */
  keyword: readonly string[];
  brand: readonly string[];
  /** Headlines around a feature that names a thing (any feature is also a headline on its own). */
  feature: readonly string[];
  audience: readonly string[];
  objective: Readonly<Record<ObjectiveKey, readonly string[]>>;
  /** Headlines a stated fact allows ('Start Your Free Trial'). */
  factHeadlines: Readonly<Partial<Record<FactKey, readonly string[]>>>;
  /** Callouts from the brief itself, after the facts and features. */
  callouts: readonly string[];
  /** The fact as a callout ('Free Trial'). */
  factCallouts: Readonly<Record<FactKey, string>>;
  /** The fact as a short sentence of proof ('Free and open source.'). */
  factProof: Readonly<Partial<Record<FactKey, string>>>;
  /** Description templates for when the page gives no sentence of its own. */
  descriptions: readonly string[];
  /** '{f1}, {f2} and {f3}' */
  joinList(items: readonly string[]): string;
  longHeadlines: readonly string[];
  sitelinks: Readonly<Record<SitelinkCategory, { label: string; descriptions: readonly [string, string] }>>;
  /** Descriptions of a sitelink to a page of no known category, the first two that fit; {text} is its link text. */
  genericSitelink: readonly string[];
  /** The Demand Gen call-to-action options (by value) and the types' default call to action, translated. */
  callToActions: Readonly<Record<string, string>>;
}
