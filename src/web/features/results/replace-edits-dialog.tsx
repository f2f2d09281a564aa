import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogFooter } from "../../components/ui/dialog.tsx";
import { type OwnedItems, replaceEditsMessage } from "./kept-edits.ts";

export type ReplaceChoice = "keep" | "replace";

interface ReplaceEditsDialogProps {
  /** The user's own items a regeneration would rewrite; the dialog is open while there are some to ask about. */
  owned: OwnedItems | null;
  onChoose: (choice: ReplaceChoice) => void;
  onClose: () => void;
}

/** Before a full regeneration rewrites edited or pinned items: keeping them is the default. */
export function ReplaceEditsDialog({ owned, onChoose, onClose }: ReplaceEditsDialogProps) {
  return (
    <Dialog open={owned !== null} onClose={onClose} title="Replace your edits?" description={owned ? replaceEditsMessage(owned) : ""}>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={() => onChoose("replace")}>
          Replace everything
        </Button>
        <Button data-autofocus onClick={() => onChoose("keep")}>
          Keep my edits
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
