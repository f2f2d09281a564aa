import { googleResultsMessages } from "../results/results-messages.ts";
import { exportMessages } from "../export/export-messages.ts";
import type { CampaignTypeDescriptor, Option } from "./descriptor.ts";
import { crawlProgressMessages, googleObjectives, googleScoreRanges, resultsTones, scoreDefaults, search, sharedFieldLimits, wizardTones } from "./search.ts";

/**
 * A responsive display ad's call to action: Google's own list, each value as Editor spells it (R31), so
 * nothing the user picks is mapped to something else on export.
 */
const displayCallToActions: readonly Option[] = [
  { value: "learn_more", label: "Learn More", editorValue: "Learn more" },
  { value: "shop_now", label: "Shop Now", editorValue: "Shop now" },
  { value: "sign_up", label: "Sign Up", editorValue: "Sign up" },
  { value: "book_now", label: "Book Now", editorValue: "Book now" },
  { value: "contact_us", label: "Contact Us", editorValue: "Contact us" },
  { value: "get_quote", label: "Get Quote", editorValue: "Get quote" },
  { value: "apply_now", label: "Apply Now", editorValue: "Apply now" },
  { value: "download", label: "Download", editorValue: "Download" },
  { value: "subscribe", label: "Subscribe", editorValue: "Subscribe" },
  { value: "visit_site", label: "Visit Site", editorValue: "Visit site" },
];

/**
 * Display: one responsive display ad per ad group, as Google's API reference describes it
 * (ResponsiveDisplayAdInfo): up to 5 headlines of 30, one long headline of 90, up to 5 descriptions of 90,
 * a business name of 25, a call to action, and images and logos the user uploads in Google Ads.
 */
export const display: CampaignTypeDescriptor = {
  id: "display",
  label: "Display",
  pitch: "Responsive display ads on sites and apps across the web: headlines, a long headline, descriptions and your business name.",
  icon: "monitor",
  groupKind: "adGroup",
  assetKinds: [
    { key: "headlines", label: "Headlines", singular: "headline", limit: 30, requested: 5, kept: 5, googleMinimum: 1, isHeadline: true },
    { key: "longHeadlines", label: "Long Headline", singular: "long headline", limit: 90, requested: 3, kept: 1, googleMinimum: 1, isHeadline: true },
    { key: "descriptions", label: "Descriptions", singular: "description", limit: 90, requested: 5, kept: 5, googleMinimum: 1, shortAssetRequired: 60, isHeadline: false },
  ],
  sitelinks: null,
  truncation: "word-boundary-60",
  objectives: googleObjectives,
  tones: { wizard: wizardTones, results: resultsTones },
  callToActionOptions: displayCallToActions,
  defaults: { ...search.defaults, campaignName: null, callToAction: "learn_more", adName: "Responsive Display Ad" },
  scoreRanges: googleScoreRanges,
  scoreDefaults,
  fieldLimits: { ...sharedFieldLimits, uniqueSellingPoints: null },
  routes: { strategy: "/display-strategy", group: "/display-ad-group", results: "/display-results" },
  generationPath: "/api/generate/display",
  steps: [
    { label: "Campaign Type", route: "/campaign-type" },
    { label: "Strategy", route: "/display-strategy" },
    { label: "Ad Group", route: "/display-ad-group" },
  ],
  breadcrumb: {
    trail: ["Dashboard", "New Campaign", "Create Display Campaign"],
    group: "Ad Group Settings",
    results: "Results Dashboard",
    editTrail: ["Edit Campaign", "Results Dashboard"],
  },
  labels: {
    groupName: "Ad Group Name",
    keywords: "Audience & Topic Keywords",
    groupIntro: "Where your ad sends people, and what the people who should see it care about.",
    groupStepButton: "Generate My Display Ad",
    resultsTitle: "Your Display Ad",
    editTitle: "Edit Display Ad",
    saveButton: "Save Display Campaign",
    updateButton: "Update Display Ad",
    errorView: "Error loading the Display ad. Please try again.",
    contextCardTitle: "Campaign Context",
    regenerateWithContextButton: "Regenerate with New Context",
    exportButton: "Export",
    exportFailedTitle: exportMessages.failedTitle,
    readyToGenerate: null,
  },
  editorExport: {
    campaignType: "Display",
    adType: "Responsive display ad",
    assetsPer: "ad",
    networks: false,
    languagesOn: "campaign",
    keywordCriteria: false,
    longHeadlines: true,
    businessName: true,
    addInEditor: [
      "Audiences: the keywords you listed guided the copy and are not in the file; add audiences, topics or content keywords to the ad group in Editor.",
    ],
  },
  // A responsive display ad's images (Google Ads API, ResponsiveDisplayAdInfo).
  images: [
    { asset: "Landscape image", ratio: "1.91:1", minimum: "600 × 314", recommended: "1200 × 628", need: "Required" },
    { asset: "Square image", ratio: "1:1", minimum: "300 × 300", recommended: "1200 × 1200", need: "Required" },
    { asset: "Square logo", ratio: "1:1", minimum: "128 × 128", recommended: "1200 × 1200", need: "Recommended" },
    { asset: "Landscape logo", ratio: "4:1", minimum: "512 × 128", recommended: "1200 × 300", need: "Optional" },
  ],
  targetingField: "keywords",
  groupTargeting: "audienceSignals",
  draftDefaults: ["callToAction"],
  save: { acceptsSuppliedName: true, requiredKinds: ["headlines", "descriptions", "longHeadlines"], savedEvent: "display_campaign_saved" },
  groupStep: { autoCrawl: false, summary: false, required: ["adGroupName", "landingPageUrl", "keywords", "callToAction"] },
  businessNameLimit: 25,
  displayPathLimit: null,
  resultsLayout: "lists",
  itemTools: { casing: true, pinning: false, reorder: true },
  singleItemKinds: ["headlines", "longHeadlines", "descriptions"],
  singleItemPath: null,
  previews: ["display"],
  messages: googleResultsMessages,
  progress: {
    group: { messages: crawlProgressMessages, intervalMs: 1500 },
    results: {
      intervalMs: 1500,
      messages: [
        "Reading your landing page...",
        "Finding what makes your offer stand out...",
        "Writing short headlines for small banners...",
        "Writing the long headline for large placements...",
        "Crafting descriptions that convert...",
        "Fitting your ad to every placement...",
      ],
    },
  },
  storageKeys: { formData: "displayWizardFormData", crawledContent: "displayWizardCrawledContent", generatedAds: "displayWizardGeneratedAds" },
  clearsDraftOnStart: true,
  autoGenerateRequires: [],
  aiReply: {
    required: ["headlines", "longHeadlines", "descriptions"],
    rejectEmpty: false,
    invalidMessage: "Invalid Display response format from the AI provider",
    failedMessage: "Failed to generate the Display ad. Please try again.",
  },
  validationPrefix: "Display campaign validation failed: ",
  missingDataCheck: true,
  saveName: ({ objective, date }) => `Display - ${objective} - ${date}`,
};
