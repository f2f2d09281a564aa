import { FileUp } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { Account } from "../../../domain/contracts/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { importDialogText } from "./import-text.ts";

// The dialog and its preview load when the button is pressed: every dashboard shows the button, few imports run.
const ImportDialog = lazy(async () => ({ default: (await import("./import-dialog.tsx")).ImportDialog }));

/** "Import from Google Ads Editor" on an ad account's card: the button and the dialog it opens. */
export function ImportFromEditorButton({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="icon" className="h-10 w-10" aria-label={`${importDialogText.title} into ${account.name}`} title={importDialogText.title} onClick={() => setOpen(true)}>
        <FileUp aria-hidden="true" className="size-4" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog account={account} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
