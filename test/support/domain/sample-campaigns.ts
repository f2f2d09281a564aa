import type { ExportCampaign } from "../../../src/domain/export/export-campaign.ts";

/**
 * One campaign of each type with the text that breaks naive exports: commas, double quotes, line breaks,
 * accents, CJK and keywords of every match type (no emoji: Google refuses them, and the policy test has its own).
 */
export const searchSample: ExportCampaign = {
  name: 'Café "Zoë", Paris',
  campaignType: "search",
  formData: { campaignName: 'Café "Zoë", Paris', landingPageUrl: "https://cafe.example/", keywords: "croissant, pain au chocolat" },
  adGroups: [
    {
      name: "Pâtisserie, fraîche",
      keywords: ["croissant", '"pain au chocolat"', "[東京 カフェ]", "-cheap", " ", "[Croissant]", "CROISSANT"],
      landingPageUrl: "https://cafe.example/",
      ads: [
        {
          finalUrl: "https://cafe.example/menu?a=1,b=2",
          assets: {
            headlines: ["Fresh Croissants Daily", 'The "Best" Café', "東京のカフェ", "  "],
            descriptions: ["Baked at dawn, served warm.\nOrder ahead online.", "Crème brûlée, tarte Tatin and more"],
            callouts: ["Free Wi-Fi", "Open, Daily", "free wi-fi"],
            sitelinks: [
              { linkText: "Menu", linkUrl: "https://cafe.example/menu", description1: "Croissants, tarts", description2: 'Coffee "to go"' },
              { linkText: "Visit Us", linkUrl: "", description1: "", description2: "" },
            ],
            pins: { headlines: [1, null, 2, 3], descriptions: [null, 1] },
            paths: ["Bakery", "Croissants"],
          },
        },
      ],
    },
  ],
};

export const performanceMaxSample: ExportCampaign = {
  name: "Kaffeerösterei Müller",
  campaignType: "performance_max",
  formData: { campaignName: "Kaffeerösterei Müller", landingPageUrl: "https://kaffee.example/", businessName: "Müller, Röster" },
  adGroups: [
    {
      name: "",
      keywords: [],
      audienceSignals: ["Kaffee, Bohnen", "コーヒー豆"],
      landingPageUrl: "https://kaffee.example/shop",
      ads: [
        {
          finalUrl: "https://kaffee.example/shop",
          assets: {
            headlines: ["Frisch Geröstet", "Bohnen, Direkt"],
            longHeadlines: ['Der "beste" Kaffee aus Hamburg'],
            descriptions: ["Röstfrisch geliefert.", "Zweizeilig\r\nbeschrieben"],
            callouts: ["Gratis Versand"],
            sitelinks: [{ linkText: "Shop", linkUrl: "https://kaffee.example/shop", description1: "Alle Bohnen", description2: "Alle Mühlen" }],
          },
        },
        {
          finalUrl: "https://kaffee.example/other",
          // A lone Path 2 goes out as Path 1; the asset group takes the paths of its first ad that has any.
          assets: { headlines: ["frisch geröstet", "東京でも"], longHeadlines: [], descriptions: ["Röstfrisch geliefert."], callouts: ["Gratis Versand"], paths: ["", "Kaffeebohnen"] },
        },
      ],
    },
  ],
};

export const demandGenSample: ExportCampaign = {
  name: "春のセール, 2026",
  campaignType: "demand_gen",
  formData: { campaignName: "春のセール, 2026", landingPageUrl: "https://shop.example/", businessName: "Shop Étoile" },
  adGroups: [
    {
      name: "Audience \"A\"",
      keywords: [],
      contentThemes: ["spring"],
      landingPageUrl: "https://shop.example/spring",
      ads: [
        {
          finalUrl: null,
          assets: {
            headlines: ["春の新作", "Étoile, Spring"],
            longHeadlines: ["Discover the \"spring\" collection"],
            descriptions: ["New arrivals,\ndaily"],
          },
        },
      ],
    },
  ],
};

export const displaySample: ExportCampaign = {
  name: "Bäckerei Banners",
  campaignType: "display",
  formData: { campaignName: "Bäckerei Banners", landingPageUrl: "https://baeckerei.example/", businessName: "Bäckerei Korn", keywords: "sourdough, rye bread" },
  adGroups: [
    {
      name: "Bread lovers",
      keywords: ["sourdough", "rye bread"],
      landingPageUrl: "https://baeckerei.example/brot",
      callToAction: "shop_now",
      ads: [
        {
          finalUrl: null,
          assets: {
            headlines: ["Fresh Rye Every Day", "Bäckerei Korn"],
            longHeadlines: ["Sourdough and rye baked at dawn, in Leipzig since 1921"],
            descriptions: ["Order by 6 pm,\tpick up warm at 7.", "Short and sweet."],
          },
        },
      ],
    },
  ],
};

export const exportClock = { now: new Date("2026-03-14T10:00:00Z"), timeZone: "UTC" };
