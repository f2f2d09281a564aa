import { useState } from "react";
import { Button } from "./button.tsx";
import { Dialog, DialogFooter } from "./dialog.tsx";

interface ConfirmDialogProps<Item> {
  /** What is about to be destroyed; the dialog is open while there is one. */
  item: Item | null;
  title: (item: Item) => string;
  message: (item: Item) => string;
  confirmLabel: string;
  onConfirm: (item: Item) => Promise<void>;
  onClose: () => void;
}

/** A destructive action asks first; the dialog stays until the action is done so a failure is seen. */
export function ConfirmDialog<Item>({ item, title, message, confirmLabel, onConfirm, onClose }: ConfirmDialogProps<Item>) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={item !== null} onClose={onClose} title={item === null ? "" : title(item)} description={item === null ? "" : message(item)}>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          disabled={busy || item === null}
          onClick={async () => {
            if (item === null) return;
            setBusy(true);
            try {
              await onConfirm(item);
            } finally {
              setBusy(false);
            }
          }}
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
