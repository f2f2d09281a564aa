import { memo, useCallback } from "react";
import type { AssetKind, AssetKindKey, BrandRules, CampaignTypeDescriptor } from "../../../domain/index.ts";
import { AssetListEditor, type ListEdit } from "../../components/asset-editor/asset-list-editor.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../lib/class-names.ts";
import { DisplayPathsEditor } from "./display-paths-editor.tsx";
import { pinPositions } from "./editor-assets.ts";
import { ItemActions } from "./item-actions.tsx";
import { SitelinksEditor } from "./sitelinks-editor.tsx";
import type { AdEditor } from "./use-ad-editor.ts";

interface AssetEditorsProps {
  type: CampaignTypeDescriptor;
  editor: AdEditor;
  readOnly: boolean;
  busy: boolean;
  /** The item being rewritten, whose button spins. */
  regenerating: { key: AssetKindKey; index: number } | null;
  /** Keep it the same function between renders: the lists that did not change then skip theirs. */
  onRegenerate: (key: AssetKindKey, index: number) => void;
  /** Keep it the same object between renders, as `onRegenerate`. */
  brand: { rules: BrandRules; language: string | null } | null;
}

const isOrdered = (key: AssetKindKey): key is "headlines" | "descriptions" => key === "headlines" || key === "descriptions";

/**
 * The type's asset lists with the tools it offers (`type.itemTools`): one under another with sitelinks
 * after them, or Demand Gen's three columns side by side. A keystroke re-renders only the list it changed.
 */
export function AssetEditors({ type, editor, readOnly, busy, regenerating, onRegenerate, brand }: AssetEditorsProps) {
  const { lists, pins } = editor.assets;
  const columns = type.resultsLayout === "columns";
  return (
    <Card className={cn("p-5", columns ? "grid gap-8 lg:grid-cols-3 lg:gap-6" : "flex flex-col gap-8")}>
      {type.assetKinds.map((kind) => (
        <KindEditor
          key={kind.key}
          type={type}
          kind={kind}
          items={lists[kind.key]}
          pins={isOrdered(kind.key) ? pins[kind.key] : undefined}
          readOnly={readOnly}
          busy={busy}
          regeneratingIndex={regenerating?.key === kind.key ? regenerating.index : null}
          editList={editor.editList}
          applyItemCasing={editor.applyItemCasing}
          setPin={editor.setPin}
          onRegenerate={onRegenerate}
          brand={brand}
        />
      ))}
      <DisplayPathsEditor type={type} paths={editor.assets.paths} readOnly={readOnly} onChange={editor.setPath} />
      <SitelinksEditor type={type} sitelinks={editor.assets.sitelinks} readOnly={readOnly} onChange={editor.setSitelink} />
    </Card>
  );
}

interface KindEditorProps extends Pick<AdEditor, "editList" | "applyItemCasing" | "setPin"> {
  type: CampaignTypeDescriptor;
  kind: AssetKind;
  items: readonly string[] | undefined;
  pins: readonly (number | null)[] | undefined;
  readOnly: boolean;
  busy: boolean;
  regeneratingIndex: number | null;
  onRegenerate: (key: AssetKindKey, index: number) => void;
  brand: AssetEditorsProps["brand"];
}

const KindEditor = memo(function KindEditor({ type, kind, items, pins, readOnly, busy, regeneratingIndex, editList, applyItemCasing, setPin, onRegenerate, brand }: KindEditorProps) {
  const tools = type.itemTools;
  const pinnable = tools.pinning && isOrdered(kind.key) ? kind.key : null;
  // Callouts are short labels: the spec gives them neither casing nor regeneration.
  const actions = !readOnly && kind.key !== "callouts";
  const onEdit = useCallback((edit: ListEdit) => editList(kind.key, edit), [editList, kind.key]);
  // Not rebuilt when the text changes, so the rows that were not typed in keep theirs and skip rendering.
  const itemActions = useCallback(
    (index: number) => (
      <ItemActions
        label={`${kind.singular} ${index + 1}`}
        disabled={busy}
        regenerating={regeneratingIndex === index}
        onCasing={tools.casing ? (casing) => applyItemCasing(kind.key, index, casing) : undefined}
        onRegenerate={() => onRegenerate(kind.key, index)}
        pin={pinnable ? { value: pins?.[index] ?? null, positions: pinPositions[pinnable], onChange: (position) => setPin(pinnable, index, position) } : undefined}
      />
    ),
    [kind, busy, regeneratingIndex, tools.casing, applyItemCasing, onRegenerate, pinnable, pins, setPin],
  );
  return (
    <AssetListEditor
      kind={kind}
      items={items ?? []}
      readOnly={readOnly}
      variant={type.resultsLayout === "columns" ? "stacked" : "row"}
      reorderable={tools.reorder && isOrdered(kind.key)}
      onEdit={onEdit}
      itemActions={actions ? itemActions : undefined}
      brand={brand}
    />
  );
});
