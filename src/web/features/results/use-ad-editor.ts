import { useCallback, useState } from "react";
import { type AdAssets, type AssetKindKey, applyCasing, type CampaignTypeDescriptor, type Casing, type RefreshProposal, type Sitelink } from "../../../domain/index.ts";
import { applyListEdit, type ListEdit } from "../../components/asset-editor/asset-list-editor.tsx";
import { type EditorAssets, editorAssetsFrom, type PinnableKey } from "./editor-assets.ts";

export interface AdEditor {
  assets: EditorAssets;
  editList: (key: AssetKindKey, edit: ListEdit) => void;
  setItem: (key: AssetKindKey, index: number, text: string) => void;
  applyItemCasing: (key: AssetKindKey, index: number, casing: Casing) => void;
  setPin: (key: PinnableKey, index: number, position: number | null) => void;
  setSitelink: (index: number, sitelink: Sitelink) => void;
  /** `Path 1` (0) or `Path 2` (1), as typed: the stored ad tidies them (display-paths.ts). */
  setPath: (index: number, text: string) => void;
  /** Everything replaced at once: a (re)generation or a loaded ad. */
  replace: (assets: AdAssets) => void;
  /** A refresh's accepted proposals, each in its place; a proposal past a list's end adds an item (issue 22). */
  acceptProposals: (proposals: readonly RefreshProposal[]) => void;
  /** Back to assets the editor held before (Undo, a failed regeneration). */
  restore: (assets: EditorAssets) => void;
}

const isPinnable = (key: AssetKindKey): key is PinnableKey => key === "headlines" || key === "descriptions";

/** The assets after an edit of one list; a moved or removed item takes its pin with it, an added one starts unpinned. */
function withListEdit(current: EditorAssets, key: AssetKindKey, edit: ListEdit): EditorAssets {
  const lists = { ...current.lists, [key]: applyListEdit(current.lists[key] ?? [], edit, "", (value) => value) };
  // Typing changes no pin: the pins stay the same array, so the rows that were not typed in skip rendering.
  if (!isPinnable(key) || edit.kind === "edit") return { ...current, lists };
  const pins = { ...current.pins, [key]: applyListEdit(current.pins[key], edit, null, (_value, previous) => previous ?? null) };
  return { ...current, lists, pins };
}

/** The results editor's state: every change keeps pins aligned with the items they belong to. */
export function useAdEditor(type: CampaignTypeDescriptor, initial: EditorAssets): AdEditor {
  const [assets, change] = useState(initial);

  const editList = useCallback((key: AssetKindKey, edit: ListEdit) => change((current) => withListEdit(current, key, edit)), [change]);

  const setItem = useCallback((key: AssetKindKey, index: number, text: string) => editList(key, { kind: "edit", index, value: text }), [editList]);

  // From the state at the time of the change, so the callback stays the same while the user types and
  // the editors that did not change can skip their render.
  const applyItemCasing = useCallback(
    (key: AssetKindKey, index: number, casing: Casing) =>
      change((current) => {
        const text = current.lists[key]?.[index];
        return text === undefined ? current : withListEdit(current, key, { kind: "edit", index, value: applyCasing(text, casing) });
      }),
    [change],
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

  const setPath = useCallback(
    (index: number, text: string) =>
      change((current) => {
        const paths: EditorAssets["paths"] = [...current.paths];
        paths[index] = text;
        return { ...current, paths };
      }),
    [change],
  );

  const replace = useCallback((assets: AdAssets) => change(() => editorAssetsFrom(type, assets)), [change, type]);

  const acceptProposals = useCallback(
    (proposals: readonly RefreshProposal[]) =>
      change((current) =>
        proposals.reduce((assets, proposal) => {
          const grown = proposal.index >= (assets.lists[proposal.kind] ?? []).length ? withListEdit(assets, proposal.kind, { kind: "add" }) : assets;
          const index = Math.min(proposal.index, (grown.lists[proposal.kind] ?? []).length - 1);
          const written = withListEdit(grown, proposal.kind, { kind: "edit", index, value: proposal.replacement });
          const key = proposal.kind;
          if (proposal.pin === undefined || !isPinnable(key)) return written;
          return { ...written, pins: { ...written.pins, [key]: written.pins[key].map((pin, at) => (at === index ? (proposal.pin ?? null) : pin)) } };
        }, current),
      ),
    [change],
  );

  const restore = useCallback((previous: EditorAssets) => change(previous), [change]);

  return { assets, editList, setItem, applyItemCasing, setPin, setSitelink, setPath, replace, acceptProposals, restore };
}
