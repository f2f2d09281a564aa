import { type SQL, and, desc, eq, ilike, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { campaigns } from "../db/schema.ts";
import { readStoredAssets } from "../../domain/ads/ad-assets.ts";
import { campaignCardKeywordCount } from "../../domain/campaigns/campaign-list.ts";
import { readSavedFormData } from "../../domain/wizard/saved-form-data.ts";
import type { CampaignPage, CampaignSummary, CampaignTypeId } from "../../domain/contracts/index.ts";
import { type CampaignCursor, encodeCursor } from "./campaign-cursor.ts";
import { campaignRules } from "./campaign-rules.ts";

const summaryColumns = {
  id: campaigns.id,
  name: campaigns.campaignName,
  accountId: campaigns.accountId,
  storedType: campaigns.campaignType,
  // Only what a card shows: whole form data and assets would multiply the bytes read and parsed per page.
  objective: sql<string | null>`${campaigns.formData}->>'campaignObjective'`,
  formKeywords: sql<string | null>`${campaigns.formData}->>'keywords'`,
  // Needed only to infer the type of a campaign stored without one.
  untypedContent: sql<{ formData: unknown; generatedAds: unknown } | null>`case
    when ${campaigns.campaignType} is null
    then jsonb_build_object('formData', ${campaigns.formData}, 'generatedAds', ${campaigns.generatedAds}) end`,
  createdAt: campaigns.createdAt,
  // Microsecond precision as text: a JavaScript Date would round it and make the cursor skip or repeat rows.
  cursorTime: sql<string>`${campaigns.createdAt}::text`,
  // Spelled out in SQL: inside subqueries drizzle would leave the column names unqualified and ambiguous.
  adGroupCount: sql<number>`(select count(*)::int from ad_groups g where g.campaign_id = "campaigns"."id")`,
  adCount: sql<number>`(select count(*)::int from ads a join ad_groups g on a.ad_group_id = g.id
    where g.campaign_id = "campaigns"."id")`,
  firstGroupKeywords: sql<string[] | null>`(select g.keywords from ad_groups g
    where g.campaign_id = "campaigns"."id" order by g.position, g.created_at limit 1)`,
  firstGroupSignals: sql<string[] | null>`(select coalesce(g.audience_signals, g.content_themes) from ad_groups g
    where g.campaign_id = "campaigns"."id" order by g.position, g.created_at limit 1)`,
};

type SummaryRow = {
  id: string;
  name: string;
  accountId: string | null;
  storedType: string | null;
  objective: string | null;
  formKeywords: string | null;
  untypedContent: { formData: unknown; generatedAds: unknown } | null;
  createdAt: Date;
  adGroupCount: number;
  adCount: number;
  firstGroupKeywords: string[] | null;
  firstGroupSignals: string[] | null;
};

function toSummary(row: SummaryRow): CampaignSummary {
  const keywords = row.firstGroupKeywords?.length
    ? row.firstGroupKeywords
    : (row.firstGroupSignals ?? campaignRules.keywordsOf({ keywords: row.formKeywords ?? undefined }));
  const untyped = row.untypedContent;
  return {
    id: row.id,
    name: row.name,
    accountId: row.accountId,
    campaignType: (row.storedType as CampaignTypeId | null) ?? campaignRules.inferType({ formData: readSavedFormData(untyped?.formData), generatedAds: untyped?.generatedAds == null ? null : readStoredAssets(untyped.generatedAds), adGroups: [] }),
    objective: row.objective,
    adGroupCount: Number(row.adGroupCount),
    adCount: Number(row.adCount),
    keywords: keywords.slice(0, campaignCardKeywordCount),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A search finds the text anywhere in the name; LIKE's own wildcards in it are taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Newest first, a page at a time; the cursor is the last row's (created_at, id), so inserts never shift pages. */
export async function listCampaigns(
  db: Database,
  userId: string,
  options: { accountId?: string | undefined; search?: string | undefined; limit: number; cursor?: CampaignCursor | undefined },
): Promise<CampaignPage> {
  const conditions: SQL[] = [eq(campaigns.userId, userId)];
  if (options.accountId) conditions.push(eq(campaigns.accountId, options.accountId));
  if (options.search) conditions.push(ilike(campaigns.campaignName, containsPattern(options.search)));
  if (options.cursor) {
    const { time, id } = options.cursor;
    conditions.push(sql`(${campaigns.createdAt}, ${campaigns.id}) < (${time}::timestamptz, ${id}::uuid)`);
  }
  const rows = await db
    .select(summaryColumns)
    .from(campaigns)
    .where(and(...conditions))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    campaigns: page.map(toSummary),
    nextCursor: rows.length > options.limit && last ? encodeCursor({ time: last.cursorTime, id: last.id }) : null,
  };
}
