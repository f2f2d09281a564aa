import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorColumns } from "../../domain/export/columns.ts";
import { page, type PageServer, startPageServer } from "../../../test/support/crawl/page-server.ts";
import { parseDelimited } from "../../../test/support/domain/parse-delimited.ts";
import { searchCampaignBody } from "../../../test/support/server/campaign-fixture.ts";
import { signUpWithTrial } from "../../../test/support/server/profile-status.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";

/** Refresh (issue 22): weak assets found, replacements proposed in the account's house style, nothing saved. */
let t: TestApp;
let site: PageServer;
let cookie: string;
let accountId: string;

type Proposal = { kind: string; index: number; current: string; replacement: string; reason: string; pin?: number };
type Answer = { proposals: Proposal[]; style: { adsRead: number; casing: string | null; recurringClaims: string[] }; generator: { label: string } | null };

const bakery = `<!doctype html><html lang="en"><head><title>Crumb &amp; Co. | Sourdough Bakery in Leeds</title>
<meta name="description" content="Sourdough, rye and spelt loaves baked every morning and delivered across Leeds."></head>
<body><main><h1>Sourdough baked every morning</h1>
<p>We bake small batches of naturally leavened bread with stone-ground flour from Yorkshire farms.</p>
<h2>Delivered before breakfast</h2><p>Order by 9 pm and your loaves arrive warm at your door by 8 am, anywhere in Leeds.</p>
<ul><li>48-hour slow fermentation</li><li>Stone-ground flour</li><li>No additives or preservatives</li></ul></main></body></html>`;

beforeAll(async () => {
  site = await startPageServer({ "/": page(bakery) });
  t = await createTestApp("pglite", { crawl: { allowPrivateNetworks: true, render: "off", chromiumPath: null } });
  ({ cookie } = await signUpWithTrial(t, "refresher@example.com"));
  accountId = ((await (await t.request("/api/accounts", { cookie, body: { name: "Crumb & Co" } })).json()) as { account: { id: string } }).account.id;
});
afterAll(async () => {
  await t.close();
  await site.close();
});

async function saveCampaign(name: string, assets: Record<string, unknown>): Promise<{ campaignId: string; adId: string }> {
  const body = searchCampaignBody(name, accountId);
  const group = body.adGroups[0];
  if (!group) throw new Error("fixture has a group");
  const response = await t.request("/api/campaigns", { cookie, body: { ...body, adGroups: [{ ...group, landingPageUrl: site.url("/"), ads: [{ assets }] }] } });
  expect(response.status).toBe(201);
  const campaign = (await response.json()) as { campaign: { id: string; adGroups: { ads: { id: string }[] }[] } };
  const adId = campaign.campaign.adGroups[0]?.ads[0]?.id;
  if (!adId) throw new Error("saved without its ad");
  return { campaignId: campaign.campaign.id, adId };
}

const saveAd = async (name: string, assets: Record<string, unknown>) => (await saveCampaign(name, assets)).adId;

const refresh = async (adId: string) => t.request(`/api/ads/${adId}/refresh`, { cookie, body: {} });

describe("POST /api/ads/:id/refresh", () => {
  it("proposes replacements for the weak assets, in the account's casing, repeating nothing the ad says", async () => {
    await saveAd("Spring Loaves", {
      headlines: ["Fresh Sourdough Daily", "Free Delivery Over £20", "Rye Bread Baked Today"],
      descriptions: ["Slow-fermented sourdough, baked before dawn.", "Free delivery over £20 across Leeds."],
    });
    const adId = await saveAd("Winter Loaves", {
      headlines: ["Warm Loaves", "Warm Loaves", "Croissants Baked Today"],
      descriptions: ["Baked every morning. Free delivery over £20."],
    });
    const response = await refresh(adId);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Answer;
    expect(answer.style).toMatchObject({ adsRead: 2, casing: "title" });
    expect(answer.style.recurringClaims).toContain("free delivery over");

    const repeat = answer.proposals.find((proposal) => proposal.kind === "headlines" && proposal.index === 1);
    expect(repeat).toMatchObject({ current: "Warm Loaves", reason: "Same as headline 1" });
    const headlines = answer.proposals.filter((proposal) => proposal.kind === "headlines").map((proposal) => proposal.replacement);
    expect(headlines.length).toBeGreaterThan(1);
    expect(new Set(headlines.map((text) => text.toLowerCase())).size).toBe(headlines.length);
    expect(headlines.filter((text) => ["Warm Loaves", "Croissants Baked Today"].includes(text))).toEqual([]);
    // Title Case, as the account's headlines are: every word of four letters or more capitalised.
    for (const text of headlines) expect(text.split(" ").filter((word) => /^\p{Ll}{4,}/u.test(word))).toEqual([]);
    expect(answer.proposals.some((proposal) => proposal.kind === "descriptions" && proposal.current === "")).toBe(true);
    expect(answer.generator?.label).toBe("Offline writer");
  });

  it("replaces what breaks the account's brand rules, with a line that keeps them", async () => {
    await t.request(`/api/accounts/${accountId}/brand-rules`, { method: "PUT", cookie, body: { bannedPhrases: [{ text: "cheap", reason: "premium bakery" }] } });
    const adId = await saveAd("Cheap Loaves", { headlines: ["Cheap Sourdough", "Rye Bread Baked Today", "Order Bread Online"], descriptions: ["Cheap bread, baked daily.", "Order by 9 am."] });
    const answer = (await (await refresh(adId)).json()) as Answer;
    const banned = answer.proposals.filter((proposal) => /cheap/i.test(proposal.current));
    expect(banned.map((proposal) => proposal.reason)).toEqual(["Brand rules ban “cheap”: premium bakery", "Brand rules ban “cheap”: premium bakery"]);
    expect(answer.proposals.filter((proposal) => /cheap/i.test(proposal.replacement))).toEqual([]);
  });

  it("proposes pinning a headline to position 1 where the account's other ads pin and this one does not", async () => {
    const pinned = { headlines: ["Crumb & Co Bakery", "Sourdough Baked Daily", "Rye Bread Baked Today"], descriptions: ["Baked daily."], pins: { headlines: [1, null, null], descriptions: [null] } };
    await saveAd("Pinned Loaves", pinned);
    const adId = await saveAd("Unpinned Loaves", { headlines: ["Warm Sourdough Loaves", "Crumb & Co Bakery", "Rye Bread Baked Today"], descriptions: ["Baked daily."] });
    const answer = (await (await refresh(adId)).json()) as Answer;
    expect(answer.proposals.filter((proposal) => proposal.pin !== undefined)).toEqual([
      { kind: "headlines", index: 0, current: "Warm Sourdough Loaves", replacement: "Warm Sourdough Loaves", reason: "Your other ads pin a headline to position 1; this one pins none", pin: 1 },
    ]);
  });

  it("saves nothing: the ad is as it was until the user accepts and saves", async () => {
    const adId = await saveAd("Unchanged Loaves", { headlines: ["Warm Loaves", "Warm Loaves", "Rye"], descriptions: ["Baked daily."] });
    const before = await (await t.request(`/api/ads/${adId}`, { cookie })).json();
    await refresh(adId);
    expect(await (await t.request(`/api/ads/${adId}`, { cookie })).json()).toEqual(before);
  });
});

