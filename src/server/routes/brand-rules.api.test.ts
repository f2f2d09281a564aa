import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandRulesResponse } from "../../domain/contracts/account.ts";
import { englishPage, formFor } from "../../../test/support/ai/generation-fixtures.ts";
import { signUpWithTrial } from "../../../test/support/server/profile-status.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";

/** Brand rules per ad account (issue 22): kept per account, and binding the writer for that account. */
let t: TestApp;
let cookie: string;
let accountId: string;

beforeAll(async () => {
  t = await createTestApp("pglite");
  ({ cookie } = await signUpWithTrial(t, "brand-owner@example.com"));
  const created = await t.request("/api/accounts", { cookie, body: { name: "Taskboard client" } });
  accountId = ((await created.json()) as { account: { id: string } }).account.id;
});
afterAll(() => t.close());

const rulesPath = () => `/api/accounts/${accountId}/brand-rules`;
const put = (body: unknown) => t.request(rulesPath(), { method: "PUT", cookie, body });

type Ads = { headlines: string[]; descriptions: string[]; callouts: string[]; sitelinks: { linkText: string; description1: string; description2: string }[] };
async function searchAds(body: Record<string, unknown>): Promise<Ads> {
  const response = await t.request("/api/generate/search", { cookie, body: { formData: formFor("search"), crawledContent: englishPage, ...body } });
  expect(response.status).toBe(200);
  return (await response.json()) as Ads;
}
const everyText = (ads: Ads) => [...ads.headlines, ...ads.descriptions, ...ads.callouts, ...ads.sitelinks.flatMap((s) => [s.linkText, s.description1, s.description2])];

describe("GET and PUT /api/accounts/:id/brand-rules", () => {
  it("answers no rules for an account that has none", async () => {
    const response = await t.request(rulesPath(), { cookie });
    expect(response.status).toBe(200);
    expect(brandRulesResponse.parse(await response.json()).brandRules).toEqual({ bannedPhrases: [], requiredPhrases: [], spellings: [], brandName: null, address: null, claims: [] });
  });

  it("keeps what was put, defaults filled in", async () => {
    const saved = await put({ bannedPhrases: [{ text: "cheap" }], brandName: "Taskboard" });
    expect(saved.status).toBe(200);
    const read = brandRulesResponse.parse(await (await t.request(rulesPath(), { cookie })).json()).brandRules;
    expect(read).toEqual({ bannedPhrases: [{ text: "cheap", reason: "" }], requiredPhrases: [], spellings: [], brandName: "Taskboard", address: null, claims: [] });
  });

  it("refuses a rule without its text, naming the field", async () => {
    const response = await put({ spellings: [{ from: "e-mail" }] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain("spellings");
  });
});

describe("generation for an ad account follows its brand rules", () => {
  it("never writes a banned phrase, writes the preferred spelling and says the required phrase", async () => {
    await put({});
    const unruled = everyText(await searchAds({ accountId }));
    // Words this page's ads say without rules: banning one and respelling another must change the ads.
    const said = (word: string) => unruled.some((text) => new RegExp(`\\b${word}\\b`, "i").test(text));
    expect(said("Kanban")).toBe(true);
    expect(said("time tracking")).toBe(true);

    await put({
      bannedPhrases: [{ text: "Kanban", reason: "a trademark we may not use" }],
      spellings: [{ from: "time tracking", to: "time logging" }],
      requiredPhrases: [{ text: "No credit card needed", where: "descriptions" }],
    });
    const ads = await searchAds({ accountId });
    const texts = everyText(ads);
    expect(texts.filter((text) => /\bkanban\b/i.test(text))).toEqual([]);
    expect(texts.filter((text) => /\btime tracking\b/i.test(text))).toEqual([]);
    expect(texts.some((text) => /\btime logging\b/i.test(text))).toBe(true);
    expect(ads.descriptions.some((text) => text.includes("No credit card needed"))).toBe(true);
    expect(ads.headlines.length).toBeGreaterThanOrEqual(3);
  });

  it("writes without rules when the request names no account", async () => {
    await put({ bannedPhrases: [{ text: "Kanban" }] });
    expect(everyText(await searchAds({})).some((text) => /\bkanban\b/i.test(text))).toBe(true);
  });

  it("another user's account is a 404, not their rules", async () => {
    const other = await signUpWithTrial(t, "brand-stranger@example.com");
    const response = await t.request("/api/generate/search", { cookie: other.cookie, body: { formData: formFor("search"), crawledContent: englishPage, accountId } });
    expect(response.status).toBe(404);
  });
});

describe("claims the brand may make bind the writer too", () => {
  it("writes an approved claim and no other claim of being best", async () => {
    await put({ claims: ["Trusted by 4,000 teams", "Rated best board by Team Weekly"] });
    const ads = await searchAds({ accountId, formData: { ...formFor("search"), uniqueSellingPoints: "The best kanban board\nUnlimited boards" } });
    const texts = everyText(ads);
    expect(texts.filter((text) => /\bbest\b/i.test(text) && !text.includes("Rated best board by Team Weekly"))).toEqual([]);
    expect(texts.some((text) => text.includes("Trusted by 4,000 teams"))).toBe(true);
  });
});
