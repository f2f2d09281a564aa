import { type PageMaterial, textSettlingNeedsBrowser } from "./page-material.ts";

/** Below this much visible text, a page with scripts and nowhere for them to render into is still a shell. */
const noText = 50;

/**
 * Whether the page only shows its content once JavaScript runs: it has scripts, little text, and an
 * empty mount point (`<div id="root">`), or next to no text at all.
 */
export function needsBrowser(material: PageMaterial): boolean {
  if (material.scriptCount === 0 || material.visibleTextLength >= textSettlingNeedsBrowser) return false;
  return material.emptyMountPoint || material.visibleTextLength < noText;
}
