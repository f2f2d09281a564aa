import { describe, expect, it } from "vitest";
import { demandGen } from "./demand-gen.ts";
import { performanceMax } from "./performance-max.ts";
import {
  assetKindOf,
  callToActionLabel,
  campaignTypeFor,
  campaignTypeList,
  defaultSaveName,
  formatCampaignDate,
  isCampaignTypeId,
  objectiveLabel,
  shownCampaignName,
} from "./registry.ts";
import { search } from "./search.ts";

/** The spec's three types, in the order the campaign-type step shows them; later types are tested on their own. */
const specTypes = [search, performanceMax, demandGen];

const limitsOf = (type: typeof search) =>
  Object.fromEntries(type.assetKinds.map((kind) => [kind.key, [kind.limit, kind.requested, kind.kept]]));

describe("asset kinds, limits and counts", () => {
  it("Search: headline 30 (15), description 90 (4), callout 25 (4 asked, 10 kept), sitelinks 25/35 (4 slots, 6 exported)", () => {
    expect(limitsOf(search)).toEqual({ headlines: [30, 15, 15], descriptions: [90, 4, 4], callouts: [25, 4, 10] });
    expect(search.sitelinks).toMatchObject({ textLimit: 25, descriptionLimit: 35, slots: 4, exported: 6 });
  });

  it("Performance Max: headline 30 (15), long headline 90 (5), description 90 (5), callout 25 (10), 6 sitelinks", () => {
    expect(limitsOf(performanceMax)).toEqual({
      headlines: [30, 15, 15],
      longHeadlines: [90, 5, 5],
      descriptions: [90, 5, 5],
      callouts: [25, 10, 10],
    });
    expect(performanceMax.sitelinks).toMatchObject({ slots: 6, requested: 6, fallback: { linkText: "Link", description1: "Description", description2: "More info" } });
  });

  it("Demand Gen: headline 40, long headline 90, description 90, 5 each, no sitelinks", () => {
    expect(limitsOf(demandGen)).toEqual({ headlines: [40, 5, 5], longHeadlines: [90, 5, 5], descriptions: [90, 5, 5] });
    expect(demandGen.sitelinks).toBeNull();
    expect(assetKindOf(demandGen, "callouts")).toBeUndefined();
  });
});

describe("objectives, tones, calls to action and defaults", () => {
  it("labels the objectives", () => {
    expect(search.objectives.map((o) => `${o.value}:${o.label}`)).toEqual([
      "sales:Drive Sales",
      "leads:Generate Leads",
      "traffic:Increase Traffic",
      "local:Local Business",
    ]);
    expect(demandGen.objectives.map((o) => o.label)).toEqual(["Build Awareness", "Drive Consideration", "Generate Action"]);
    expect(objectiveLabel(search, "leads")).toBe("Generate Leads");
  });

  it("shows a call to action as the ad does", () => {
    expect(callToActionLabel(demandGen, "shop_now")).toBe("Shop Now");
    expect(callToActionLabel(demandGen, "")).toBe("Learn More");
    expect(callToActionLabel(performanceMax, "Order Today")).toBe("Order Today");
    expect(callToActionLabel(search, " ")).toBe("Get Started Today");
  });

  it("lists the wizard, results and Demand Gen tones", () => {
    expect(search.tones.wizard.map((t) => t.value)).toEqual(["professional", "friendly", "sophisticated", "casual", "authoritative", "playful", "urgent", "custom"]);
    expect(performanceMax.tones.results.map((t) => t.value)).toEqual(["professional", "friendly", "authoritative", "conversational", "urgent", "trustworthy", "innovative", "playful"]);
    expect(demandGen.tones.wizard.map((t) => t.value)).toEqual(["educational", "inspirational", "professional", "friendly", "innovative", "casual", "urgent", "custom"]);
    expect(demandGen.tones.results.map((t) => t.value)).not.toContain("custom");
    expect(demandGen.callToActionOptions?.map((c) => c.value)).toEqual([
      "learn_more", "sign_up", "get_started", "download", "subscribe", "watch_video", "shop_now", "contact_us", "request_demo", "try_free",
    ]);
  });

  it("holds the spec's defaults", () => {
    expect(search.defaults).toMatchObject({ budgetRange: "1000", brandVoice: "Professional", campaignName: "New Campaign", groupName: "Primary Ad Group", callToAction: "Get Started Today" });
    expect(objectiveLabel(search, search.defaults.objective)).toBe("Drive Sales");
    expect(performanceMax.defaults.groupName).toBe("Default Asset Group");
    expect(demandGen.defaults).toMatchObject({ objective: "awareness", tone: "professional", callToAction: "learn_more" });
  });

  it("holds the score ranges and the defaults when missing", () => {
    expect(search.scoreRanges).toEqual({ relevance: { min: 85, max: 99 }, engagement: { min: 90, max: 99 }, conversionPotential: { min: 80, max: 99 } });
    expect(demandGen.scoreRanges).toEqual({ relevance: { min: 80, max: 99 }, engagement: { min: 85, max: 99 }, conversionPotential: { min: 75, max: 99 } });
    for (const type of campaignTypeList) expect(type.scoreDefaults).toEqual({ relevance: 85, engagement: 90, conversionPotential: 80 });
  });
});

