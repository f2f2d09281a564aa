import { normalizedWording } from "../../../domain/policy/policy.ts";
import { displayWidth } from "../../../domain/text/text.ts";
import { firstWordRaised } from "./phrases/casing.ts";

/** Page text as one clean line: no bullets, no runs of spaces, no wrapping quotes, no trademark signs. */
export function cleanText(text: string): string {
  return text
    .replace(/\s*[®™]/gu, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s•·\-–—*>|]+/u, "")
    .replace(/^["'“”„‘’«»]+|["'“”„‘’«»]+$/gu, "")
    .trim();
}

export function capitalizeFirst(text: string): string {
  return text ? text[0]?.toUpperCase() + text.slice(1) : text;
}

export function withoutEndPunctuation(text: string): string {
  return text.replace(/[\s.,;:!?。、！？…]+$/u, "");
}

/** Chinese or Japanese script: words are not separated by spaces, so counting words says nothing. */
export const isCjk = (text: string) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text);

/** Japanese ends a sentence with '。', the others with a full stop. */
/** Japanese and Chinese end with 。, also after their own brackets and full-width marks (【予約受付中】。, not 】.). */
export const fullStopOf = (text: string) => (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff60]$/u.test(text) ? "。" : ".");

/** A calm, complete sentence: capitalized, ending in a full stop (a question keeps its mark). */
export function asSentence(text: string): string {
  const body = withoutEndPunctuation(text);
  if (!body) return "";
  return `${capitalizeFirst(body)}${/\?\s*$/.test(text) ? "?" : fullStopOf(body)}`;
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(language: string): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(Intl.Segmenter.supportedLocalesOf([language])[0] ?? "en", { granularity: "sentence" });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/** Whether a piece ends on an abbreviation's full stop ('St.', 'z.B.') or on a single letter ('J.', 'z. B.'), not a sentence's. */
function endsInAbbreviation(piece: string, abbreviations: readonly string[]): boolean {
  const trimmed = piece.trimEnd();
  if (!trimmed.endsWith(".")) return false;
  const last = trimmed.slice(0, -1).split(/\s+/).at(-1) ?? "";
  // A word with stops of its own ('Dipl.-Kfm.', 'z.B.') is an abbreviation in any language.
  return /^\p{L}$/u.test(last) || abbreviations.includes(last) || /\p{L}\.-?\p{L}/u.test(last);
}

/**
 * The text's sentences, by the language's own rules (Intl.Segmenter), joined again where a full stop
 * belongs to one of the language's abbreviations: 'Visit us on Main St. in Geneva.' is one sentence.
 */
export function splitSentences(text: string, language = "en", abbreviations: readonly string[] = []): string[] {
  const sentences: string[] = [];
  // Pages use emoji as separators ('Fisioterapia en Bogotá ✅ Telerehabilitación'), and a top bar a pipe or a
  // dot ('Avocats au Barreau de Lyon | ☎ 04 78 …', 'Socio AVPN · Tra le 50 Top Pizza'): each part is a sentence of its own.
  // An emoji's variation selector and joiner ('🏍️') go with it.
  for (const part of text.split(/(?:[\p{Extended_Pictographic}\u2705]|\uFE0F|\u200D)+|\s[|｜·•]\s/u)) {
    const clean = cleanText(part);
    if (!clean) continue;
    let first = true;
    for (const { segment } of segmenterFor(language).segment(clean)) {
      const previous = sentences.at(-1);
      if (!first && previous !== undefined && endsInAbbreviation(previous, abbreviations)) sentences[sentences.length - 1] = previous + segment;
      else sentences.push(segment);
      first = false;
    }
  }
  return sentences.map((sentence) => sentence.trim()).filter(Boolean);
}

export const fits = (text: string, limit: number) => displayWidth(text) <= limit;

/** The words of a language that shortening needs: where a clause begins, and what a shortened line may not end on. */
export interface LanguageWords {
  phraseStarters: ReadonlySet<string>;
  functionWords: ReadonlySet<string>;
  listConjunctions: ReadonlySet<string>;
  clauseJoiners: ReadonlySet<string>;
  subordinators: ReadonlySet<string>;
}

/** A word's first four letters: 'vaccins' and 'vaccinations', 'Funds' and 'Fund', 'trial' and 'trials' say the same. */
export const wordStem = (word: string) => [...word].slice(0, 4).join("");

/** A text's words but the language's small ones ('Dentista em Curitiba' → dentista, curitiba), normalized. */
export function contentWords(text: string, smallWords: ReadonlySet<string>): string[] {
  return normalizedWording(text)
    .split(" ")
    .filter((word) => word !== "" && !smallWords.has(word));
}

export const noWords: LanguageWords = { phraseStarters: new Set(), functionWords: new Set(), listConjunctions: new Set(), clauseJoiners: new Set(), subordinators: new Set() };

/** 'between London and Paris', 'entre la costa y el campo': the 'and' completes a pair, it adds no clause. */
const pairOpener = /(?<!\p{L})(?:between|both|entre|tra|fra|ambos|ambas|tanto)(?:\s+\S+){0,3}$/iu;

/**
 * Where a clause ends whatever the language: a semicolon, a colon, a dash between spaces, a parenthesis,
 * an 'as well as' that adds one more thing ('Individuelle Betreuung … sowie kostengünstige Lösungen').
 * Not the Japanese '、', which ends a subordinate clause ('…ので、') as often as a main one.
 */
const clauseBreak = /;\s|\s[-–—]\s|\s\(|；|\s(?:as well as|sowie|ainsi que|así como|nonché|alsook|bem como)\s/gu;

/** A parenthesis or a dash-delimited aside in the middle of a sentence: dropped first when it is too long. */
const aside = /\s\([^)]*\)|\s[–—]\s[^–—]+\s[–—](?=\s)/gu;

const lastWord = (text: string) => text.split(/\s+/).at(-1)?.toLowerCase() ?? "";

/**
 * Fits a sentence into the limit by dropping clauses, never cutting inside one: asides go first, then
 * the sentence ends at a clause break (or at a comma before a word that opens a new clause, or before an
 * 'and' that adds a clause to one of five words or more). Null when no such ending keeps at least 40% of
 * the limit.
 */
export function shortenAtClause(sentence: string, limit: number, words: LanguageWords = noWords, ending = fullStopOf(withoutEndPunctuation(sentence))): string | null {
  const whole = withoutEndPunctuation(sentence);
  if (fits(whole + ending, limit)) return whole + ending;
  const plain = whole.replace(aside, "");
  if (plain !== whole && fits(plain + ending, limit)) return plain + ending;
  const lists = shorterLists(plain, words);
  const listed = lists.find((text) => fits(text, limit - displayWidth(ending)));
  if (listed !== undefined) return listed + ending;
  // The sentence ends at a clause break; with its list at its shortest too, when that lets a longer clause fit.
  const heads = [plain, ...lists.slice(-1)].map((text) => clauseEnding(text, limit, words, ending)).filter((head): head is string => head !== null);
  const best = heads.reduce<string | null>((longest, head) => (longest === null || head.length > longest.length ? head : longest), null);
  if (best !== null) return best + ending;
  // What comes before a colon leads in ('Salariés, cadres, dirigeants ou employeurs : nous vous accompagnons …'):
  // ended there, the sentence says only who or what; the point is what follows it.
  const colon = lastColon(plain);
  const point = colon ? plain.slice(colon.index + colon[0].length) : "";
  // Someone's words after it ('… : " Manuel Aguirre es …') are a quote, not the point.
  return /^\p{L}/u.test(point) && wordCount(point) >= 4 ? shortenAtClause(firstWordRaised(point), limit, words, ending) : null;
}

/** A sentence's last colon, the one before its point ('… ou employeurs : nous vous accompagnons …'). */
const lastColon = (text: string) => [...text.matchAll(/\s?[:：]\s/gu)].at(-1);

/** The longest head of the text that ends at a clause break and fits with its ending, or null. */
function clauseEnding(plain: string, limit: number, words: LanguageWords, ending: string): string | null {
  let best: string | null = null;
  // A sentence that opens with its condition ('Whether you're a seasoned cricketer … — Arches CC welcomes all')
  // says its point last: any head of it leaves the condition hanging.
  if (words.subordinators.has(plain.split(/\s+/u)[0]?.toLowerCase() ?? "")) return null;
  const breaks = [...plain.matchAll(clauseBreak)].map((match) => match.index);
  for (const match of plain.matchAll(/,\s/gu)) {
    const next = plain.slice(match.index + 2).split(/\s/)[0]?.toLowerCase() ?? "";
    // In a list ('the open-source, customizable, and free board') the part before the comma is a word or two.
    const part = plain.slice(0, match.index).split(/[,;:]/).at(-1) ?? "";
    if (words.phraseStarters.has(next) && wordCount(part) >= 3) breaks.push(match.index);
  }
  // Last: before an 'and' that adds a clause to a clause of its own ('… ayuda a personas que son físicamente activas y las empodera …').
  for (const match of plain.matchAll(/\s(\p{L}+)(?=\s)/gu)) {
    if (!words.clauseJoiners.has(match[1]?.toLowerCase() ?? "")) continue;
    const head = plain.slice(0, match.index);
    const clause = head.split(/[,;:]/).at(-1) ?? "";
    const [opening = ""] = head.split(/\s+/u);
    const [beforeLast = ""] = head.split(/\s+/u).slice(-2);
    const endsClause =
      wordCount(clause) >= 5 &&
      !/,\s*$/u.test(head) &&
      !pairOpener.test(head) &&
      // 'En todos estos años …' is a lead-in whose clause comes after the 'and'.
      !words.phraseStarters.has(opening.toLowerCase()) &&
      // 'has created a beautiful and relaxing …': an article before the last word means the 'and' joins two of its words.
      !words.functionWords.has(beforeLast.toLowerCase());
    if (endsClause) breaks.push(match.index);
  }
  // A head that ends before a colon holds only its lead-in ('Licenciement pour motif personnel, pour faute grave'
  // of '… : nous vérifions la régularité …'): the sentence's point is after the colon.
  const colon = lastColon(plain)?.index ?? Number.POSITIVE_INFINITY;
  for (const index of breaks) {
    if (index < colon && colon < plain.length) continue;
    const head = withoutEndPunctuation(plain.slice(0, index));
    if (fits(head + ending, limit) && displayWidth(head) >= limit * 0.4 && !words.functionWords.has(lastWord(head)) && (!best || head.length > best.length)) best = head;
  }
  return best;
}

/**
 * A list of three or more short items ('for cosmetic, family, restorative and TMJ dentistry') loses items
 * from its middle, the last first: the first and the last stay, and so does the rest of the sentence. The
 * sentence with one item fewer each time, down to two; none when it has no such list.
 */
function shorterLists(sentence: string, words: LanguageWords): string[] {
  const parts = sentence.split(", ");
  const opensWith = (part: string, set: ReadonlySet<string>) => set.has(part.split(/\s+/u)[0]?.toLowerCase() ?? "");
  const lastItemAt = parts.findIndex(
    (part, index) => index >= 2 && part.split(/\s+/u).slice(0, 4).some((word) => words.listConjunctions.has(word.toLowerCase())),
  );
  if (lastItemAt < 0) return [];
  // The items between the first and the last: a word or three each, none a clause of its own.
  let first = lastItemAt;
  while (first > 1 && wordCount(parts[first - 1] ?? "") <= 3 && !opensWith(parts[first - 1] ?? "", words.phraseStarters)) first--;
  const middle = parts.slice(first, lastItemAt);
  const shorter: string[] = [];
  for (let kept = middle.length - 1; kept >= 0; kept--) {
    const head = [...parts.slice(0, first), ...middle.slice(0, kept)].join(", ");
    // Two items left take no comma before the conjunction: 'with titles and due dates', not 'titles, and'.
    const glue = kept === 0 && opensWith(parts[lastItemAt] ?? "", words.listConjunctions) ? " " : ", ";
    shorter.push([head, parts.slice(lastItemAt).join(", ")].join(glue));
  }
  return shorter;
}

/** Languages that write every noun with a capital, where a run of capitals is no sign of a name. */
const capitalizedNouns = new Set(["de", "lb"]);

/**
 * The clauses of a sentence that stand as a headline on their own ('Fabrizio Bottesi, 30 anni di
 * esperienza.' gives '30 anni di esperienza'): split at commas, semicolons, colons and spaced dashes,
 * two words at least, neither starting nor ending on a function word (so no 'e gelato per' torso), and
 * not a name alone ('Fabrizio Bottesi', 'Lago di Garda'). The sentence itself is not one of them.
 */
export function standaloneClauses(sentence: string, limit: number, words: LanguageWords, language: string): string[] {
  const whole = withoutEndPunctuation(sentence);
  const pieces = whole.split(/[,;:]\s|\s[-–—]\s/u).map((piece) => withoutEndPunctuation(piece.trim()));
  if (pieces.length < 2) return [];
  return pieces.filter((piece) => {
    const pieceWords = piece.split(/\s+/).filter(Boolean);
    const first = pieceWords[0]?.toLowerCase() ?? "";
    const content = pieceWords.filter((word) => !words.functionWords.has(word.toLowerCase()));
    const nameAlone = !capitalizedNouns.has(language) && !/\p{N}/u.test(piece) && content.every((word) => /^\p{Lu}/u.test(word));
    return fits(piece, limit) && pieceWords.length >= 2 && !words.functionWords.has(first) && !words.functionWords.has(lastWord(piece)) && !nameAlone;
  });
}

/** Fills `{slot}`s; a template whose slot is empty is not used at all (null). */
export function fillTemplate(template: string, slots: Readonly<Record<string, string | null | undefined>>): string | null {
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = slots[name];
    if (!value) missing = true;
    return value ?? "";
  });
  return missing ? null : text.replace(/\s+/g, " ").trim();
}

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
