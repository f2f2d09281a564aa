import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { CampaignTypeDescriptor } from "../../../domain/index.ts";
import {
  buildEditorRows,
  checkedForExport,
  clipboardCloseDelayMs,
  clipboardText,
  describeProblem,
  type ExportProblem,
  type ExportSettings,
  exportMessages,
  exportProblems,
} from "../../../domain/export/index.ts";
import type { ChosenFormat } from "./export-options.ts";
import { downloadExport, exportToSheets, fetchSheetsConfig, userTimeZone } from "./export-requests.ts";
import type { ExportData } from "./export-source.ts";

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : exportMessages.failedFallback);

/** A download without the problems says once more what it left out, since the file no longer shows it. */
const leftOutNote = (leftOut: readonly ExportProblem[]) => (leftOut.length > 0 ? { description: exportMessages.leftOutToast(leftOut.map(describeProblem)), duration: 10_000 } : undefined);

async function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error(exportMessages.copyFailed);
  await navigator.clipboard.writeText(text);
}

/** The dialog's two actions: Export runs the chosen format; the clipboard copies on click. */
export function useExportActions(type: CampaignTypeDescriptor, data: ExportData, onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const sheetsConfig = useQuery({ queryKey: ["export", "sheets-config"], queryFn: fetchSheetsConfig, staleTime: Infinity });
  const failedTitle = type.labels.exportFailedTitle;

  /** `leaveOutProblems`: the user chose to download what is valid, without what the export check names. */
  async function run(format: ChosenFormat, settings: ExportSettings, leaveOutProblems: boolean): Promise<void> {
    setBusy(true);
    try {
      const leftOut = leaveOutProblems && data.campaign ? exportProblems(data.campaign) : [];
      const body = { ...(await data.body()), settings, ...(leaveOutProblems ? { leaveOutProblems } : {}) };
      if (format === "sheets") {
        const config = sheetsConfig.data ?? (await sheetsConfig.refetch({ throwOnError: true })).data;
        if (!config) throw new Error(exportMessages.missingCredentials);
        const url = await exportToSheets(config, body);
        toast.success(exportMessages.sheetsExported, { ...leftOutNote(leftOut), action: { label: "Open", onClick: () => window.open(url, "_blank", "noopener") } });
      } else {
        await downloadExport(format, body, data.name);
        toast.success(exportMessages.success, leftOutNote(leftOut));
      }
      onClose();
    } catch (error) {
      toast.error(failedTitle, { description: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  async function copy(settings: ExportSettings, leaveOutProblems: boolean): Promise<void> {
    setBusy(true);
    let text: string;
    let leftOut: ExportProblem[];
    try {
      const checked = checkedForExport(await data.load(), leaveOutProblems);
      if (!checked.ok) throw new Error(checked.message);
      leftOut = checked.leftOut;
      text = clipboardText(buildEditorRows(checked.campaign, { now: new Date(), timeZone: userTimeZone() }, settings));
    } catch (error) {
      toast.error(failedTitle, { description: messageOf(error) });
      setBusy(false);
      return;
    }
    try {
      await writeClipboard(text);
      toast.success(exportMessages.copied, leftOutNote(leftOut));
      window.setTimeout(onClose, clipboardCloseDelayMs);
    } catch {
      toast.error(failedTitle, { description: exportMessages.copyFailed });
    } finally {
      setBusy(false);
    }
  }

  const googleConfigured = Boolean(sheetsConfig.data?.clientId);
  // Known to be off only once the server has said so: while it is asked, Sheets stays on offer.
  return { busy, run, copy, googleConfigured, sheetsUnavailable: sheetsConfig.isSuccess && !googleConfigured };
}
