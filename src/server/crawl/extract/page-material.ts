import type { CheerioAPI } from "cheerio";
import {
  type AnyNode,
  type Element,
  blockTags,
  collapseSpace,
  hasOnlyInlineChildren,
  headingLevels,
  invisibleTags,
  isDecorative,
  isElement,
  isText,
  withoutMarkers,
} from "./dom.ts";

export interface PlacedText {
  text: string;
  /** Position in document order, to merge texts found by different rules. */
  order: number;
  /** Inside a section the page itself names features, benefits or the like. */
  featureSection: boolean;
}

export interface HeadingText extends PlacedText {
  element: Element;
  level: number;
}

export interface ListItemText extends PlacedText {
  linkOnly: boolean;
}

/** A paragraph, with the lines its `<br>`s make (one line when it has none). */
export interface BlockText extends PlacedText {
  lines: string[];
}

/** Everything extraction needs from the page, gathered in one walk over the parsed document. */
export interface PageMaterial {
  language: string;
  title: string;
  /** `<meta>` contents by lower-cased name, property or http-equiv; the first of each wins. */
  meta: Map<string, string>;
  canonicalHref: string;
  /** Headings, paragraphs and list items outside navigation, header menus, footers and cookie banners. */
  headings: HeadingText[];
  blocks: BlockText[];
  listItems: ListItemText[];
  /** Every link, navigation included: menus are where sitelink candidates live. */
  /** `button`: styled as a button in the page's content, outside its furniture: what the page asks its reader to do. */
  anchors: Array<{ href: string; text: string; button: boolean }>;
  jsonLd: string[];
  microdata: Array<{ property: string; value: string }>;
  /** Counted up to `textSettlingNeedsBrowser`: past it, the page is not a shell. */
  visibleTextLength: number;
  scriptCount: number;
  /** An element such as `<div id="root">` left empty for a script to fill. */
  emptyMountPoint: boolean;
}

interface Context {
  chrome: boolean;
  featureSection: boolean;
  inText: boolean;
  /** Inside a price plan's card: its bullets ('Up to 3 active clients', '60 minutos') describe the plan, not the offer. */
  pricing: boolean;
}

/** A node still to visit, in the context of the elements around it. */
interface Visit {
  node: AnyNode;
  context: Context;
}

/** What an element's exit needs from its entry: where its text starts in the buffer, and what it is. */
interface ElementExit {
  element: Element;
  start: number;
  linkStart: number;
  separates: boolean;
  context: Context;
  level: number | undefined;
  isBlock: boolean;
  position: number;
}

type Exit = ElementExit | { separator: string };

/**
 * Class and id words of page furniture: menus, footers, cookie and consent banners; not their negation,
 * Weebly's "wsite-not-footer" around a page's whole content. Breadcrumbs are left to the link rules:
 * themes name whole hero sections "breadcrumb_area".
 */
const chromeWords = /(?:^|[\s_-])(?<!(?:not|no|non)[_-])(?:nav|navbar|navigation|menu|menubar|footer|cookies?|consent|sidebar)(?:$|[\s_-])/i;
/**
 * Class and id words of the sections beside the offer: news cards, blog rolls, reviews and testimonials
 * (issue 19). Dated posts and customers' words are not the business describing its offer.
 */
const sideWords = /(?:^|[\s_-])(?:news|testimonials?|reviews?|blog-?(?:roll|list|grid|posts|cards?))(?:$|[\s_-])/i;
const chromeRoles = new Set(["navigation", "contentinfo", "search", "menu", "menubar"]);
const chromeTags = new Set(["nav", "footer", "aside"]);
/** What marks an element as the page's own content: class words around it say nothing about it. */
const mainContentTags = new Set(["h1", "main", "article"]);
const featureWords = /feature|benefit|advantage|highlight|capabilit|vorteil|funktion|leistung|fonction|caracter/i;
/** Price plans' cards, by the classes themes and builders give them ('pricing-card', Divi's 'et_pb_pricing_table'). */
const pricingWords = /(?:^|[\s_-])(?:pricing|price-?table|pricing-?(?:table|card|plan|column|box)s?|plan-?card)(?:$|[\s_-])/i;
const mountPointIds = /^(?:root|app|__next|__nuxt|___gatsby|svelte|main-app|application)$/i;
const microdataProperties = new Set(["price", "pricecurrency", "lowprice", "telephone"]);
/** Visible text beyond this shows the page renders without JavaScript. */
export const textSettlingNeedsBrowser = 200;
const blockLikeTags = new Set(["div", "section", "article", "td", "dd", "blockquote", "figcaption", "header", "main"]);

