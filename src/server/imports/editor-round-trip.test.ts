import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CampaignTypeDescriptor } from "../../domain/campaign-types/descriptor.ts";
import { campaignTypeList } from "../../domain/campaign-types/registry.ts";
import { buildEditorRows, csvBytes, editorFileBytes, type EditorRow, type ExportCampaign, type ExportSettings } from "../../domain/export/index.ts";
import { type ImportedCampaign, readEditorFile } from "../../domain/import/index.ts";
import { englishPage, germanPage, japanesePage } from "../../../test/support/ai/generation-fixtures.ts";
import { write } from "../../../test/support/ai/offline-writing.ts";
import { demandGenSample, displaySample, exportClock, performanceMaxSample, searchSample } from "../../../test/support/domain/sample-campaigns.ts";

/**
 * Issue 22's round trip: a campaign of every registered type, exported by the product's own exporter in
 * both text encodings it writes, imports back as the same campaign: exporting the imported one writes the
 * very same rows (names, keywords with match types, assets, pins, paths, sitelinks, callouts, final URLs).
 */
const encodings = [
  ["Editor file (UTF-16LE, tabs)", editorFileBytes],
  ["CSV (UTF-8, commas)", csvBytes],
] as const;

const asExportCampaign = (campaign: ImportedCampaign): ExportCampaign => ({
  name: campaign.name,
  campaignType: campaign.campaignType,
  formData: campaign.formData,
  adGroups: campaign.adGroups,
});

function roundTrip(campaign: ExportCampaign, encode: (rows: readonly EditorRow[]) => Uint8Array, settings: ExportSettings | null = null) {
  const rows = buildEditorRows(campaign, exportClock, settings);
  const imported = readEditorFile(encode(rows));
  const [back] = imported.campaigns;
  return { rows, imported, again: back ? buildEditorRows(asExportCampaign(back), exportClock, settings) : [] };
}

describe.each(encodings)("a sample campaign of every type survives the %s", (_label, encode) => {
  it.each([
    ["Search", searchSample],
    ["Performance Max", performanceMaxSample],
    ["Demand Gen", demandGenSample],
    ["Display", displaySample],
  ] as const)("%s", (_type, campaign) => {
    const { rows, imported, again } = roundTrip(campaign, encode);
    expect(imported.skipped).toEqual([]);
    expect(imported.campaigns).toHaveLength(1);
    expect(imported.campaigns[0]?.campaignType).toBe(campaign.campaignType);
    expect(again).toEqual(rows);
  });
});

describe("campaign settings and places are the export dialog's, not the campaign's", () => {
  const settings: ExportSettings = {
    status: "Paused",
    budget: 40,
    budgetType: "Daily",
    bidStrategy: "Maximize conversions",
    networks: ["Google search"],
    languages: ["fr"],
    locations: ["France", "2276"],
    euPoliticalAds: false,
    mode: "new",
  };
  it.each(encodings)("the %s's location rows are listed as left out, everything else comes back", (_label, encode) => {
    const { rows, imported, again } = roundTrip(searchSample, encode, settings);
    expect(imported.skipped.map((skipped) => skipped.reason)).toEqual([expect.stringMatching(/^Locations are not imported/), expect.stringMatching(/^Locations/)]);
    const entities = (list: EditorRow[]) => list.filter((row) => row.kind !== "location");
    expect(entities(again)).toEqual(entities(rows));
  });
});

/** Generated campaigns: the offline writer's copy on several pages, with keywords, pins, paths, sitelinks and callouts varied. */
const pages = [englishPage, germanPage, japanesePage] as const;
const word = fc.stringMatching(/^[A-Za-zÄÖÜäöüé0-9]{1,10}$/);
const phrase = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(" "));
const keyword = fc.tuple(phrase, fc.constantFrom("", "[]", '""', "-", "-[]", '-""')).map(([text, mark]) => {
  const negative = mark.startsWith("-");
  const bracket = mark.replace("-", "");
  return `${negative ? "-" : ""}${bracket ? `${bracket[0]}${text}${bracket[1]}` : text}`;
});
const pin = fc.constantFrom(null, null, 1, 2, 3);
const sitelink = fc.record({ linkText: phrase, linkUrl: fc.constantFrom("", "https://shop.example/a", "https://shop.example/b?x=1,2"), description1: phrase, description2: phrase });

function generatedCampaign(type: CampaignTypeDescriptor) {
  return fc
    .record({
      page: fc.constantFrom(...pages),
      name: phrase,
      groups: fc.array(fc.record({ name: fc.oneof(phrase, fc.constant("")), keywords: fc.array(keyword, { maxLength: 6 }) }), { minLength: 1, maxLength: 3 }),
      pins: fc.array(pin, { maxLength: 15 }),
      descriptionPins: fc.array(fc.constantFrom(null, 1, 2), { maxLength: 4 }),
      sitelinks: fc.array(sitelink, { maxLength: 4 }),
      callouts: fc.array(phrase, { maxLength: 4 }),
      negatives: fc.array(keyword, { maxLength: 3 }),
    })
    .map(({ page, name, groups, pins, descriptionPins, sitelinks, callouts, negatives }): ExportCampaign => {
      const { writing, writer } = write(type, page);
      const lists = writing.draft.lists;
      const assets: Record<string, unknown> = { ...lists, pins: { headlines: pins, descriptions: descriptionPins }, paths: writer.paths() };
      if (type.sitelinks) assets.sitelinks = sitelinks;
      if (type.assetKinds.some((kind) => kind.key === "callouts")) assets.callouts = [...(lists.callouts ?? []), ...callouts];
      return {
        name,
        campaignType: type.id,
        formData: { campaignName: name, landingPageUrl: "https://shop.example/", businessName: "Shop Étoile", campaignNegativeKeywords: negatives.join("\n") },
        adGroups: groups.map((group, index) => ({
          name: group.name,
          keywords: group.keywords,
          landingPageUrl: `https://shop.example/${index}`,
          ads: [{ finalUrl: index === 0 ? null : `https://shop.example/ad-${index}`, assets }],
        })),
      };
    });
}

describe.each(campaignTypeList.map((type) => [type.label, type] as const))("generated %s campaigns round-trip", (_label, type) => {
  it.each(encodings)("through the %s", (_encoding, encode) => {
    fc.assert(
      fc.property(generatedCampaign(type), (campaign) => {
        const { rows, imported, again } = roundTrip(campaign, encode);
        expect(imported.skipped).toEqual([]);
        expect(again).toEqual(rows);
      }),
      { numRuns: 25 },
    );
  });
});
