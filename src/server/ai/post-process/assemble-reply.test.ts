import { describe, expect, it } from "vitest";
import { campaignTypeFor } from "../../../domain/campaign-types/registry.ts";
import type { CampaignTypeId } from "../../../domain/campaign-types/descriptor.ts";
import { formDataSchemaFor } from "../../../domain/wizard/form-data.ts";
import { campaignRequest } from "../campaign-request.ts";
import { createOfflineWriter } from "../offline/offline-writer.ts";
import { englishPage, formFor } from "../../../../test/support/ai/generation-fixtures.ts";
import { assembleReply, finishedPart } from "./assemble-reply.ts";
import { readModelReply } from "./model-reply.ts";
import { replacementSource } from "./replacement-source.ts";

/** A reply as the model wrote it, read at the edge as the copywriter reads it, then assembled. */
function assemble(typeId: CampaignTypeId, reply: object, finished = true) {
  const type = campaignTypeFor(typeId);
  const request = campaignRequest(type, { formData: formDataSchemaFor(typeId).parse(formFor(typeId)), crawledContent: englishPage });
  return assembleReply(request, readModelReply(type, reply), replacementSource(() => createOfflineWriter(request)), finished);
}

const numbered = (label: string, count: number) => Array.from({ length: count }, (_, index) => `${label} number ${index + 1} here`);
const sitelinks = (count: number) => Array.from({ length: count }, (_, index) => ({ headline: `Page ${index + 1}`, description1: "First line", description2: "Second line", url: `/page-${index + 1}` }));

describe("counts are capped at what each type keeps", () => {
  it("Search: 15 headlines, 4 descriptions, 10 callouts, 4 sitelinks", () => {
    const { draft } = assemble("search", { headlines: numbered("Plan", 20), descriptions: numbered("Describe", 8), callouts: numbered("Call", 14), sitelinks: sitelinks(8) });
    expect([draft.lists.headlines, draft.lists.descriptions, draft.lists.callouts, draft.sitelinks].map((list) => list?.length)).toEqual([15, 4, 10, 4]);
  });

  it("Performance Max: 15 headlines, 5 long headlines, 5 descriptions, 10 callouts, 6 sitelinks", () => {
    const { draft } = assemble("performance_max", {
      headlines: numbered("Plan", 20),
      longHeadlines: numbered("Long", 9),
      descriptions: numbered("Describe", 9),
      callouts: numbered("Call", 14),
      sitelinks: sitelinks(9),
    });
    const counts = ["headlines", "longHeadlines", "descriptions", "callouts"].map((key) => draft.lists[key as "headlines"]?.length);
    expect([...counts, draft.sitelinks.length]).toEqual([15, 5, 5, 10, 6]);
  });

  it("Demand Gen: 5 of each", () => {
    const { draft } = assemble("demand_gen", { headlines: numbered("Plan", 8), longHeadlines: numbered("Long", 8), descriptions: numbered("Describe", 8) });
    expect([draft.lists.headlines, draft.lists.longHeadlines, draft.lists.descriptions].map((list) => list?.length)).toEqual([5, 5, 5]);
    expect(draft.sitelinks).toEqual([]);
  });
});

describe("text rules", () => {
  it("cuts by the type's rule: at a word past 60% for Performance Max, else hard; within the last 10 for Demand Gen", () => {
    const pmax = assemble("performance_max", { headlines: ["Kanban boards that keep every team focused", "Supercalifragilisticexpialidocious boards"], longHeadlines: [], descriptions: [], callouts: [], sitelinks: [] });
    expect(pmax.draft.lists.headlines?.slice(0, 2)).toEqual(["Kanban boards that keep every", "Supercalifragilisticexpialidoc"]);
    expect(pmax.stats).toMatchObject({ truncated: 2, hardCuts: 1 });
    const demandGen = assemble("demand_gen", { headlines: ["Kanban boards that keep every single small team focused"], descriptions: ["Plan work visually."] });
    expect(demandGen.draft.lists.headlines?.[0]).toBe("Kanban boards that keep every single");
  });

  it("removes repeats, even ones differing only in case and punctuation", () => {
    const { draft, stats } = assemble("search", { headlines: ["Kanban Boards for Teams", "kanban boards, for teams", "Track Time Easily", "Team Calendar"], descriptions: ["One.", "Two."], callouts: [], sitelinks: [] });
    expect(draft.lists.headlines).toEqual(["Kanban Boards for Teams", "Track Time Easily", "Team Calendar"]);
    expect(stats.duplicatesRemoved).toBe(1);
  });

  it("fixes what can be fixed and replaces what cannot with the offline writer's line", () => {
    const { draft, stats } = assemble("search", { headlines: ["Plan Work Visually!!", "Call +1 (555) 123-4567", "Track Time"], descriptions: ["One line here.", "Two lines here."], callouts: [], sitelinks: [] });
    expect(draft.lists.headlines?.[0]).toBe("Plan Work Visually");
    expect(draft.lists.headlines?.[1]).toBe("Taskboard");
    expect(stats).toMatchObject({ rewritten: 1, replaced: 1 });
  });

  it("strips list numbering and quotes a model adds", () => {
    const { draft } = assemble("search", { headlines: ['1. "Kanban Boards"', "- Track Time"], descriptions: ["One.", "Two."], callouts: [], sitelinks: [] });
    expect(draft.lists.headlines?.slice(0, 2)).toEqual(["Kanban Boards", "Track Time"]);
  });

  it("tops a finished list up to Google's minimum", () => {
    const { draft } = assemble("search", { headlines: ["Kanban Boards"], descriptions: [], callouts: [], sitelinks: [] });
    expect(draft.lists.headlines).toHaveLength(3);
    expect(draft.lists.descriptions).toHaveLength(2);
  });
});

describe("sitelinks", () => {
  it("take the spec's defaults for missing parts and resolve relative addresses", () => {
    const { draft } = assemble("search", { headlines: ["A b c"], descriptions: [], callouts: [], sitelinks: [{ headline: "Pricing", url: "/pricing" }, { description1: "Only a line" }, { headline: "Blog", url: "javascript:alert(1)" }] });
    expect(draft.sitelinks).toEqual([
      { linkText: "Pricing", description1: "Description", description2: "More info", linkUrl: "https://taskboard.example/pricing" },
      { linkText: "Link", description1: "Only a line", description2: "More info", linkUrl: "https://example.com" },
      { linkText: "Blog", description1: "Description", description2: "More info", linkUrl: "https://example.com" },
    ]);
  });
});

describe("a reply still being streamed", () => {
  it("counts every list but the last as finished, and the last one's final item as growing", () => {
    expect(finishedPart({ headlines: ["A", "B"], descriptions: ["C", "Partly wri"] })).toEqual({ headlines: ["A", "B"], descriptions: ["C"] });
    expect(finishedPart(undefined)).toEqual({});
  });

  it("assembles only the lists that have begun, and tops nothing up", () => {
    const { draft } = assemble("search", { headlines: ["Kanban Boards"] }, false);
    expect(draft.lists).toEqual({ headlines: ["Kanban Boards"] });
  });
});
