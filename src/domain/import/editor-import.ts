import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { campaignTypeList } from "../campaign-types/registry.ts";
import { groupNameKey } from "../campaigns/group-names.ts";
import {
  columnCounts,
  descriptionColumn,
  descriptionPositionColumn,
  type EditorColumn,
  headlineColumn,
  headlinePositionColumn,
  longHeadlineColumn,
} from "../export/columns.ts";
import { type MatchType, matchTypes, parseKeyword, typedKeyword } from "../keywords/keyword-match.ts";
import { ImportFileError } from "./import-errors.ts";
import { type Header, headerMessages, readHeader } from "./header.ts";
import type { EditorImport, ImportedAd, ImportedCampaign, ImportedGroup, SkippedRow } from "./imported-campaign.ts";
import { skippedListed } from "./imported-campaign.ts";
import { skipReasons } from "./skip-reasons.ts";

/**
 * Google Ads Editor rows to campaigns (EDITOR-IMPORT section 2): each row's filled identifying cells say what
 * it is, names tie rows together (compared trimmed and ignoring case, R8), and the campaign's type comes from
 * its `Campaign Type` through the registry's descriptors. Rows are taken one at a time; what needs the whole
 * campaign (its type, where its sitelinks go) is settled in `finish`.
 */
type Cells = Partial<Record<EditorColumn, string>>;

interface Placed<T> {
  row: number;
  value: T;
}

interface GroupDraft {
  name: string;
  declared: Placed<"adGroup" | "assetGroup">[];
  keywords: Placed<{ text: string; criterion: string }>[];
  ads: Placed<{ adType: string; cells: Cells }>[];
  assetGroups: Placed<Cells>[];
}

interface CampaignDraft {
  name: string;
  typeCell: Placed<string> | null;
  campaignRows: number[];
  groups: Map<string, GroupDraft>;
  campaignKeywords: Placed<{ text: string; criterion: string }>[];
  sitelinks: Placed<{ linkText: string; linkUrl: string; description1: string; description2: string }>[];
  callouts: Placed<string>[];
}

/** A cell the UTF-8 CSV export wrote behind a `'` so spreadsheets read it as text (cell-hygiene.ts): the `'` is the exporter's, not the user's. */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters a spreadsheet reads as a formula start
const spreadsheetGuarded = /^'[=+\-@\t\r\u0000]/;

const pinOf = (cell: string | undefined, limit: number): number | null => {
  const value = Number((cell ?? "").trim());
  return Number.isInteger(value) && value >= 1 && value <= limit ? value : null;
};

const matchTypeOf = (word: string): MatchType | null => matchTypes.find((type) => type.toLowerCase() === word.toLowerCase()) ?? null;

/** Editor's `Criterion Type` read (R35): the match type and whether it is a negative, and at which level. */
function readCriterion(criterion: string): { matchType: MatchType | null; level: "keyword" | "adGroup" | "campaign" } | null {
  const words = criterion.trim().replace(/\s+/g, " ");
  if (!words) return { matchType: null, level: "keyword" };
  const campaign = /^campaign negative (\w+)$/i.exec(words);
  if (campaign) return matchTypeOf(campaign[1] ?? "") ? { matchType: matchTypeOf(campaign[1] ?? ""), level: "campaign" } : null;
  const negative = /^negative (\w+)$/i.exec(words);
  if (negative) return matchTypeOf(negative[1] ?? "") ? { matchType: matchTypeOf(negative[1] ?? ""), level: "adGroup" } : null;
  const matchType = matchTypeOf(words);
  return matchType ? { matchType, level: "keyword" } : null;
}

/** The keyword as the product types it (`[x]`, `"x"`, `-x`), from Editor's bare text and criterion type. */
function typedFrom(text: string, criterion: { matchType: MatchType | null; level: string }): string | null {
  const parsed = parseKeyword(text);
  if (!parsed) return null;
  return typedKeyword({ text: parsed.text, matchType: criterion.matchType ?? parsed.matchType, negative: criterion.level !== "keyword" || parsed.negative });
}

const typeByEditorName = (value: string) => campaignTypeList.find((type) => type.editorExport.campaignType.toLowerCase() === value.trim().toLowerCase()) ?? null;

export class EditorImportBuilder {
  private header: Header | null = null;
  private spreadsheetCsv = false;
  private readonly campaigns = new Map<string, CampaignDraft>();
  private readonly skipped: SkippedRow[] = [];
  private skippedCount = 0;
  private rows = 0;

  /** `csv`: the file is the comma-separated one, whose formula-like cells the exporter guarded with `'`. */
  constructor(options: { csv?: boolean } = {}) {
    this.spreadsheetCsv = options.csv ?? false;
  }

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

