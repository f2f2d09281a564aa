import { getCampaign } from "../campaigns/campaign-service.ts";
import type { Database } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import { type ExportCampaign, exportProblems, exportProblemsMessage, type ExportRequest } from "../../domain/export/index.ts";

/**
 * The campaign an export request names: a saved one of the user's, or the editor's assets as sent.
 * The export check runs first: a campaign with a placeholder URL, two groups of one name or a keyword
 * Google refuses answers 400 naming each, and no file is written.
 */
export async function exportCampaignOf(db: Database, userId: string, request: ExportRequest): Promise<ExportCampaign> {
  const campaign = "campaignId" in request ? await getCampaign(db, userId, request.campaignId) : request.campaign;
  const problems = exportProblems(campaign);
  if (problems.length > 0) throw new HttpError(400, exportProblemsMessage(problems), { problems });
  return campaign;
}
