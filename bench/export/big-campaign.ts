import type { ExportCampaign } from "../../src/domain/export/index.ts";

export const benchShape = { adGroups: 50, keywordsPerGroup: 200 } as const;

const headlines = (group: number) => Array.from({ length: 15 }, (_, index) => `Pâtisserie ${group}, Headline ${index + 1}`);
const descriptions = (group: number) =>
  Array.from({ length: 4 }, (_, index) => `Group ${group}: "fresh" croissants, tarts and coffee, description ${index + 1}.`);

/**
 * The benchmark campaign: 50 ad groups of 200 keywords, each with a full responsive search ad
 * (15 headlines, 4 descriptions with pins), 10 callouts and 6 sitelinks, in text that needs quoting.
 */
export function bigSearchCampaign(): ExportCampaign {
  return {
    name: 'Benchmark "Café", 東京',
    campaignType: "search",
    formData: { campaignName: 'Benchmark "Café", 東京', landingPageUrl: "https://cafe.example/" },
    adGroups: Array.from({ length: benchShape.adGroups }, (_, group) => ({
      name: `Ad group ${group + 1}, fraîche`,
      keywords: Array.from({ length: benchShape.keywordsPerGroup }, (_, keyword) => `croissant ${group + 1} ${keyword + 1} 東京`),
      landingPageUrl: `https://cafe.example/${group + 1}`,
      ads: [
        {
          finalUrl: `https://cafe.example/${group + 1}?a=1,b=2`,
          assets: {
            headlines: headlines(group + 1),
            descriptions: descriptions(group + 1),
            callouts: Array.from({ length: 10 }, (_, index) => `Callout ${index + 1}`),
            sitelinks: Array.from({ length: 6 }, (_, index) => ({
              linkText: `Link ${index + 1}`,
              linkUrl: `https://cafe.example/l${index + 1}`,
              description1: "Croissants, tarts",
              description2: "Coffee to go",
            })),
            pins: { headlines: [1, 2, 3], descriptions: [1] },
          },
        },
      ],
    })),
  };
}
