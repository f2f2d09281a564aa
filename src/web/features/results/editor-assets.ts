import {
  type AssetKindKey,
  type CampaignTypeDescriptor,
  type DisplayPaths,
  displayPathsOf,
  parseGeneratedAds,
  type PerformanceScores,
  type Sitelink,
  sitelinkSlots,
} from "../../../domain/index.ts";

export type PinnableKey = "headlines" | "descriptions";
/** Google pins headlines to positions 1-3 and descriptions to 1-2. */
export const pinPositions: Record<PinnableKey, number> = { headlines: 3, descriptions: 2 };

/** What the editor edits: the type's text lists, pins, sitelink slots and the estimates shown. */
export interface EditorAssets {
  lists: Partial<Record<AssetKindKey, string[]>>;
  pins: Record<PinnableKey, (number | null)[]>;
  sitelinks: Sitelink[];
  /** `Path 1` and `Path 2` as typed (blank when the type has none, `type.displayPathLimit`). */
  paths: DisplayPaths;
  performance: PerformanceScores;
}

const pinList = (raw: unknown, length: number): (number | null)[] =>
  Array.from({ length }, (_, index) => {
    const value = Array.isArray(raw) ? raw[index] : null;
    return typeof value === "number" && Number.isInteger(value) ? value : null;
  });

/** Generated or stored ads of the type into the editor's shape; pins travel beside the lists as `pins`. */
export function editorAssetsFrom(type: CampaignTypeDescriptor, raw: unknown): EditorAssets {
  const ads = parseGeneratedAds(type.id, raw) ?? parseGeneratedAds(type.id, {});
  const record = (ads ?? {}) as Partial<Record<AssetKindKey, string[]>> & { sitelinks?: Sitelink[]; paths?: string[]; performance?: PerformanceScores };
  const lists: EditorAssets["lists"] = {};
  for (const kind of type.assetKinds) lists[kind.key] = [...(record[kind.key] ?? [])];
  const storedPins = (typeof raw === "object" && raw !== null ? (raw as { pins?: Partial<Record<PinnableKey, unknown>> }).pins : undefined) ?? {};
  return {
    lists,
    pins: {
      headlines: pinList(storedPins.headlines, lists.headlines?.length ?? 0),
      descriptions: pinList(storedPins.descriptions, lists.descriptions?.length ?? 0),
    },
    sitelinks: type.sitelinks ? sitelinkSlots(type, record.sitelinks ?? []) : [],
    paths: displayPathsOf(type.displayPathLimit === null ? [] : record.paths),
    performance: record.performance ?? { ...type.scoreDefaults },
  };
}

/** The editor's assets as an ad stores them: blanks dropped, empty sitelink slots left out, pins kept. */
export function storedAssetsOf(type: CampaignTypeDescriptor, assets: EditorAssets): Record<string, unknown> {
  const stored: Record<string, unknown> = { performance: assets.performance };
  const pins: Partial<Record<PinnableKey, (number | null)[]>> = {};
  for (const kind of type.assetKinds) {
    const items = assets.lists[kind.key] ?? [];
    const kept = items.map((text, index) => ({ text: text.trim(), index })).filter((item) => item.text !== "");
    stored[kind.key] = kept.map((item) => item.text);
    const key = kind.key;
    if (key === "headlines" || key === "descriptions") pins[key] = kept.map((item) => assets.pins[key][item.index] ?? null);
  }
  if (type.sitelinks) stored.sitelinks = assets.sitelinks.filter((sitelink) => sitelink.linkText.trim() !== "");
  if (type.displayPathLimit !== null) stored.paths = displayPathsOf(assets.paths).filter((path) => path !== "");
  if (Object.values(pins).some((list) => list.some((pin) => pin !== null))) stored.pins = pins;
  return stored;
}

/**
 * What an update stores: the editor's assets over the saved ad's, so a kind this type's editor does not
 * show (long headlines of an ad opened in another type's editor, a kind a later version adds) is kept, not
 * dropped. The keys the editor owns are its own even when it left them out (no pins, no sitelinks).
 */
export function mergedOverSaved(type: CampaignTypeDescriptor, stored: Record<string, unknown>, saved: Record<string, unknown>): Record<string, unknown> {
  const owned = new Set<string>([
    ...type.assetKinds.map((kind) => kind.key),
    "pins",
    "performance",
    ...(type.sitelinks ? ["sitelinks"] : []),
    ...(type.displayPathLimit === null ? [] : ["paths"]),
  ]);
  const kept = Object.fromEntries(Object.entries(saved).filter(([key]) => !owned.has(key)));
  return { ...kept, ...stored };
}

/** Headlines in the order the preview shows them: pinned ones in their positions first. */
export function previewOrder(items: readonly string[], pins: readonly (number | null)[]): string[] {
  const indexed = items.map((text, index) => ({ text, pin: pins[index] ?? null, index }));
  return indexed.sort((a, b) => (a.pin ?? 99) - (b.pin ?? 99) || a.index - b.index).map((item) => item.text);
}
