import { type ExportCampaign, type ExportSettings } from "../../domain/export/index.ts";
import { adContentOf } from "../../domain/export/ad-content.ts";
import { adsLanguageOf } from "../../domain/export/ads-languages.ts";
import { campaignTypeFor } from "../../domain/campaign-types/registry.ts";
import { detectLanguage } from "../ai/copy-language.ts";

/** What the export dialog starts from: the account's remembered choices, and what the ads suggest. */
export interface ExportSettingsOffer {
  remembered: ExportSettings | null;
  suggested: { languages: string[] };
}

/**
 * The language the ads are written in, as Google Ads names it: a campaign should target the people
 * who read its ads (EDITOR-IMPORT R8). None when the text is too short to tell or Google has no such language.
 */
export function suggestedLanguages(campaign: ExportCampaign): string[] {
  const type = campaignTypeFor(campaign.campaignType);
  const texts = campaign.adGroups.flatMap((group) =>
    group.ads.flatMap((ad) => {
      const { lists } = adContentOf(type, ad.assets);
      return [...lists.headlines, ...lists.longHeadlines, ...lists.descriptions];
    }),
  );
  const detected = detectLanguage(texts.join(". "));
  const code = detected ? adsLanguageOf(detected) : null;
  return code ? [code] : [];
}