describe("routes, steps and progress messages", () => {
  it("routes each flow", () => {
    expect(specTypes.map((type) => Object.values(type.routes))).toEqual([
      ["/strategy", "/ad-group", "/results"],
      ["/pmax-strategy", "/pmax-ad-group", "/pmax-results"],
      ["/demandgen-strategy", "/demandgen-adgroup", "/demandgen-results"],
    ]);
    for (const type of campaignTypeList) expect(type.steps).toHaveLength(3);
  });

  it("has the spec's message counts and intervals", () => {
    expect([search.progress.results.messages.length, search.progress.results.intervalMs]).toEqual([7, 1500]);
    expect([search.progress.group?.messages.length, search.progress.group?.intervalMs]).toEqual([5, 1500]);
    expect([performanceMax.progress.results.messages.length, performanceMax.progress.results.intervalMs]).toEqual([8, 1500]);
    expect([demandGen.progress.results.messages.length, demandGen.progress.results.intervalMs]).toEqual([7, 2000]);
  });

  it("keeps each flow's draft under its own keys", () => {
    const keys = campaignTypeList.flatMap((type) => Object.values(type.storageKeys));
    expect(new Set(keys).size).toBe(keys.length);
    expect(search.storageKeys).toEqual({ formData: "wizardFormData", crawledContent: "wizardCrawledContent", generatedAds: "wizardGeneratedAds" });
  });
});

describe("screen labels that differ by type", () => {
  it.each([
    ["search", search, "Generate My Ads", "Your Search Campaign", "Edit Ad Assets", "Save Campaign", "Update Ad", "Campaign Context", "Regenerate with New Context", "Export", null],
    [
      "performance_max",
      performanceMax,
      "Generate My Performance Max Assets",
      "Your Performance Max Campaign",
      "Edit Performance Max Assets",
      "Save Performance Max Campaign",
      "Update Performance Max Assets",
      "Campaign Context",
      "Regenerate with New Context",
      "Export",
      null,
    ],
    [
      "demand_gen",
      demandGen,
      "Next",
      "Your Demand Gen Ads",
      "Edit Demand Gen Ad",
      "Save Campaign",
      "Update Ad",
      "Context Regeneration",
      "Regenerate All Ads",
      "Export Campaign",
      { title: "Ready to generate your Demand Gen ads?", button: "Generate Demand Gen Ads" },
    ],
  ] as const)("%s", (_id, type, generate, title, edit, save, update, context, regenerate, exportLabel, ready) => {
    expect(type.labels).toMatchObject({
      groupStepButton: generate,
      resultsTitle: title,
      editTitle: edit,
      saveButton: save,
      updateButton: update,
      contextCardTitle: context,
      regenerateWithContextButton: regenerate,
      exportButton: exportLabel,
      readyToGenerate: ready,
    });
  });

  it("labels the group fields and error views", () => {
    expect([performanceMax.labels.groupName, performanceMax.labels.keywords]).toEqual(["Name of Asset Group", "Audience Signals & Keywords"]);
    expect(search.labels.errorView).toBe("Error loading results. Please try again.");
    expect(performanceMax.labels.errorView).toBe("Error loading Performance Max assets. Please try again.");
  });

  it("words the breadcrumbs", () => {
    expect(search.breadcrumb).toEqual({
      trail: ["Dashboard", "New Campaign", "Create Search Campaign"],
      group: "Ad Group Settings",
      results: "Results Dashboard",
      editTrail: ["Edit Campaign", "Results Dashboard"],
    });
    expect(demandGen.steps.map((step) => [step.label, step.progressPercent])).toEqual([
      ["Campaign Type", undefined],
      ["Strategy", 25],
      ["Content & Themes", 50],
    ]);
  });
});

