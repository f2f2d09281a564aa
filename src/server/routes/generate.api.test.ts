import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { campaignGenerationResultSchema, singleItemResultSchema, singleHeadlineResultSchema } from "../../domain/contracts/generation.ts";
import { usageEvents, userProfiles } from "../db/schema.ts";
import { englishPage, failedCrawl, formFor } from "../../../test/support/ai/generation-fixtures.ts";
import { signUpWithTrial } from "../../../test/support/server/profile-status.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";

/** The generation endpoints on the default offline writer. */
let t: TestApp;
let users = 0;
const requestsPerMinute = 10;
/** Sign-ups are rate limited too: the tests share a writer unless they count something per user. */
let writer: string;

beforeAll(async () => {
  const { ai } = loadConfig({ DATA_DIR: "/tmp/adsmith-unused" });
  t = await createTestApp("pglite", { ai: { ...ai, requestsPerMinute } });
  writer = (await signedIn()).cookie;
});
afterAll(() => t.close());

async function signedIn() {
  users++;
  return signUpWithTrial(t, `writer-${users}@example.com`);
}

type Ads = Record<string, unknown[]> & { performance: Record<string, number>; generator: { provider: string; label: string; notice: string | null } };

const generate = async (path: string, body: unknown, cookie: string, headers: Record<string, string> = {}) => t.request(path, { cookie, body, headers });

describe("one endpoint for every registered type: POST /api/generate/:type (issue 21)", () => {
  it.each([
    ["search", "/api/generate-ads"],
    ["performance_max", "/api/generate-pmax-ads"],
    ["demand_gen", "/api/generate-demandgen-ads"],
  ] as const)("/api/generate/%s answers what the spec's path %s answers", async (type, alias) => {
    const { cookie } = await signedIn();
    const body = { formData: formFor(type), crawledContent: englishPage };
    const [direct, aliased] = await Promise.all([generate(`/api/generate/${type}`, body, cookie), generate(alias, body, cookie)]);
    expect(direct.status).toBe(200);
    expect(await direct.json()).toEqual(await aliased.json());
  });

  it("an unknown type is a 404 that names the registered ones", async () => {
    const response = await generate("/api/generate/shopping", { formData: formFor("search") }, writer);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe("There is no campaign type 'shopping'. Use one of: search, performance_max, demand_gen, display.");
  });
});

describe("full generation on the offline writer", () => {
  it.each([
    ["/api/generate-ads", "search", { headlines: 15, descriptions: 4, callouts: 4, sitelinks: 4, paths: 2 }],
    ["/api/generate-pmax-ads", "performance_max", { headlines: 15, longHeadlines: 5, descriptions: 5, callouts: 10, sitelinks: 6, paths: 2 }],
    ["/api/generate-demandgen-ads", "demand_gen", { headlines: 5, longHeadlines: 5, descriptions: 5 }],
    ["/api/generate/display", "display", { headlines: 5, longHeadlines: 1, descriptions: 5 }],
  ] as const)("%s answers the type's assets, estimates and the writer's name", async (path, type, counts) => {
    const response = await generate(path, { formData: formFor(type), crawledContent: englishPage }, writer);
    expect(response.status).toBe(200);
    const ads = (await response.json()) as Ads;
    expect(campaignGenerationResultSchema(type).safeParse(ads).success).toBe(true);
    // The offline writer writes up to what the type asks for, never filler to reach it (issue 19).
    for (const [key, count] of Object.entries(counts)) {
      expect(ads[key]?.length, key).toBeGreaterThan(0);
      expect(ads[key]?.length, key).toBeLessThanOrEqual(count);
    }
    expect(Object.keys(ads).sort()).toEqual([...Object.keys(counts), "generator", "performance"].sort());
    expect(ads.performance.relevance).toBeGreaterThanOrEqual(type === "demand_gen" ? 80 : 85);
    expect(ads.generator).toMatchObject({ provider: "offline", label: "Offline writer", language: "en" });
  });

  it("records one campaign generation per call", async () => {
    const { cookie, userId } = await signedIn();
    const count = async () => (await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0]?.campaignsGeneratedTotal;
    await generate("/api/generate-ads", { formData: formFor("search"), crawledContent: englishPage }, cookie);
    expect(await count()).toBe(1);
    await generate("/api/generate-ads", { formData: formFor("search"), crawledContent: englishPage }, cookie);
    expect(await count()).toBe(2);
    const events = await t.database.db.select().from(usageEvents).where(eq(usageEvents.userId, userId));
    expect(events.map((event) => event.eventType)).toEqual(["campaign_generated", "campaign_generated"]);
  });

  it("writes from the form alone after a failed crawl, and says so", async () => {
    const cookie = writer;
    const response = await generate("/api/generate-ads", { formData: formFor("search", { businessName: "Taskboard" }), crawledContent: failedCrawl }, cookie);
    const ads = (await response.json()) as Ads;
    expect(ads.headlines).toContain("Taskboard");
    expect(ads.generator.notice).toContain("The landing page could not be read");
  });

  it("streams each kind of asset as it is written, then the result", async () => {
    const cookie = writer;
    const response = await generate("/api/generate-pmax-ads", { formData: formFor("performance_max"), crawledContent: englishPage }, cookie, { accept: "text/event-stream" });
    const events = [...(await response.text()).matchAll(/event: (\w+)\ndata: (.*)\n/g)].map(([, event]) => event);
    expect(events).toEqual(["start", "partial", "partial", "partial", "partial", "result"]);
  });

  it("refuses bad input with the field's name, and needs a session", async () => {
    const cookie = writer;
    const bad = await generate("/api/generate-ads", { formData: { ...formFor("search"), campaignObjective: "awareness" } }, cookie);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^formData\.campaignObjective: /);
    const anonymous = await t.request("/api/generate-ads", { body: { formData: formFor("search") } });
    expect(anonymous.status).toBe(401);
  });
});

