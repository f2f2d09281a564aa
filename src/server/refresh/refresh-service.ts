import { and, desc, eq } from "drizzle-orm";
import { type AdAssets, readStoredAssets } from "../../domain/ads/ad-assets.ts";
import type { AssetKindKey, CampaignTypeDescriptor } from "../../domain/campaign-types/descriptor.ts";
import { campaignTypeFor } from "../../domain/campaign-types/registry.ts";
import type { GeneratorInfo } from "../../domain/contracts/generation.ts";
import type { LoadedAd, LoadedAdGroup } from "../../domain/contracts/index.ts";
import { findWeakAssets, type HouseStyle, learnHouseStyle, proposeReplacements, type RefreshProposal, type StyledAd } from "../../domain/refresh/index.ts";
import type { CrawledContent } from "../../domain/wizard/crawled-content.ts";
import { formDataSchemaFor, type WizardFormData } from "../../domain/wizard/form-data.ts";
import { brandRulesForWriting } from "../accounts/brand-rules-service.ts";
import { campaignRequest } from "../ai/campaign-request.ts";
import { detectLanguage } from "../ai/copy-language.ts";
import type { GenerationService } from "../ai/generation-service.ts";
import { getCampaign } from "../campaigns/campaign-service.ts";
import { campaignRules } from "../campaigns/campaign-rules.ts";
import type { Crawler } from "../crawl/crawler.ts";
import type { Database } from "../db/client.ts";
import { adGroups, ads, campaigns } from "../db/schema.ts";
import type { SessionUser } from "../http/app-env.ts";
import type { Logger } from "../logger.ts";
import { ServiceError } from "../service-error.ts";

export interface RefreshAnswer {
  proposals: RefreshProposal[];
  style: HouseStyle;
  /** Who wrote the replacements; null when nothing was weak and nothing was written. */
  generator: GeneratorInfo | null;
}

export interface RefreshDeps {
  db: Database;
  generation: GenerationService;
  crawler: Crawler;
  logger: Logger;
}

/** How many of the account's latest ads the house style is read from. */
const styleSample = 200;

const textsOf = (assets: AdAssets, key: AssetKindKey): string[] => [...(assets[key] ?? [])];

function listsOf(type: CampaignTypeDescriptor, ad: LoadedAd): Partial<Record<AssetKindKey, string[]>> {
  return Object.fromEntries(type.assetKinds.map((kind) => [kind.key, textsOf(ad.assets, kind.key)]));
}

function styledAd(assets: AdAssets): StyledAd {
  const pinned = [assets.pins?.headlines, assets.pins?.descriptions].some((list) => (list ?? []).some((pin) => pin !== null));
  return {
    headlines: textsOf(assets, "headlines"),
    descriptions: textsOf(assets, "descriptions"),
    others: [...textsOf(assets, "longHeadlines"), ...textsOf(assets, "callouts")],
    pinned,
  };
}

/** The brief the ad was written from: the campaign's shared settings with its group's page, keywords and call to action. */
function groupForm(type: CampaignTypeDescriptor, shared: unknown, group: LoadedAdGroup, ad: LoadedAd): WizardFormData {
  const schema = formDataSchemaFor(type.id);
  const parsed = schema.safeParse(shared);
  const base = parsed.success ? parsed.data : schema.parse({});
  const targeting = [...group.keywords, ...(group.contentThemes ?? [])].join(", ");
  return {
    ...base,
    adGroupName: group.name,
    landingPageUrl: ad.finalUrl ?? group.landingPageUrl ?? base.landingPageUrl,
    callToAction: group.callToAction ?? base.callToAction,
    [type.targetingField]: targeting || base[type.targetingField],
  };
}

async function crawlOrNull(deps: RefreshDeps, url: string): Promise<CrawledContent | null> {
  if (!url) return null;
  try {
    return await deps.crawler.crawl(url);
  } catch (error) {
    // The page gone or unreachable: the replacements come from the brief and the ad's own account.
    deps.logger.info("refresh wrote without its landing page", { url, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** The latest ads of the account the ad belongs to (of its campaign, when it has no account). */
async function accountAds(db: Database, userId: string, campaign: { id: string; accountId: string | null }): Promise<StyledAd[]> {
  const scope = campaign.accountId ? eq(campaigns.accountId, campaign.accountId) : eq(campaigns.id, campaign.id);
  const rows = await db
    .select({ assets: ads.assets })
    .from(ads)
    .innerJoin(adGroups, eq(adGroups.id, ads.adGroupId))
    .innerJoin(campaigns, eq(campaigns.id, adGroups.campaignId))
    .where(and(eq(ads.userId, userId), scope))
    .orderBy(desc(ads.updatedAt))
    .limit(styleSample);
  return rows.map((row) => styledAd(readStoredAssets(row.assets)));
}

/**
 * Refresh (issue 22): the ad's weak assets, and for each a replacement the configured writer wrote for
 * its page and brief, in the account's house style and under its brand rules. Nothing is saved: the user
 * accepts proposals in the editor and saves the ad as any edit.
 */
export async function refreshAd(deps: RefreshDeps, user: SessionUser, adId: string, signal?: AbortSignal): Promise<RefreshAnswer> {
  const { db } = deps;
  const [row] = await db
    .select({ campaignId: adGroups.campaignId })
    .from(ads)
    .innerJoin(adGroups, eq(adGroups.id, ads.adGroupId))
    .where(and(eq(ads.id, adId), eq(ads.userId, user.id)));
  if (!row) throw new ServiceError("not_found", campaignRules.adNotFound);
  const campaign = await getCampaign(db, user.id, row.campaignId);
  const group = campaign.adGroups.find((candidate) => candidate.ads.some((ad) => ad.id === adId));
  const ad = group?.ads.find((candidate) => candidate.id === adId);
  if (!group || !ad) throw new ServiceError("not_found", campaignRules.adNotFound);

  const type = campaignTypeFor(campaign.campaignType);
  const rules = await brandRulesForWriting(db, user.id, campaign.accountId ?? undefined);
  const form = groupForm(type, campaign.formData, group, ad);
  const lists = listsOf(type, ad);
  const styled = await accountAds(db, user.id, campaign);
  // The replacements are in the language the ads are written in: read from them, not from a few form words.
  const adText = [...Object.values(lists).flat(), ...styled.flatMap((each) => [...each.headlines, ...each.descriptions])].join(". ");
  const options = { language: detectLanguage(adText) ?? undefined };
  const base = campaignRequest(type, { formData: form, crawledContent: null, options }, rules);
  const style = learnHouseStyle(styled, base.language.code);
  const pins = { accountPins: style.pinsUsed, adPins: styledAd(ad.assets).pinned === true, brand: rules.brandName ?? (base.form.businessName || null) };
  const weak = findWeakAssets(type, lists, { keywords: base.keywords, brandRules: rules, language: base.language.code, pins: type.itemTools.pinning ? pins : undefined });
  if (weak.length === 0) return { proposals: [], style, generator: null };

  const page = await crawlOrNull(deps, form.landingPageUrl);
  const request = { ...campaignRequest(type, { formData: form, crawledContent: page, options }, rules), houseStyle: style };
  const alternatives = await deps.generation.writeAlternatives(request, signal);
  const proposals = proposeReplacements(type, lists, weak, alternatives.lists, { keywords: request.keywords, style });
  return { proposals, style, generator: alternatives.generator };
}
