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

export function isDecorative(element: Element): boolean {
  const { attribs } = element;
  return (
    attribs["aria-hidden"] === "true" || attribs.hidden !== undefined || (attribs.class !== undefined && iconClasses.test(attribs.class))
  );
}

export const headingLevels: Readonly<Record<string, number>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

/**
 * The text of a subtree as a reader sees it: invisible and decorative elements skipped, blocks and line breaks
 * separating words, runs of white space collapsed. `except` leaves one descendant out (a card's heading).
 */
export function textOf(root: AnyNode, except?: AnyNode, budget = Number.POSITIVE_INFINITY): string {
  const collected = { parts: [] as string[], length: 0, budget };
  collectText(root, except, collected);
  return collapseSpace(collected.parts.join(""));
}

/** Collects until the budget of characters is spent: a caller that only needs to know "too long" stops there. */
function collectText(node: AnyNode, except: AnyNode | undefined, collected: { parts: string[]; length: number; budget: number }): void {
  if (node === except || collected.length > collected.budget) return;
  if (isText(node)) {
    collected.parts.push(node.data);
    collected.length += node.data.length;
    return;
  }
  if (!isElement(node) || invisibleTags.has(node.name) || isDecorative(node)) return;
  const separates = node.name === "br" || blockTags.has(node.name);
  if (separates) collected.parts.push(" ");
  for (const child of node.children) collectText(child, except, collected);
  if (separates) collected.parts.push(" ");
}

export function collapseSpace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
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
  const visit = (node: AnyNode) => {
    if (!isElement(node)) return;
    if (node.name === "a") {
      linked += textOf(node).length;
      return;
    }
    for (const child of node.children) visit(child);
  };
  visit(element);
  return linked / text.length;
}
