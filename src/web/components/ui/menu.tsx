import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "../../lib/class-names.ts";

interface MenuProps {
  /** The button's content; it gets aria-expanded and controls the panel. */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  /** Where the panel opens relative to the button. */
  side?: "top" | "bottom";
  /** Which edge the panel lines up with: the button's left (start) or, for a button at a row's end, its right. */
  align?: "start" | "end";
  children: (close: () => void) => ReactNode;
}

/**
 * A button that opens a panel of links and actions; Escape (with focus in it) or a click elsewhere closes
 * it. Closing it from inside puts focus back on the button, so an item that opens a dialog leaves the
 * dialog an opener to return focus to.
 */
export function Menu({ trigger, triggerLabel, triggerClassName, side = "bottom", align = "start", children }: MenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = () => setOpen(false);
  const wasOpen = useRef(false);

  // An item that closes the menu is removed while focused, which drops focus to <body>: it comes back to
  // the button, before any dialog the item opened reads its opener (this effect runs ahead of the dialog's).
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (wasOpen.current && !open && lost) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (!open || event.key !== "Escape") return;
        // Handled here, so a panel the menu sits in (the phone's sidebar) does not close on the same key.
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
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
            "absolute z-50 flex min-w-full flex-col gap-0.5 rounded-md border border-border bg-background p-1 shadow-lg",
            align === "start" ? "left-0" : "right-0",
            side === "top" ? "bottom-full mb-1" : "top-full mt-1",
          )}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}

export const menuItemClasses =
  "flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-muted " +
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
