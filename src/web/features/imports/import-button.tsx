import { FileUp } from "lucide-react";
import { useState } from "react";
import type { Account } from "../../../domain/contracts/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { ImportDialog, importDialogText } from "./import-dialog.tsx";

/** "Import from Google Ads Editor" on an ad account's card: the button and the dialog it opens. */
export function ImportFromEditorButton({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="icon" className="h-10 w-10" aria-label={`${importDialogText.title} into ${account.name}`} title={importDialogText.title} onClick={() => setOpen(true)}>
        <FileUp aria-hidden="true" className="size-4" />
      </Button>
      <ImportDialog account={account} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