/**
 * One walk over the document. Text is gathered once, in document order, into a shared buffer; an
 * element's text is the slice of the buffer its subtree wrote, joined only when the element is kept
 * (a heading, list item, paragraph or link). Link text is counted the same way, so "is this mostly
 * links?" costs nothing extra.
 */
/** What a <br> leaves in the text: the paragraph separator, which no page's own whitespace uses and collapsing reads as a space. */
const lineBreak = "\u2029";

/** Templates mark their buttons by class or role ('btn', 'button', 'elementor-button', 'cta'), whatever the language. */
const buttonMarks = /(?:^|[\s_-])(?:btn|button|cta)(?:$|[\s_-])/i;
const looksLikeButton = (attribs: Record<string, string>) => attribs.role === "button" || buttonMarks.test(attribs.class ?? "");

export function gatherPageMaterial($: CheerioAPI): PageMaterial {
  const material: PageMaterial = {
    language: "",
    title: "",
    meta: new Map(),
    canonicalHref: "",
    headings: [],
    blocks: [],
    listItems: [],
    anchors: [],
    jsonLd: [],
    microdata: [],
    visibleTextLength: 0,
    scriptCount: 0,
    emptyMountPoint: false,
  };
  const buffer: string[] = [];
  let linkLength = 0;
  let order = 0;

  const rawSince = (start: number) => {
    let text = "";
    for (let index = start; index < buffer.length; index += 1) text += buffer[index];
    return text;
  };
  const textSince = (start: number) => collapseSpace(rawSince(start));

  // The walk is a loop over an explicit stack, not recursion: a hostile page nests deeper than the call
  // stack goes. An element is entered when it comes off the stack and, if it has text to take, leaves an
  // exit frame under its children that finishes it once they are done, as a recursive walk would on return.
  const pending: Array<Visit | Exit> = [];
  const pushChildren = (parent: AnyNode, context: Context) => {
    if (!("children" in parent)) return;
    for (let index = parent.children.length - 1; index >= 0; index -= 1) {
      const node = parent.children[index];
      if (node) pending.push({ node, context });
    }
  };

  const visitText = (data: string) => {
    buffer.push(data);
    // Counting stops once the question it answers is settled: reading a text node costs the parser's
    // pieces being joined into one string, for every node of the page.
    if (material.visibleTextLength < textSettlingNeedsBrowser && /\S/.test(data)) material.visibleTextLength += data.length;
  };

  const enterElement = (element: Element, outer: Context) => {
    const { name, attribs } = element;
    order += 1;
    const position = order;
    switch (name) {
      case "html":
        material.language = attribs.lang ?? attribs["xml:lang"] ?? "";
        break;
      case "head":
        pending.push({ separator: " " });
        pushChildren(element, outer);
        return;
      case "script":
        material.scriptCount += 1;
        if (attribs.type?.toLowerCase() === "application/ld+json") material.jsonLd.push(rawTextOf(element));
        return;
      case "meta":
      case "title":
      case "link":
        // Some pages put head elements in the body; parsers keep them where they are.
        visitHeadElement(element);
        return;
    }
    if (invisibleTags.has(name) || isDecorative(element)) return;
    if (attribs.id !== undefined && !material.emptyMountPoint && isEmptyMountPoint(attribs.id, element)) material.emptyMountPoint = true;

    const start = buffer.length;
    const separates = name === "br" || blockTags.has(name);
    // A <br> ends a line; collapsed text reads it as a space, a paragraph's lines keep it.
    if (separates) buffer.push(name === "br" ? lineBreak : " ");
    const context = innerContext(element, outer, holders);
    const level = headingLevels[name];
    const isBlock =
      level === undefined &&
      !context.chrome &&
      !context.inText &&
      (name === "p" || (blockLikeTags.has(name) && hasOnlyInlineChildren(element)));
    pending.push({ element, start, linkStart: linkLength, separates, context, level, isBlock, position });
    pushChildren(element, level !== undefined || isBlock ? { ...context, inText: true } : context);
  };

  const exitElement = ({ element, start, linkStart, separates, context, level, isBlock, position }: ElementExit) => {
    const { name, attribs } = element;
    if (separates) buffer.push(" ");
    if (name === "a") {
      const text = textSince(start);
      linkLength += text.length;
      if (attribs.href) material.anchors.push({ href: attribs.href, text, button: !context.chrome && looksLikeButton(attribs) });
    } else if (level !== undefined) {
      if (!context.chrome) {
        const text = withoutMarkers(textSince(start));
        material.headings.push({ element, level, text, order: position, featureSection: context.featureSection });
      }
    } else if (name === "li" && !context.chrome && !context.pricing) {
      const text = textSince(start);
      const linkOnly = mostlyLinks(linkLength - linkStart, text);
      material.listItems.push({ text: withoutMarkers(text), order: position, featureSection: context.featureSection, linkOnly });
    } else if (isBlock) {
      const raw = rawSince(start);
      const text = collapseSpace(raw);
      if (text && !mostlyLinks(linkLength - linkStart, text)) {
        const lines = raw.includes(lineBreak) ? raw.split(lineBreak).map(collapseSpace).filter(Boolean) : [text];
        material.blocks.push({ text, lines, order: position, featureSection: context.featureSection });
      }
    }
    const itemprop = attribs.itemprop?.toLowerCase();
    if (itemprop && microdataProperties.has(itemprop)) {
      material.microdata.push({ property: itemprop, value: collapseSpace(attribs.content ?? textSince(start)) });
    }
  };

  const visitHeadElement = (element: Element) => {
    const attribs = element.attribs;
    if (element.name === "title" && !material.title) material.title = collapseSpace(rawTextOf(element));
    else if (element.name === "meta") {
      const key = (attribs.name ?? attribs.property ?? attribs["http-equiv"] ?? attribs.itemprop ?? "").toLowerCase();
      if (key && attribs.content !== undefined && !material.meta.has(key)) material.meta.set(key, collapseSpace(attribs.content));
      const itemprop = attribs.itemprop?.toLowerCase();
      if (itemprop && microdataProperties.has(itemprop) && attribs.content) {
        material.microdata.push({ property: itemprop, value: collapseSpace(attribs.content) });
      }
    } else if (element.name === "link" && !material.canonicalHref && /(?:^|\s)canonical(?:\s|$)/i.test(attribs.rel ?? "")) {
      material.canonicalHref = attribs.href ?? "";
    }
  };

  const documents = $.root().toArray();
  const holders = mainContentHolders(documents);
  for (let index = documents.length - 1; index >= 0; index -= 1) {
    const document = documents[index];
    if (document) pushChildren(document, { chrome: false, featureSection: false, inText: false, pricing: false });
  }
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if ("separator" in item) buffer.push(item.separator);
    else if ("element" in item) exitElement(item);
    else if (isText(item.node)) visitText(item.node.data);
    else if (isElement(item.node)) enterElement(item.node, item.context);
  }
  return material;
}

