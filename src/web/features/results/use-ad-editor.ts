import { useCallback, useState } from "react";
import { type AssetKindKey, applyCasing, type CampaignTypeDescriptor, type Casing, type Sitelink } from "../../../domain/index.ts";
import { applyListEdit, type ListEdit } from "../../components/asset-editor/asset-list-editor.tsx";
import { type EditorAssets, editorAssetsFrom, type PinnableKey } from "./editor-assets.ts";

export interface AdEditor {
  assets: EditorAssets;
  editList: (key: AssetKindKey, edit: ListEdit) => void;
  setItem: (key: AssetKindKey, index: number, text: string) => void;
  applyItemCasing: (key: AssetKindKey, index: number, casing: Casing) => void;
  setPin: (key: PinnableKey, index: number, position: number | null) => void;
  setSitelink: (index: number, sitelink: Sitelink) => void;
  /** Everything replaced at once: a (re)generation or a loaded ad. */
  replace: (raw: unknown) => void;
}

const isPinnable = (key: AssetKindKey): key is PinnableKey => key === "headlines" || key === "descriptions";

/** The results editor's state: every change keeps pins aligned with the items they belong to. */
export function useAdEditor(type: CampaignTypeDescriptor, initial: EditorAssets): AdEditor {
  const [assets, change] = useState(initial);

  const editList = useCallback(
    (key: AssetKindKey, edit: ListEdit) =>
      change((current) => {
        const lists = { ...current.lists, [key]: applyListEdit(current.lists[key] ?? [], edit, "", (value) => value) };
        if (!isPinnable(key)) return { ...current, lists };
        // A moved or removed item takes its pin with it; an added one starts unpinned.
        const pins = { ...current.pins, [key]: applyListEdit(current.pins[key], edit, null, (_value, previous) => previous ?? null) };
        return { ...current, lists, pins };
      }),
    [change],
  );

  const setItem = useCallback((key: AssetKindKey, index: number, text: string) => editList(key, { kind: "edit", index, value: text }), [editList]);

  const applyItemCasing = useCallback(
    (key: AssetKindKey, index: number, casing: Casing) => {
      const text = assets.lists[key]?.[index];
      if (text !== undefined) setItem(key, index, applyCasing(text, casing));
    },
    [assets.lists, setItem],
  );

  const setPin = useCallback(
    (key: PinnableKey, index: number, position: number | null) =>
      change((current) => ({ ...current, pins: { ...current.pins, [key]: current.pins[key].map((pin, at) => (at === index ? position : pin)) } })),
    [change],
  );

  const setSitelink = useCallback(
    (index: number, sitelink: Sitelink) => change((current) => ({ ...current, sitelinks: current.sitelinks.map((item, at) => (at === index ? sitelink : item)) })),
    [change],
  );

  const replace = useCallback((raw: unknown) => change(() => editorAssetsFrom(type, raw)), [change, type]);

  return { assets, editList, setItem, applyItemCasing, setPin, setSitelink, replace };
}
