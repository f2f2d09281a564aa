import { randomUUID } from "node:crypto";
import type { accounts, adGroups, ads, campaigns } from "../../src/server/db/schema.ts";

export type AccountRow = typeof accounts.$inferInsert;
export type CampaignRow = typeof campaigns.$inferInsert;
export type AdGroupRow = typeof adGroups.$inferInsert;
export type AdRow = typeof ads.$inferInsert;

export interface SeedUser {
  id: string;
  email: string;
}

export interface UserRows {
  account: AccountRow;
  campaigns: CampaignRow[];
  adGroups: AdGroupRow[];
  ads: AdRow[];
}

const groupsPerCampaign = 3;
const adsPerGroup = 2;
const types = ["search", "performance_max", "demand_gen"] as const;
// A fixed instant, so every run seeds the same timeline.
const newest = Date.parse("2026-11-22T12:00:00Z");

/**
 * What `createCampaign` would have stored for `count` saves by one user, in one default account. Ids are made
 * here rather than returned by the database so ad groups and ads can be inserted in bulk without a round trip.
 * Each campaign is a minute older than the one before: one shared now() would tie every created_at and leave
 * the list's ordering to the id alone, which no real user's data looks like.
 */
export function rowsForUser(user: SeedUser, count: number): UserRows {
  const account: AccountRow = { id: randomUUID(), userId: user.id, userEmail: user.email, name: "Bench Bakery", isDefault: true };
  const rows: UserRows = { account, campaigns: [], adGroups: [], ads: [] };
  for (let index = 0; index < count; index += 1) {
    const at = new Date(newest - index * 60_000);
    const type = types[index % types.length] ?? "search";
    const id = randomUUID();
    const name = `Bench campaign ${index + 1}`;
    const landingPageUrl = `https://bakery.example/offers/${index + 1}`;
    rows.campaigns.push({
      id,
      userId: user.id,
      userEmail: user.email,
      accountId: account.id,
      campaignName: name,
      // Every 20th is stored without a type, as campaigns saved before the column existed are.
      campaignType: index % 20 === 19 ? null : type,
      formData: { campaignName: name, campaignObjective: "sales", keywords: "sourdough, rye bread, bakery near me", landingPageUrl },
      generatedAds: generatedAdsFor(type),
      createdAt: at,
      updatedAt: at,
    });
    for (let group = 0; group < groupsPerCampaign; group += 1) {
      const groupId = randomUUID();
      rows.adGroups.push({
        id: groupId,
        userId: user.id,
        campaignId: id,
        name: `Ad group ${group + 1}`,
        keywords: type === "search" ? ["sourdough", "rye bread", `bakery ${group + 1}`] : [],
        audienceSignals: type === "performance_max" ? ["home bakers", "food lovers"] : null,
        contentThemes: type === "demand_gen" ? ["weekend baking", "fresh bread"] : null,
        landingPageUrl,
        callToAction: "Order Today",
        position: group,
        createdAt: at,
        updatedAt: at,
      });
      for (let ad = 0; ad < adsPerGroup; ad += 1) {
        const headline = `Fresh Sourdough ${group + 1}.${ad + 1}`;
        rows.ads.push({
          userId: user.id,
          adGroupId: groupId,
          name: headline,
          finalUrl: landingPageUrl,
          assets: { headlines: [headline, "Order Bread Online", "Baked This Morning"], descriptions: ["Baked every morning with organic flour. Order by 9 am for same-day pickup."] },
          position: ad,
          createdAt: at,
          updatedAt: at,
        });
      }
    }
  }
  return rows;
}

function generatedAdsFor(type: (typeof types)[number]): Record<string, unknown> {
  const base = {
    headlines: ["Fresh Sourdough Daily", "Order Bread Online", "Baked This Morning"],
    descriptions: ["Baked every morning with organic flour. Order by 9 am for same-day pickup."],
  };
  if (type === "search") return { ...base, callouts: ["Organic Flour", "Same-Day Pickup"], sitelinks: [] };
  return { ...base, longHeadlines: ["Fresh sourdough and rye, baked every morning in our neighbourhood oven"] };
}