/** Menus and button rows are nearly all link text; a paragraph with a link in it is not. */
function mostlyLinks(linkedLength: number, text: string): boolean {
  return text.length > 0 && linkedLength / text.length > 0.8;
}

/** The text of an element whose content is raw text (title, script): no markup inside to skip. */
function rawTextOf(element: Element): string {
  return element.children.map((child) => (isText(child) ? child.data : "")).join("");
}

/**
 * A class or id word ("sidebar", "nav", "menu") names furniture only on an element that does not hold the
 * page's main content: themes put `sidebar-none`, `et_fullwidth_nav` or `has-sidebar` on <html>, <body>
 * and page wrappers, and reading those as furniture dropped whole pages. Tags and ARIA roles are structure
 * and always count.
 */
function innerContext(element: Element, outer: Context, holders: ReadonlySet<Element>): Context {
  const { attribs } = element;
  const chrome =
    outer.chrome ||
    chromeTags.has(element.name) ||
    (attribs.role !== undefined && chromeRoles.has(attribs.role)) ||
    (!holders.has(element) && (labelled(attribs, chromeWords) || labelled(attribs, sideWords))) ||
    isDatedPost(element);
  const featureSection = outer.featureSection || labelled(attribs, featureWords);
  const pricing = outer.pricing || labelled(attribs, pricingWords);
  return chrome === outer.chrome && featureSection === outer.featureSection && pricing === outer.pricing ? outer : { ...outer, chrome, featureSection, pricing };
}

