import {
  type ExportCampaign,
  type ExportSettings,
  exportMessages,
  type FileExportFormat,
  fileExportTypes,
  exportCampaignName,
} from "../../../domain/export/index.ts";
import { ApiError, api } from "../../lib/api-client.ts";
import { cachedGoogleToken, forgetGoogleToken, requestGoogleToken } from "./google-identity.ts";

/**
 * What the export endpoints take: a saved campaign's id, or the editor's current assets with the ad
 * account they belong to (whose remembered export settings apply), and the user's zone.
 */
export type ExportRequestBody = ({ campaignId: string } | { campaign: ExportCampaign; accountId?: string }) & {
  timeZone: string;
  settings?: ExportSettings;
  leaveOutProblems?: boolean;
};

export const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A download the browser saves under the server's file name. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the blob only after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function downloadExport(format: FileExportFormat, body: ExportRequestBody, campaignName: string): Promise<void> {
  const { blob, fileName } = await api.postForFile(`/api/export/${format}`, body);
  save(blob, fileName ?? fileExportTypes[format].fileName(exportCampaignName({ name: campaignName }, { now: new Date(), timeZone: body.timeZone })));
}

export interface SheetsConfig {
  clientId: string | null;
  scope: string;
}

export const fetchSheetsConfig = () => api.get<SheetsConfig>("/api/export/sheets/config");

const isGoogleSignInRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && (error.details as { reason?: string } | undefined)?.reason === "google-sign-in";

/**
 * Part 2, section 7: sign in with Google (consent prompt) unless this page holds a live token, and let
 * the server make the spreadsheet. The server checks the token first; when Google no longer accepts
 * it, the user signs in again once.
 */
export async function exportToSheets(config: SheetsConfig, body: ExportRequestBody): Promise<string> {
  const clientId = config.clientId;
  if (!clientId) throw new Error(exportMessages.missingCredentials);
  const create = async (accessToken: string) => (await api.post<{ spreadsheetUrl: string }>("/api/export/sheets", { ...body, accessToken })).spreadsheetUrl;
  const token = cachedGoogleToken(Date.now()) ?? (await requestGoogleToken(clientId, config.scope));
  try {
    return await create(token);
  } catch (error) {
    if (!isGoogleSignInRefusal(error)) throw error;
    forgetGoogleToken();
    return create(await requestGoogleToken(clientId, config.scope));
  }
}
