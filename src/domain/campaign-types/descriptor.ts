import type { CampaignTypeId } from "./type-ids.ts";
import type { AssetKind, AssetKindKey, Option, TruncationRule } from "./asset-kind.ts";
import type { ResultsMessages } from "../results/results-messages.ts";
import type { BidStrategy } from "../export/bid-strategies.ts";

export type { CampaignTypeId };
export type { AssetKind, AssetKindKey, Option, TruncationRule };

export interface SitelinkSpec {
  textLimit: number;
  descriptionLimit: number;
  requested: number;
  /** Empty slots the editor shows. */
  slots: number;
  /** How many the exports carry. */
  exported: number;
  /** What replaces a missing part of an AI-written sitelink. */
  fallback: { linkText: string; description1: string; description2: string; linkUrl: string };
}

export interface ScoreRange {
  min: number;
  max: number;
}

export interface PerformanceScores {
  relevance: number;
  engagement: number;
  conversionPotential: number;
}

export interface ProgressMessages {
  messages: readonly string[];
  intervalMs: number;
}

export interface WizardStep {
  label: string;
  route: string;
  /** Demand Gen shows its own progress figure per step (25, 50). */
  progressPercent?: number;
}

export interface StorageKeys {
  formData: string;
  crawledContent: string;
  generatedAds: string;
}

/** Where Google shows the assets: a search result, a Discover/YouTube/Gmail feed card, a display banner. */
export type PreviewFormat = "search" | "feed" | "display";

/** The controls beside each headline and description in the results editor. */
export interface ItemTools {
  casing: boolean;
  /** Only responsive search ads can pin a headline or description to a position. */
  pinning: boolean;
  reorder: boolean;
}

/** An image or logo the ad shows, as Google's API reference sizes it; sizes in pixels, width × height. */
export interface ImageRequirement {
  asset: string;
  ratio: string;
  minimum: string;
  recommended: string;
  /** Whether the ad can serve without it, or which others can stand in for it. */
  need: string;
}

/** The group step's fields; the targeting field is the descriptor's `targetingField`. */
export type GroupStepField = "adGroupName" | "landingPageUrl" | "keywords" | "contentThemes" | "callToAction";

