/** Every cached server answer's key, in one place, so a change can refresh exactly what it touched. */
export const queryKeys = {
  accounts: ["accounts"] as const,
  brandRules: (accountId: string) => ["accounts", "brand-rules", accountId] as const,
  campaigns: ["campaigns"] as const,
  campaignList: (accountId: string | null, search: string) => ["campaigns", "list", accountId, search] as const,
  recentCampaigns: ["campaigns", "recent"] as const,
  campaign: (id: string) => ["campaigns", "one", id] as const,
  writer: ["writer"] as const,
};
