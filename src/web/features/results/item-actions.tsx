import { CaseSensitive, RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { type Casing, casingOptions } from "../../../domain/index.ts";
import { Spinner } from "../../components/ui/spinner.tsx";
import { Menu, menuItemClasses } from "../../components/ui/menu.tsx";
import { cn } from "../../lib/class-names.ts";

const iconButton =
  "inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40";

interface ItemActionsProps {
  label: string;
  /** Absent where the type offers no casing menu (Demand Gen). */
  onCasing?: (casing: Casing) => void;
  onRegenerate: () => void;
  regenerating: boolean;
  disabled: boolean;
  /** Pin positions Google allows for this kind (headlines 3, descriptions 2); absent when not pinnable. */
  pin?: { value: number | null; positions: number; onChange: (position: number | null) => void };
}

/** Beside each headline and description: pin, casing menu and regenerate, as the type offers them. */
export function ItemActions({ label, onCasing, onRegenerate, regenerating, disabled, pin }: ItemActionsProps) {
  return (
    <>
      {pin && (
        <select
          aria-label={`Pin ${label}`}
          value={pin.value ?? ""}
          disabled={disabled}
          onChange={(event) => pin.onChange(event.target.value ? Number(event.target.value) : null)}
          className={cn("h-8 w-16 shrink-0 rounded-md border border-border bg-background px-1 text-xs", pin.value !== null && "border-primary text-primary")}
        >
          <option value="">Pin</option>
          {Array.from({ length: pin.positions }, (_, index) => (
            <option key={index + 1} value={index + 1}>
              {`#${index + 1}`}
            </option>
          ))}
        </select>
      )}
      {onCasing && (
        <Menu triggerLabel={`Change casing of ${label}`} triggerClassName={iconButton} trigger={<CaseSensitive aria-hidden="true" className="size-4" />}>
          {(close) => (
            <div className="flex w-40 flex-col">
              {casingOptions.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  className={menuItemClasses}
                  onClick={() => {
                    close();
                    onCasing(option.value);
                    toast.success("Casing Applied", { description: `${label}: ${option.label}` });
                  }}
                >
                  {option.label}
                </button>
              ))}
            </div>
          )}
        </Menu>
      )}
      <button type="button" className={iconButton} aria-label={`Regenerate ${label}`} title="Regenerate" disabled={disabled || regenerating} onClick={onRegenerate}>
        {regenerating ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" className="size-4" />}
      </button>
    </>
  );
}
