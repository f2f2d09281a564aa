import { type AnyNode, type Element, collapseSpace, isElement, linkTextShare, pushChildrenInOrder, textOf } from "./dom.ts";
import type { HeadingText, PlacedText } from "./page-material.ts";

export interface FeatureCard extends PlacedText {
  heading: string;
  description: string;
}

/** A card says one thing in a few sentences; more than this is a section of prose, not a card. */
const maxCardText = 600;
/** Raw text (indentation included) read before deciding a card is too long. */
const readBudget = 4 * maxCardText;

/**
 * Feature cards: modern landing pages show features as a row of boxes, each a heading and a short text,
 * rather than as a list. A card is the largest element around a heading that holds no other heading;
 * cards count only when at least two with headings of the same level sit side by side in one parent.
 * Where headings and texts alternate without wrappers, a card is a heading and the text up to the next one.
 */
export function featureCards(headings: HeadingText[]): FeatureCard[] {
  const headingCounts = countHeadingsPerAncestor(headings);
  const groups = new Map<AnyNode, Map<number, Array<{ heading: HeadingText; card: Element }>>>();
  for (const heading of headings) {
    if (heading.level < 2) continue;
    let card: Element = heading.element;
    while (card.parent && isElement(card.parent) && headingCounts.get(card.parent) === 1) card = card.parent;
    const group = card.parent;
    if (!group) continue;
    const byLevel = groups.get(group) ?? new Map<number, Array<{ heading: HeadingText; card: Element }>>();
    byLevel.set(heading.level, [...(byLevel.get(heading.level) ?? []), { heading, card }]);
    groups.set(group, byLevel);
  }
  const found: FeatureCard[] = [];
  for (const byLevel of groups.values()) {
    for (const members of byLevel.values()) {
      // Texts are read only where a row of cards is possible; a lone heading is never a card.
      if (members.length < 2) continue;
      const cards = members.flatMap(({ heading, card }) => {
        const description = card === heading.element ? followingText(card, headingCounts) : proseOf(card, heading.element);
        return description && description.length <= maxCardText ? [{ ...heading, heading: heading.text, description }] : [];
      });
      if (cards.length >= 2) found.push(...cards);
    }
  }
  return found.sort((a, b) => a.order - b.order);
}

function countHeadingsPerAncestor(headings: HeadingText[]): Map<AnyNode, number> {
  const counts = new Map<AnyNode, number>();
  for (const { element } of headings) {
    for (let node = element.parent; node; node = node.parent) counts.set(node, (counts.get(node) ?? 0) + 1);
  }
  return counts;
}

const isList = (element: Element) => element.name === "ul" || element.name === "ol";

/**
 * A card's own text without its heading and without the lists it holds: a list's items are features of
 * their own, and read as one run they make no sentence ('Sala de musculación y cardio Más de 60 clases …').
 */
function proseOf(card: Element, heading: Element): string {
  const holdsList = new Set<AnyNode>();
  const search: AnyNode[] = [card];
  for (let node = search.pop(); node !== undefined; node = search.pop()) {
    if (!isElement(node)) continue;
    if (isList(node)) for (let up = node.parent; up && up !== card.parent; up = up.parent) holdsList.add(up);
    else search.push(...node.children);
  }
  if (holdsList.size === 0) return textOf(card, heading, readBudget);
  const parts: string[] = [];
  const pending: AnyNode[] = [];
  pushChildrenInOrder(pending, card);
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node === heading || (isElement(node) && isList(node))) continue;
    if (isElement(node) && holdsList.has(node)) pushChildrenInOrder(pending, node);
    else parts.push(textOf(node, heading, readBudget));
  }
  return collapseSpace(parts.join(" "));
}

/** The text after a heading among its siblings, up to the next heading or anything holding one. */
function followingText(heading: Element, headingCounts: Map<AnyNode, number>): string {
  const parts: string[] = [];
  let length = 0;
  for (let node = heading.next; node && length <= maxCardText; node = node.next) {
    if (isElement(node) && (/^h[1-6]$/.test(node.name) || headingCounts.has(node))) break;
    if (isElement(node) && isList(node)) continue;
    const text = textOf(node, undefined, readBudget);
    // Button rows under a card ("Install", "Explore the extensions") are calls to action, not its text.
    if (isElement(node) && linkTextShare(node, text) > 0.8) continue;
    parts.push(text);
    length += text.length;
  }
  return collapseSpace(parts.join(" "));
}
