import { googleResultsMessages } from "../results-messages.ts";
import type { CampaignTypeDescriptor } from "./descriptor.ts";
import {
  crawlProgressMessages,
  googleObjectives,
  googleScoreRanges,
  resultsTones,
  scoreDefaults,
  sharedFieldLimits,
  sitelinkFallback,
  search,
  wizardTones,
} from "./search.ts";

export const performanceMax: CampaignTypeDescriptor = {
  id: "performance_max",
  label: "Performance Max",
  groupKind: "assetGroup",
  assetKinds: [
    { key: "headlines", label: "Headlines", singular: "headline", limit: 30, requested: 15, kept: 15, googleMinimum: 3, shortAssetRequired: 15, isHeadline: true },
    { key: "longHeadlines", label: "Long Headlines", singular: "long headline", limit: 90, requested: 5, kept: 5, googleMinimum: 1, isHeadline: true },
    { key: "descriptions", label: "Descriptions", singular: "description", limit: 90, requested: 5, kept: 5, googleMinimum: 2, shortAssetRequired: 60, isHeadline: false },
    { key: "callouts", label: "Callouts", singular: "callout", limit: 25, requested: 10, kept: 10, googleMinimum: 0, isHeadline: false },
  ],
  sitelinks: { textLimit: 25, descriptionLimit: 35, requested: 6, slots: 6, exported: 6, fallback: sitelinkFallback },
  truncation: "word-boundary-60",
  objectives: googleObjectives,
  tones: { wizard: wizardTones, results: resultsTones },
  callToActionOptions: null,
  // Search's defaults, except that the container is an asset group and an unnamed campaign is named
  // 'Performance Max - {objective} - {date}' (part 2, section 9).
  defaults: { ...search.defaults, campaignName: null, groupName: "Default Asset Group", loadedGroupName: "Default Asset Group" },
  scoreRanges: googleScoreRanges,
  scoreDefaults,
  fieldLimits: { ...sharedFieldLimits, uniqueSellingPoints: null },
  routes: { strategy: "/pmax-strategy", group: "/pmax-ad-group", results: "/pmax-results" },
  steps: [
    { label: "Campaign Type", route: "/campaign-type" },
    { label: "Strategy", route: "/pmax-strategy" },
    { label: "Asset Group", route: "/pmax-ad-group" },
  ],
  breadcrumb: {
    trail: ["Dashboard", "New Campaign", "Create Performance Max Campaign"],
    group: "Asset Group Settings",
    results: "Results Dashboard",
    editTrail: ["Edit Campaign", "Results Dashboard"],
  },
  labels: {
    groupName: "Name of Asset Group",
    keywords: "Audience Signals & Keywords",
    groupIntro: "Where your assets send people, and who should see them.",
    groupStepButton: "Generate My Performance Max Assets",
    resultsTitle: "Your Performance Max Campaign",
    editTitle: "Edit Performance Max Assets",
    saveButton: "Save Performance Max Campaign",
    updateButton: "Update Performance Max Assets",
    errorView: "Error loading Performance Max assets. Please try again.",
    contextCardTitle: "Campaign Context",
    regenerateWithContextButton: "Regenerate with New Context",
    exportButton: "Export",
    readyToGenerate: null,
  },
  targetingField: "keywords",
  groupStep: { autoCrawl: false, summary: false, required: ["adGroupName", "landingPageUrl", "keywords", "callToAction"] },
  // Google's limit for the business name of an asset group (DESIGN.md, Google's own limits).
  businessNameLimit: 25,
  resultsLayout: "lists",
  itemTools: { casing: true, pinning: false, reorder: true },
  singleItemKinds: ["headlines"],
  // The search result the spec names, and the feed and display placements the same assets fill.
  previews: ["search", "feed", "display"],
  messages: googleResultsMessages,
  progress: {
    group: { messages: crawlProgressMessages, intervalMs: 1500 },
    results: {
      intervalMs: 1500,
      messages: [
        "Reading your landing page...",
        "Understanding your audience signals...",
        "Writing short headlines for every placement...",
        "Writing long headlines for display and video...",
        "Crafting descriptions that convert...",
        "Adding callouts...",
        "Building sitelinks...",
        "Assembling your asset group...",
      ],
    },
  },
  storageKeys: {
    formData: "pmaxWizardFormData",
    crawledContent: "pmaxWizardCrawledContent",
    generatedAds: "pmaxWizardGeneratedAds",
  },
  clearsDraftOnStart: true,
  autoGenerateRequires: [],
  aiReply: {
    required: ["headlines", "longHeadlines", "descriptions", "callouts", "sitelinks"],
    rejectEmpty: false,
    invalidMessage: "Invalid Performance Max response format from the AI provider",
  },
  validationPrefix: "Performance Max campaign validation failed: ",
  missingDataCheck: true,
  saveName: ({ objective, date }) => `Performance Max - ${objective} - ${date}`,
};
