import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorColumns } from "../../domain/export/index.ts";
import { searchCampaignBody } from "../../../test/support/server/campaign-fixture.ts";
import { parseDelimited } from "../../../test/support/domain/parse-delimited.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";

interface SavedCampaign {
  id: string;
  version: number;
  formData: Record<string, unknown>;
  adGroups: { id: string; version: number; keywords: string[] }[];
}

/**
 * Issue 20: a saved Search campaign's ad group keywords and campaign negatives are edited through the
 * existing API (PUT /api/ad-groups/:id, PUT /api/campaigns/:id) with their match types as typed, and the
 * next export writes each as Google reads it (EDITOR-IMPORT R34-R36).
 */
describe.each(testDatabaseKinds())("a saved campaign's keywords and negatives, edited, on %s", (kind) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { billing: { mode: "off" } });
    ({ cookie } = await t.signUp("group-keywords@example.com"));
  });
  afterAll(() => t.close());

  const load = async (id: string) => ((await (await t.request(`/api/campaigns/${id}`, { cookie })).json()) as { campaign: SavedCampaign }).campaign;

  it("keeps the match types as typed, and the next export writes each keyword bare with its criterion type", async () => {
    const created = await t.request("/api/campaigns", { body: searchCampaignBody("Loaves Spring"), cookie });
    const { id } = ((await created.json()) as { campaign: SavedCampaign }).campaign;
    const before = await load(id);
    const group = before.adGroups[0];
    if (!group) throw new Error("the fixture has a group");

    const keywords = ["sourdough", "[rye bread]", '"spelt loaf"', "-cheap"];
    const updated = await t.request(`/api/ad-groups/${group.id}`, { method: "PUT", body: { version: group.version, keywords }, cookie });
    expect(updated.status).toBe(200);
    // The group's save moved the campaign's version on: the negatives are saved from the campaign as it is now.
    const current = await load(id);
    const negatives = await t.request(`/api/campaigns/${id}`, { method: "PUT", body: { version: current.version, formData: { ...before.formData, campaignNegativeKeywords: "free\n[jobs]" } }, cookie });
    expect(negatives.status).toBe(200);
    const after = await load(id);
    expect(after.adGroups[0]?.keywords).toEqual(keywords);
    expect(after.formData.campaignNegativeKeywords).toBe("free\n[jobs]");

    const csv = await (await t.request("/api/export/csv", { body: { campaignId: id }, cookie })).text();
    const [, ...table] = parseDelimited(csv.replace(/^\uFEFF/, ""), ",");
    const [keyword, criterion] = [editorColumns.indexOf("Keyword"), editorColumns.indexOf("Criterion Type")];
    expect(table.filter((row) => row[keyword]).map((row) => [row[keyword], row[criterion]])).toEqual([
      ["free", "Campaign Negative Broad"],
      ["jobs", "Campaign Negative Exact"],
      ["sourdough", "Broad"],
      ["rye bread", "Exact"],
      ["spelt loaf", "Phrase"],
      ["cheap", "Negative Broad"],
    ]);
  });

  it("refuses keywords that are not a list of texts, naming the field, and keeps the saved ones", async () => {
    const created = await t.request("/api/campaigns", { body: searchCampaignBody("Loaves Autumn"), cookie });
    const { id } = ((await created.json()) as { campaign: SavedCampaign }).campaign;
    const group = (await load(id)).adGroups[0];
    if (!group) throw new Error("the fixture has a group");
    const refused = await t.request(`/api/ad-groups/${group.id}`, { method: "PUT", body: { version: group.version, keywords: "sourdough, [rye bread]" }, cookie });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("keywords");
    expect((await load(id)).adGroups[0]?.keywords).toEqual(group.keywords);
  });
});
