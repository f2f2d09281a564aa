import { Plus, X } from "lucide-react";
import { type AssetIssues, type AssetKind, checkAssetList, displayWidth } from "../../../domain/index.ts";
import { cn } from "../../lib/class-names.ts";
import { Button } from "../ui/button.tsx";
import { fieldClasses } from "../ui/input.tsx";

interface AssetListEditorProps {
  kind: AssetKind;
  items: readonly string[];
  onChange: (items: string[]) => void;
  /** Extra controls per item (casing menu, regenerate), placed after the input. */
  itemActions?: (index: number) => React.ReactNode;
  readOnly?: boolean;
}

/**
 * One asset list (headlines, descriptions ...): an input per item with its width counter against the
 * limit (CJK counting 2), the policy check's findings under it, and add and remove within the kind's count.
 */
export function AssetListEditor({ kind, items, onChange, itemActions, readOnly }: AssetListEditorProps) {
  const findings: AssetIssues[] = checkAssetList(items, kind);
  const update = (index: number, value: string) => onChange(items.map((item, at) => (at === index ? value : item)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 flex w-full items-baseline justify-between font-semibold">
        {kind.label}
        <span className="text-xs font-normal text-muted-foreground">
          {items.length}/{kind.kept}
        </span>
      </legend>
      <ol className="flex flex-col gap-2">
        {items.map((item, index) => {
          const width = displayWidth(item);
          const issues = findings.find((finding) => finding.index === index)?.issues ?? [];
          const messageId = `${kind.key}-${index}-issues`;
          return (
            <li key={index} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <input
                  aria-label={`${kind.singular[0]?.toUpperCase()}${kind.singular.slice(1)} ${index + 1}`}
                  value={item}
                  readOnly={readOnly}
                  onChange={(event) => update(index, event.target.value)}
                  aria-invalid={issues.some((issue) => issue.severity === "error") ? true : undefined}
                  aria-describedby={issues.length > 0 ? messageId : undefined}
                  className={cn(fieldClasses, "h-9 flex-1")}
                />
                <span className={cn("w-12 shrink-0 text-right text-xs tabular-nums", width > kind.limit ? "font-semibold text-destructive" : "text-muted-foreground")}>
                  {width}/{kind.limit}
                </span>
                {itemActions?.(index)}
                {!readOnly && (
                  <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={`Remove ${kind.singular} ${index + 1}`} onClick={() => onChange(items.filter((_, at) => at !== index))}>
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                )}
              </div>
              {issues.length > 0 && (
                <ul id={messageId} className="flex flex-col gap-0.5 pl-1 text-xs">
                  {issues.map((issue) => (
                    <li key={issue.code} className={issue.severity === "error" ? "text-destructive" : "text-amber-800"}>
                      {issue.message}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      {!readOnly && items.length < kind.kept && (
        <Button variant="outline" size="sm" className="self-start" onClick={() => onChange([...items, ""])}>
          <Plus aria-hidden="true" className="size-4" />
          Add {kind.singular}
        </Button>
      )}
    </fieldset>
  );
}
