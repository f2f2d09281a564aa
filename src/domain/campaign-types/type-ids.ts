/**
 * The registered types' ids, as the API and the database name them. A leaf beside the descriptors, so
 * the contracts and the descriptors both import it and neither imports the other for it.
 */
export const campaignTypeIds = ["search", "performance_max", "demand_gen", "display"] as const;

export type CampaignTypeId = (typeof campaignTypeIds)[number];
