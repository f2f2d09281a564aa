/**
 * Headline casing. The page's own casing of a name is kept (macOS, iPhone, WeKan): a word with a capital
 * after its first letter, or a digit, is never changed. A line the page shouts in capitals is lowered
 * first, short acronyms (TMJ, SEO) excepted.
 */
const keepsItsCase = (word: string) => (/^\P{L}*\p{L}.*\p{Lu}/u.test(word) && /\p{Ll}/u.test(word)) || /\d/.test(word);

export const isShouted = (text: string) => (text.match(/\p{Lu}/gu)?.length ?? 0) >= 4 && !/\p{Ll}/u.test(text);

function unshout(text: string): string {
  if (!isShouted(text)) return text;
  return text
    .split(" ")
    .map((word) => (/^\p{Lu}{2,3}$/u.test(word) ? word : word.toLowerCase()))
    .join(" ");
}

function raiseFirst(word: string): string {
  if (keepsItsCase(word)) return word;
  const at = word.search(/\p{L}/u);
  return at < 0 ? word : word.slice(0, at) + word.charAt(at).toUpperCase() + word.slice(at + 1);
}

/** The first word raised, every other word as the page wrote it: German, whose nouns the page already capitalised. */
export function firstWordRaised(text: string): string {
  const [first = "", ...rest] = text.split(" ");
  return [raiseFirst(first), ...rest].join(" ");
}

/**
 * German: the first word raised, nouns as the page capitalised them, and the articles, prepositions and
 * conjunctions a heading in title case raised lowered again ('Gebäudereinigung in München', not '… In
 * München'). 'Sie' and 'Ihr', the formal address, keep their capitals.
 */
export function germanHeadlineCase(smallWords: ReadonlySet<string>): (text: string) => string {
  return (text) => {
    const [first = "", ...rest] = text.split(" ");
    return [raiseFirst(first), ...rest.map((word) => (/^\p{Lu}\p{Ll}+$/u.test(word) && smallWords.has(word.toLowerCase()) ? word.toLowerCase() : word))].join(" ");
  };
}

/** What the page shows of its words, for a sentence-case language to tell a common word from a name. */
export interface PageWords {
  /** The page writes the word small somewhere ('… du sport'): a common word. */
  writtenSmall(word: string): boolean;
  /** The page capitalises the word in prose, an address or after 'in' at a line's end: a name ('Bogotá'). */
  namedInProse(word: string): boolean;
}

/**
 * The Romance languages and Dutch: sentence case, a shouted line lowered first, small words the page
 * shouts inside a line ('Nouveaux modes DE paiements') lowered too, and so is a word the page writes
 * small elsewhere ('Ostéopathie du Sport' where the page says '… du sport'). A heading in title case
 * ('Efficienza e Costi Certi', every word of its own capitalised) shows no name by its capitals: its
 * words are lowered but for those the page names in prose ('Dolor en las rodillas', 'Fisioterapia en
 * Bogotá').
 */
export function sentenceCaseWith(functionWords: ReadonlySet<string>): (text: string, page?: PageWords) => string {
  const capitalised = (word: string) => !keepsItsCase(word) && /^\p{Lu}\p{Ll}+$/u.test(word);
  const ownWords = (words: readonly string[]) => words.slice(1).filter((word) => /^\p{L}/u.test(word) && !functionWords.has(word.toLowerCase()));
  return (text, page) => {
    const words = unshout(text).split(" ");
    const own = ownWords(words);
    const titleStyled = page !== undefined && own.length > 0 && own.every((word) => /^\p{Lu}/u.test(word));
    const lowered = (word: string) =>
      functionWords.has(word.toLowerCase()) || (capitalised(word) && page !== undefined && (page.writtenSmall(word) || (titleStyled && !page.namedInProse(word))));
    return firstWordRaised(words.map((word, index) => (index > 0 && lowered(word) ? word.toLowerCase() : word)).join(" "));
  };
}

const measureUnit = /^(?:[ap]\.?m\.?|mm|cm|m|km|m²|m2|kg|g|mg|ml|l|lb|lbs|oz|ft|sq|mph|km\/h|kw|kwh|hrs?|h|mins?|secs?|gb|mb|tb)\W*$/iu;

/** English title case: every word raised but the minor ones inside the line (not the first, not the last). */
export function titleCase(text: string, minorWords: ReadonlySet<string>): string {
  const words = unshout(text).split(" ");
  const minor = (word: string, index: number) => index > 0 && index < words.length - 1 && minorWords.has(word.toLowerCase());
  // A time's 'am' and 'pm' and a measure's unit after its figure stay as written ('Delivered by 8 am', 'Plow at 5 cm', not '8 Am', '5 Cm').
  const unit = (word: string, index: number) => measureUnit.test(word) && /\d$/u.test(words[index - 1] ?? "");
  return words.map((word, index) => (minor(word, index) ? word.toLowerCase() : unit(word, index) ? word : raiseFirst(word))).join(" ");
}

/** Scripts without capitals (Japanese) keep the line as it is. */
export const asWritten = (text: string) => text;
