import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { AdAssets } from "../../domain/ads/ad-assets.ts";
import { firstFreeName, groupNameKey } from "../../domain/campaigns/group-names.ts";
import type { ImportQuery } from "../../domain/contracts/imports.ts";
import { choiceFor, type EditorImportBuilder, type EditorImportSummary, type ImportItem } from "../../domain/import/index.ts";
import { campaignRules } from "../campaigns/campaign-rules.ts";
import type { Transaction } from "../campaigns/campaign-service.ts";
import { adGroups, ads, campaigns } from "../db/schema.ts";
import type { SessionUser } from "../http/app-env.ts";

export type ExistingCampaigns = Map<string, { id: string; name: string }>;

/** Rows held before they are written: a bounded buffer, whatever the file's size, in few round trips. */
const bufferedRows = 5000;
/** Rows per insert, far below PostgreSQL's 65,535 parameters. */
const insertBatch = 500;

const groupKeyOf = (campaign: string, group: string) => `${campaign}\u0000${group}`;
const settingsKey = (landingPageUrl: string | null, callToAction: string | null) => `${landingPageUrl ?? ""}\u0000${callToAction ?? ""}`;

async function inBatches<T>(rows: readonly T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += insertBatch) await write(rows.slice(start, start + insertBatch));
}

/**
 * Writes an import's campaigns as the file streams past, inside the caller's transaction, into the tables
 * the campaign service writes (campaigns, ad_groups, ads). A campaign is created, or the existing one of its
 * name updated or copied as the request chose, at its first keyword or ad; groups and ads go in by the batch
 * and keywords are appended to their group's list, so memory holds one buffer and the file's structure.
 */
export class ImportWriter {
  private readonly campaignIds = new Map<string, string | null>();
  private readonly storedNames = new Map<string, string>();
  private readonly groupIds = new Map<string, string>();
  private readonly adPositions = new Map<string, number>();
  /** Each group's landing page and call to action as inserted: the file may tell them later (an ad after the keywords). */
  private readonly groupSettings = new Map<string, string>();
  private readonly firstAds = new Map<string, { id: string; order: [number, number] }>();
  private groups: (typeof adGroups.$inferInsert)[] = [];
  private adRows: (typeof ads.$inferInsert)[] = [];
  private keywords = new Map<string, string[]>();
  private buffered = 0;
  /** The account's campaigns of the same names that the request chose nothing for: the save is refused naming them. */
  readonly undecided: string[] = [];

  constructor(
    private readonly tx: Transaction,
    private readonly user: SessionUser,
    private readonly accountId: string,
    private readonly existing: ExistingCampaigns,
    private readonly query: ImportQuery,
    private readonly taken: Set<string> = new Set(existing.keys()),
  ) {}

  async write(items: readonly ImportItem[], builder: EditorImportBuilder): Promise<void> {
    for (const item of items) {
      const campaignId = await this.campaignFor(item.campaign, builder);
      if (!campaignId) continue;
      const groupId = this.groupFor(item.campaign, item.group, campaignId, builder);
      if (item.kind === "keyword") {
        const list = this.keywords.get(groupId) ?? [];
        list.push(item.typed);
        this.keywords.set(groupId, list);
      } else {
        const id = randomUUID();
        const position = this.adPositions.get(groupId) ?? 0;
        this.adPositions.set(groupId, position + 1);
        this.adRows.push({ id, userId: this.user.id, adGroupId: groupId, name: campaignRules.adName(item.ad.assets), finalUrl: item.ad.finalUrl, assets: item.ad.assets, replacedAssets: item.ad.replacedAssets ?? null, position });
        const order: [number, number] = [builder.group(item.campaign, item.group)?.position ?? 0, position];
        const first = this.firstAds.get(item.campaign);
        if (!first || order[0] < first.order[0] || (order[0] === first.order[0] && order[1] < first.order[1])) this.firstAds.set(item.campaign, { id, order });
      }
      if (++this.buffered >= bufferedRows) await this.flush();
    }
  }

