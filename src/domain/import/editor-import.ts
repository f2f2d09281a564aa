import type { AdAssets } from "../ads/ad-assets.ts";
import type { SavedFormData } from "../wizard/saved-form-data.ts";
import type { Sitelink } from "../ads/generated-ads.ts";
import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { campaignTypeList } from "../campaign-types/registry.ts";
import { groupNameKey } from "../campaigns/group-names.ts";
import {
  columnCounts,
  descriptionColumn,
  descriptionPositionColumn,
  headlineColumn,
  headlinePositionColumn,
  longHeadlineColumn,
} from "../export/columns.ts";
import { type MatchType, matchTypes, parseKeyword, typedKeyword } from "../keywords/keyword-match.ts";
import { type Header, headerMessages, type ImportColumn, readHeader } from "./header.ts";
import { ImportFileError } from "./import-errors.ts";
import type { ImportItem } from "./import-item.ts";
import { type EditorImportSummary, type ImportedAd, type ImportedCampaignSummary, type SkippedRow, skippedListed } from "./imported-campaign.ts";
import { skipReasons } from "./skip-reasons.ts";

/**
 * Google Ads Editor rows to campaigns (EDITOR-IMPORT section 2): each row's filled identifying cells say what
 * it is, names tie rows together (compared trimmed and ignoring case, R8), and the campaign's type comes from
 * its `Campaign Type` through the registry's descriptors. A row is placed as it is read: its keyword or ad
 * goes out as an item (`drain`), and the builder keeps only the structure (campaigns, groups, counts, the
 * campaign's sitelinks, callouts and negatives). Rows that come before their campaign's type is known wait
 * for it; Editor and the product's exporter write the campaign row first, so none wait there.
 */
type Cells = Partial<Record<ImportColumn, string>>;

interface Placed<T> {
  row: number;
  value: T;
}

interface GroupState {
  key: string;
  name: string;
  position: number;
  landingPageUrl: string | null;
  callToAction: string | null;
  assetGroupSeen: boolean;
  /** A paused ad's row, waiting for the ad after it: the product's export writes a refreshed ad's old copy so. */
  paused: Cells | null;
  keywords: number;
  ads: number;
}

interface CampaignState {
  key: string;
  name: string;
  type: CampaignTypeDescriptor | null;
  /** Why every row of the campaign is left out: a `Campaign Type` the registry lacks, or the campaign removed in Google Ads. */
  refused: string | null;
  /** Ad groups and asset groups removed in Google Ads: their rows are left out. */
  removedGroups: Set<string>;
  waiting: Placed<Cells>[];
  groups: Map<string, GroupState>;
  negatives: string[];
  sitelinks: Placed<Sitelink>[];
  callouts: Placed<string>[];
  businessName: string | null;
  landingPageUrl: string | null;
}

/** A cell the UTF-8 CSV export wrote behind a `'` so spreadsheets read it as text (cell-hygiene.ts): the `'` is the exporter's, not the user's. */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters a spreadsheet reads as a formula start
const spreadsheetGuarded = /^'[=+\-@\t\r\u0000]/;

const pinOf = (cell: string | undefined, limit: number): number | null => {
  const value = Number((cell ?? "").trim());
  return Number.isInteger(value) && value >= 1 && value <= limit ? value : null;
};

const matchTypeOf = (word: string): MatchType | null => matchTypes.find((type) => type.toLowerCase() === word.toLowerCase()) ?? null;

interface Criterion {
  matchType: MatchType | null;
  level: "keyword" | "adGroup" | "campaign";
}

/** Editor's `Criterion Type` read (R35): the match type and whether it is a negative, and at which level. */
function readCriterion(criterion: string): Criterion | null {
  const words = criterion.trim().replace(/\s+/g, " ");
  if (!words) return { matchType: null, level: "keyword" };
  const negative = /^(campaign )?negative (\w+)$/i.exec(words);
  if (negative) {
    const matchType = matchTypeOf(negative[2] ?? "");
    return matchType ? { matchType, level: negative[1] ? "campaign" : "adGroup" } : null;
  }
  const matchType = matchTypeOf(words);
  return matchType ? { matchType, level: "keyword" } : null;
}

