import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchCampaignBody } from "../../../test/support/server/campaign-fixture.ts";
import { signUpWithTrial } from "../../../test/support/server/profile-status.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";

describe.each(testDatabaseKinds())("isolation between users on %s", (kind) => {
  let t: TestApp;
  let owner: string;
  let intruder: string;
  const ids = { account: "", campaign: "", adGroup: "", ad: "" };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = (await signUpWithTrial(t, "owner@example.com")).cookie;
    intruder = (await signUpWithTrial(t, "intruder@example.com")).cookie;
    await t.request("/api/accounts", { body: { name: "Intruder's own" }, cookie: intruder });
    const account = await t.request("/api/accounts", { body: { name: "Owner's" }, cookie: owner });
    ids.account = ((await account.json()) as { account: { id: string } }).account.id;
    const saved = await t.request("/api/campaigns", { body: searchCampaignBody("Private", ids.account), cookie: owner });
    const { campaign } = (await saved.json()) as { campaign: { id: string; adGroups: { id: string; ads: { id: string }[] }[] } };
    ids.campaign = campaign.id;
    ids.adGroup = campaign.adGroups[0]?.id ?? "";
    ids.ad = campaign.adGroups[0]?.ads[0]?.id ?? "";
  });
  afterAll(() => t.close());

  const endpoints = (id: (kind: keyof typeof ids) => string) => [
    { method: "PATCH", path: `/api/accounts/${id("account")}`, body: { name: "Taken over" } },
    { method: "DELETE", path: `/api/accounts/${id("account")}` },
    { method: "GET", path: `/api/campaigns/${id("campaign")}` },
    { method: "PUT", path: `/api/campaigns/${id("campaign")}`, body: { version: 1, name: "Taken over" } },
    { method: "GET", path: `/api/campaigns/${id("campaign")}/download` },
    { method: "GET", path: `/api/campaigns/${id("campaign")}/ad-groups` },
    { method: "POST", path: `/api/campaigns/${id("campaign")}/ad-groups`, body: { name: "Injected" } },
    { method: "GET", path: `/api/ad-groups/${id("adGroup")}` },
    { method: "PUT", path: `/api/ad-groups/${id("adGroup")}`, body: { version: 1, name: "Taken over" } },
    { method: "GET", path: `/api/ad-groups/${id("adGroup")}/ads` },
    { method: "POST", path: `/api/ad-groups/${id("adGroup")}/ads`, body: { assets: {} } },
    { method: "GET", path: `/api/ads/${id("ad")}` },
    { method: "PUT", path: `/api/ads/${id("ad")}`, body: { version: 1, assets: { headlines: ["Taken over"] } } },
    { method: "DELETE", path: `/api/ads/${id("ad")}` },
    { method: "DELETE", path: `/api/ad-groups/${id("adGroup")}` },
    { method: "DELETE", path: `/api/campaigns/${id("campaign")}` },
  ];

  it("answers another user's ids exactly like missing ones, on every endpoint, and changes nothing", async () => {
    const real = endpoints((k) => ids[k]);
    const missing = endpoints(() => randomUUID());
    for (const [index, endpoint] of real.entries()) {
      const theirs = await t.request(endpoint.path, { method: endpoint.method, body: endpoint.body, cookie: intruder });
      const nobodys = missing[index];
      const absent = await t.request(nobodys?.path ?? "", { method: nobodys?.method, body: nobodys?.body, cookie: intruder });
      expect([endpoint.method, endpoint.path, theirs.status]).toEqual([endpoint.method, endpoint.path, 404]);
      expect(await theirs.json()).toEqual(await absent.json());
    }
    const campaign = await t.request(`/api/campaigns/${ids.campaign}`, { cookie: owner });
    expect(campaign.status).toBe(200);
    expect(((await campaign.json()) as { campaign: { name: string; version: number } }).campaign).toMatchObject({ name: "Private", version: 1 });
    const accounts = (await (await t.request("/api/accounts", { cookie: owner })).json()) as { accounts: { name: string }[] };
    expect(accounts.accounts.map((a) => a.name)).toEqual(["Owner's"]);
  });

  it("never lists another user's accounts or campaigns, nor saves into their account", async () => {
    const accounts = (await (await t.request("/api/accounts", { cookie: intruder })).json()) as { accounts: { name: string }[] };
    expect(accounts.accounts.map((a) => a.name)).toEqual(["Intruder's own"]);
    const campaigns = (await (await t.request("/api/campaigns", { cookie: intruder })).json()) as { campaigns: unknown[] };
    expect(campaigns.campaigns).toEqual([]);
    const filtered = (await (await t.request(`/api/campaigns?accountId=${ids.account}`, { cookie: intruder })).json()) as { campaigns: unknown[] };
    expect(filtered.campaigns).toEqual([]);
    const saveInto = await t.request("/api/campaigns", { body: searchCampaignBody("Sneaky", ids.account), cookie: intruder });
    expect(saveInto.status).toBe(404);
  });

  it("answers 401 on every endpoint without a session", async () => {
    for (const endpoint of endpoints((k) => ids[k])) {
      const response = await t.request(endpoint.path, { method: endpoint.method, body: endpoint.body });
      expect([endpoint.path, response.status]).toEqual([endpoint.path, 401]);
    }
  });
});
