import { useEffect, useRef, useState } from "react";
import type { LoadedCampaign } from "../../../domain/contracts/index.ts";
import { accessMessages, type CampaignTypeDescriptor, exportUnlockHint } from "../../../domain/index.ts";
import { describeProblem, exportCautions, type ExportSettings, exportMessages, exportProblems } from "../../../domain/export/index.ts";
import { useBrandRules } from "../accounts/index.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { ImageRequirements } from "../../components/image-requirements.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogFooter } from "../../components/ui/dialog.tsx";
import { useSession } from "../../lib/session.ts";
import { ClipboardOption } from "./clipboard-option.tsx";
import { ExportProblems, type ProblemFix } from "./export-problems.tsx";
import { ExportSettingsFields } from "./export-settings-fields.tsx";
import type { ChosenFormat } from "./export-options.ts";
import { type ExportSource, useExportData } from "./export-source.ts";
import { problemHref } from "./problem-links.ts";
import { FormatChoices } from "./format-choices.tsx";
import { loadGoogleIdentity } from "./google-identity.ts";
import { useExportActions } from "./use-export-actions.ts";
import { useExportSettings } from "./use-export-settings.ts";

interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  type: CampaignTypeDescriptor;
  source: ExportSource;
}

/** Part 2, section 2: 'Choose Export Format'. */
export function ExportDialog({ open, onClose, type, source }: ExportDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={exportMessages.dialogTitle} className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
      <ExportChoices type={type} source={source} onClose={onClose} />
    </Dialog>
  );
}

/** One cache entry per thing exported: the saved campaign (and the ad open in the editor), or a new ad's account. */
const sourceKey = (source: ExportSource) => (source.kind === "new" ? `new:${source.accountId ?? ""}` : source.kind === "edited" ? `${source.campaignId}:${source.adId}` : source.campaignId);

function ExportChoices({ type, source, onClose }: Omit<ExportDialogProps, "open">) {
  const data = useExportData(source);
  const { busy, run, copy, googleConfigured, sheetsUnavailable } = useExportActions(type, data, onClose);
  const settings = useExportSettings(type, data, sourceKey(source));
  const [format, setFormat] = useState<ChosenFormat | null>(null);
  const [leaveOut, setLeaveOut] = useState(false);
  const { container, failed: refusedForSettings } = useFocusFirstProblem();
  const me = useSession().data;
  // A saved campaign is the user's own work: it exports whatever their access (issue 24), as the server allows.
  const unlocked = (me?.access.features.exportToGoogleAdsEditor ?? false) || source.kind === "saved";
  const lock = unlocked
    ? null
    : { hint: exportUnlockHint(me?.access.trialEndsAt ? new Date(me.access.trialEndsAt) : null, new Date(me?.now ?? 0)), tier: accessMessages.lockedExportTier };
  // The export check (issue 20): what stops the export, each item named, before the user picks a format.
  const problems = data.campaign ? exportProblems(data.campaign) : [];
  const brandRules = useBrandRules(data.accountId).data ?? null;
  const cautions = data.campaign ? exportCautions(data.campaign, brandRules) : [];

  function choose(next: ChosenFormat) {
    setFormat(next);
    // Fetched ahead, so the sign-in popup opens straight from the Export click and no browser blocks it.
    if (next === "sheets" && googleConfigured) loadGoogleIdentity().catch(() => undefined);
  }

  /** Runs the action with the settings, or marks what is missing and puts the focus on it. */
  function withSettings(action: (chosen: ExportSettings) => void) {
    const chosen = settings.take();
    if (chosen) action(chosen);
    else refusedForSettings();
  }
  const settingsProblems = Object.keys(settings.errors).length;

  return (
    <div ref={container} className="flex flex-col gap-4">
      <ExportProblems
        problems={problems}
        fix={fixFor(source, data.saved, onClose)}
        leaveOut={leaveOut}
        onLeaveOutChange={setLeaveOut}
        disabled={busy}
      />
      <NoticeList tone="info" title={exportMessages.cautionsTitle} items={cautions.map(describeProblem)} />
      <NoticeList tone="info" title={exportMessages.addInEditorTitle} items={type.editorExport.addInEditor} />
      <ImageRequirements images={type.images} />
      <FormatChoices value={format} onChange={choose} disabled={busy} unavailable={sheetsUnavailable ? ["sheets"] : []} />
      {settings.loading ? (
        <p className="text-sm text-muted-foreground">Loading this account's export settings...</p>
      ) : (
        <ExportSettingsFields type={type} draft={settings.draft} onChange={settings.setDraft} errors={settings.errors} disabled={busy} />
      )}
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">Or copy in one click</h3>
        <ClipboardOption lock={lock} busy={busy} onCopy={() => withSettings((chosen) => void copy(chosen, leaveOut))} />
      </div>
      {settingsProblems > 0 && (
        <p role="alert" className="text-sm text-destructive">
          {settingsProblems === 1 ? "One campaign setting needs an answer" : `${settingsProblems} campaign settings need an answer`} before the export.
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => format && withSettings((chosen) => void run(format, chosen, leaveOut))} disabled={!format || busy || settings.loading}>
          {busy ? "Exporting..." : "Export"}
        </Button>
      </DialogFooter>
    </div>
  );
}

/**
 * Where the export check's problems are fixed: for a saved campaign, a link from each problem to its
 * place in the campaign's screens; from the wizard's unsaved ad, closing the dialog is the way back.
 */
function fixFor(source: ExportSource, saved: LoadedCampaign | undefined, onClose: () => void): ProblemFix {
  if (source.kind === "new" || !saved) return { kind: "close", onClose };
  // The dialog closes as the link is followed: the editor it leads to may be the page already open.
  return { kind: "link", hrefOf: (problem) => problemHref(saved, problem), onFollow: onClose };
}

/** After a refused export, focus moves to the first field that needs an answer, so the keyboard lands there. */
function useFocusFirstProblem() {
  const container = useRef<HTMLDivElement>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures > 0) container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failures]);
  return { container, failed: () => setFailures((count) => count + 1) };
}

/** A titled list of what the user should know before the export; nothing when the list is empty. */
function NoticeList({ title, items, tone = "error" }: { title: string; items: readonly string[]; tone?: "error" | "info" }) {
  if (items.length === 0) return null;
  return (
    <Alert tone={tone}>
      <p className="font-medium">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {items.map((item, index) => (
          <li key={`${index} ${item}`}>{item}</li>
        ))}
      </ul>
    </Alert>
  );
}
