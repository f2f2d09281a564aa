import { normalizedWording } from "../../../domain/policy/policy.ts";
import { detectLanguage } from "../copy-language.ts";
import { rememberedBy } from "../remembered-by-text.ts";
import { isArtefact, isQuotedOrCutShort } from "./artefacts.ts";
import { isLabelHeading, welcome } from "./page-labels.ts";
import { firstWordRaised } from "./phrases/casing.ts";
import { phrasebookFor } from "./phrases/phrasebooks.ts";
import { isCjk, splitSentences, wordCount } from "./text-pieces.ts";

/*
 * Which of a page's sentences an ad may say, and in what order (issue 19, 'Extract, do not decorate'):
 * whole sentences of the business about its offer, in the page's language, as the language writes them.
 */

/** The most telling sentences kept for a campaign's descriptions and long headlines. */
const benefitLimit = 12;

/** Sentences past the first few dozen of a long page are footers and small print; reading them only costs time. */
const sentenceLimit = 40;

const caselessScripts = new Set(["ja", "zh", "ko"]);

/**
 * A line in another language than the page's: long enough for the detector to tell (no English beside
 * Japanese text), or on a Japanese, Chinese or Korean page a line of small Latin words ('try beta'); a
 * name or an acronym ('FAQ', 'iPhone') may stand in any language.
 */
export function isForeign(text: string, language: string): boolean {
  if (caselessScripts.has(language) && !isCjk(text) && /\p{L}/u.test(text) && text === text.toLowerCase()) return true;
  // Codes and initials ('Klasse B & B197', 'Motorrad A, A2, A1') are no words to tell a language by.
  const words = text.match(/(?<![\p{L}\p{N}])\p{L}{3,}(?![\p{L}\p{N}])/gu)?.length ?? 0;
  if (words < 4 && !(isCjk(text) && text.length >= 10)) return false;
  const detected = detectLanguage(text);
  return detected !== null && detected !== language;
}

