import { getCampaign } from "../campaigns/campaign-service.ts";
import type { Database } from "../db/client.ts";
import type { ExportCampaign, ExportRequest } from "../../domain/export/index.ts";

/** The campaign an export request names: a saved one of the user's, or the editor's assets as sent. */
export async function exportCampaignOf(db: Database, userId: string, request: ExportRequest): Promise<ExportCampaign> {
  if ("campaignId" in request) return getCampaign(db, userId, request.campaignId);
  return request.campaign;
}
