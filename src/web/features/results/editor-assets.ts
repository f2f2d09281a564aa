import {
  type AdAssets,
  type AssetKindKey,
  type AssetPins,
  type CampaignTypeDescriptor,
  type DisplayPaths,
  displayPathsOf,
  generatedAdsOf,
  type Pin,
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

const pinList = (stored: readonly Pin[] | undefined, length: number): Pin[] =>
  Array.from({ length }, (_, index) => {
    const value = stored?.[index] ?? null;
    return value !== null && Number.isInteger(value) ? value : null;
  });

/** Generated or stored ads of the type into the editor's shape; pins travel beside the lists as `pins`. */
export function editorAssetsFrom(type: CampaignTypeDescriptor, assets: AdAssets): EditorAssets {
  const ads = generatedAdsOf(type, assets);
  const lists: EditorAssets["lists"] = {};
  for (const kind of type.assetKinds) lists[kind.key] = [...(ads[kind.key] ?? [])];
  return {
    lists,
    pins: {
      headlines: pinList(assets.pins?.headlines, lists.headlines?.length ?? 0),
      descriptions: pinList(assets.pins?.descriptions, lists.descriptions?.length ?? 0),
    },
    sitelinks: type.sitelinks ? sitelinkSlots(type, ads.sitelinks ?? []) : [],
    paths: displayPathsOf(type.displayPathLimit === null ? [] : ads.paths),
    performance: ads.performance,
  };
}

/** The editor's assets as an ad stores them: blanks dropped, empty sitelink slots left out, pins kept. */
export function storedAssetsOf(type: CampaignTypeDescriptor, assets: EditorAssets): AdAssets {
  const stored: AdAssets = { performance: assets.performance };
  const pins: AssetPins = {};
  for (const kind of type.assetKinds) {
    const items = assets.lists[kind.key] ?? [];
    const kept = items.map((text, index) => ({ text: text.trim(), index })).filter((item) => item.text !== "");
    stored[kind.key] = kept.map((item) => item.text);
    const key = kind.key;
    if (key === "headlines" || key === "descriptions") pins[key] = kept.map((item) => assets.pins[key][item.index] ?? null);
  }
  if (type.sitelinks) stored.sitelinks = assets.sitelinks.filter((sitelink) => sitelink.linkText.trim() !== "");
  if (type.displayPathLimit !== null) stored.paths = displayPathsOf(assets.paths).filter((path) => path !== "");
  if ([pins.headlines, pins.descriptions].some((list) => (list ?? []).some((pin) => pin !== null))) stored.pins = pins;
  return stored;
}

/**
 * What an update stores: the editor's assets over the saved ad's, so a kind this type's editor does not
 * show (long headlines of an ad opened in another type's editor, a kind a later version adds) is kept, not
 * dropped. The keys the editor owns are its own even when it left them out (no pins, no sitelinks).
 */
export function mergedOverSaved(type: CampaignTypeDescriptor, stored: AdAssets, saved: AdAssets): AdAssets {
  const owned: (keyof AdAssets)[] = [
    ...type.assetKinds.map((kind) => kind.key),
    "pins",
    "performance",
    ...(type.sitelinks ? (["sitelinks"] as const) : []),
    ...(type.displayPathLimit === null ? [] : (["paths"] as const)),
  ];
  const kept: AdAssets = { ...saved };
  for (const key of owned) delete kept[key];
  return { ...kept, ...stored };
}

/** Headlines in the order the preview shows them: pinned ones in their positions first. */
export function previewOrder(items: readonly string[], pins: readonly (number | null)[]): string[] {
  const indexed = items.map((text, index) => ({ text, pin: pins[index] ?? null, index }));
  return indexed.sort((a, b) => (a.pin ?? 99) - (b.pin ?? 99) || a.index - b.index).map((item) => item.text);
}
