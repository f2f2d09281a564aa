import type { AnyNode, Element, Text } from "domhandler";

export type { AnyNode, Element };

export function isElement(node: AnyNode): node is Element {
  return node.nodeType === 1 && "attribs" in node;
}

export function isText(node: AnyNode): node is Text {
  return node.nodeType === 3;
}

/** Elements whose text a reader never sees as page content; code listings are commands, not copy. */
export const invisibleTags = new Set([
  "script", "style", "noscript", "template", "svg", "canvas", "iframe", "object", "select", "button", "head", "pre",
]);

/** Elements that start a new block of text; a block without any of these inside is one paragraph. */
export const blockTags = new Set([
  "address", "article", "aside", "blockquote", "details", "dialog", "dd", "div", "dl", "dt", "fieldset", "figcaption",
  "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "li", "main", "nav", "ol",
  "p", "pre", "section", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul",
]);

/** Icon fonts write icons as words ("smartphone", "check"); decorative elements are marked hidden. */
const iconClasses = /(?:^|\s)(?:material-(?:icons|symbols)[\w-]*|glyphicon|icon)(?:\s|$)/;

/**
 * Text only a screen reader speaks ('Sale price', 'Regular price' before a shop's prices, WordPress's
 * 'screen-reader-text'): it labels what the eye sees, and glued to it reads 'Regular price£18.99'.
 */
const screenReaderClasses = /(?:^|\s)(?:sr-only|visually-hidden(?:--inline)?|screen-reader-text|screen-reader-only|assistive-text|a11y-hidden|u-hidden-visually|visuallyhidden)(?:\s|$)/;

/**
 * A product card's badge ('Sale', 'New', 'Sold out', 'Angebot') states the item's state in a word or two
 * and runs into the product's name as text ('Sale Salt and Stone'); a badge of a few words more is a claim
 * ('Gas Safe Registered') and stays.
 */
const badgeClasses = /(?:^|[\s_-])(?:badges?|onsale|ribbon|sticker)(?:$|[\s_-])/i;
const badgeWords = 2;

export function isDecorative(element: Element): boolean {
  const { attribs } = element;
  if (attribs["aria-hidden"] === "true" || attribs.hidden !== undefined) return true;
  const classes = attribs.class ?? "";
  return iconClasses.test(classes) || screenReaderClasses.test(classes) || (badgeClasses.test(classes) && isShortLabel(element));
}

/** A word or two of text under the element, read raw (its own parts are not asked whether they are decorative). */
function isShortLabel(element: Element): boolean {
  let text = "";
  const pending: AnyNode[] = [element];
  for (let node = pending.pop(); node !== undefined && text.length <= 40; node = pending.pop()) {
    if (isText(node)) text += ` ${node.data}`;
    else if ("children" in node) pending.push(...node.children.slice().reverse());
  }
  const words = text.trim().split(/\s+/u);
  return text.trim().length <= 16 && words.length <= badgeWords;
}

export const headingLevels: Readonly<Record<string, number>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

/**
 * The text of a subtree as a reader sees it: invisible and decorative elements skipped, blocks and line breaks
 * separating words, runs of white space collapsed. `except` leaves one descendant out (a card's heading).
 * Collects until the budget of characters is spent: a caller that only needs to know "too long" stops there.
 * A loop over an explicit stack, not recursion: a hostile page nests deeper than the call stack goes.
 */
export function textOf(root: AnyNode, except?: AnyNode, budget = Number.POSITIVE_INFINITY): string {
  const parts: string[] = [];
  let length = 0;
  // A string on the stack is a separator written once the element before it is done.
  const pending: Array<AnyNode | string> = [root];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (typeof item === "string") {
      parts.push(item);
      continue;
    }
    if (item === except || length > budget) continue;
    if (isText(item)) {
      parts.push(item.data);
      length += item.data.length;
      continue;
    }
    if (!isElement(item) || invisibleTags.has(item.name) || isDecorative(item)) continue;
    const separates = item.name === "br" || blockTags.has(item.name);
    if (separates) {
      parts.push(" ");
      pending.push(" ");
    }
    pushChildrenInOrder(pending, item);
  }
  return collapseSpace(parts.join(""));
}

/** Puts an element's children on a stack so that they come off it first to last. */
export function pushChildrenInOrder<T>(stack: Array<T | AnyNode>, element: Element): void {
  for (let index = element.children.length - 1; index >= 0; index -= 1) {
    const child = element.children[index];
    if (child) stack.push(child);
  }
}

/** A character of Unicode's private use area is an icon font's glyph ('&#xe0f1;' in a Divi blurb): no reader sees a letter there. */
export function collapseSpace(text: string): string {
  return text.replace(/[\s\p{Co}]+/gu, " ").trim();
}

/** Bullets, check marks and permalink signs that pages put before list items and headings. */
export function withoutMarkers(text: string): string {
  return text.replace(/^[•·▪‣◦►▶✓✔☑★☆*§#¶→–—-]+\s*/u, "").replace(/\s*[§#¶]+$/u, "");
}

/** Whether every element child is inline, so the element's text reads as one paragraph. */
export function hasOnlyInlineChildren(element: Element): boolean {
  for (const child of element.children) if (isElement(child) && blockTags.has(child.name)) return false;
  return true;
}

/** How much of an element's text is link text: menus and button rows are nearly all links. */
export function linkTextShare(element: Element, text: string): number {
  if (text.length === 0) return 0;
  let linked = 0;
  const pending: AnyNode[] = [element];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!isElement(node)) continue;
    if (node.name === "a") linked += textOf(node).length;
    else pushChildrenInOrder(pending, node);
  }
  return linked / text.length;
}
