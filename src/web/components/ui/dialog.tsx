import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { cn } from "../../lib/class-names.ts";
import { showToastsIn } from "./toast-viewport.tsx";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A modal on the browser's own <dialog>: focus is trapped, Escape closes it and the page behind is inert,
 * with no library. Closing it any way (Escape, a button, the action done, the dialog unmounted) puts
 * focus back on what opened it, or on the page's main region when that is gone (a deleted item's button).
 * While it is open the toasts are shown inside it, the only part of the page that is not inert.
 */
export function Dialog({ open, onClose, title, description, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // Read before showModal moves focus into the dialog.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const hideToasts = showToastsIn(dialog);
    // React's autoFocus runs while the dialog is still closed (and hidden), so it focuses nothing; a field
    // marked data-autofocus takes the focus once the dialog shows, else the browser's first focusable does.
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      hideToasts();
      if (dialog.open) dialog.close();
      returnFocus(opener);
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={cn(
        "m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-border bg-background p-0 text-foreground shadow-lg",
        "backdrop:bg-black/50",
        className,
      )}
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
              {description && (
                <div id={descriptionId} className="text-sm text-muted-foreground">
                  {description}
                </div>
              )}
            </div>
            <button type="button" onClick={onClose} aria-label="Close" className="rounded-md p-1 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

/** How long after closing the opener may still vanish: a deleted item's list renders a moment after its dialog closes. */
const openerRemovalWindowMs = 2000;

/** The browser restores focus only when the dialog is closed, not when it is removed; this covers both. */
function returnFocus(opener: HTMLElement | null) {
  const focusMain = () => document.querySelector<HTMLElement>("main")?.focus();
  if (!opener?.isConnected || opener === document.body) {
    focusMain();
    return;
  }
  opener.focus();
  // The opener of a delete leaves with the item it deleted, often just after the dialog closed; focus
  // would fall to the body then, so it goes to the page instead.
  const observer = new MutationObserver(() => {
    if (opener.isConnected) return;
    stop();
    if (document.activeElement === document.body || document.activeElement === null) focusMain();
  });
  const timer = window.setTimeout(() => stop(), openerRemovalWindowMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
