/** A Search campaign as the wizard saves it: one ad group with one ad, with what Google needs to serve it (3 headlines, 2 descriptions). */
export function searchCampaignBody(name: string, accountId: string | null = null) {
  return {
    name,
    campaignType: "search",
    accountId,
    formData: { campaignName: name, campaignObjective: "sales", keywords: "sourdough, rye bread, bakery near me, croissants", landingPageUrl: "https://bakery.example/" },
    generatedAds: {
      headlines: ["Fresh Sourdough Daily", "Order Bread Online", "Organic Rye Bread"],
      descriptions: ["Baked every morning with organic flour. Order by 9 am for same-day pickup.", "Rye, spelt and sourdough, warm from the oven."],
      callouts: ["Organic Flour"],
      sitelinks: [],
    },
    adGroups: [
      {
        name: "Primary Ad Group",
        keywords: ["sourdough", "rye bread", "bakery near me", "croissants"],
        landingPageUrl: "https://bakery.example/",
        callToAction: "Order Today",
        ads: [
          {
            assets: {
              headlines: ["Fresh Sourdough Daily", "Order Bread Online", "Organic Rye Bread"],
              descriptions: ["Baked every morning with organic flour. Order by 9 am for same-day pickup.", "Rye, spelt and sourdough, warm from the oven."],
            },
          },
        ],
      },
    ],
  };
}
