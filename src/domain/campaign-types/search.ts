import type { CampaignTypeDescriptor, Option, PerformanceScores, ScoreRange } from "./descriptor.ts";
import { googleResultsMessages } from "../results/results-messages.ts";
import { resultsTones, wizardTones } from "./tones.ts";
import { exportMessages } from "../export/export-messages.ts";

// Kept here too: Performance Max and older callers import the tone lists from this module.
export { resultsTones, wizardTones };

/** Search and Performance Max share the objective cards, the wizard tones and the score ranges. */
export const googleObjectives: readonly Option[] = [
  { value: "sales", label: "Drive Sales" },
  { value: "leads", label: "Generate Leads" },
  { value: "traffic", label: "Increase Traffic" },
  { value: "local", label: "Local Business" },
];

export const googleScoreRanges: Record<keyof PerformanceScores, ScoreRange> = {
  relevance: { min: 85, max: 99 },
  engagement: { min: 90, max: 99 },
  conversionPotential: { min: 80, max: 99 },
};

/** What a loaded ad without scores shows, for all three types. */
export const scoreDefaults: PerformanceScores = { relevance: 85, engagement: 90, conversionPotential: 80 };

export const sharedFieldLimits = {
  campaignGoals: 15_000,
  customToneDescription: 300,
  socialProof: 500,
  // The spec has 20 on the group step and 50 on the results screen (part 1, section 5); the wizard's call
  // to action is carried into the results screen, so both take the larger (docs/decisions/wizard-says-what-is-missing.md).
  callToAction: 50,
  changesToMake: 200,
} as const;

/** The spec's 'generic fallback' URL, for an ad without a landing page and a sitelink without a URL. */
const genericUrl = "https://example.com";

export const sitelinkFallback = {
  linkText: "Link",
  description1: "Description",
  description2: "More info",
  linkUrl: genericUrl,
} as const;

/** The crawl-and-brief phase on the ad group screen, shared with the Performance Max asset group screen. */
export const crawlProgressMessages: readonly string[] = [
  "Checking your landing page...",
  "Reading headings and product features...",
  "Collecting keywords from the page...",
  "Summarizing your brand message...",
  "Preparing your campaign brief...",
];

export const search: CampaignTypeDescriptor = {
  id: "search",
  label: "Search",
  pitch: "Text ads on Google Search: 15 headlines, 4 descriptions, callouts and sitelinks.",
  icon: "search",
  groupKind: "adGroup",
  assetKinds: [
    { key: "headlines", label: "Headlines", singular: "headline", limit: 30, requested: 15, kept: 15, googleMinimum: 3, isHeadline: true },
    { key: "descriptions", label: "Descriptions", singular: "description", limit: 90, requested: 4, kept: 4, googleMinimum: 2, isHeadline: false },
    { key: "callouts", label: "Callouts", singular: "callout", limit: 25, requested: 4, kept: 10, googleMinimum: 0, isHeadline: false },
  ],
  sitelinks: { textLimit: 25, descriptionLimit: 35, requested: 4, slots: 4, exported: 6, fallback: sitelinkFallback },
  truncation: "word-boundary-60",
  objectives: googleObjectives,
  tones: { wizard: wizardTones, results: resultsTones },
  callToActionOptions: null,
  defaults: {
    campaignName: "New Campaign",
    groupName: "Primary Ad Group",
    loadedGroupName: "Default Ad Group",
    objective: "sales",
    tone: "professional",
    callToAction: "Get Started Today",
    budgetRange: "1000",
    brandVoice: "Professional",
    adName: "Generated Ad",
    finalUrlFallback: genericUrl,
  },
  scoreRanges: googleScoreRanges,
  scoreDefaults,
  fieldLimits: { ...sharedFieldLimits, uniqueSellingPoints: null },
  routes: { strategy: "/strategy", group: "/ad-group", results: "/results" },
  generationPath: "/api/generate-ads",
  steps: [
    { label: "Campaign Type", route: "/campaign-type" },
    { label: "Strategy", route: "/strategy" },
    { label: "Ad Group", route: "/ad-group" },
  ],
  breadcrumb: {
    trail: ["Dashboard", "New Campaign", "Create Search Campaign"],
    group: "Ad Group Settings",
    results: "Results Dashboard",
    editTrail: ["Edit Campaign", "Results Dashboard"],
  },
  labels: {
    groupName: "Ad Group Name",
    keywords: "Keywords",
    groupIntro: "Where your ads send people, and what they search for.",
    groupStepButton: "Generate My Ads",
    resultsTitle: "Your Search Campaign",
    editTitle: "Edit Ad Assets",
    saveButton: "Save Campaign",
    updateButton: "Update Ad",
    errorView: "Error loading results. Please try again.",
    contextCardTitle: "Campaign Context",
    regenerateWithContextButton: "Regenerate with New Context",
    exportButton: "Export",
    exportFailedTitle: exportMessages.failedTitle,
    readyToGenerate: null,
  },
  editorExport: { campaignType: "Search", adType: "Responsive search ad", assetsPer: "ad", networks: true, languagesOn: "campaign", keywordCriteria: true, longHeadlines: true, businessName: false, addInEditor: [] },
  images: [],
  targetingField: "keywords",
  groupTargeting: "keywords",
  draftDefaults: [],
  save: { acceptsSuppliedName: false, requiredKinds: ["headlines", "descriptions"], savedEvent: "campaign_saved" },
  groupStep: { autoCrawl: false, summary: false, required: ["adGroupName", "landingPageUrl", "keywords", "callToAction"] },
  businessNameLimit: null,
  displayPathLimit: 15,
  resultsLayout: "lists",
  itemTools: { casing: true, pinning: true, reorder: true },
  singleItemKinds: ["headlines"],
  singleItemPath: "/api/generate-single-headline",
  previews: ["search"],
  messages: googleResultsMessages,
  progress: {
    group: { messages: crawlProgressMessages, intervalMs: 1500 },
    results: {
      intervalMs: 1500,
      messages: [
        "Reading your landing page...",
        "Finding what makes your offer stand out...",
        "Matching keywords to search intent...",
        "Writing headlines that fit in 30 characters...",
        "Crafting descriptions that convert...",
        "Adding callouts and sitelinks...",
        "Polishing your ads...",
      ],
    },
  },
  storageKeys: { formData: "wizardFormData", crawledContent: "wizardCrawledContent", generatedAds: "wizardGeneratedAds" },
  clearsDraftOnStart: false,
  autoGenerateRequires: [],
  aiReply: { required: ["headlines", "descriptions", "callouts", "sitelinks"], rejectEmpty: false, invalidMessage: "Invalid response format from the AI provider", failedMessage: "Failed to generate ads. Please try again." },
  validationPrefix: "Please fix the following issues: ",
  missingDataCheck: true,
  saveName: ({ objective, date }) => `${objective} - ${date}`,
};