/** The keyword as the product types it (`[x]`, `"x"`, `-x`), from Editor's bare text and criterion type. */
function typedFrom(text: string, criterion: Criterion): string | null {
  const parsed = parseKeyword(text);
  if (!parsed) return null;
  return typedKeyword({ text: parsed.text, matchType: criterion.matchType ?? parsed.matchType, negative: criterion.level !== "keyword" || parsed.negative });
}

const placedAny = (campaign: CampaignState) => campaign.groups.size > 0 || campaign.negatives.length > 0 || campaign.sitelinks.length > 0 || campaign.callouts.length > 0;

/** Editor's status of an entity removed in Google Ads: such rows are history, not campaigns to bring in. */
const isRemoved = (status: string | undefined) => status?.toLowerCase() === "removed";
const isPaused = (status: string | undefined) => status?.toLowerCase() === "paused";

const typeByEditorName = (value: string) => campaignTypeList.find((type) => type.editorExport.campaignType.toLowerCase() === value.trim().toLowerCase()) ?? null;

/** The type whose Editor rows these are, for a campaign without a `Campaign Type`: asset groups, else the ads' type. */
function inferredType(waiting: readonly Placed<Cells>[]): CampaignTypeDescriptor | null {
  if (waiting.some((item) => item.value["Asset Group"] && !item.value.Keyword)) return campaignTypeList.find((type) => type.editorExport.assetsPer === "group") ?? null;
  const adType = waiting.find((item) => item.value["Ad type"])?.value["Ad type"]?.toLowerCase();
  return adType ? (campaignTypeList.find((type) => type.editorExport.adType?.toLowerCase() === adType) ?? null) : null;
}

/** One ad's (or asset group's) assets from its row, with pins beside their assets and display paths where the type has them. */
function adOf(type: CampaignTypeDescriptor, cells: Cells): ImportedAd {
  const kinds = new Set(type.assetKinds.map((kind) => kind.key));
  const assets: AdAssets = {};
  const headlines: string[] = [];
  const headlinePins: (number | null)[] = [];
  for (let n = 1; n <= columnCounts.headlines; n++) {
    const text = cells[headlineColumn(n)];
    if (!text) continue;
    headlines.push(text);
    headlinePins.push(pinOf(cells[headlinePositionColumn(n)], 3));
  }
  const descriptions: string[] = [];
  const descriptionPins: (number | null)[] = [];
  for (let n = 1; n <= columnCounts.descriptions; n++) {
    const text = cells[descriptionColumn(n)];
    if (!text) continue;
    descriptions.push(text);
    descriptionPins.push(n <= columnCounts.pinnedDescriptions ? pinOf(cells[descriptionPositionColumn(n)], 2) : null);
  }
  assets.headlines = headlines;
  assets.descriptions = descriptions;
  if (kinds.has("longHeadlines")) {
    const longHeadlines: string[] = [];
    for (let n = 1; n <= columnCounts.longHeadlines; n++) {
      const text = cells[longHeadlineColumn(n)];
      if (text) longHeadlines.push(text);
    }
    assets.longHeadlines = longHeadlines;
  }
  if (kinds.has("callouts")) assets.callouts = [];
  if (type.sitelinks) assets.sitelinks = [];
  if ([...headlinePins, ...descriptionPins].some((pin) => pin !== null)) assets.pins = { headlines: headlinePins, descriptions: descriptionPins };
  if (type.displayPathLimit !== null && (cells["Path 1"] || cells["Path 2"])) assets.paths = [cells["Path 1"] ?? "", cells["Path 2"] ?? ""];
  return { finalUrl: cells["Final URL"] ?? null, assets };
}

export class EditorImportBuilder {
  private header: Header | null = null;
  private spreadsheetCsv = false;
  private readonly campaigns = new Map<string, CampaignState>();
  private readonly skipped: SkippedRow[] = [];
  private skippedCount = 0;
  private rows = 0;
  private items: ImportItem[] = [];

  /** The file is the comma-separated one, whose formula-like cells the exporter guarded with `'`. */
  setCsv(csv: boolean): void {
    this.spreadsheetCsv = csv;
  }

