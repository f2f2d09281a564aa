import { ArrowDown, ArrowUp, Ellipsis, Plus, X } from "lucide-react";
import { memo } from "react";
import { type AssetIssues, type AssetKind, type BrandRules, brandRuleIssues, checkAssetList, displayWidth } from "../../../domain/index.ts";
import { cn } from "../../lib/class-names.ts";
import { editorFieldId } from "../../lib/editor-field.ts";
import { Button } from "../ui/button.tsx";
import { Menu } from "../ui/menu.tsx";
import { fieldClasses } from "../ui/input.tsx";

/** What the user did to the list; the owner keeps anything aligned with it (pins) in step. */
export type ListEdit = { kind: "edit"; index: number; value: string } | { kind: "add" } | { kind: "remove"; index: number } | { kind: "move"; from: number; to: number };

/** The list after an edit. */
export function applyListEdit<T>(items: readonly T[], edit: ListEdit, blank: T, valueOf: (value: string, previous: T | undefined) => T): T[] {
  switch (edit.kind) {
    case "edit":
      return items.map((item, index) => (index === edit.index ? valueOf(edit.value, item) : item));
    case "add":
      return [...items, blank];
    case "remove":
      return items.filter((_, index) => index !== edit.index);
    case "move": {
      const next = [...items];
      const [moved] = next.splice(edit.from, 1);
      if (moved !== undefined) next.splice(edit.to, 0, moved);
      return next;
    }
  }
}

interface AssetListEditorProps {
  kind: AssetKind;
  items: readonly string[];
  onEdit: (edit: ListEdit) => void;
  /** Offer moving items up and down (headlines and descriptions, whose order Google reads as priority). */
  reorderable?: boolean;
  /** Extra controls per item (casing menu, regenerate), placed after the input. */
  itemActions?: (index: number) => React.ReactNode;
  readOnly?: boolean;
  /**
   * `row`: input, counter and controls on one line (the lists layout). `stacked`: a wrapping text box
   * over its counter and controls, for a narrow column.
   */
  variant?: "row" | "stacked";
  /** The ad account's brand rules and the ad's language: a broken rule is a warning under its asset (issue 22). */
  brand?: { rules: BrandRules; language: string | null } | null;
}

// Ad text is one line: a line break typed or pasted into a wrapping box becomes a space.
const oneLine = (value: string) => value.replace(/\r?\n/g, " ");

/**
 * Kinds longer than a headline (descriptions, long headlines: 90) wrap in a box that grows with its
 * text, in every type: a single-line field clips a 90-character description on a phone (issue 18).
 */
const headlineWidth = 30;
const wraps = (kind: AssetKind) => kind.limit > headlineWidth;

/**
 * One asset list (headlines, descriptions ...): an input per item with its width counter against the
 * limit (CJK counting 2), the policy check's findings under it, and add and remove within the kind's count.
 * Each item is its own memoised row: a keystroke re-renders the row typed in (and any whose findings
 * changed), not the other fourteen with their menus and icons. `onEdit` and `itemActions` should keep
 * their identity between renders for that.
 */
export function AssetListEditor({ kind, items, onEdit, reorderable, itemActions, readOnly, variant = "row", brand }: AssetListEditorProps) {
  const findings: AssetIssues[] = checkAssetList(items, kind).map((finding) =>
    brand ? { ...finding, issues: [...finding.issues, ...brandRuleIssues(items[finding.index] ?? "", brand.rules, brand.language)] } : finding,
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 flex w-full items-baseline justify-between font-semibold">
        {kind.label}
        <span className="text-xs font-normal text-muted-foreground">
          {items.length}/{kind.kept}
        </span>
      </legend>
      <ol className="flex flex-col gap-2">
        {items.map((item, index) => (
          <AssetListItem
            key={index}
            kind={kind}
            index={index}
            item={item}
            issues={findings.find((finding) => finding.index === index)?.issues ?? noIssues}
            last={index === items.length - 1}
            onEdit={onEdit}
            reorderable={reorderable}
            itemActions={itemActions}
            readOnly={readOnly}
            variant={variant}
          />
        ))}
      </ol>
      {!readOnly && items.length < kind.kept && (
        <Button variant="outline" size="sm" className="self-start" onClick={() => onEdit({ kind: "add" })}>
          <Plus aria-hidden="true" className="size-4" />
          Add {kind.singular}
        </Button>
      )}
    </fieldset>
  );
}

const rowMenuButton = "inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-muted";

