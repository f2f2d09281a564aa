import type { AssetKindKey, CampaignTypeDescriptor } from "../../../domain/index.ts";
import { AssetListEditor } from "../../components/asset-editor/asset-list-editor.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../lib/class-names.ts";
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
  onRegenerate: (key: AssetKindKey, index: number) => void;
}

const isOrdered = (key: AssetKindKey): key is "headlines" | "descriptions" => key === "headlines" || key === "descriptions";

/**
 * The type's asset lists with the tools it offers (`type.itemTools`): one under another with sitelinks
 * after them, or Demand Gen's three columns side by side.
 */
export function AssetEditors({ type, editor, readOnly, busy, regenerating, onRegenerate }: AssetEditorsProps) {
  const { lists, pins } = editor.assets;
  const tools = type.itemTools;
  const columns = type.resultsLayout === "columns";
  return (
    <Card className={cn("p-5", columns ? "grid gap-8 lg:grid-cols-3 lg:gap-6" : "flex flex-col gap-8")}>
      {type.assetKinds.map((kind) => {
        const pinnable = tools.pinning && isOrdered(kind.key) ? kind.key : null;
        // Callouts are short labels: the spec gives them neither casing nor regeneration.
        const actions = !readOnly && kind.key !== "callouts";
        return (
          <AssetListEditor
            key={kind.key}
            kind={kind}
            items={lists[kind.key] ?? []}
            readOnly={readOnly}
            variant={columns ? "stacked" : "row"}
            reorderable={tools.reorder && isOrdered(kind.key)}
            onEdit={(edit) => editor.editList(kind.key, edit)}
            itemActions={
              actions
                ? (index) => (
                    <ItemActions
                      label={`${kind.singular} ${index + 1}`}
                      disabled={busy}
                      regenerating={regenerating?.key === kind.key && regenerating.index === index}
                      onCasing={tools.casing ? (casing) => editor.applyItemCasing(kind.key, index, casing) : undefined}
                      onRegenerate={() => onRegenerate(kind.key, index)}
                      pin={pinnable ? { value: pins[pinnable][index] ?? null, positions: pinPositions[pinnable], onChange: (position) => editor.setPin(pinnable, index, position) } : undefined}
                    />
                  )
                : undefined
            }
          />
        );
      })}
      <SitelinksEditor type={type} sitelinks={editor.assets.sitelinks} readOnly={readOnly} onChange={editor.setSitelink} />
    </Card>
  );
}