  private draftOf(name: string): CampaignDraft {
    const key = groupNameKey(name);
    let draft = this.campaigns.get(key);
    if (!draft) {
      draft = { name, typeCell: null, campaignRows: [], groups: new Map(), campaignKeywords: [], sitelinks: [], callouts: [] };
      this.campaigns.set(key, draft);
    }
    return draft;
  }

  private groupOf(campaign: CampaignDraft, name: string): GroupDraft {
    const key = groupNameKey(name);
    let group = campaign.groups.get(key);
    if (!group) {
      group = { name, declared: [], keywords: [], ads: [], assetGroups: [] };
      campaign.groups.set(key, group);
    }
    return group;
  }

  private place(cells: Cells, row: number): void {
    const name = cells.Campaign;
    if (!name) return this.skip(row, skipReasons.noCampaign);
    if (name.startsWith("<")) return this.skip(row, skipReasons.accountLevel);
    const campaign = this.draftOf(name);
    if (cells["Campaign Type"] && !campaign.typeCell) campaign.typeCell = { row, value: cells["Campaign Type"] };
    const adGroup = cells["Ad Group"];
    const assetGroup = cells["Asset Group"];
    if (cells.Keyword) {
      const keyword = { text: cells.Keyword, criterion: cells["Criterion Type"] ?? "" };
      if (adGroup) this.groupOf(campaign, adGroup).keywords.push({ row, value: keyword });
      else campaign.campaignKeywords.push({ row, value: keyword });
    } else if (cells["Link Text"]) {
      campaign.sitelinks.push({
        row,
        value: { linkText: cells["Link Text"], linkUrl: cells["Final URL"] ?? "", description1: cells["Description Line 1"] ?? "", description2: cells["Description Line 2"] ?? "" },
      });
    } else if (cells["Callout text"]) campaign.callouts.push({ row, value: cells["Callout text"] });
    else if (cells.Location || cells["Location ID"]) this.skip(row, skipReasons.location);
    else if (cells["Ad type"]) {
      if (!adGroup) return this.skip(row, skipReasons.adWithoutGroup);
      this.groupOf(campaign, adGroup).ads.push({ row, value: { adType: cells["Ad type"], cells } });
    } else if (assetGroup) {
      const group = this.groupOf(campaign, assetGroup);
      group.declared.push({ row, value: "assetGroup" });
      group.assetGroups.push({ row, value: cells });
    } else if (adGroup) this.groupOf(campaign, adGroup).declared.push({ row, value: "adGroup" });
    else if (cells["Campaign Type"] || cells["Campaign Status"] || Object.keys(cells).length === 1 || cells.Budget) campaign.campaignRows.push(row);
    else this.skip(row, skipReasons.unknownRow);
  }

  /** The campaign's type: its `Campaign Type`, else the one whose Editor rows it holds. */
  private typeOf(campaign: CampaignDraft): CampaignTypeDescriptor | null {
    if (campaign.typeCell) return typeByEditorName(campaign.typeCell.value);
    const groups = [...campaign.groups.values()];
    if (groups.some((group) => group.assetGroups.length > 0)) return campaignTypeList.find((type) => type.editorExport.assetsPer === "group") ?? null;
    const adType = groups.flatMap((group) => group.ads)[0]?.value.adType.toLowerCase();
    if (adType) return campaignTypeList.find((type) => type.editorExport.adType?.toLowerCase() === adType) ?? null;
    return null;
  }

  private rowsOf(campaign: CampaignDraft): number[] {
    const groups = [...campaign.groups.values()];
    return [
      ...campaign.campaignRows,
      ...campaign.campaignKeywords.map((item) => item.row),
      ...campaign.sitelinks.map((item) => item.row),
      ...campaign.callouts.map((item) => item.row),
      ...groups.flatMap((group) => [...group.declared, ...group.keywords, ...group.ads].map((item) => item.row)),
    ].sort((a, b) => a - b);
  }

