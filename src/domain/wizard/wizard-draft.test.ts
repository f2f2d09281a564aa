import { describe, expect, it } from "vitest";
import { demandGen } from "../campaign-types/demand-gen.ts";
import { search } from "../campaign-types/search.ts";
import { crawlPauseMs, draftAutosaveDebounceMs, draftStorageKeys, readStoredDraft } from "./wizard-draft.ts";

describe("draft timing", () => {
  it("saves 300 ms after the last change and pauses 100 ms after a crawl", () => {
    expect([draftAutosaveDebounceMs, crawlPauseMs]).toEqual([300, 100]);
  });
});

describe("clearing a draft removes all three items", () => {
  it.each([
    [search, ["wizardFormData", "wizardCrawledContent", "wizardGeneratedAds"]],
    [demandGen, ["demandGenWizardFormData", "demandGenWizardCrawledContent", "demandGenWizardGeneratedAds"]],
  ])("%#", (type, keys) => {
    expect(draftStorageKeys(type)).toEqual(keys);
  });
});

describe("reading a stored draft", () => {
  it.each([
    [null, { status: "missing" }],
    ["", { status: "missing" }],
    ["{not json", { status: "invalid" }],
    ["[1,2]", { status: "invalid" }],
    ["null", { status: "invalid" }],
    ['{"campaignName":"Spring"}', { status: "ok", value: { campaignName: "Spring" } }],
  ])("%j is %j", (raw, expected) => {
    expect(readStoredDraft(raw)).toEqual(expected);
  });
});
