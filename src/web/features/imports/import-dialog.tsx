import { useQueryClient } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { type DragEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Account } from "../../../domain/contracts/index.ts";
import { type ExistingCampaignChoice, maxImportBytes } from "../../../domain/contracts/imports.ts";
import { adGroupsHref } from "../../../domain/index.ts";
import { importMessages, type ImportPreview } from "../../../domain/import/index.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { cn } from "../../lib/class-names.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { previewImport, type SavedImport, saveImport } from "./imports-api.ts";
import { ImportPreviewView } from "./import-preview-view.tsx";
import { importDialogText } from "./import-text.ts";

type Step =
  | { kind: "choose" }
  | { kind: "reading"; file: File }
  | { kind: "preview"; file: File; preview: ImportPreview }
  | { kind: "saving"; file: File; preview: ImportPreview }
  | { kind: "done"; saved: SavedImport };


const messageOf = (error: unknown) => (error instanceof ApiError || error instanceof Error ? error.message : "The import failed. Please try again.");

/**
 * The Editor import (issue 22): a file by drag and drop or the picker, a dry run shown as a preview (with a
 * choice for each campaign the account already has), then the import, one transaction on the server.
 */
export function ImportDialog({ account, open, onClose }: { account: Account; open: boolean; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [choices, setChoices] = useState<Map<string, ExistingCampaignChoice>>(new Map());
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const stepHeading = useRef<HTMLParagraphElement>(null);
  /** Counts the reads and saves begun, and closings: an answer that comes after the user moved on is not shown. */
  const attempt = useRef(0);
  const queryClient = useQueryClient();

  // The control that had focus goes away with its step: focus moves to the new step's first line, so a
  // keyboard or screen-reader user lands on what changed (the file's name, the result), or back on the picker.
  useEffect(() => {
    if (!open) return;
    if (step.kind === "choose") chooseButton.current?.focus();
    else if (step.kind === "preview" || step.kind === "done") stepHeading.current?.focus();
  }, [open, step.kind]);

  const close = () => {
    attempt.current++;
    setStep({ kind: "choose" });
    setError(null);
    setChoices(new Map());
    onClose();
  };

  async function read(file: File) {
    setError(null);
    setChoices(new Map());
    if (file.size > maxImportBytes) {
      setError(importMessages.tooLarge);
      return;
    }
    setStep({ kind: "reading", file });
    const mine = ++attempt.current;
    try {
      const preview = await previewImport(account.id, file);
      if (attempt.current === mine) setStep({ kind: "preview", file, preview });
    } catch (failure) {
      if (attempt.current !== mine) return;
      setError(messageOf(failure));
      setStep({ kind: "choose" });
    }
  }

  async function save(file: File, preview: ImportPreview) {
    const undecided = preview.campaigns.some((campaign) => campaign.existing && !choices.has(campaign.name));
    if (undecided && !preview.alreadyImported) {
      setError(importDialogText.chooseForExisting);
      return;
    }
    setError(null);
    setStep({ kind: "saving", file, preview });
    const mine = ++attempt.current;
    try {
      const saved = await saveImport(account.id, file, choices);
      // The account's campaigns changed even when the dialog was closed meanwhile.
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.accounts }), queryClient.invalidateQueries({ queryKey: queryKeys.campaigns })]);
      if (attempt.current === mine) setStep({ kind: "done", saved });
    } catch (failure) {
      if (attempt.current !== mine) return;
      setError(messageOf(failure));
      setStep({ kind: "preview", file, preview });
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void read(file);
  }

  return (
    <Dialog open={open} onClose={close} title={importDialogText.title} description={importDialogText.description} className="max-w-2xl">
      {error && <Alert>{error}</Alert>}
      {step.kind === "choose" && (
        <div
          data-testid="import-drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn("flex flex-col items-center gap-3 rounded-md border-2 border-dashed border-border p-6 text-center text-sm", dragging && "border-primary bg-primary/5")}
        >
          <FileUp aria-hidden="true" className="size-6 text-muted-foreground" />
          <p>{importDialogText.drop}</p>
          <Button ref={chooseButton} variant="outline" data-autofocus onClick={() => input.current?.click()}>
            {importDialogText.choose}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
            aria-label="Google Ads Editor file"
            tabIndex={-1}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void read(file);
            }}
          />
        </div>
      )}
      {step.kind === "reading" && (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Spinner className="size-4" /> {importDialogText.reading}
        </p>
      )}
      {(step.kind === "preview" || step.kind === "saving") && (
        <>
          <p ref={stepHeading} tabIndex={-1} className="text-sm break-all text-muted-foreground focus:outline-none">
            {step.file.name}
          </p>
          {step.preview.campaigns.length === 0 && <Alert>{importMessages.nothingToImport}</Alert>}
          <ImportPreviewView preview={step.preview} choices={choices} onChoose={(name, choice) => setChoices((current) => new Map(current).set(name, choice))} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={step.kind === "saving"} onClick={() => setStep({ kind: "choose" })}>
              {importDialogText.another}
            </Button>
            <Button disabled={step.kind === "saving" || step.preview.campaigns.length === 0} onClick={() => void save(step.file, step.preview)}>
              {step.kind === "saving" ? importDialogText.importing : importDialogText.import}
            </Button>
          </div>
        </>
      )}
      {step.kind === "done" && (
        <div role="status" className="flex flex-col gap-3">
          <p ref={stepHeading} tabIndex={-1} className="font-medium focus:outline-none">
            {importDialogText.done(step.saved.campaigns.length)}
          </p>
          {step.saved.repeated && <p className="text-sm text-muted-foreground">{importDialogText.repeated}</p>}
          <ul aria-label="Imported campaigns" className="flex max-h-64 flex-col gap-3 overflow-y-auto py-1 text-sm">
            {step.saved.campaigns.map((campaign) => (
              <li key={campaign.id}>
                <Link className="text-primary underline" to={adGroupsHref({ campaignId: campaign.id, accountId: account.id, accountName: account.name })}>
                  {campaign.name}
                </Link>
              </li>
            ))}
          </ul>
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
