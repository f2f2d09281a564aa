import { Button } from "./button.tsx";
import { DialogFooter } from "./dialog.tsx";

interface FormActionsProps {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  /** What the submit button says while the save runs ('Saving...'). */
  pendingLabel: string;
}

/** A form's Cancel and submit, laid out as a dialog's footer: side by side, stacked with submit on top on a phone. */
export function FormActions({ onCancel, pending, submitLabel, pendingLabel }: FormActionsProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