/** A post's card in a blog roll or a news list: WordPress's `<article class="post">`, Squarespace's `summary-item`. */
const postCard = /(?:^|[\s_-])(?:post|entry|summary-item|blog-item|news-item|blog-post|article-item)(?:$|[\s_-])/i;
/** What dates a post: a `<time>`, or the date and byline line themes write above or below its title. */
const dateMarks = /(?:^|[\s_-])(?:published|post-?meta|entry-?meta|posted-on|byline|date)(?:$|[\s_-])|summary-metadata-item--date/i;
/** Beyond this many elements a card is a page's section, not a post's teaser. */
const postCardSize = 60;

/**
 * A post's teaser, dated by its theme ('Neu in der Praxis: 3D-Röntgen' above 'von Dr. Albers | Sep. 12,
 * 2024'): news, not the business describing its offer, whatever the heading above the list says. A page
 * whose whole content is one post (it holds the h1) is read as a page.
 */
function isDatedPost(element: Element): boolean {
  if (element.name !== "article" && !postCard.test(element.attribs.class ?? "")) return false;
  let count = 0;
  let dated = false;
  const stack: AnyNode[] = [...element.children];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!isElement(node)) continue;
    if (++count > postCardSize || node.name === "h1" || node.name === "main") return false;
    if (node.name === "time" || dateMarks.test(node.attribs.class ?? "")) dated = true;
    for (const child of node.children) stack.push(child);
  }
  return dated;
}

/**
 * Every element with the page's main content inside it (an h1, <main>, <article> or role=main), <html>
 * and <body> always. One iterative pass: each holder's ancestors are marked once, up to a marked one.
 */
function mainContentHolders(documents: readonly AnyNode[]): Set<Element> {
  const holders = new Set<Element>();
  const stack = [...documents];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    // A loop, not push(...children): a hostile page's element has more children than a call takes arguments.
    if ("children" in node) for (const child of node.children) stack.push(child);
    if (!isElement(node)) continue;
    const isHolder = node.name === "html" || node.name === "body" || mainContentTags.has(node.name) || node.attribs.role === "main";
    for (let at: AnyNode | null = isHolder ? node : null; at && isElement(at) && !holders.has(at); at = at.parent) holders.add(at);
  }
  return holders;
}

function labelled(attribs: Element["attribs"], pattern: RegExp): boolean {
  return (attribs.class !== undefined && pattern.test(attribs.class)) || (attribs.id !== undefined && pattern.test(attribs.id));
}

function isEmptyMountPoint(id: string, element: Element): boolean {
  if (!mountPointIds.test(id)) return false;
  return element.children.every((child) => (isText(child) ? child.data.trim() === "" : !isElement(child)));
}
