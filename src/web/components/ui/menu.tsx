import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "../../lib/class-names.ts";

interface MenuProps {
  /** The button's content; it gets aria-expanded and controls the panel. */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  /** Where the panel opens relative to the button. */
  side?: "top" | "bottom";
  children: (close: () => void) => ReactNode;
}

/** A button that opens a panel of links and actions; Escape or a click elsewhere closes it. */
export function Menu({ trigger, triggerLabel, triggerClassName, side = "bottom", children }: MenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={() => setOpen((value) => !value)}
        className={cn("focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", triggerClassName)}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={panelId}
          className={cn(
            "absolute left-0 z-50 flex min-w-full flex-col gap-0.5 rounded-md border border-border bg-background p-1 shadow-lg",
            side === "top" ? "bottom-full mb-1" : "top-full mt-1",
          )}
        >
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}

export const menuItemClasses =
  "flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-muted " +
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
