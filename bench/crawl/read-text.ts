import type { AnyNode } from "domhandler";

/**
 * Reads every text node of a parsed page, and nothing else. The parser leaves each text as the pieces it
 * was built from; the first read joins them. Any extractor pays this, so it shows how much of the
 * extraction's cost over a bare parse is reading the text at all.
 */
export function readEveryText(node: AnyNode): number {
  if (node.nodeType === 3 && "data" in node) return /\S/.test(node.data) ? 1 : 0;
  let count = 0;
  if ("children" in node) for (const child of node.children) count += readEveryText(child);
  return count;
}