describe("how each type's results screen works", () => {
  it("lays Demand Gen out in columns without casing, pins or moving; Search alone pins", () => {
    expect(specTypes.map((type) => [type.id, type.resultsLayout, type.itemTools])).toEqual([
      ["search", "lists", { casing: true, pinning: true, reorder: true }],
      ["performance_max", "lists", { casing: true, pinning: false, reorder: true }],
      ["demand_gen", "columns", { casing: false, pinning: false, reorder: false }],
    ]);
  });

  it("writes single items through their own call: headlines, and all three Demand Gen kinds", () => {
    expect(search.singleItemKinds).toEqual(["headlines"]);
    expect(performanceMax.singleItemKinds).toEqual(["headlines"]);
    expect(demandGen.singleItemKinds).toEqual(["headlines", "longHeadlines", "descriptions"]);
  });

  it("previews Search as a search result, Performance Max in three placements, Demand Gen as a feed card", () => {
    expect(specTypes.map((type) => type.previews)).toEqual([["search"], ["search", "feed", "display"], ["feed"]]);
  });

  it("reads the landing page on the group step by itself only for Demand Gen, and asks Performance Max for a business name", () => {
    expect(specTypes.map((type) => [type.groupStep.autoCrawl, type.groupStep.summary, type.businessNameLimit])).toEqual([
      [false, false, null],
      [false, false, 25],
      [true, true, null],
    ]);
  });

  it("words Demand Gen's toasts its own way (part 2, section 8)", () => {
    expect(demandGen.messages).toMatchObject({
      generated: "Demand Gen ads generated!",
      generationFailedTitle: "Generation failed",
      itemFailedTitle: "Regeneration failed",
      itemRegenerated: { headlines: "Headline regenerated!", longHeadlines: "Long headline regenerated!", descriptions: "Description regenerated!" },
      saved: "Campaign saved!",
      saveFailedTitle: "Save failed",
      loadFailedTitle: "Failed to load Demand Gen ad data",
      loadFailedDescription: "Could not load the ad for editing.",
    });
    expect(performanceMax.messages).toBe(search.messages);
    expect(search.messages).toMatchObject({ saved: "Campaign saved successfully!", updated: "Ad updated successfully!", loadFailedTitle: "Failed to load ad data" });
  });

  it("blocks Search and Performance Max saves as 'Missing Required Data'; Demand Gen's precheck names what is missing", () => {
    expect(specTypes.map((type) => type.missingDataCheck)).toEqual([true, true, false]);
  });
});

describe("drafts on the campaign-type step", () => {
  it("Performance Max and Demand Gen start from an empty draft, Search keeps its own", () => {
    expect(specTypes.map((type) => type.clearsDraftOnStart)).toEqual([false, true, true]);
    expect(performanceMax.storageKeys).toEqual({
      formData: "pmaxWizardFormData",
      crawledContent: "pmaxWizardCrawledContent",
      generatedAds: "pmaxWizardGeneratedAds",
    });
  });
});

describe("save-name patterns", () => {
  const now = new Date("2025-03-04T10:00:00Z");

  it("formats each type's name", () => {
    expect(formatCampaignDate(now)).toBe("Mar 4, 2025");
    expect(defaultSaveName(search, "leads", now)).toBe("Generate Leads - Mar 4, 2025");
    expect(defaultSaveName(performanceMax, "", now)).toBe("Performance Max - Drive Sales - Mar 4, 2025");
    expect(defaultSaveName(demandGen, "action", now)).toBe("Demand Gen Campaign Mar 4, 2025");
  });
});

describe("registry lookup", () => {
  it("finds each type by id", () => {
    expect(campaignTypeFor("performance_max")).toBe(performanceMax);
    expect(isCampaignTypeId("demand_gen")).toBe(true);
    expect(isCampaignTypeId("shopping")).toBe(false);
  });
});

