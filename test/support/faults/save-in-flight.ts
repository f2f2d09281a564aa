import { sql } from "drizzle-orm";
import type { Database } from "../../../src/server/db/client.ts";

export const adGroupCount = 150;
export const adsPerGroup = 3;

/** A campaign big enough that storing it takes hundreds of statements: time for a signal to land mid-way. */
export function largeCampaignBody(name: string) {
  const headlines = Array.from({ length: 15 }, (_, i) => `Fresh Sourdough Daily ${i + 1}`);
  const descriptions = Array.from({ length: 4 }, (_, i) => `Baked every morning with organic flour. Order by 9 am for same-day pickup ${i + 1}.`);
  return {
    name,
    campaignType: "search",
    formData: { campaignName: name, campaignObjective: "sales", keywords: "sourdough, rye bread", landingPageUrl: "https://bakery.example/" },
    generatedAds: { headlines, descriptions, callouts: ["Organic Flour"], sitelinks: [] },
    adGroups: Array.from({ length: adGroupCount }, (_, group) => ({
      name: `Ad group ${group + 1}`,
      keywords: ["sourdough", "rye bread", `bakery ${group + 1}`],
      landingPageUrl: "https://bakery.example/",
      ads: Array.from({ length: adsPerGroup }, (_, ad) => ({ name: `Ad ${group + 1}.${ad + 1}`, assets: { headlines, descriptions } })),
    })),
  };
}

/** Every stored campaign saved under the key, with how many ad groups and ads it has. */
export async function storedUnderKey(db: Database, key: string): Promise<{ adGroups: number; ads: number }[]> {
  const result = await db.execute(sql`
    select
      (select count(*) from ad_groups g where g.campaign_id = c.id)::int as "adGroups",
      (select count(*) from ads a join ad_groups g on g.id = a.ad_group_id where g.campaign_id = c.id)::int as "ads"
    from campaigns c where c.idempotency_key = ${key}`);
  return (result as unknown as { rows: { adGroups: number; ads: number }[] }).rows;
}