describe("one item at a time", () => {
  it("writes a new headline unlike the current one and the rest", async () => {
    const cookie = writer;
    const response = await generate(
      "/api/generate-single-headline",
      { currentHeadline: "Taskboard", existingHeadlines: ["Reliable Kanban Board"], context: { campaignName: "Taskboard", keywords: "kanban board", landingPageUrl: "https://taskboard.example/" }, crawledContent: englishPage },
      cookie,
    );
    const body = singleHeadlineResultSchema.parse(await response.json());
    expect(body.headline).not.toBe("Taskboard");
    expect(body.headline).not.toBe("Reliable Kanban Board");
    expect(body).toMatchObject({ originalLength: body.headline.length, truncated: false });
  });

  it("answers one Demand Gen long headline for its flag, and refuses two flags", async () => {
    const cookie = writer;
    const base = { formData: formFor("demand_gen"), crawledContent: englishPage };
    const one = await generate("/api/generate-demandgen-ads", { ...base, singleLongHeadline: true }, cookie);
    const body = singleItemResultSchema.parse(await one.json());
    expect(body.result.length).toBeGreaterThan(30);
    const two = await generate("/api/generate-demandgen-ads", { ...base, singleHeadline: true, singleDescription: true }, cookie);
    expect(two.status).toBe(400);
    expect(await two.json()).toMatchObject({ error: "Send only one of singleHeadline, singleLongHeadline, singleDescription" });
  });
});

describe("one item of any type through its flag on POST /api/generate/:type", () => {
  it("answers one Display long headline and one description, each within its limit", async () => {
    const base = { formData: formFor("display"), crawledContent: englishPage };
    const longHeadline = singleItemResultSchema.parse(await (await generate("/api/generate/display", { ...base, singleLongHeadline: true }, writer)).json());
    expect(longHeadline.result.length).toBeGreaterThan(30);
    expect(longHeadline.result.length).toBeLessThanOrEqual(90);
    const description = singleItemResultSchema.parse(
      await (await generate("/api/generate/display", { ...base, singleDescription: true, currentText: "Plan work visually.", existing: ["Plan work visually."] }, writer)).json(),
    );
    expect(description.result).not.toBe("Plan work visually.");
    expect(description.result.length).toBeLessThanOrEqual(90);
  });
});

describe("limits", () => {
  it("answers 429 with Retry-After past the per-user limit, without touching other users", async () => {
    const { cookie } = await signedIn();
    // Enough context for another headline: the writer answers 409 when it has none to offer.
    const body = { currentHeadline: "Taskboard", context: { campaignName: "Taskboard", keywords: "kanban board" } };
    for (let call = 0; call < requestsPerMinute; call++) expect((await generate("/api/generate-single-headline", body, cookie)).status).toBe(200);
    const refused = await generate("/api/generate-single-headline", body, cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: "Too many generation requests. Please wait a minute and try again." });
    const other = await signedIn();
    expect((await generate("/api/generate-single-headline", body, other.cookie)).status).toBe(200);
  });

  it("reports the offline writer in the health answer", async () => {
    const health = (await (await t.request("/api/health")).json()) as { ai: unknown };
    expect(health.ai).toEqual({ provider: "offline", model: "offline-writer", changesToMakeNotice: "The offline writer cannot follow 'Changes to Make'; connect an AI provider for that." });
  });
});
