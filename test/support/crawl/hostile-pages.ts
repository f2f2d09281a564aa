/**
 * Pages written to hurt a parser, generated to a size rather than stored: each is a few lines of markup
 * repeated, the shapes issue 17's probe used (deep nesting, misnested formatting, endless attributes,
 * huge flat node counts).
 */
export type HostilePageKind = keyof typeof hostilePages;

const head = '<!doctype html><html lang="en"><head><title>Hostile</title></head><body>';

function repeatedTo(bytes: number, unit: (index: number) => string, start = head): string {
  const parts = [start];
  let length = start.length;
  for (let index = 0; length < bytes; index += 1) {
    const part = unit(index);
    parts.push(part);
    length += part.length;
  }
  return parts.join("");
}

export const hostilePages = {
  /** `<div>` after `<div>`, never closed: the tree is as deep as the page has tags. */
  deepDivs: (bytes: number) => repeatedTo(bytes, () => "<div>"),
  /** Formatting elements that differ by an attribute, never closed: deep, and each one stays "active". */
  unclosedFormatting: (bytes: number) => repeatedTo(bytes, (index) => `<b id=${index}>`),
  /** `<b><i>` closed in the wrong order, again and again: the parser repairs every pair. */
  misnestedFormatting: (bytes: number) => repeatedTo(bytes, () => "<b><i>x</b></i>"),
  /** One element with attribute after attribute. */
  manyAttributes: (bytes: number) => `${repeatedTo(bytes, (index) => ` a${index}`, `${head}<div`)}>text</div>`,
  /** Empty elements side by side: shallow, but a node for every seven bytes. */
  flatElements: (bytes: number) => repeatedTo(bytes, () => "<i></i>"),
  /** Lists in list items, each with a word: deep, and every item's text holds all the items inside it. */
  nestedLists: (bytes: number) => repeatedTo(bytes, () => "<ul><li>word "),
};
