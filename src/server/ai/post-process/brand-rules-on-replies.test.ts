import { describe, expect, it } from "vitest";
import { brandRulesSchema } from "../../../domain/brand-rules/index.ts";
import { campaignTypeFor } from "../../../domain/campaign-types/registry.ts";
import { formDataSchemaFor } from "../../../domain/wizard/form-data.ts";
import { campaignRequest } from "../campaign-request.ts";
import { createOfflineWriter } from "../offline/offline-writer.ts";
import { campaignPrompt } from "../prompt/campaign-prompt.ts";
import { englishPage, formFor } from "../../../../test/support/ai/generation-fixtures.ts";
import { assembleReply } from "./assemble-reply.ts";
import { replacementSource } from "./replacement-source.ts";

const rules = brandRulesSchema.parse({
  bannedPhrases: [{ text: "cheap", reason: "premium brand" }],
  spellings: [{ from: "to-do", to: "todo" }],
  brandName: "TaskBoard",
});
const request = campaignRequest(campaignTypeFor("search"), { formData: formDataSchemaFor("search").parse(formFor("search")), crawledContent: englishPage }, rules);

describe("a model's reply is held to the ad account's brand rules (issue 22)", () => {
  const reply = { headlines: ["Cheap Task Boards", "Taskboard To-Do Lists", "Plan Work Visually", "Share Progress"], descriptions: ["Plan your to-do list on a board.", "Cheap plans for every team."] };
  const { draft, stats } = assembleReply(request, reply, replacementSource(() => createOfflineWriter(request)), true);

  it("replaces an asset that says a banned phrase, and counts it", () => {
    expect([...(draft.lists.headlines ?? []), ...(draft.lists.descriptions ?? [])].filter((text) => /cheap/i.test(text))).toEqual([]);
    expect(stats.brandBreaks).toBe(2);
  });

  it("corrects spellings and the brand's casing in place", () => {
    expect(draft.lists.headlines).toContain("TaskBoard Todo Lists");
    expect(draft.lists.descriptions).toContain("Plan your todo list on a board.");
  });
});

describe("the prompt states the brand rules", () => {
  it("names the brand's casing, the banned phrase with its reason and the spelling", () => {
    const prompt = campaignPrompt(request);
    expect(prompt).toContain('Write the brand exactly as "TaskBoard", in that casing.');
    expect(prompt).toContain('Never write "cheap" (premium brand).');
    expect(prompt).toContain('Write "todo", never "to-do".');
  });
});
