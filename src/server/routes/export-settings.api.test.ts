import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorColumns, type ExportSettings } from "../../domain/export/index.ts";
import { parseDelimited } from "../../../test/support/domain/parse-delimited.ts";
import { searchCampaignBody } from "../../../test/support/server/campaign-fixture.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";

const chosen: ExportSettings = {
  status: "Enabled",
  budget: 30,
  budgetType: "Daily",
  bidStrategy: "Maximize clicks",
  networks: ["Google search"],
  languages: ["de"],
  locations: ["Germany"],
  euPoliticalAds: false,
  mode: "new",
};

/** Issue 20's API: settings in the body, else the ad account's remembered ones, else Paused with nothing assumed. */
describe.each(testDatabaseKinds())("export settings on %s", (kind) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    // Billing off: the settings hold for every user, whatever the paywall says about saving.
    t = await createTestApp(kind, { billing: { mode: "off" } });
    ({ cookie } = await t.signUp("export-settings@example.com"));
  });
  afterAll(() => t.close());

  const saveIn = async (accountName: string) => {
    const account = ((await (await t.request("/api/accounts", { body: { name: accountName }, cookie })).json()) as { account: { id: string } }).account;
    const saved = await t.request("/api/campaigns", { body: searchCampaignBody(`${accountName} Bakery`, account.id), cookie });
    expect(saved.status).toBe(201);
    return ((await saved.json()) as { campaign: { id: string } }).campaign.id;
  };
  const campaignRowOf = async (body: Record<string, unknown>) => {
    const response = await t.request("/api/export/csv", { body, cookie });
    expect(response.status).toBe(200);
    const [header = [], campaign = [], ...rest] = parseDelimited(new TextDecoder().decode(await response.arrayBuffer()), ",");
    const record = Object.fromEntries(header.map((column, index) => [column, campaign[index] ?? ""]));
    return { record, locations: rest.filter((row) => row[editorColumns.indexOf("Location")]).length };
  };

  it("writes the settings sent, remembers them for the account and applies them to the next export", async () => {
    const campaignId = await saveIn("Berlin");
    const first = await campaignRowOf({ campaignId, settings: chosen });
    expect(first.record).toMatchObject({ "Campaign Status": "Enabled", Budget: "30.00", "Bid Strategy Type": "Maximize clicks", Networks: "Google search", Languages: "de", "EU political ads": "Doesn't have EU political ads" });
    expect(first.locations).toBe(1);
    const again = await campaignRowOf({ campaignId });
    expect(again.record).toEqual(first.record);
  });

  it("keeps each account's settings to itself: another account's campaign goes out Paused with nothing assumed", async () => {
    const campaignId = await saveIn("Hamburg");
    const { record, locations } = await campaignRowOf({ campaignId });
    expect(record).toMatchObject({ "Campaign Status": "Paused", Budget: "", "Bid Strategy Type": "", Networks: "", Languages: "", "EU political ads": "" });
    expect(locations).toBe(0);
  });

  it("refuses settings without the EU answer, naming it, and a bid strategy the type does not take", async () => {
    const campaignId = await saveIn("Munich");
    const { euPoliticalAds: _omitted, ...withoutEu } = chosen;
    const missing = await t.request("/api/export/editor", { body: { campaignId, settings: withoutEu }, cookie });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toContain("Say whether the campaign has EU political ads");
    const account = ((await (await t.request("/api/accounts", { body: { name: "PMax" }, cookie })).json()) as { account: { id: string } }).account;
    const pmax = {
      name: "Max",
      campaignType: "performance_max",
      formData: { landingPageUrl: "https://bakery.example/", businessName: "Bakery" },
      adGroups: [
        {
          name: "All",
          keywords: [],
          ads: [{ finalUrl: "https://bakery.example/", assets: { headlines: ["Fresh Bread", "Baked Daily", "Order Online"], longHeadlines: ["Fresh bread from our oven every morning"], descriptions: ["Warm loaves at dawn.", "Order by nine."] } }],
        },
      ],
    };
    const wrong = await t.request("/api/export/csv", { body: { campaign: pmax, accountId: account.id, settings: chosen }, cookie });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toContain("not a bid strategy for this campaign type");
  });

  it("Update mode writes no campaign settings", async () => {
    const campaignId = await saveIn("Cologne");
    const response = await t.request("/api/export/csv", { body: { campaignId, settings: { ...chosen, mode: "update" } }, cookie });
    const table = parseDelimited(new TextDecoder().decode(await response.arrayBuffer()), ",");
    expect(table[0]).toEqual(editorColumns);
    expect(table.slice(1).every((row) => !row[editorColumns.indexOf("Campaign Status")] && !row[editorColumns.indexOf("Criterion Type")])).toBe(true);
    expect(table.slice(1).some((row) => row.includes("Responsive search ad"))).toBe(true);
  });

  it("Update mode asks for no campaign settings, and keeps the account's new-campaign choices remembered", async () => {
    const campaignId = await saveIn("Dresden");
    await campaignRowOf({ campaignId, settings: chosen });
    const update = await t.request("/api/export/editor", { body: { campaignId, settings: { mode: "update" } }, cookie });
    expect(update.status).toBe(200);
    const offer = await t.request("/api/export/settings", { body: { campaignId }, cookie });
    expect(((await offer.json()) as { remembered: unknown }).remembered).toEqual({ ...chosen, mode: "update" });
  });

  it("POST /api/export/settings offers the account's remembered settings and the ads' language, and refuses no mode", async () => {
    const campaignId = await saveIn("Leipzig");
    const before = await t.request("/api/export/settings", { body: { campaignId }, cookie });
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ remembered: null, suggested: { languages: ["en"] } });
    await campaignRowOf({ campaignId, settings: chosen });
    const after = (await (await t.request("/api/export/settings", { body: { campaignId }, cookie })).json()) as { remembered: unknown };
    expect(after.remembered).toEqual(chosen);
    const german = {
      name: "Bäckerei",
      campaignType: "search",
      formData: {},
      adGroups: [{ name: "Brot", keywords: [], ads: [{ finalUrl: "https://baeckerei.example/", assets: { headlines: ["Frisches Sauerteigbrot jeden Morgen"], descriptions: ["Wir backen jeden Tag mit Bio-Mehl aus der Region. Bestellen Sie bis 9 Uhr und holen Sie Ihr Brot am selben Tag ab."] } }] }],
    };
    const offer = (await (await t.request("/api/export/settings", { body: { campaign: german }, cookie })).json()) as { suggested: unknown };
    expect(offer.suggested).toEqual({ languages: ["de"] });
    const noMode = await t.request("/api/export/csv", { body: { campaignId, settings: { status: "Paused" } }, cookie });
    expect(noMode.status).toBe(400);
    expect(((await noMode.json()) as { error: string }).error).toContain("Choose the export mode");
  });
});