export interface CampaignTypeDescriptor {
  id: CampaignTypeId;
  label: string;
  /** The type's card on 'Choose Campaign Type': what it makes, in a line, and the icon the web draws for it. */
  pitch: string;
  icon: "search" | "sparkles" | "layoutGrid" | "monitor";
  /** The container of ads: Search has ad groups, the other two asset groups. */
  groupKind: "adGroup" | "assetGroup";
  assetKinds: readonly AssetKind[];
  sitelinks: SitelinkSpec | null;
  truncation: TruncationRule;
  objectives: readonly Option[];
  tones: {
    wizard: readonly Option[];
    /** The results screen's context card (Demand Gen: the override list). */
    results: readonly Option[];
  };
  callToActionOptions: readonly Option[] | null;
  defaults: {
    /**
     * The name shown for a campaign the user has not named: Search's 'New Campaign' (part 1, section 9);
     * null where the spec's default is the saved-name pattern (`saveName`, part 2, section 9).
     */
    campaignName: string | null;
    groupName: string;
    /** The name an ad group or asset group gets when loaded without one. */
    loadedGroupName: string;
    objective: string;
    tone: string;
    callToAction: string;
    budgetRange: string;
    brandVoice: string;
    adName: string;
    finalUrlFallback: string;
  };
  scoreRanges: Record<keyof PerformanceScores, ScoreRange>;
  scoreDefaults: PerformanceScores;
  fieldLimits: {
    campaignGoals: number;
    customToneDescription: number;
    socialProof: number;
    /** One limit wherever the call to action is typed: the wizard's answer is the results screen's value. */
    callToAction: number;
    changesToMake: number;
    uniqueSellingPoints: number | null;
  };
  routes: { strategy: string; group: string; results: string };
  /** The spec's path of the type's full generation; each is an alias of `POST /api/generate/{id}`. */
  generationPath: string;
  steps: readonly WizardStep[];
  /** Trail before the current step's crumb; the step crumbs follow. */
  breadcrumb: { trail: readonly string[]; group: string; results: string; editTrail: readonly string[] };
  labels: {
    groupName: string;
    keywords: string;
    /** The line under the group step's title. */
    groupIntro: string;
    /** The group step's Next button: Search and Performance Max generate from it, Demand Gen moves on. */
    groupStepButton: string;
    resultsTitle: string;
    editTitle: string;
    saveButton: string;
    updateButton: string;
    errorView: string;
    /** The results screen's context card and its button (Demand Gen words both its own way). */
    contextCardTitle: string;
    regenerateWithContextButton: string;
    exportButton: string;
    /** The export failure toast's title (Demand Gen words it in lower case, section 8). */
    exportFailedTitle: string;
    /** Demand Gen's results screen before the first run: a question and its generate button; null elsewhere. */
    readyToGenerate: { title: string; button: string } | null;
  };
  /**
   * How Google Ads Editor holds this type's campaign: whether assets and the final URL go out per ad or as
   * one set per group (a Performance Max asset group), whether the campaign row carries networks (Search only), where languages
   * are targeted (Demand Gen on its ad groups), and whether keywords export as criteria with match types.
   */
  editorExport: {
    /** Google Ads Editor's name for the campaign type (`Campaign Type`, and the Sheets tab). */
    campaignType: string;
    /** Editor's `Ad type` for the ads the rows create; Performance Max writes asset groups, not ads. */
    adType: string | null;
    assetsPer: "ad" | "group";
    networks: boolean;
    languagesOn: "campaign" | "adGroup";
    keywordCriteria: boolean;
    /** Whether the exported ad has long-headline fields: a Demand Gen image ad has none (EDITOR-IMPORT R27). */
    longHeadlines: boolean;
    /** Whether the ad or asset group carries the form's `Business name` (required there: R19, R27). */
    businessName: boolean;
    /** The bid strategies the type takes, when not every one (R10: Performance Max bids for conversions only). */
    bidStrategies?: readonly BidStrategy[];
    /** What the file cannot carry and the user adds in Google Ads Editor, said in the export dialog (R22, R23, R30). */
    addInEditor: readonly string[];
  };
  /**
   * The images and logos the ad needs, which the user uploads in Google Ads: no file format carries them
   * (R23, R30). Shown on the results screen and in the export dialog.
   */
  images: readonly ImageRequirement[];
  /** The form field the group step's targeting (`labels.keywords`) is stored in: keywords, or Demand Gen's content themes. */
  targetingField: "keywords" | "contentThemes";
  /**
   * Where a group keeps what the targeting field lists: Search's keywords, Performance Max's audience
   * signals ('Audience Signals & Keywords'), Demand Gen's content themes.
   */
  groupTargeting: "keywords" | "audienceSignals" | "contentThemes";
  /** Fields a fresh draft starts with from `defaults`, beyond budget, voice, tone and group name (Demand Gen preselects two). */
  draftDefaults: readonly ("campaignObjective" | "callToAction")[];
  /** What a save needs (part 1, section 5; part 2, section 5) and the event it records. */
  save: {
    /** Search needs a campaign name of its own; the others may take the name sent with the save. */
    acceptsSuppliedName: boolean;
    /** The asset kinds a save refuses to go without, in the order their messages are listed. */
    requiredKinds: readonly ("headlines" | "descriptions" | "longHeadlines")[];
    /** The analytics event a save records (`campaign_saved`, `pmax_campaign_saved`, ...). */
    savedEvent: `${string}campaign_saved`;
  };
  /**
   * The group step: Demand Gen reads the landing page by itself and sums up the step with a link; the
   * fields Next needs (part 1, section 5; part 2, section 5).
   */
  groupStep: { autoCrawl: boolean; summary: boolean; required: readonly GroupStepField[] };
  /** Performance Max asks for the business name Google shows beside its assets (25 characters). */
  businessNameLimit: number | null;
  /**
   * The width of each of the ad's two display paths (`Path 1`, `Path 2`: a responsive search ad and a
   * Performance Max asset group, R15 and R19); null where the ad has none (a Demand Gen image ad, R27).
   */
  displayPathLimit: number | null;
  /** The results editor: lists one under another, or three columns side by side (Demand Gen). */
  resultsLayout: "lists" | "columns";
  itemTools: ItemTools;
  /** Kinds with a call of their own that writes one item; any other item comes from a full regeneration. */
  singleItemKinds: readonly AssetKindKey[];
  /**
   * The spec's call that writes one headline (Search, Performance Max: part 1, section 6); null where one
   * item is asked of the full generation call with a flag (Demand Gen, part 2, section 8).
   */
  singleItemPath: string | null;
  /** The live previews, the first shown first. */
  previews: readonly PreviewFormat[];
  /** The results screen's toasts and titles. */
  messages: ResultsMessages;
  progress: { group: ProgressMessages | null; results: ProgressMessages };
  storageKeys: StorageKeys;
  /** Choosing the type on the campaign-type step starts from an empty draft (Performance Max, Demand Gen). */
  clearsDraftOnStart: boolean;
  /** Form fields that must be filled before the results screen generates by itself (Demand Gen). */
  autoGenerateRequires: readonly ("campaignName" | "landingPageUrl")[];
  /** What an AI reply must hold before it is formatted (part 1, section 8; part 2, section 5). */
  aiReply: {
    required: readonly (AssetKindKey | "sitelinks")[];
    /** Demand Gen rejects an empty required list too, and names the list in its message. */
    rejectEmpty: boolean;
    /** The message for a reply that is not the expected object or lacks a required list. */
    invalidMessage: string;
    /** What a full generation says when the provider failed (timed out, answered an error); part 2, section 8. */
    failedMessage: string;
  };
  /** Prefix of the joined precheck problems. */
  validationPrefix: string;
  /** Search and Performance Max block a save without ads or URL as 'Missing Required Data' first; Demand Gen's precheck names them. */
  missingDataCheck: boolean;
  /** The saved campaign's name when the user gave none. `date` is already formatted. */
  saveName: (parts: { objective: string; date: string }) => string;
}
