import type { ExistingCampaignChoice } from "../../../domain/contracts/imports.ts";
import type { ImportPreview, ImportSummary } from "../../../domain/import/index.ts";
import { ApiError, apiErrorOf } from "../../lib/api-client.ts";

/** What a saved import answers: the import, its campaigns with their names for links, and whether it was this file's earlier one. */
export interface SavedImport extends ImportSummary {
  campaigns: { id: string; name: string }[];
  repeated: boolean;
}

const importPath = (accountId: string) => `/api/accounts/${encodeURIComponent(accountId)}/imports`;

/**
 * The file goes as the body, as it is: the server reads Editor's encodings itself. The choices for campaigns
 * whose names the account already has ride in the query, one `update=` or `copy=` per campaign.
 */
async function send<Result>(accountId: string, file: Blob, query: URLSearchParams): Promise<Result> {
  let response: Response;
  try {
    response = await fetch(`${importPath(accountId)}?${query}`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/octet-stream" },
      credentials: "same-origin",
      body: file,
    });
  } catch {
    throw new ApiError(0, "Network error: the server could not be reached. Please check your connection.");
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorOf(response.status, body);
  return body as Result;
}

export async function previewImport(accountId: string, file: Blob): Promise<ImportPreview> {
  return (await send<{ preview: ImportPreview }>(accountId, file, new URLSearchParams({ dryRun: "1" }))).preview;
}

export async function saveImport(accountId: string, file: Blob, choices: ReadonlyMap<string, ExistingCampaignChoice>): Promise<SavedImport> {
  const query = new URLSearchParams();
  for (const [name, choice] of choices) query.append(choice, name);
  return (await send<{ import: SavedImport }>(accountId, file, query)).import;
}
