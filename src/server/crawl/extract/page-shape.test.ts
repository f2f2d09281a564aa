import { describe, expect, it } from "vitest";
import { hostilePages } from "../../../../test/support/crawl/hostile-pages.ts";
import { extractContent } from "./extract-content.ts";
import { pageShapeCaps, pageShapeExcess } from "./page-shape.ts";

const kb = 1024;
const tooComplex = "This page is too complex to read. Try another page of the site.";
const nested = (depth: number) => `<!doctype html><body>${"<div>".repeat(depth - 2)}<p>Deep</p>`;

describe("a page past the markup caps is refused before any tree is built (issue 17)", () => {
  it.each([
    ["deepDivs", 110 * kb, "depth"],
    ["unclosedFormatting", 110 * kb, "depth"],
    ["nestedLists", 110 * kb, "depth"],
    ["manyAttributes", 110 * kb, "attributesPerElement"],
    ["flatElements", 2200 * kb, "nodes"],
    ["misnestedFormatting", 5000 * kb, "nodes"],
  ] as const)("%s of %d bytes goes past the %s cap, and extraction says the page is too complex", (kind, bytes, cap) => {
    const html = hostilePages[kind](bytes);
    expect(pageShapeExcess(html)).toBe(cap);
    expect(() => extractContent({ html, url: new URL("https://example.com/"), contentLanguage: "" })).toThrow(tooComplex);
  });

  it("counts nesting as the HTML parser does: void elements and implied end tags do not deepen the page", () => {
    const unclosed = `<!doctype html><body>${"<p>Paragraph<br><img src=a.png>".repeat(10_000)}<ul>${"<li>item".repeat(10_000)}</ul>`;
    expect(pageShapeExcess(unclosed)).toBeNull();
  });

  it(`allows nesting up to ${pageShapeCaps.depth} elements (where browsers stop nesting) and refuses one more`, () => {
    // html and body are two of the levels.
    expect(pageShapeExcess(nested(pageShapeCaps.depth))).toBeNull();
    expect(pageShapeExcess(nested(pageShapeCaps.depth + 1))).toBe("depth");
  });

  it("reads 5 MB of hostile markup in one linear pass: a fraction of a second (3 s allowed for a loaded machine)", () => {
    const html = hostilePages.misnestedFormatting(5000 * kb);
    const started = performance.now();
    pageShapeExcess(html);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