describe("an accepted refresh is exported beside the ad Google Ads runs, which goes out paused", () => {
  type StoredAd = { ad: { version: number; assets: { headlines: string[] }; replacedAssets: { headlines: string[] } | null } };
  const read = async (adId: string) => (await (await t.request(`/api/ads/${adId}`, { cookie })).json()) as StoredAd;
  const live = { headlines: ["Warm Loaves Daily", "Rye Baked Before Dawn", "Order Bread Online"], descriptions: ["Fresh bread every morning.", "Order by 9 am."] };

  it("keeps the live ad on the first accepted refresh, and keeps it through the next", async () => {
    const { adId } = await saveCampaign("Paused Loaves", live);
    const first = { ...live, headlines: ["Warm Loaves Daily", "Sourdough by 8 am", "Order Bread Online"] };
    await t.request(`/api/ads/${adId}`, { method: "PUT", cookie, body: { assets: first, version: (await read(adId)).ad.version, refreshed: true } });
    expect((await read(adId)).ad.replacedAssets?.headlines).toEqual(live.headlines);
    const second = { ...first, headlines: ["Warm Loaves Daily", "Sourdough by 8 am", "Stone-Ground Flour"] };
    await t.request(`/api/ads/${adId}`, { method: "PUT", cookie, body: { assets: second, version: (await read(adId)).ad.version, refreshed: true } });
    expect((await read(adId)).ad).toMatchObject({ assets: { headlines: second.headlines }, replacedAssets: { headlines: live.headlines } });
  });

  it("keeps nothing for an ordinary edit", async () => {
    const { adId } = await saveCampaign("Edited Loaves", live);
    await t.request(`/api/ads/${adId}`, { method: "PUT", cookie, body: { assets: { ...live, headlines: ["Edited", ...live.headlines.slice(1)] }, version: (await read(adId)).ad.version } });
    expect((await read(adId)).ad.replacedAssets).toBeNull();
  });

  it("writes the live ad with Status Paused and the new one after it, under the same campaign and ad group", async () => {
    const { campaignId, adId } = await saveCampaign("Exported Loaves", live);
    const refreshed = { ...live, headlines: ["Warm Loaves Daily", "Sourdough by 8 am", "Order Bread Online"] };
    await t.request(`/api/ads/${adId}`, { method: "PUT", cookie, body: { assets: refreshed, version: (await read(adId)).ad.version, refreshed: true } });
    const csv = await (await t.request("/api/export/csv", { body: { campaignId }, cookie })).text();
    const table = parseDelimited(csv.replace(/^\uFEFF/, ""), ",");
    const column = (name: (typeof editorColumns)[number]) => editorColumns.indexOf(name);
    const ads = table.filter((row) => row[column("Ad type")] === "Responsive search ad");
    expect(ads.map((row) => [row[column("Headline 2")], row[column("Status")]])).toEqual([
      ["Rye Baked Before Dawn", "Paused"],
      ["Sourdough by 8 am", ""],
    ]);
    expect(new Set(ads.map((row) => `${row[column("Campaign")]}|${row[column("Ad Group")]}`)).size).toBe(1);
  });
});