  /** One record of the file, header first; `row` is its number in the file. */
  add(record: readonly string[], row: number): void {
    if (!this.header) {
      this.header = readHeader(record);
      if (!this.header) throw new ImportFileError("header", headerMessages.missing);
      return;
    }
    if (record.every((cell) => cell.trim() === "")) return;
    this.rows++;
    this.place(this.cellsOf(record), row);
  }

  /** The keywords and ads placed since the last call, handed over and forgotten. */
  drain(): ImportItem[] {
    const items = this.items;
    this.items = [];
    return items;
  }

  /** The campaign's name and type as the file gives them, for whoever writes its items. */
  campaign(key: string): { name: string; type: CampaignTypeDescriptor } | null {
    const state = this.campaigns.get(key);
    return state?.type && !state.refused ? { name: state.name, type: state.type } : null;
  }

  /** The group as read so far, for whoever writes its items. */
  group(campaignKey: string, groupKey: string): { name: string; position: number; landingPageUrl: string | null; callToAction: string | null } | null {
    return this.campaigns.get(campaignKey)?.groups.get(groupKey) ?? null;
  }

  private skip(row: number, reason: string): void {
    this.skippedCount++;
    if (this.skipped.length < skippedListed) this.skipped.push({ row, reason });
  }

  private cellsOf(record: readonly string[]): Cells {
    const cells: Cells = {};
    const columns = this.header?.columns ?? [];
    record.forEach((raw, index) => {
      const column = columns[index];
      if (!column) return;
      // PostgreSQL stores no NUL in text, and no ad text holds one.
      let value = raw.replaceAll("\u0000", "").trim();
      if (this.spreadsheetCsv && spreadsheetGuarded.test(value)) value = value.slice(1);
      // Editor writes ` -` for an unpinned asset (R15): no value.
      if (value === "-") value = "";
      if (value && cells[column] === undefined) cells[column] = value;
    });
    return cells;
  }

  private stateOf(name: string): CampaignState {
    const key = groupNameKey(name);
    let state = this.campaigns.get(key);
    if (!state) {
      state = { key, name, type: null, refused: null, removedGroups: new Set(), waiting: [], groups: new Map(), negatives: [], sitelinks: [], callouts: [], businessName: null, landingPageUrl: null };
      this.campaigns.set(key, state);
    }
    return state;
  }

  private groupOf(campaign: CampaignState, name: string): GroupState {
    const key = groupNameKey(name);
    let group = campaign.groups.get(key);
    if (!group) {
      group = { key, name, position: campaign.groups.size, landingPageUrl: null, callToAction: null, assetGroupSeen: false, paused: null, keywords: 0, ads: 0 };
      campaign.groups.set(key, group);
    }
    return group;
  }

  private place(cells: Cells, row: number): void {
    const name = cells.Campaign;
    if (!name) return this.skip(row, skipReasons.noCampaign);
    if (name.startsWith("<")) return this.skip(row, skipReasons.accountLevel);
    if (cells.Location || cells["Location ID"]) return this.skip(row, skipReasons.location);
    const campaign = this.stateOf(name);
    const typeCell = cells["Campaign Type"];
    if (!campaign.refused && isRemoved(cells["Campaign Status"])) {
      // Rows already placed may already be written (a save streams them): past them, only this row is left out.
      if (placedAny(campaign)) return this.skip(row, skipReasons.removed("item"));
      this.refuse(campaign, skipReasons.removed("campaign"));
    }
    if (typeCell && !campaign.type && !campaign.refused) {
      const type = typeByEditorName(typeCell);
      if (type) this.settle(campaign, type);
      else this.refuse(campaign, skipReasons.unknownType(typeCell));
    }
    if (campaign.refused) return this.skip(row, campaign.refused);
    const group = cells["Ad Group"] ?? cells["Asset Group"];
    if (group && campaign.removedGroups.has(groupNameKey(group))) return this.skip(row, skipReasons.removed("group"));
    if (group && !cells.Keyword && !cells["Ad type"] && (isRemoved(cells["Ad Group Status"]) || isRemoved(cells["Asset Group Status"]))) {
      // As for a campaign: a group some of whose rows are already placed keeps them, only this row is left out.
      if (campaign.groups.has(groupNameKey(group))) return this.skip(row, skipReasons.removed("item"));
      campaign.removedGroups.add(groupNameKey(group));
      return this.skip(row, skipReasons.removed("group"));
    }
    if (isRemoved(cells.Status)) return this.skip(row, skipReasons.removed("item"));
    if (campaign.type) this.handle(campaign, campaign.type, cells, row);
    else campaign.waiting.push({ row, value: cells });
  }