  private async campaignFor(key: string, builder: EditorImportBuilder): Promise<string | null> {
    const known = this.campaignIds.get(key);
    if (known !== undefined) return known;
    const campaign = builder.campaign(key);
    if (!campaign) return null;
    const found = this.existing.get(key);
    const choice = found ? choiceFor(campaign.name, this.query) : null;
    let id: string | null = null;
    if (found && !choice) this.undecided.push(found.name);
    else if (found && choice === "update") {
      await this.tx
        .update(campaigns)
        .set({ campaignType: campaign.type.id, version: sql`${campaigns.version} + 1`, updatedAt: sql`now()` })
        .where(eq(campaigns.id, found.id));
      await this.tx.delete(adGroups).where(eq(adGroups.campaignId, found.id));
      this.storedNames.set(key, found.name);
      id = found.id;
    } else {
      const name = firstFreeName(campaign.name, this.taken);
      this.taken.add(groupNameKey(name));
      const [row] = await this.tx
        .insert(campaigns)
        .values({ userId: this.user.id, userEmail: this.user.email, accountId: this.accountId, campaignName: name, campaignType: campaign.type.id, formData: { campaignName: name } })
        .returning({ id: campaigns.id });
      if (!row) throw new Error("No data returned from insert");
      this.storedNames.set(key, name);
      id = row.id;
    }
    this.campaignIds.set(key, id);
    return id;
  }

  private groupFor(campaignKey: string, groupKey: string, campaignId: string, builder: EditorImportBuilder): string {
    const key = groupKeyOf(campaignKey, groupKey);
    const known = this.groupIds.get(key);
    if (known) return known;
    const group = builder.group(campaignKey, groupKey);
    const id = randomUUID();
    const landingPageUrl = group?.landingPageUrl ?? null;
    const callToAction = group?.callToAction ?? null;
    this.groups.push({ id, userId: this.user.id, campaignId, name: group?.name ?? groupKey, keywords: [], landingPageUrl, callToAction, position: group?.position ?? 0 });
    this.groupIds.set(key, id);
    this.groupSettings.set(id, settingsKey(landingPageUrl, callToAction));
    this.buffered++;
    return id;
  }

  private async flush(): Promise<void> {
    const { groups, adRows, keywords } = this;
    this.groups = [];
    this.adRows = [];
    this.keywords = new Map();
    this.buffered = 0;
    await inBatches(groups, (batch) => this.tx.insert(adGroups).values(batch));
    await inBatches(adRows, (batch) => this.tx.insert(ads).values(batch));
    for (const [groupId, list] of keywords) {
      await this.tx
        .update(adGroups)
        .set({ keywords: sql`${adGroups.keywords} || ${JSON.stringify(list)}::jsonb` })
        .where(eq(adGroups.id, groupId));
    }
  }

  /**
   * What only the whole file says: campaigns and groups without a keyword or ad, each campaign's form data
   * (landing page, business name, negatives), each group's landing page and call to action, and the
   * campaign's sitelinks and callouts on its first ad. Answers the campaigns' ids in the file's order.
   */
  async finish(summary: EditorImportSummary, builder: EditorImportBuilder): Promise<string[]> {
    for (const campaign of summary.campaigns) {
      const campaignId = await this.campaignFor(campaign.key, builder);
      if (campaignId) for (const group of campaign.adGroups) this.groupFor(campaign.key, group.key, campaignId, builder);
    }
    await this.flush();
    const ids: string[] = [];
    for (const campaign of summary.campaigns) {
      const id = this.campaignIds.get(campaign.key);
      if (!id) continue;
      ids.push(id);
      const formData = { ...campaign.formData, campaignName: this.storedNames.get(campaign.key) ?? campaign.name };
      await this.tx
        .update(campaigns)
        .set({ formData: sql`${campaigns.formData} || ${JSON.stringify(formData)}::jsonb` })
        .where(eq(campaigns.id, id));
      for (const group of campaign.adGroups) {
        const groupId = this.groupIds.get(groupKeyOf(campaign.key, group.key));
        if (groupId && this.groupSettings.get(groupId) !== settingsKey(group.landingPageUrl, group.callToAction)) await this.tx.update(adGroups).set({ landingPageUrl: group.landingPageUrl, callToAction: group.callToAction }).where(eq(adGroups.id, groupId));
      }
      const firstAd = this.firstAds.get(campaign.key);
      const campaignAssets: AdAssets = {};
      if (campaign.sitelinks.length) campaignAssets.sitelinks = campaign.sitelinks;
      if (campaign.callouts.length) campaignAssets.callouts = campaign.callouts;
      if (firstAd && Object.keys(campaignAssets).length) {
        await this.tx
          .update(ads)
          .set({ assets: sql`${ads.assets} || ${JSON.stringify(campaignAssets)}::jsonb` })
          .where(eq(ads.id, firstAd.id));
      }
    }
    return ids;
  }
}
