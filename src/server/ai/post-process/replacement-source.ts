import type { AssetKind } from "../../../domain/campaign-types/descriptor.ts";
import type { Sitelink } from "../../../domain/ads/generated-ads.ts";
import type { OfflineWriter } from "../offline/offline-writer.ts";
import { isShippable, repeatsAny } from "../offline/select.ts";

/** Where an asset that cannot be fixed gets its replacement: the offline writer's lines for the same product. */
export interface ReplacementSource {
  /** The best line of this kind that repeats none of `taken`, or null when the writer has none left. */
  next(kind: AssetKind, taken: readonly string[]): string | null;
  sitelinks(): Sitelink[];
  /** The writer's display paths, for a reply that gave none Google takes. */
  paths(): string[];
}

/** The writer is built only when a reply first needs a replacement: most replies need none. */
export function replacementSource(writer: () => OfflineWriter): ReplacementSource {
  let built: OfflineWriter | null = null;
  const get = () => (built ??= writer());
  return {
    next: (kind, taken) => get().candidates(kind).find((line) => isShippable(line, kind) && !repeatsAny(line, taken)) ?? null,
    sitelinks: () => get().sitelinks().sitelinks,
    paths: () => get().paths(),
  };
}
