import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchCampaignBody } from "../../../test/support/server/campaign-fixture.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";

const sharedMessage = (name: string) => `Two groups are named "${name}": Google Ads Editor would merge them into one. Give each group its own name.`;

/** EDITOR-IMPORT R8: Editor finds groups by name, so a campaign's groups never share one (trimmed, ignoring case). */
describe.each(testDatabaseKinds())("group names unique within a campaign on %s", (kind) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    // Billing off: the rule holds for every user, whatever the paywall says about saving.
    t = await createTestApp(kind, { billing: { mode: "off" } });
    ({ cookie } = await t.signUp("group-names@example.com"));
  });
  afterAll(() => t.close());

  const twoGroups = (first: string, second: string) => {
    const body = searchCampaignBody("Bakery");
    const [group] = body.adGroups;
    if (!group) throw new Error("fixture has a group");
    return { ...body, adGroups: [{ ...group, name: first }, { ...group, name: second }] };
  };

  it("refuses saving a campaign whose groups share a name, naming it", async () => {
    const response = await t.request("/api/campaigns", { body: twoGroups("Bread", "  bread "), cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: sharedMessage("Bread") });
    expect((await t.request("/api/campaigns", { body: twoGroups("Bread", "Rolls"), cookie })).status).toBe(201);
  });

  it("refuses an update, a new group and a rename that would make two groups of one name", async () => {
    const created = await t.request("/api/campaigns", { body: twoGroups("Loaves", "Rolls"), cookie });
    const campaign = ((await created.json()) as { campaign: { id: string; version: number; adGroups: { id: string; version: number }[] } }).campaign;
    const update = await t.request(`/api/campaigns/${campaign.id}`, { method: "PUT", body: { version: campaign.version, adGroups: twoGroups("Rye", "RYE").adGroups }, cookie });
    expect(update.status).toBe(400);
    expect(await update.json()).toMatchObject({ error: sharedMessage("Rye") });

    const added = await t.request(`/api/campaigns/${campaign.id}/ad-groups`, { body: { name: " rolls", keywords: [], ads: [] }, cookie });
    expect(added.status).toBe(400);
    expect(await added.json()).toMatchObject({ error: sharedMessage("Rolls") });

    const second = campaign.adGroups[1];
    if (!second) throw new Error("two groups saved");
    const renamed = await t.request(`/api/ad-groups/${second.id}`, { method: "PUT", body: { version: second.version, name: "LOAVES" }, cookie });
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toMatchObject({ error: sharedMessage("Loaves") });
    const ownName = await t.request(`/api/ad-groups/${second.id}`, { method: "PUT", body: { version: second.version, name: "rolls" }, cookie });
    expect(ownName.status).toBe(200);
  });
});
