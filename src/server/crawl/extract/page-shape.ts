import { Parser } from "htmlparser2";

/**
 * How much markup a page may have before we refuse to build its tree: far beyond any landing page (the
 * test pages reach depth 18, 1,000 elements and 9 attributes on one element; large real sites, a few
 * tens of thousands of nodes and depth under 100), and well under where parsing cost explodes. The
 * tree builder checks scope by walking the stack of open elements (cost grows with depth squared) and
 * an attribute's name against every earlier one (attributes squared). Browsers stop nesting at 512.
 * See docs/decisions/crawl-parsing-off-the-event-loop.md.
 */
export const pageShapeCaps = { depth: 512, nodes: 200_000, attributesPerElement: 256 } as const;

export type PageShapeExcess = keyof typeof pageShapeCaps;

/**
 * The first cap the page's markup goes past, or null. One linear pass of htmlparser2's tokenizer that
 * builds nothing; it nests as the HTML tree builder does for ordinary markup (void elements, implied end
 * tags), which is close enough for caps this far above real pages.
 */
export function pageShapeExcess(html: string): PageShapeExcess | null {
  let excess: PageShapeExcess | null = null;
  let depth = 0;
  let nodes = 0;
  let attributes = 0;
  const exceeds = (cap: PageShapeExcess, value: number) => {
    if (value <= pageShapeCaps[cap]) return false;
    excess = cap;
    parser.pause();
    return true;
  };
  const parser = new Parser(
    {
      onopentagname() {
        attributes = 0;
      },
      onattribute() {
        attributes += 1;
        exceeds("attributesPerElement", attributes);
      },
      onopentag() {
        depth += 1;
        nodes += 1;
        if (!exceeds("depth", depth)) exceeds("nodes", nodes);
      },
      onclosetag() {
        depth -= 1;
      },
      ontext() {
        nodes += 1;
        exceeds("nodes", nodes);
      },
      oncomment() {
        nodes += 1;
        exceeds("nodes", nodes);
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return excess;
}
