import type { AssetKindKey, CampaignTypeDescriptor } from "../../../domain/index.ts";
import type { EditorAssets, PinnableKey } from "./editor-assets.ts";

/**
 * What a full regeneration would take from the user (issue 18): the items they made their own since the
 * copywriter last wrote. An item is edited when its text differs from what was written at its place
 * (fixed, recased, replaced, added, moved), and pinned when it carries a pin; sitelinks count when changed.
 */
export interface OwnedItems {
  lists: Partial<Record<AssetKindKey, boolean[]>>;
  sitelinks: boolean[];
  /** Whether the display paths are the user's (typed over what was written): kept or replaced as a pair. */
  paths: boolean;
  edited: number;
  pinned: number;
}

const pinOf = (assets: EditorAssets, key: AssetKindKey, index: number) => (key in assets.pins ? (assets.pins[key as PinnableKey][index] ?? null) : null);

export function ownedItems(type: CampaignTypeDescriptor, written: EditorAssets, current: EditorAssets): OwnedItems {
  const owned: OwnedItems = { lists: {}, sitelinks: [], paths: false, edited: 0, pinned: 0 };
  for (const { key } of type.assetKinds) {
    const before = written.lists[key] ?? [];
    owned.lists[key] = (current.lists[key] ?? []).map((text, index) => {
      const pinned = pinOf(current, key, index) !== null;
      const edited = text.trim() !== "" && text !== before[index];
      if (pinned) owned.pinned++;
      else if (edited) owned.edited++;
      return pinned || edited;
    });
  }
  owned.sitelinks = current.sitelinks.map((sitelink, index) => {
    const edited = sitelink.linkText.trim() !== "" && JSON.stringify(sitelink) !== JSON.stringify(written.sitelinks[index]);
    if (edited) owned.edited++;
    return edited;
  });
  owned.paths = current.paths.some((path) => path.trim() !== "") && current.paths.some((path, index) => path !== written.paths[index]);
  if (owned.paths) owned.edited++;
  return owned;
}

/** 'Keep my edits': the fresh assets with the user's own items back in their places, pins with them. */
export function keepOwned(type: CampaignTypeDescriptor, fresh: EditorAssets, current: EditorAssets, owned: OwnedItems): EditorAssets {
  const lists: EditorAssets["lists"] = { ...fresh.lists };
  const pins: EditorAssets["pins"] = { headlines: [...fresh.pins.headlines], descriptions: [...fresh.pins.descriptions] };
  for (const { key } of type.assetKinds) {
    const items = [...(fresh.lists[key] ?? [])];
    const mine = current.lists[key] ?? [];
    (owned.lists[key] ?? []).forEach((keep, index) => {
      const text = mine[index];
      if (!keep || text === undefined) return;
      // A fresh item that repeats a kept one gives way to it.
      const repeat = items.findIndex((item, at) => at !== index && item.toLowerCase() === text.toLowerCase());
      if (repeat !== -1 && !(owned.lists[key]?.[repeat] ?? false)) items[repeat] = "";
      if (index < items.length) items[index] = text;
      else items.push(text);
    });
    lists[key] = items;
    if (key === "headlines" || key === "descriptions") pins[key] = items.map((_, index) => ((owned.lists[key]?.[index] ?? false) ? pinOf(current, key, index) : null));
  }
  const sitelinks = fresh.sitelinks.map((sitelink, index) => ((owned.sitelinks[index] ?? false) ? (current.sitelinks[index] ?? sitelink) : sitelink));
  return { ...fresh, lists, pins, sitelinks, paths: owned.paths ? current.paths : fresh.paths };
}

/** The confirm dialog's question, counting what would change. */
export function replaceEditsMessage(owned: OwnedItems): string {
  const parts = [
    owned.edited > 0 ? `${owned.edited} edited ${owned.edited === 1 ? "item" : "items"}` : null,
    owned.pinned > 0 ? `${owned.pinned} pinned ${owned.pinned === 1 ? "item" : "items"}` : null,
  ].filter((part) => part !== null);
  return `You have ${parts.join(" and ")}. Keep them and rewrite only the rest, or replace everything with new ads?`;
}

/** What a full regeneration says after it ran, whichever type: the spec words only the first generation. */
export const regenerationMessages = {
  rewritten: "New ads written",
  undo: "Undo",
  /** After a failed regeneration, beside the failure's own message. */
  keptAsTheyWere: "Your ads are as they were.",
  /** The header's credit when the copywriter failed and the fallback copy is in the editor. */
  fallbackCredit: (writer: string) => `Fallback copy: ${writer} failed, so these ads are placeholders to edit`,
} as const;