type Issue = AssetIssues["issues"][number];
const noIssues: readonly Issue[] = [];

interface AssetListItemProps extends Omit<AssetListEditorProps, "items" | "brand"> {
  index: number;
  item: string;
  issues: readonly Issue[];
  last: boolean;
}

// The policy check builds new finding arrays on every pass; a row is unchanged when they say the same.
const sameIssues = (a: readonly Issue[], b: readonly Issue[]) =>
  a.length === b.length && a.every((issue, i) => issue.code === b[i]?.code && issue.severity === b[i]?.severity && issue.message === b[i]?.message);

const AssetListItem = memo(
  function AssetListItem({ kind, index, item, issues, last, onEdit, reorderable, itemActions, readOnly, variant }: AssetListItemProps) {
    const width = displayWidth(item);
    const name = `${kind.singular[0]?.toUpperCase()}${kind.singular.slice(1)}`;
    const messageId = `${kind.key}-${index}-issues`;
    const control = {
      id: editorFieldId(`${kind.key}.${index}`),
      "aria-label": `${name} ${index + 1}`,
      value: item,
      readOnly,
      "aria-invalid": issues.some((issue) => issue.severity === "error") ? true : undefined,
      "aria-describedby": issues.length > 0 ? messageId : undefined,
    };
    const counter = (
      <span className={cn("w-12 shrink-0 text-right text-xs tabular-nums", width > kind.limit ? "font-semibold text-destructive" : "text-muted-foreground")}>
        {width}/{kind.limit}
      </span>
    );
    const controls = (
      <>
        {itemActions?.(index)}
        {!readOnly && reorderable && (
          <>
            <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={`Move ${kind.singular} ${index + 1} up`} disabled={index === 0} onClick={() => onEdit({ kind: "move", from: index, to: index - 1 })}>
              <ArrowUp aria-hidden="true" className="size-4" />
            </Button>
            <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={`Move ${kind.singular} ${index + 1} down`} disabled={last} onClick={() => onEdit({ kind: "move", from: index, to: index + 1 })}>
              <ArrowDown aria-hidden="true" className="size-4" />
            </Button>
          </>
        )}
        {!readOnly && (
          <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={`Remove ${kind.singular} ${index + 1}`} onClick={() => onEdit({ kind: "remove", index })}>
            <X aria-hidden="true" className="size-4" />
          </Button>
        )}
      </>
    );
    return (
      <li className="flex flex-col gap-1">
        {variant === "stacked" ? (
          <>
            <textarea {...control} rows={2} onChange={(event) => onEdit({ kind: "edit", index, value: oneLine(event.target.value) })} className={cn(fieldClasses, "field-sizing-content min-h-16 resize-none")} />
            <div className="flex items-center justify-end gap-1">
              {counter}
              {controls}
            </div>
          </>
        ) : (
          <div className="flex items-center gap-2">
            {wraps(kind) ? (
              <textarea
                {...control}
                rows={1}
                onChange={(event) => onEdit({ kind: "edit", index, value: oneLine(event.target.value) })}
                className={cn(fieldClasses, "field-sizing-content min-h-9 min-w-0 flex-1 resize-none py-1.5")}
              />
            ) : (
              <input {...control} onChange={(event) => onEdit({ kind: "edit", index, value: event.target.value })} className={cn(fieldClasses, "h-9 min-w-0 flex-1")} />
            )}
            {counter}
            {/* On a phone the row keeps to one line: its tools move into a menu at its end (issue 18). */}
            <div className="hidden sm:contents">{controls}</div>
            {!readOnly && (
              <div className="sm:hidden">
                <Menu align="end" triggerLabel={`More actions for ${kind.singular} ${index + 1}`} triggerClassName={rowMenuButton} trigger={<Ellipsis aria-hidden="true" className="size-4" />}>
                  {() => <div className="flex items-center gap-1">{controls}</div>}
                </Menu>
              </div>
            )}
          </div>
        )}
        {issues.length > 0 && (
          <ul id={messageId} className="flex flex-col gap-0.5 pl-1 text-xs">
            {issues.map((issue) => (
              <li key={`${issue.code}:${issue.message}`} className={issue.severity === "error" ? "text-destructive" : "text-amber-800"}>
                {issue.message}
              </li>
            ))}
          </ul>
        )}
      </li>
    );
  },
  (before, after) =>
    sameIssues(before.issues, after.issues) &&
    (Object.keys(after) as (keyof AssetListItemProps)[]).every((key) => key === "issues" || Object.is(before[key], after[key])),
);
