export { useCampaign, useCampaignPages, useDeleteCampaign, useRecentCampaigns } from "./campaigns-api.ts";
