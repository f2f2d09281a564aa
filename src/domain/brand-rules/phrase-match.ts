/**
 * Whole-phrase matching for brand rules: 'trial' must not match 'industrial'. Scripts written without
 * spaces between words (Japanese, Chinese, Thai) have no word edges, so a phrase in them matches anywhere.
 */
const spacedEdge = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]/u;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function phrasePattern(phrase: string, flags = "giu"): RegExp {
  const first = phrase[0] ?? "";
  const last = phrase.at(-1) ?? "";
  const before = spacedEdge.test(first) ? "(?<![\\p{L}\\p{N}])" : "";
  const after = spacedEdge.test(last) ? "(?![\\p{L}\\p{N}])" : "";
  // Spaces in a rule match any run of spaces in the text: 'free  trial' is the same phrase.
  return new RegExp(`${before}${escape(phrase.trim()).replace(/\s+/g, "\\s+")}${after}`, flags);
}

/** The text with the name, in any casing, written as the name is ('restaurant le jardin' → 'Restaurant Le Jardin'). */
export function withNameCasing(text: string, name: string): string {
  return name.trim() ? text.replace(phrasePattern(name), name) : text;
}

export function containsPhrase(text: string, phrase: string): boolean {
  return phrasePattern(phrase, "iu").test(text);
}

/**
 * The text with every occurrence of `phrase` (any casing) written as `replacement`. A replacement in
 * lower case takes the casing of what it replaces ('E-mail us' → 'Email us', 'E-MAIL' → 'EMAIL'); one
 * with a capital of its own ('iPhone') is written exactly so.
 */
export function replacePhrase(text: string, phrase: string, replacement: string): string {
  const deliberate = replacement !== replacement.toLowerCase();
  return text.replace(phrasePattern(phrase), (found) => {
    if (deliberate) return replacement;
    if (found.length > 1 && found === found.toUpperCase() && found !== found.toLowerCase()) return replacement.toUpperCase();
    const first = found[0] ?? "";
    return first !== first.toLowerCase() ? `${replacement[0]?.toUpperCase() ?? ""}${replacement.slice(1)}` : replacement;
  });
}
