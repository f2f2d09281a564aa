import { exportMessages, type SpreadsheetPlan, sheetsFailedMessage } from "../../domain/export/index.ts";
import { type GoogleConfig, googleConfigured, sheetsScope } from "./google-config.ts";

export interface CreatedSpreadsheet {
  spreadsheetId: string;
  spreadsheetUrl: string;
}

/**
 * Why a Sheets export stopped: Google is not configured here, the user's Google token is missing,
 * expired or not ours (the browser signs in again), or a Sheets call failed.
 */
export class SheetsExportError extends Error {
  constructor(
    readonly reason: "missing-credentials" | "sign-in" | "failed",
    message: string,
  ) {
    super(message);
    this.name = "SheetsExportError";
  }
}

const callTimeoutMs = 15_000;
const headerColor = { red: 0.91, green: 0.93, blue: 0.97 };

interface TokenInfo {
  aud?: string;
  azp?: string;
  scope?: string;
}

/**
 * The token-info check: a token that Google no longer knows, that was issued to another app, or that
 * lacks the Drive file scope is refused before any spreadsheet is made with it.
 */
async function checkToken(config: GoogleConfig & { clientId: string }, accessToken: string): Promise<void> {
  const signIn = new SheetsExportError("sign-in", exportMessages.signInRequired);
  if (!accessToken) throw signIn;
  const url = new URL(config.tokenInfoUrl);
  url.searchParams.set("access_token", accessToken);
  const response = await fetch(url, { signal: AbortSignal.timeout(callTimeoutMs) }).catch(() => null);
  if (!response?.ok) throw signIn;
  const info = (await response.json().catch(() => ({}))) as TokenInfo;
  const ours = info.aud === config.clientId || info.azp === config.clientId;
  if (!ours || !(info.scope ?? "").split(" ").includes(sheetsScope)) throw signIn;
}

const quotedSheet = (title: string) => `'${title.replaceAll("'", "''")}'`;

/**
 * Part 2, section 7: creates a spreadsheet with one sheet titled for the campaign type, writes the
 * header and values as plain text (RAW, so no value becomes a formula: EDITOR-IMPORT R43), then freezes
 * the header row and formats it in one batch update. The header is row 1 (R1, R48): campaign, type and
 * date are in the spreadsheet's title.
 */
export async function exportToGoogleSheets(config: GoogleConfig, accessToken: string, plan: SpreadsheetPlan, campaignName: string): Promise<CreatedSpreadsheet> {
  if (!googleConfigured(config)) throw new SheetsExportError("missing-credentials", exportMessages.missingCredentials);
  await checkToken(config, accessToken);
  const apiKey = config.apiKey;
  const failed = () => new SheetsExportError("failed", sheetsFailedMessage(campaignName));

  async function call<Result>(method: "POST" | "PUT", path: string, body: unknown, query: Record<string, string> = {}): Promise<Result> {
    const url = new URL(`${config.sheetsApiUrl}/v4/spreadsheets${path}`);
    for (const [name, value] of Object.entries({ ...query, key: apiKey })) url.searchParams.set(name, value);
    const response = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(callTimeoutMs),
    }).catch(() => null);
    if (response?.status === 401) throw new SheetsExportError("sign-in", exportMessages.signInRequired);
    if (!response?.ok) throw failed();
    return (await response.json()) as Result;
  }

  const columnCount = plan.header.length;
  const values = [[...plan.header], ...plan.rows];
  const created = await call<{ spreadsheetId?: string; spreadsheetUrl?: string; sheets?: { properties?: { sheetId?: number } }[] }>("POST", "", {
    properties: { title: plan.title },
    sheets: [{ properties: { title: plan.sheetTitle, gridProperties: { rowCount: values.length, columnCount } } }],
  });
  const sheetId = created.sheets?.[0]?.properties?.sheetId;
  if (!created.spreadsheetId || !created.spreadsheetUrl || sheetId === undefined) throw failed();
  const id = encodeURIComponent(created.spreadsheetId);
  const range = `${quotedSheet(plan.sheetTitle)}!A1`;
  await call("PUT", `/${id}/values/${encodeURIComponent(range)}`, { range, majorDimension: "ROWS", values }, { valueInputOption: "RAW" });
  await call("POST", `/${id}:batchUpdate`, {
    requests: [
      { updateSheetProperties: { properties: { sheetId, gridProperties: { frozenRowCount: 1 } }, fields: "gridProperties.frozenRowCount" } },
      {
        repeatCell: {
          range: { sheetId, startRowIndex: 0, endRowIndex: 1 },
          cell: { userEnteredFormat: { backgroundColor: headerColor, textFormat: { bold: true } } },
          fields: "userEnteredFormat(backgroundColor,textFormat)",
        },
      },
      { autoResizeDimensions: { dimensions: { sheetId, dimension: "COLUMNS", startIndex: 0, endIndex: columnCount } } },
    ],
  });
  return { spreadsheetId: created.spreadsheetId, spreadsheetUrl: created.spreadsheetUrl };
}
