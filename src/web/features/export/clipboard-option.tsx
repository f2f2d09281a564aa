import { Lock } from "lucide-react";
import { useId } from "react";
import { cn } from "../../lib/class-names.ts";
import { clipboardOption } from "./export-options.ts";

interface ClipboardOptionProps {
  /** Null when the feature flag allows the copy; else the two lines the locked option shows. */
  lock: { hint: string; tier: string } | null;
  busy: boolean;
  onCopy: () => void;
}

/**
 * The one-click option: it copies on click rather than being chosen. Locked, it stays focusable and
 * readable (aria-disabled) so a keyboard or screen reader user learns when it unlocks.
 */
export function ClipboardOption({ lock, busy, onCopy }: ClipboardOptionProps) {
  const lockId = useId();
  const Icon = clipboardOption.icon;
  const unavailable = lock !== null || busy;
  return (
    <button
      type="button"
      aria-disabled={unavailable}
      aria-describedby={lock ? lockId : undefined}
      onClick={() => {
        if (!unavailable) onCopy();
      }}
      className={cn(
        "flex w-full items-start gap-3 rounded-md border border-border p-3 text-left transition-colors",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        unavailable ? "cursor-not-allowed bg-muted/60 text-muted-foreground" : "hover:bg-muted",
      )}
    >
      {lock ? <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium">{clipboardOption.label}</span>
        <span className="text-sm text-muted-foreground">{clipboardOption.description}</span>
        {lock && (
          <span id={lockId} className="flex flex-col text-sm text-foreground">
            <span>{lock.hint}</span>
            <span>{lock.tier}</span>
          </span>
        )}
      </span>
    </button>
  );
}
