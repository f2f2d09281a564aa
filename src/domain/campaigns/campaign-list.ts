import { z } from "zod";

/** Part 1, sections 2 and 9: the sidebar's Recent Ads and the campaign list. */
export const recentCampaignsLimit = 5;

/** A campaign card shows the first few keywords only. */
export const campaignCardKeywordCount = 3;

/** The objective values the campaign list can show as badges (part 1, section 2). */
export const campaignListObjectives = [
  "sales",
  "leads",
  "website_traffic",
  "product_consideration",
  "brand_awareness",
  "app_promotion",
] as const;

/** How the list shows those values (Google Ads' own names for the objectives), never the raw value. */
const campaignListObjectiveLabels: Readonly<Record<(typeof campaignListObjectives)[number], string>> = {
  sales: "Sales",
  leads: "Leads",
  website_traffic: "Website Traffic",
  product_consideration: "Product and Brand Consideration",
  brand_awareness: "Brand Awareness and Reach",
  app_promotion: "App Promotion",
};

/**
 * A card's objective badge: the campaign type's own option label (the wizard's words) when it has one, else
 * the list's label; an unknown value is spelled as words rather than shown raw.
 */
export function campaignListObjectiveLabel(typeObjectives: readonly { value: string; label: string }[], value: string): string {
  const typeLabel = typeObjectives.find((objective) => objective.value === value)?.label;
  if (typeLabel) return typeLabel;
  if (Object.hasOwn(campaignListObjectiveLabels, value)) return campaignListObjectiveLabels[value as keyof typeof campaignListObjectiveLabels];
  const words = value.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const campaignListMessages = {
  invalidAccount: "Invalid account parameters",
  backToDashboard: "Back to Dashboard",
  empty: "No campaigns yet",
  loading: "Loading campaigns...",
} as const;

export function campaignListHeading(accountName: string): string {
  return `${accountName} Campaigns`;
}

export function deleteCampaignConfirmation(campaignName: string): string {
  return `Are you sure you want to delete "${campaignName}"? This action cannot be undone.`;
}

/** The list needs both query parameters, the id an account id; anything else shows 'Invalid account parameters'. */
export function hasValidAccountParams(query: { accountId?: string | null; accountName?: string | null }): boolean {
  return z.uuid().safeParse(query.accountId).success && (query.accountName ?? "").trim() !== "";
}