  /** The campaign's type is known: the rows that waited for it are placed. */
  private settle(campaign: CampaignState, type: CampaignTypeDescriptor): void {
    campaign.type = type;
    for (const item of campaign.waiting.splice(0)) this.handle(campaign, type, item.value, item.row);
  }

  /** None of the campaign's rows comes in, those that waited and those to come, for this reason. */
  private refuse(campaign: CampaignState, reason: string): void {
    campaign.refused = reason;
    for (const item of campaign.waiting.splice(0)) this.skip(item.row, reason);
  }

  private handle(campaign: CampaignState, type: CampaignTypeDescriptor, cells: Cells, row: number): void {
    const { editorExport } = type;
    const adGroup = cells["Ad Group"];
    const assetGroup = cells["Asset Group"];
    if (cells["Search theme"]) return this.skip(row, skipReasons.searchTheme);
    if (cells["Audience signal"]) return this.skip(row, skipReasons.audienceSignal);
    if (cells.Keyword) {
      if (!editorExport.keywordCriteria) return this.skip(row, skipReasons.noKeywords(type.label));
      const criterion = readCriterion(cells["Criterion Type"] ?? "");
      if (!criterion) return this.skip(row, skipReasons.criterion(cells["Criterion Type"] ?? ""));
      const typed = typedFrom(cells.Keyword, criterion);
      if (!typed) return this.skip(row, skipReasons.blankKeyword);
      if (adGroup) {
        const group = this.groupOf(campaign, adGroup);
        group.keywords++;
        this.items.push({ kind: "keyword", campaign: campaign.key, group: group.key, typed });
      } else if (criterion.level === "keyword") this.skip(row, skipReasons.keywordWithoutGroup);
      else campaign.negatives.push(typed);
    } else if (cells["Link Text"]) {
      if (!type.sitelinks) return this.skip(row, skipReasons.noSitelinks(type.label));
      campaign.sitelinks.push({
        row,
        value: { linkText: cells["Link Text"], linkUrl: cells["Final URL"] ?? "", description1: cells["Description Line 1"] ?? "", description2: cells["Description Line 2"] ?? "" },
      });
    } else if (cells["Callout text"]) {
      if (!type.assetKinds.some((kind) => kind.key === "callouts")) return this.skip(row, skipReasons.noCallouts(type.label));
      campaign.callouts.push({ row, value: cells["Callout text"] });
    } else if (cells["Ad type"]) {
      if (!adGroup) return this.skip(row, skipReasons.adWithoutGroup);
      if (editorExport.assetsPer === "group" || cells["Ad type"].toLowerCase() !== editorExport.adType?.toLowerCase()) return this.skip(row, skipReasons.adType(cells["Ad type"], type));
      const group = this.groupOf(campaign, adGroup);
      if (isPaused(cells.Status)) {
        // A paused ad just before another is the ad Google Ads runs until a refreshed one replaces it
        // (the product's export writes it so): it comes back as what the next ad replaced. Alone, it is an ad.
        if (group.paused) this.placeAd(campaign, type, group, group.paused);
        group.paused = cells;
      } else this.placeAd(campaign, type, group, cells);
    } else if (assetGroup) {
      if (editorExport.assetsPer !== "group") return this.skip(row, skipReasons.groupKind(type.label, false));
      const group = this.groupOf(campaign, assetGroup);
      if (group.assetGroupSeen) return this.skip(row, skipReasons.repeatedAssetGroup(group.name));
      group.assetGroupSeen = true;
      this.placeAd(campaign, type, group, cells);
    } else if (adGroup) {
      if (editorExport.assetsPer === "group") return this.skip(row, skipReasons.groupKind(type.label, true));
      this.groupOf(campaign, adGroup);
    } else if (!(cells["Campaign Type"] || cells["Campaign Status"] || cells.Budget || Object.keys(cells).length === 1)) this.skip(row, skipReasons.unknownRow);
  }