/** 'I', 'my': a testimonial's voice, not the business's. */
const firstPersonSingular = (sentence: string) =>
  /(?<!\p{L})(?:I|[Ee]u)(?!\p{L})/u.test(sentence) ||
  /(?<!\p{L})(?:my|me|ich|mein|meine|mir|mich|je|j'|mon|moi|yo|mi|puedo|estoy|recomiendo|io|mio|mia|ik|mijn|meu|minha|recomendo)(?!\p{L})/iu.test(sentence);

/** Words strung with dashes or bars ('Enoturismo - Campo - Mar - Aventura.') are a list of labels, not a sentence. */
function isWordList(sentence: string): boolean {
  const items = sentence.split(/\s[-–—|·•]\s/u);
  return items.length >= 3 && items.every((item) => wordCount(item) <= 3);
}

/**
 * A card's fields run together ('The Elopement: £850 Up to 3 hours of coverage.', 'Mais escolhido R$ 389/mês
 * 2x por semana · todas as modalidades'): a price that a capital or a figure follows, or a middle dot
 * between parts. A sentence closes a price with words of its own ('from £850 for up to 3 hours').
 */
const runsFieldsTogether = (sentence: string) =>
  /\s·\s/u.test(sentence) || /(?:\p{Sc}\s?\d[\d.,]*|\d[\d.,]*\s?\p{Sc})(?:\s?\/\s?\p{L}+)?\s+(?:\p{Lu}|\d)/u.test(sentence);

/** A sentence cut inside brackets ('$129) — Book before November 30.'): its start is in the one before. */
const cutInBrackets = (sentence: string) => (sentence.match(/[()]/gu) ?? []).reduce((depth, bracket) => (depth < 0 ? depth : depth + (bracket === "(" ? 1 : -1)), 0) !== 0;

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
  // English title case leaves its small words small ('Caring for the Pets of East Van Since 1987'): in a line
  // without a full stop, a heading's, three longer words after the first, all capitalised, show it as well;
  // a sentence that ends with one names things ('Playing in the Northern Ireland Cricket League.').
  const afterFirst = [second, ...rest].filter((word) => [...word].length >= shortest);
  const heading = !/[.!?。]\s*$/u.test(sentence);
  return (capitalised(second) && longer.length >= 2 && longer.every(capitalised)) || (heading && afterFirst.length >= 3 && afterFirst.every(capitalised));
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
 * 'Ostéopathie Structurelle: Techniques manuelles…' reads as English in French: the label is in sentence
 * case, and after a colon the sentence goes on in lower case. A name keeps its capital: a word the page
 * capitalises inside its sentences and never writes small, or one a second capitalised word follows
 * ('Contact : Marie Dupont').
 */
export function lowerAfterColon(sentence: string, language: string, isName: (word: string) => boolean): string {
  if (!lowerAfterColonLanguages.has(language)) return sentence;
  const lowered = sentence.replace(/(:\s+)(\p{Lu}\p{Ll}*)(?!\p{L})(?!\s+\p{Lu})/gu, (whole, colon: string, word: string) =>
    isName(word) ? whole : `${colon}${word.toLocaleLowerCase(language)}`,
  );
  // The label before the colon is a heading of the page, in the sentence case of the headlines ('Ostéopathie
  // structurelle: …', as the headline says it): only its first word and its names keep a capital.
  const colon = lowered.indexOf(": ");
  if (colon < 0) return lowered;
  const label = lowered.slice(0, colon).replace(/(?<=\s)(\p{Lu}\p{Ll}+)(?!\p{L})/gu, (word: string) => (isName(word) ? word : word.toLocaleLowerCase(language)));
  return label + lowered.slice(colon);
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
/** One text's sentences an ad may say, in the page's language: the same text is read again on every generation from its page. */
const sayableSentences = rememberedBy(
  (text: string, language: string) => `${language}\n${text}`,
  (text: string, language: string): readonly string[] => {
    if (isQuotedOrCutShort(text)) return [];
    const abbreviations = phrasebookFor(language)?.abbreviations ?? [];
    return splitSentences(text, language, abbreviations)
      .map((split) => withoutAnswerLead(withoutSiteLead(withoutSectionLabel(split))))
      .filter((sentence) => {
        const long = isCjk(sentence) ? sentence.length >= 8 : wordCount(sentence) >= 4;
        // Two labels in a row ('Kids (6 a 11 años): aprenden jugando: canciones …') are a card's heading before its own list, not a sentence.
        const labels = sentence.match(/[:：]\s/gu)?.length ?? 0;
        if (!long || labels >= 2 || isArtefact(sentence) || /[:,;]$/u.test(sentence) || /^\p{Ll}/u.test(sentence) || firstPersonSingular(sentence) || cutInBrackets(sentence)) return false;
        return !(emptyGreeting(sentence) || isWordList(sentence) || runsFieldsTogether(sentence) || isTitleCased(sentence, language) || isForeign(sentence, language));
      });
  },
);

export function sentencesOf(texts: readonly string[], language: string): string[] {
  const seen = new Set<string>();
  const sentences: string[] = [];
  for (const text of texts) {
    for (const sentence of sayableSentences(text, language)) {
      const key = normalizedWording(sentence);
      if (seen.has(key)) continue;
      seen.add(key);
      sentences.push(sentence);
      if (sentences.length >= sentenceLimit) return sentences;
    }
  }
  return sentences;
}

/**
 * A sentence that leans on the one before it on the page ('He brings this expertise…', 'This is why…',
 * 'Diese Wohnung…', after a short opening phrase too: 'De plain-pied, elle dispose…'): an ad shows its
 * descriptions in any order, alone, so the reader never saw what it points back to.
 */
const refersBack =
  /^(?:[^,]{1,30},\s*)?(?:he|she|they|this|these|those|that's|er|sie|dies|diese[rsm]?|il|elle|ils|elles|ce|cela|ceci|cette|ces|él|ella|ellos|ellas|esto|esta|este|estos|estas|lui|lei|loro|questo|questa|questi|queste|hij|zij|ze|dit|deze|ele|ela|eles|elas|isto|isso|esse|essa)(?!\p{L})/iu;

/** A person named before ('Seit 2015 führt er sie …', 'In 2010 she opened …'): he or she a few words in, in any of the languages. */
const personBefore = /^(?:\S+\s+){1,3}(?:he|she|er|él|ella|hij|ele|ela)(?!\p{L})/u;

/**
 * An FAQ's answer ('Oui, restaurants, hôtels …', 'Yes, we accept all insurers.'): the ad shows no question, so
 * its 'yes' or 'no' answers nothing; the rest says the fact, its own negation kept ('No, we charge no call-out fee').
 */
const answerLead = /^(?:yes|no|oui|non|ja|nein|sí|si|sì|nee|sim|não|nie|tak)\s*[,!.–—]\s+(?=\S)/iu;
function withoutAnswerLead(sentence: string): string {
  const lead = answerLead.exec(sentence);
  if (!lead) return sentence;
  return firstWordRaised(sentence.slice(lead[0].length));
}

/**
 * A sentence that opens with 'and' or 'but' ('Et parce que les urgences …') goes on from the one before it,
 * and one that opens with what something includes ('Includes exam fee and …') from a card's heading.
 */
const goesOn = /^(?:and|but|und|aber|et|mais|pero|ma|maar|mas|includes|including|comes with|beinhaltet|enthält|comprend|incluye|include|inclui|inclusief|bevat)(?!\p{L})/iu;

/**
 * The page's sentences: its own summary (meta description, main message) and those that name a service,
 * the brand or a keyword first; list lines, greetings and sentences that point back to another last.
 */
export function rankSentences(summary: readonly string[], sentences: readonly string[], telling: readonly string[]): string[] {
  const lower = telling.map((text) => text.toLowerCase()).filter((text) => text.length >= 3);
  // A line of a list ('Una caída.') says less than a sentence.
  const score = (sentence: string) => {
    const text = sentence.toLowerCase();
    const length = isCjk(sentence) ? sentence.length / 3 : wordCount(sentence);
    return (summary.includes(sentence) ? 2 : 0) + (lower.some((part) => text.includes(part)) ? 2 : 0) - (welcome.test(sentence) || refersBack.test(sentence) || personBefore.test(sentence) || goesOn.test(sentence) ? 3 : 0) - (length < 6 ? 2 : 0);
  };
  return sentences
    .map((sentence, index) => ({ sentence, index, score: score(sentence) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.sentence)
    .slice(0, benefitLimit);
}
