import { tidyDisplayPaths } from "../../../domain/ads/display-paths.ts";
import type { AssetDraft } from "../asset-draft.ts";
import type { CampaignRequest } from "../campaign-request.ts";
import { type AssemblyStats, emptyStats } from "./assembly-stats.ts";
import { assembleList } from "./asset-list.ts";
import type { ReplacementSource } from "./replacement-source.ts";
import type { ModelReply } from "./model-reply.ts";
import { assembleSitelinks } from "./sitelink-list.ts";

/**
 * A model's reply (whole, or the finished part of a streamed one) to the type's assets, every rule of
 * the domain applied. The same reply always gives the same assets, so the assets of a partial reply are
 * the first assets of the final one.
 */
export function assembleReply(
  request: CampaignRequest,
  reply: Readonly<ModelReply>,
  source: ReplacementSource,
  finished: boolean,
): { draft: AssetDraft; stats: AssemblyStats } {
  const stats = emptyStats();
  const { type } = request;
  const draft: AssetDraft = { lists: {}, sitelinks: [], paths: [] };
  for (const kind of type.assetKinds) {
    if (!finished && !(kind.key in reply)) continue;
    draft.lists[kind.key] = assembleList(request, kind, reply[kind.key] ?? [], source, stats, finished);
  }
  if (type.sitelinks && (finished || "sitelinks" in reply)) {
    draft.sitelinks = assembleSitelinks(type, reply.sitelinks ?? [], request.form.landingPageUrl, source, stats);
  }
  if (type.displayPathLimit !== null && (finished || "paths" in reply)) {
    // Paths Google would refuse are dropped, not cut: half a word in the address reads as a typo.
    const paths = tidyDisplayPaths(reply.paths ?? [], type.displayPathLimit);
    draft.paths = paths.length > 0 || !finished ? paths : source.paths();
  }
  return { draft, stats };
}

/**
 * The finished part of a reply still being streamed: a JSON object is written key by key, so every
 * list but the last is complete, and the last one's final item may still be growing. Still the model's
 * raw JSON: it is read (`readModelReply`) only when it has grown, not on every token.
 */
export function finishedPart(partial: unknown): object {
  if (typeof partial !== "object" || partial === null || Array.isArray(partial)) return {};
  const entries: [string, unknown][] = Object.entries(partial);
  return Object.fromEntries(
    entries.map(([key, value], index) =>
      index === entries.length - 1 && Array.isArray(value) ? [key, value.slice(0, -1)] : [key, value],
    ),
  );
}