  private placeAd(campaign: CampaignState, type: CampaignTypeDescriptor, group: GroupState, cells: Cells): void {
    const ad = adOf(type, cells);
    if (group.paused && group.paused !== cells) ad.replacedAssets = adOf(type, group.paused).assets;
    group.paused = null;
    group.ads++;
    group.landingPageUrl ??= ad.finalUrl;
    campaign.landingPageUrl ??= ad.finalUrl;
    if (type.editorExport.businessName) campaign.businessName ??= cells["Business name"] ?? null;
    const cell = cells["Call to action"]?.toLowerCase();
    if (cell && type.callToActionOptions) group.callToAction ??= type.callToActionOptions.find((option) => option.editorValue?.toLowerCase() === cell)?.value ?? null;
    this.items.push({ kind: "ad", campaign: campaign.key, group: group.key, ad });
  }

  private summaryOf(campaign: CampaignState, type: CampaignTypeDescriptor): ImportedCampaignSummary {
    const groups = [...campaign.groups.values()];
    const hasAd = groups.some((group) => group.ads > 0);
    // Sitelinks and callouts are the campaign's in Editor and each ad's in the product: without an ad, nothing holds them.
    for (const item of hasAd ? [] : [...campaign.sitelinks, ...campaign.callouts]) this.skip(item.row, skipReasons.noAdToHold(typeof item.value === "string" ? "callout" : "sitelink"));
    const sitelinks = hasAd ? campaign.sitelinks.map((item) => item.value) : [];
    const callouts = hasAd ? campaign.callouts.map((item) => item.value) : [];
    const formData: SavedFormData = { campaignName: campaign.name };
    if (campaign.landingPageUrl) formData.landingPageUrl = campaign.landingPageUrl;
    if (campaign.businessName) formData.businessName = campaign.businessName;
    if (campaign.negatives.length) formData.campaignNegativeKeywords = campaign.negatives.join("\n");
    return {
      key: campaign.key,
      name: campaign.name,
      campaignType: type.id,
      typeLabel: type.editorExport.campaignType,
      formData,
      adGroups: groups.map(({ key, name, position, landingPageUrl, callToAction }) => ({ key, name, position, landingPageUrl, callToAction })),
      sitelinks,
      callouts,
      counts: {
        adGroups: groups.length,
        keywords: groups.reduce((sum, group) => sum + group.keywords, 0) + campaign.negatives.length,
        ads: groups.reduce((sum, group) => sum + group.ads, 0),
        sitelinks: sitelinks.length,
        callouts: callouts.length,
      },
    };
  }

  /** Every campaign's structure and every row left out with why; the last items wait in `drain`. */
  finish(): EditorImportSummary {
    if (!this.header) throw new ImportFileError("header", headerMessages.missing);
    const campaigns: ImportedCampaignSummary[] = [];
    for (const campaign of this.campaigns.values()) {
      if (!campaign.type && !campaign.refused) {
        const type = inferredType(campaign.waiting);
        if (type) this.settle(campaign, type);
        else this.refuse(campaign, skipReasons.noType(campaign.name));
      }
      if (!campaign.type || campaign.refused) continue;
      for (const group of campaign.groups.values()) if (group.paused) this.placeAd(campaign, campaign.type, group, group.paused);
      campaigns.push(this.summaryOf(campaign, campaign.type));
    }
    this.skipped.sort((a, b) => a.row - b.row);
    const total = (key: keyof ImportedCampaignSummary["counts"]) => campaigns.reduce((sum, campaign) => sum + campaign.counts[key], 0);
    return {
      campaigns,
      skipped: this.skipped,
      skippedCount: this.skippedCount,
      rows: this.rows,
      unknownColumns: this.header.unknown,
      counts: { campaigns: campaigns.length, adGroups: total("adGroups"), keywords: total("keywords"), ads: total("ads"), sitelinks: total("sitelinks"), callouts: total("callouts") },
    };
  }
}