describe("the name shown for a campaign the user has not named (part 1 and part 2, section 9)", () => {
  const now = new Date("2026-03-14T12:00:00Z");
  it("Search says 'New Campaign'", () => {
    expect(shownCampaignName(search, { campaignName: " ", campaignObjective: "sales" }, now)).toBe("New Campaign");
  });

  it("Performance Max and Demand Gen show the name a save gives them", () => {
    expect(shownCampaignName(performanceMax, { campaignName: "", campaignObjective: "" }, now)).toBe("Performance Max - Drive Sales - Mar 14, 2026");
    expect(shownCampaignName(demandGen, { campaignName: "", campaignObjective: "awareness" }, now)).toBe("Demand Gen Campaign Mar 14, 2026");
  });

  it("the user's own name always wins", () => {
    expect(shownCampaignName(demandGen, { campaignName: "Sourdough Stories", campaignObjective: "awareness" }, now)).toBe("Sourdough Stories");
  });
});

describe("what a type's save needs, and where its group step's targeting goes (part 1 and part 2, section 5)", () => {
  it("Search needs its own name; the others may take the name sent with the save", () => {
    expect([search, performanceMax, demandGen].map((type) => type.save.acceptsSuppliedName)).toEqual([false, true, true]);
  });

  it("Performance Max also refuses to save without a long headline", () => {
    expect(performanceMax.save.requiredKinds).toEqual(["headlines", "descriptions", "longHeadlines"]);
    expect(search.save.requiredKinds).toEqual(["headlines", "descriptions"]);
    expect(demandGen.save.requiredKinds).toEqual(["headlines", "descriptions"]);
  });

  it("records the spec's event per type", () => {
    expect([search, performanceMax, demandGen].map((type) => type.save.savedEvent)).toEqual(["campaign_saved", "pmax_campaign_saved", "demandgen_campaign_saved"]);
  });

  it("keeps the targeting as keywords, audience signals or content themes", () => {
    expect([search, performanceMax, demandGen].map((type) => [type.targetingField, type.groupTargeting])).toEqual([
      ["keywords", "keywords"],
      ["keywords", "audienceSignals"],
      ["contentThemes", "contentThemes"],
    ]);
  });

  it("a Performance Max headline that cannot be rewritten says so in its own words", () => {
    expect(performanceMax.assetKinds.find((kind) => kind.key === "headlines")?.singleItemFailedMessage).toBe("Failed to generate Performance Max headline. Please try again.");
  });
});

describe("Display: a responsive display ad, as Google's API reference sizes it (issue 21)", () => {
  const display = campaignTypeFor("display");

  it("has up to 5 headlines of 30, one long headline of 90, up to 5 descriptions of 90 with one of 60 or shorter", () => {
    expect(limitsOf(display)).toEqual({ headlines: [30, 5, 5], longHeadlines: [90, 3, 1], descriptions: [90, 5, 5] });
    expect(assetKindOf(display, "descriptions")?.shortAssetRequired).toBe(60);
    expect(display.assetKinds.map((kind) => kind.googleMinimum)).toEqual([1, 1, 1]);
    expect([display.businessNameLimit, display.displayPathLimit, display.sitelinks]).toEqual([25, null, null]);
  });

  it("offers only Google's calls to action, each exported as Editor spells it (R31)", () => {
    for (const option of display.callToActionOptions ?? []) expect(option.editorValue).toBe(option.label.charAt(0) + option.label.slice(1).toLowerCase());
    expect(callToActionLabel(display, "")).toBe("Learn More");
  });

  it("is listed after the spec's three, with its own routes, storage keys and generation path", () => {
    expect(campaignTypeList.map((type) => type.id)).toEqual(["search", "performance_max", "demand_gen", "display"]);
    expect(Object.values(display.routes)).toEqual(["/display-strategy", "/display-ad-group", "/display-results"]);
    expect(display.generationPath).toBe("/api/generate/display");
    expect(display.singleItemPath).toBeNull();
    expect(isCampaignTypeId("display")).toBe(true);
  });

  it("names the images and logos the user uploads, landscape and square required", () => {
    expect(display.images.map((image) => [image.asset, image.ratio, image.need])).toEqual([
      ["Landscape image", "1.91:1", "Required"],
      ["Square image", "1:1", "Required"],
      ["Square logo", "1:1", "Recommended"],
      ["Landscape logo", "4:1", "Optional"],
    ]);
  });

  it("exports a Display campaign of ad groups with one responsive display ad each, no keyword rows", () => {
    expect(display.editorExport).toMatchObject({ campaignType: "Display", adType: "Responsive display ad", assetsPer: "ad", keywordCriteria: false, longHeadlines: true, businessName: true });
    expect(display.groupKind).toBe("adGroup");
  });
});
