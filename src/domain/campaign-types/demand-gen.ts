import type { CampaignTypeDescriptor, Option } from "./descriptor.ts";
import { scoreDefaults, sharedFieldLimits } from "./search.ts";

const demandGenTones: readonly Option[] = [
  { value: "educational", label: "Educational" },
  { value: "inspirational", label: "Inspirational" },
  { value: "professional", label: "Professional" },
  { value: "friendly", label: "Friendly" },
  { value: "innovative", label: "Innovative" },
  { value: "casual", label: "Casual" },
  { value: "urgent", label: "Urgent" },
  { value: "custom", label: "Custom" },
];

export const demandGenCallToActions: readonly Option[] = [
  { value: "learn_more", label: "Learn More" },
  { value: "sign_up", label: "Sign Up" },
  { value: "get_started", label: "Get Started" },
  { value: "download", label: "Download" },
  { value: "subscribe", label: "Subscribe" },
  { value: "watch_video", label: "Watch Video" },
  { value: "shop_now", label: "Shop Now" },
  { value: "contact_us", label: "Contact Us" },
  { value: "request_demo", label: "Request Demo" },
  { value: "try_free", label: "Try Free" },
];

export const demandGen: CampaignTypeDescriptor = {
  id: "demand_gen",
  label: "Demand Gen",
  groupKind: "assetGroup",
  assetKinds: [
    { key: "headlines", label: "Headlines", singular: "headline", limit: 40, requested: 5, kept: 5, googleMinimum: 1, isHeadline: true },
    { key: "longHeadlines", label: "Long Headlines", singular: "long headline", limit: 90, requested: 5, kept: 5, googleMinimum: 0, isHeadline: true },
    { key: "descriptions", label: "Descriptions", singular: "description", limit: 90, requested: 5, kept: 5, googleMinimum: 1, isHeadline: false },
  ],
  sitelinks: null,
  truncation: "trailing-word-10",
  objectives: [
    { value: "awareness", label: "Build Awareness" },
    { value: "consideration", label: "Drive Consideration" },
    { value: "action", label: "Generate Action" },
  ],
  tones: { wizard: demandGenTones, results: demandGenTones.filter((tone) => tone.value !== "custom") },
  callToActionOptions: demandGenCallToActions,
  defaults: {
    campaignName: "New Campaign",
    groupName: "Default Asset Group",
    loadedGroupName: "Default Asset Group",
    objective: "awareness",
    tone: "professional",
    callToAction: "learn_more",
    budgetRange: "1000",
    brandVoice: "Professional",
    adName: "Generated Ad",
    finalUrlFallback: "https://www.google.com",
  },
  scoreRanges: {
    relevance: { min: 80, max: 99 },
    engagement: { min: 85, max: 99 },
    conversionPotential: { min: 75, max: 99 },
  },
  scoreDefaults,
  fieldLimits: { ...sharedFieldLimits, uniqueSellingPoints: 1_000 },
  routes: { strategy: "/demandgen-strategy", group: "/demandgen-adgroup", results: "/demandgen-results" },
  steps: [
    { label: "Campaign Type", route: "/campaign-type" },
    { label: "Strategy", route: "/demandgen-strategy", progressPercent: 25 },
    { label: "Content & Themes", route: "/demandgen-adgroup", progressPercent: 50 },
  ],
  breadcrumb: {
    trail: ["Dashboard", "New Campaign", "Create Demand Gen Campaign"],
    group: "Content & Themes",
    results: "Results Dashboard",
    editTrail: ["Edit Campaign", "Results Dashboard"],
  },
  labels: {
    groupName: "Asset Group Name",
    keywords: "Content Themes",
    generateButton: "Generate Demand Gen Ads",
    resultsTitle: "Your Demand Gen Ads",
    editTitle: "Edit Demand Gen Ad",
    saveButton: "Save Campaign",
    updateButton: "Update Ad",
    errorView: "Error loading Demand Gen ads. Please try again.",
  },
  progress: {
    group: null,
    results: {
      intervalMs: 2000,
      messages: [
        "Reading your landing page...",
        "Finding the stories your audience cares about...",
        "Writing scroll-stopping headlines...",
        "Writing long headlines for the feed...",
        "Crafting descriptions...",
        "Checking every asset against its limit...",
        "Almost ready...",
      ],
    },
  },
  storageKeys: {
    formData: "demandGenWizardFormData",
    crawledContent: "demandGenWizardCrawledContent",
    generatedAds: "demandGenWizardGeneratedAds",
  },
  validationPrefix: "Demand Gen campaign validation failed: ",
  saveName: ({ date }) => `Demand Gen Campaign ${date}`,
};
