import { APICallError } from "ai";
import { describe, expect, it } from "vitest";
import type { CampaignTypeId } from "../../../domain/campaign-types/descriptor.ts";
import { assetKindOf, campaignTypeFor } from "../../../domain/campaign-types/registry.ts";
import { formDataSchemaFor } from "../../../domain/wizard/form-data.ts";
import type { AssetDraft } from "../asset-draft.ts";
import { campaignRequest } from "../campaign-request.ts";
import { englishPage, formFor } from "../../../../test/support/ai/generation-fixtures.ts";
import { mockModel } from "../../../../test/support/ai/mock-model.ts";
import { WritingFailure } from "../writing-failure.ts";
import { createModelCopywriter } from "./model-copywriter.ts";

const info = { provider: "mock", model: "mock-model", label: "mock mock-model" };
const settings = { timeoutMs: 1_000, maxRetries: 0 };

function requestFor(typeId: CampaignTypeId) {
  return campaignRequest(campaignTypeFor(typeId), { formData: formDataSchemaFor(typeId).parse(formFor(typeId)), crawledContent: englishPage });
}

async function failureOf(promise: Promise<unknown>): Promise<WritingFailure> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof WritingFailure)) throw new Error(`expected a WritingFailure, got ${String(error)}`);
  return error;
}

const searchReply = {
  headlines: ["Kanban Boards for Teams", "Track Time on Every Card", "Kanban Boards for Teams", "Plan Work Visually!!"],
  descriptions: ["Drag cards across columns to show progress at a glance.", "Track time with one click and export timesheets."],
  callouts: ["Free for Small Teams"],
  sitelinks: [{ headline: "Pricing", description1: "Plans for every team", description2: "Start free", url: "/pricing" }],
};

describe("a full generation through a model", () => {
  it("sends the server's prompt and answers post-processed assets", async () => {
    const model = mockModel({ text: JSON.stringify(searchReply) });
    const writing = await createModelCopywriter(model, info, settings).writeCampaign(requestFor("search"));
    expect(writing.draft.lists.headlines).toEqual(["Kanban Boards for Teams", "Track Time on Every Card", "Plan Work Visually"]);
    expect(writing.stats).toMatchObject({ duplicatesRemoved: 1, rewritten: 1 });
    expect(writing.draft.sitelinks[0]?.linkUrl).toBe("https://taskboard.example/pricing");
    const call = model.doGenerateCalls[0];
    expect(JSON.stringify(call?.prompt)).toContain("<advertiser_brief>");
    expect(call?.responseFormat).toMatchObject({ type: "json", schema: { required: ["headlines", "descriptions", "callouts", "sitelinks", "paths"] } });
  });

  it("streams finished assets, each partial the beginning of the final answer", async () => {
    const partials: AssetDraft[] = [];
    const model = mockModel({ text: JSON.stringify(searchReply), chunkSize: 5 });
    const writing = await createModelCopywriter(model, info, settings).writeCampaign(requestFor("search"), { onPartial: (draft) => partials.push(draft) });
    expect(partials.length).toBeGreaterThan(3);
    for (const partial of partials) {
      const shown = partial.lists.headlines ?? [];
      expect(writing.draft.lists.headlines?.slice(0, shown.length)).toEqual(shown);
    }
    expect(partials.some((partial) => (partial.lists.headlines ?? []).length === 1)).toBe(true);
  });

  it.each([
    ["search", "not json at all", "Invalid response format from the AI provider"],
    ["search", JSON.stringify({ headlines: ["A"], descriptions: ["B"], callouts: [] }), "Invalid response format from the AI provider"],
    ["performance_max", JSON.stringify({ headlines: ["A"], descriptions: ["B"], callouts: [], sitelinks: [] }), "Invalid Performance Max response format from the AI provider"],
    ["demand_gen", JSON.stringify({ headlines: [], descriptions: ["B"] }), "AI response missing valid headlines array"],
    ["demand_gen", JSON.stringify({ headlines: ["A"] }), "AI response missing valid descriptions array"],
  ] as const)("%s rejects the reply %s with '%s'", async (typeId, text, message) => {
    const failure = await failureOf(createModelCopywriter(mockModel({ text }), info, settings).writeCampaign(requestFor(typeId)));
    expect(failure.reason).toBe("invalid-reply");
    expect(failure.replyMessage).toBe(message);
  });

  it("accepts a Demand Gen reply without long headlines", async () => {
    const text = JSON.stringify({ headlines: ["Kanban boards your team will use"], descriptions: ["Plan work visually.", "Track time on every card."] });
    const writing = await createModelCopywriter(mockModel({ text }), info, settings).writeCampaign(requestFor("demand_gen"));
    expect(writing.draft.lists.longHeadlines).toEqual([]);
    expect(writing.draft.lists.headlines).toEqual(["Kanban boards your team will use"]);
  });

  it("tells a provider error from a timeout", async () => {
    const error = new APICallError({ message: "boom", url: "http://model", requestBodyValues: {}, statusCode: 500, isRetryable: false });
    const provider = await failureOf(createModelCopywriter(mockModel({ error }), info, settings).writeCampaign(requestFor("search")));
    expect([provider.reason, provider.detail]).toEqual(["provider", "The AI provider answered with status 500."]);
    const slow = await failureOf(createModelCopywriter(mockModel({ never: true }), info, { timeoutMs: 50, maxRetries: 0 }).writeCampaign(requestFor("search")));
    expect([slow.reason, slow.detail]).toEqual(["timeout", "The AI provider did not answer within 0.1 s."]);
  });
});

describe("one asset at a time", () => {
  const request = requestFor("search");
  const headline = assetKindOf(request.type, "headlines");
  if (!headline) throw new Error("Search has headlines");

  it("cuts an over-long headline and says how long it was", async () => {
    const writer = createModelCopywriter(mockModel({ text: JSON.stringify({ text: "Kanban boards that keep every small team focused" }) }), info, settings);
    expect(await writer.writeSingle(request, headline, "Old", [])).toEqual({ text: "Kanban boards that keep every", originalLength: 48, truncated: true });
  });

  it("replaces a headline that repeats one the ad has with the offline writer's", async () => {
    const writer = createModelCopywriter(mockModel({ text: JSON.stringify({ text: "Kanban Boards for Teams" }) }), info, settings);
    const written = await writer.writeSingle(request, headline, "Old", ["kanban boards for teams"]);
    expect(written.text).not.toMatch(/^kanban boards for teams$/i);
    expect(written.truncated).toBe(false);
  });
});
