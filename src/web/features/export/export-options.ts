import { ClipboardCopy, FileSpreadsheet, FileText, Sheet, type LucideIcon, Table } from "lucide-react";
import type { FileExportFormat } from "../../../domain/export/index.ts";

/** The formats chosen first and run by Export; the clipboard is apart because it runs on click. */
export type ChosenFormat = FileExportFormat | "sheets";

export interface ExportOption<Id extends string> {
  id: Id;
  label: string;
  description: string;
  icon: LucideIcon;
}

export const chosenFormats: readonly ExportOption<ChosenFormat>[] = [
  { id: "csv", label: "CSV", description: "For Google Ads Editor and spreadsheets (UTF-8)", icon: FileText },
  { id: "editor", label: "Google Ads Editor file", description: "Editor's own format for File > Import (UTF-16, tab-separated)", icon: Table },
  { id: "xlsx", label: "Excel (XLSX)", description: "A sheet per entity with formatted headers", icon: FileSpreadsheet },
  { id: "sheets", label: "Google Sheets", description: "A new spreadsheet in your Google Drive", icon: Sheet },
];

/**
 * Google Sheets on a server without Google credentials: offered, but off, with what turns it on, rather
 * than a choice that always ends in 'Missing Google API credentials' (issue 18).
 */
export const sheetsNotSetUp = {
  reason: "Not set up on this server",
  howTo: "An administrator turns it on by setting GOOGLE_CLIENT_ID and GOOGLE_API_KEY on the server (see the README's environment table).",
} as const;

export const clipboardOption: ExportOption<"clipboard"> = {
  id: "clipboard",
  label: "Google Ads Editor (copy to clipboard)",
  description: "One click: paste into Make multiple changes",
  icon: ClipboardCopy,
};