  private build(campaign: CampaignDraft, type: CampaignTypeDescriptor): ImportedCampaign {
    const { editorExport } = type;
    const kinds = new Set(type.assetKinds.map((kind) => kind.key));
    const formData: Record<string, unknown> = { campaignName: campaign.name };
    const negatives: string[] = [];
    const groups: ImportedGroup[] = [];
    let keywordCount = 0;

    const adOf = (cells: Cells): ImportedAd => {
      const assets: Record<string, unknown> = {};
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
      if (editorExport.businessName && cells["Business name"] && formData.businessName === undefined) formData.businessName = cells["Business name"];
      const finalUrl = cells["Final URL"] ?? null;
      if (finalUrl && formData.landingPageUrl === undefined) formData.landingPageUrl = finalUrl;
      return { finalUrl, assets };
    };

    const callToActionOf = (cells: Cells): string | null => {
      const cell = cells["Call to action"]?.toLowerCase();
      if (!cell || !type.callToActionOptions) return null;
      return type.callToActionOptions.find((option) => option.editorValue?.toLowerCase() === cell)?.value ?? null;
    };

    for (const item of campaign.campaignKeywords) {
      if (!editorExport.keywordCriteria) {
        this.skip(item.row, skipReasons.noKeywords(type.label));
        continue;
      }
      const criterion = readCriterion(item.value.criterion);
      if (!criterion) this.skip(item.row, skipReasons.criterion(item.value.criterion));
      else if (criterion.level === "keyword") this.skip(item.row, skipReasons.keywordWithoutGroup);
      else {
        const typed = typedFrom(item.value.text, criterion);
        if (typed) negatives.push(typed);
        else this.skip(item.row, skipReasons.blankKeyword);
      }
    }
    if (negatives.length) formData.campaignNegativeKeywords = negatives.join("\n");

    for (const draft of campaign.groups.values()) {
      const group: ImportedGroup = { name: draft.name, keywords: [], landingPageUrl: null, callToAction: null, ads: [] };
      const wrongKind = editorExport.assetsPer === "group" ? "adGroup" : "assetGroup";
      for (const declared of draft.declared) if (declared.value === wrongKind) this.skip(declared.row, skipReasons.groupKind(type.label, editorExport.assetsPer === "group"));
      for (const item of draft.keywords) {
        if (!editorExport.keywordCriteria) {
          this.skip(item.row, skipReasons.noKeywords(type.label));
          continue;
        }
        const criterion = readCriterion(item.value.criterion);
        const typed = criterion ? typedFrom(item.value.text, criterion) : null;
        if (!criterion) this.skip(item.row, skipReasons.criterion(item.value.criterion));
        else if (!typed) this.skip(item.row, skipReasons.blankKeyword);
        else group.keywords.push(typed);
      }
      keywordCount += group.keywords.length;
      for (const item of draft.ads) {
        if (editorExport.assetsPer === "group" || item.value.adType.toLowerCase() !== editorExport.adType?.toLowerCase()) {
          this.skip(item.row, skipReasons.adType(item.value.adType, type));
          continue;
        }
        group.ads.push(adOf(item.value.cells));
        group.callToAction ??= callToActionOf(item.value.cells);
      }
      if (editorExport.assetsPer === "group") {
        const [first, ...repeats] = draft.assetGroups;
        for (const repeat of repeats) this.skip(repeat.row, skipReasons.repeatedAssetGroup(draft.name));
        if (first) group.ads.push(adOf(first.value));
      }
      group.landingPageUrl = group.ads.find((ad) => ad.finalUrl)?.finalUrl ?? null;
      const keeps = editorExport.assetsPer === "group" ? draft.assetGroups.length > 0 : draft.declared.some((item) => item.value === "adGroup") || group.keywords.length > 0 || group.ads.length > 0;
      if (keeps) groups.push(group);
    }

    // Sitelinks and callouts are the campaign's in Editor and each ad's in the product: they go on the first ad.
    const firstAd = groups.flatMap((group) => group.ads)[0];
    let sitelinkCount = 0;
    for (const item of campaign.sitelinks) {
      if (!type.sitelinks) this.skip(item.row, skipReasons.noSitelinks(type.label));
      else if (!firstAd) this.skip(item.row, skipReasons.noAdToHold("sitelink"));
      else {
        (firstAd.assets.sitelinks as unknown[]).push(item.value);
        sitelinkCount++;
      }
    }
    let calloutCount = 0;
    for (const item of campaign.callouts) {
      if (!kinds.has("callouts")) this.skip(item.row, skipReasons.noCallouts(type.label));
      else if (!firstAd) this.skip(item.row, skipReasons.noAdToHold("callout"));
      else {
        (firstAd.assets.callouts as string[]).push(item.value);
        calloutCount++;
      }
    }
    const adCount = groups.reduce((sum, group) => sum + group.ads.length, 0);
    return {
      name: campaign.name,
      campaignType: type.id,
      typeLabel: editorExport.campaignType,
      formData,
      adGroups: groups,
      counts: { adGroups: groups.length, keywords: keywordCount + negatives.length, ads: adCount, sitelinks: sitelinkCount, callouts: calloutCount },
    };
  }

  /** Every campaign the rows make, and every row left out with why. */
  finish(): EditorImport {
    if (!this.header) throw new ImportFileError("header", headerMessages.missing);
    const campaigns: ImportedCampaign[] = [];
    for (const draft of this.campaigns.values()) {
      const type = this.typeOf(draft);
      if (!type) {
        const reason = draft.typeCell ? skipReasons.unknownType(draft.typeCell.value) : skipReasons.noType(draft.name);
        for (const row of this.rowsOf(draft)) this.skip(row, reason);
        continue;
      }
      campaigns.push(this.build(draft, type));
    }
    this.skipped.sort((a, b) => a.row - b.row);
    const total = (key: keyof ImportedCampaign["counts"]) => campaigns.reduce((sum, campaign) => sum + campaign.counts[key], 0);
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
