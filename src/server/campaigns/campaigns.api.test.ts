import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountListResponse,
  adGroupListResponse,
  adListResponse,
  campaignPageResponse,
  campaignResponse,
  recentCampaignsResponse,
} from "../../domain/contracts/index.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";
import { searchCampaignBody } from "../../../test/support/server/campaign-fixture.ts";
import { signUpWithTrial } from "../../../test/support/server/profile-status.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";

interface Campaign {
  id: string;
  name: string;
  campaignType: string;
  version: number;
  adGroups: { id: string; name: string; version: number; ads: { id: string; name: string; version: number; status: string; assets: Record<string, unknown> }[] }[];
}
interface Summary {
  id: string;
  name: string;
  adGroupCount: number;
  adCount: number;
  keywords: string[];
  objective: string;
  campaignType: string;
}

describe.each(testDatabaseKinds())("campaigns API on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  let accountId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie } = await signUpWithTrial(t, "marketer@example.com"));
    const account = await t.request("/api/accounts", { body: { name: "Bakery" }, cookie });
    accountId = ((await account.json()) as { account: { id: string } }).account.id;
  });
  afterAll(() => t.close());

  const save = async (name: string, headers: Record<string, string> = {}) => {
    const response = await t.request("/api/campaigns", { body: searchCampaignBody(name, accountId), cookie, headers });
    return { response, campaign: ((await response.json()) as { campaign: Campaign }).campaign };
  };

  describe("saving a campaign with its ad groups and ads", () => {
    it("stores everything and answers the loaded-campaign shape", async () => {
      const { response, campaign } = await save("Spring Bread");
      expect(response.status).toBe(201);
      expect(campaign).toMatchObject({ name: "Spring Bread", campaignType: "search", version: 1 });
      expect(campaign.adGroups[0]?.ads[0]).toMatchObject({ name: "Fresh Sourdough Daily", status: "draft" });
      const loaded = await t.request(`/api/campaigns/${campaign.id}`, { cookie });
      expect(((await loaded.json()) as { campaign: Campaign }).campaign).toEqual(campaign);
    });

    it("refuses a blank name: 'Campaign name is required and cannot be empty'", async () => {
      const response = await t.request("/api/campaigns", { body: { ...searchCampaignBody(" "), accountId }, cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Campaign name is required and cannot be empty" });
    });

    it("refuses a campaign without ads or ad groups: 'Campaign must have either generated ads or ad groups'", async () => {
      const response = await t.request("/api/campaigns", { body: { name: "Empty", formData: {}, adGroups: [] }, cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Campaign must have either generated ads or ad groups" });
    });

    it("infers the type of a campaign stored without one", async () => {
      const body = { name: "Themes", formData: { contentThemes: "baking, breakfast" }, generatedAds: { headlines: ["Bread"], longHeadlines: [] }, adGroups: [] };
      const response = await t.request("/api/campaigns", { body, cookie });
      expect(((await response.json()) as { campaign: Campaign }).campaign.campaignType).toBe("demand_gen");
    });
  });

  describe("a retried save never stores twice", () => {
    it("answers the first result for the same Idempotency-Key", async () => {
      const key = "save-0123456789";
      const first = await save("Retried", { "idempotency-key": key });
      const again = await save("Retried", { "idempotency-key": key });
      expect(first.response.status).toBe(201);
      expect(again.response.status).toBe(200);
      expect(again.campaign.id).toBe(first.campaign.id);
      const page = (await (await t.request("/api/campaigns?limit=100", { cookie })).json()) as { campaigns: Summary[] };
      expect(page.campaigns.filter((c) => c.name === "Retried")).toHaveLength(1);
    });

    it("holds under concurrent retries", async () => {
      const key = "save-concurrent-1";
      const results = await Promise.all([1, 2, 3].map(() => save("Concurrent", { "idempotency-key": key })));
      expect(new Set(results.map((r) => r.campaign.id)).size).toBe(1);
    });
  });

  describe("stale updates are refused", () => {
    it("answers 409 when the version read is no longer current", async () => {
      const { campaign } = await save("Versioned");
      const update = await t.request(`/api/campaigns/${campaign.id}`, { method: "PUT", body: { version: 1, name: "Versioned 2" }, cookie });
      expect(update.status).toBe(200);
      expect(((await update.json()) as { campaign: Campaign }).campaign).toMatchObject({ name: "Versioned 2", version: 2 });
      const stale = await t.request(`/api/campaigns/${campaign.id}`, { method: "PUT", body: { version: 1, name: "Other tab" }, cookie });
      expect(stale.status).toBe(409);
      expect(((await stale.json()) as { error: string }).error).toMatch(/changed in another tab/);
    });
  });

  describe("an update changes only the fields it names", () => {
    const load = async (id: string) => ((await (await t.request(`/api/campaigns/${id}`, { cookie })).json()) as { campaign: Campaign & Record<string, unknown> }).campaign;
    const without = (value: Record<string, unknown>, ...keys: string[]) => Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));

    it("a campaign renamed with {version, name} keeps its ad groups, ads, form data and generated ads", async () => {
      const { campaign } = await save("Partial Campaign");
      const before = await load(campaign.id);
      const response = await t.request(`/api/campaigns/${campaign.id}`, { method: "PUT", body: { version: 1, name: "Renamed Campaign" }, cookie });
      expect(response.status).toBe(200);
      const after = await load(campaign.id);
      expect(after).toMatchObject({ name: "Renamed Campaign", version: 2 });
      expect(after.adGroups).toEqual(before.adGroups);
      expect(without(after, "name", "version", "updatedAt")).toEqual(without(before, "name", "version", "updatedAt"));
      expect(before.formData).toMatchObject({ keywords: "sourdough, rye bread, bakery near me, croissants" });
    });

    it("an ad group renamed with {version, name} keeps its keywords, landing page, call to action and ads", async () => {
      const { campaign } = await save("Partial Group");
      const group = campaign.adGroups[0];
      const response = await t.request(`/api/ad-groups/${group?.id}`, { method: "PUT", body: { version: group?.version, name: "Renamed Group" }, cookie });
      expect(response.status).toBe(200);
      const [after] = (await load(campaign.id)).adGroups;
      expect(without(after ?? {}, "name", "version", "updatedAt")).toEqual(without(group ?? {}, "name", "version", "updatedAt"));
      expect(after).toMatchObject({ name: "Renamed Group", keywords: ["sourdough", "rye bread", "bakery near me", "croissants"] });
    });

    it("an ad given only a new final URL keeps its name and assets", async () => {
      const { campaign } = await save("Partial Ad");
      const group = campaign.adGroups[0];
      const created = await t.request(`/api/ad-groups/${group?.id}/ads`, { body: { name: "Rye Special", assets: { descriptions: ["Dark rye."] } }, cookie });
      const { ad } = (await created.json()) as { ad: { id: string; version: number; name: string; assets: Record<string, unknown> } };
      expect(ad.name).toBe("Rye Special");
      const response = await t.request(`/api/ads/${ad.id}`, { method: "PUT", body: { version: ad.version, finalUrl: "https://bakery.example/rye" }, cookie });
      expect(((await response.json()) as { ad: unknown }).ad).toMatchObject({ name: "Rye Special", assets: ad.assets, finalUrl: "https://bakery.example/rye" });
    });
  });

  describe("an ad's assets are stored in their one shape (issue 21)", () => {
    it("keeps every part an ad has, stores a sitelink in the editor's spelling, and leaves out what is no part of an ad", async () => {
      const { campaign } = await save("Typed Assets");
      const group = campaign.adGroups[0];
      const assets = {
        headlines: ["Fresh Rye Bread"],
        longHeadlines: ["Rye loaves baked every morning"],
        pins: { headlines: [1] },
        sitelinks: [{ headline: "Pricing", url: "https://bakery.example/pricing" }],
        images: ["hero.jpg"],
      };
      const created = await t.request(`/api/ad-groups/${group?.id}/ads`, { body: { assets }, cookie });
      const { ad } = (await created.json()) as { ad: { id: string } };
      const stored = (await (await t.request(`/api/ads/${ad.id}`, { cookie })).json()) as { ad: { assets: unknown } };
      expect(stored.ad.assets).toEqual({
        headlines: ["Fresh Rye Bread"],
        longHeadlines: ["Rye loaves baked every morning"],
        pins: { headlines: [1] },
        sitelinks: [{ linkText: "Pricing", linkUrl: "https://bakery.example/pricing", description1: "", description2: "" }],
      });
    });
  });

  describe("ad groups and ads edited one at a time", () => {
    it("updates an ad's assets and names it after the first headline", async () => {
      const { campaign } = await save("Editable");
      const ad = campaign.adGroups[0]?.ads[0];
      const response = await t.request(`/api/ads/${ad?.id}`, {
        method: "PUT",
        body: { version: ad?.version, assets: { headlines: ["Warm Croissants", "Bake Shop"], descriptions: ["Flaky."] } },
        cookie,
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { ad: { name: string } }).ad.name).toBe("Warm Croissants");
      const reloaded = (await (await t.request(`/api/campaigns/${campaign.id}`, { cookie })).json()) as { campaign: Campaign };
      expect(reloaded.campaign.version).toBe(2);
    });

    it("adds an ad group and an ad, lists and deletes them", async () => {
      const { campaign } = await save("Groups");
      const group = await t.request(`/api/campaigns/${campaign.id}/ad-groups`, { body: { name: "Rye", keywords: ["rye"] }, cookie });
      expect(group.status).toBe(201);
      const { adGroup } = (await group.json()) as { adGroup: { id: string } };
      const ad = await t.request(`/api/ad-groups/${adGroup.id}/ads`, { body: { assets: { headlines: [] } }, cookie });
      expect(((await ad.json()) as { ad: { name: string } }).ad.name).toBe("Generated Ad");
      const groups = (await (await t.request(`/api/campaigns/${campaign.id}/ad-groups`, { cookie })).json()) as { adGroups: unknown[] };
      expect(groups.adGroups).toHaveLength(2);
      expect((await t.request(`/api/ad-groups/${adGroup.id}`, { method: "DELETE", cookie })).status).toBe(204);
      expect((await t.request(`/api/ad-groups/${adGroup.id}/ads`, { cookie })).status).toBe(404);
    });
  });

  describe("the campaign list", () => {
    it("pages newest first by cursor with counts, objective and the first 3 keywords", async () => {
      const fresh = await createTestApp(kind);
      try {
        const { cookie: own } = await signUpWithTrial(fresh, "lister@example.com");
        for (const name of ["One", "Two", "Three", "Four", "Five"]) {
          await fresh.request("/api/campaigns", { body: searchCampaignBody(name), cookie: own });
        }
        const first = (await (await fresh.request("/api/campaigns?limit=2", { cookie: own })).json()) as { campaigns: Summary[]; nextCursor: string };
        expect(first.campaigns.map((c) => c.name)).toEqual(["Five", "Four"]);
        expect(first.campaigns[0]).toMatchObject({ adGroupCount: 1, adCount: 1, objective: "sales", campaignType: "search", keywords: ["sourdough", "rye bread", "bakery near me"] });
        const second = (await (await fresh.request(`/api/campaigns?limit=2&cursor=${first.nextCursor}`, { cookie: own })).json()) as { campaigns: Summary[]; nextCursor: string };
        expect(second.campaigns.map((c) => c.name)).toEqual(["Three", "Two"]);
        const last = (await (await fresh.request(`/api/campaigns?limit=2&cursor=${second.nextCursor}`, { cookie: own })).json()) as { campaigns: Summary[]; nextCursor: string | null };
        expect(last.campaigns.map((c) => c.name)).toEqual(["One"]);
        expect(last.nextCursor).toBeNull();
        const recent = (await (await fresh.request("/api/campaigns/recent", { cookie: own })).json()) as { campaigns: Summary[] };
        expect(recent.campaigns.map((c) => c.name)).toEqual(["Five", "Four", "Three", "Two", "One"]);
        expect((await fresh.request("/api/campaigns?cursor=garbage", { cookie: own })).status).toBe(400);
      } finally {
        await fresh.close();
      }
    });

    it("searches names anywhere, case-insensitively, taking % and _ literally", async () => {
      const { cookie: searcher } = await signUpWithTrial(t, "searcher@example.com");
      for (const name of ["Spring Sale", "Winter sale", "100% Rye", "Rye_bread"]) {
        await t.request("/api/campaigns", { body: searchCampaignBody(name), cookie: searcher });
      }
      const names = async (search: string) =>
        ((await (await t.request(`/api/campaigns?search=${encodeURIComponent(search)}`, { cookie: searcher })).json()) as { campaigns: Summary[] }).campaigns.map((c) => c.name);
      expect(await names("SALE")).toEqual(["Winter sale", "Spring Sale"]);
      expect(await names("%")).toEqual(["100% Rye"]);
      expect(await names("_")).toEqual(["Rye_bread"]);
      expect(await names("nothing like it")).toEqual([]);
    });

    it("filters by account", async () => {
      const page = (await (await t.request(`/api/campaigns?accountId=${accountId}&limit=100`, { cookie })).json()) as { campaigns: Summary[] };
      expect(page.campaigns.length).toBeGreaterThan(0);
      expect(page.campaigns.every((c) => (c as Summary & { accountId: string }).accountId === accountId)).toBe(true);
    });
  });

  describe("answers follow the shared contract the web app parses", () => {
    it("matches the response schemas", async () => {
      const { campaign } = await save("Contract");
      const get = async (path: string) => (await t.request(path, { cookie })).json();
      expect(() => campaignResponse.parse({ campaign })).not.toThrow();
      campaignPageResponse.parse(await get("/api/campaigns?limit=5"));
      recentCampaignsResponse.parse(await get("/api/campaigns/recent"));
      accountListResponse.parse(await get("/api/accounts"));
      adGroupListResponse.parse(await get(`/api/campaigns/${campaign.id}/ad-groups`));
      adListResponse.parse(await get(`/api/ad-groups/${campaign.adGroups[0]?.id}/ads`));
    });
  });

  describe("the JSON download", () => {
    it("is named from the lower-cased name with non-alphanumerics as underscores", async () => {
      const { campaign } = await save("Spring Sale: 20% Off!");
      const response = await t.request(`/api/campaigns/${campaign.id}/download`, { cookie });
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="spring_sale__20__off__campaign.json"');
      expect(((await response.json()) as Campaign).name).toBe("Spring Sale: 20% Off!");
    });
  });

  describe("usage", () => {
    it("counts a generated campaign and logs campaign_generated", async () => {
      const first = await t.request("/api/usage/campaign-generated", { method: "POST", cookie });
      const second = await t.request("/api/usage/campaign-generated", { method: "POST", cookie });
      expect(await first.json()).toEqual({ campaignsGeneratedTotal: 1 });
      expect(await second.json()).toEqual({ campaignsGeneratedTotal: 2 });
    });
  });
});
