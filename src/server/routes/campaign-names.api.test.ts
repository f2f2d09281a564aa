import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchCampaignBody } from "../../../test/support/server/campaign-fixture.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";

interface Saved {
  id: string;
  name: string;
  version: number;
}

/** EDITOR-IMPORT R8: Editor finds a campaign by its name, so an ad account never holds two of one name. */
describe.each(testDatabaseKinds())("campaign names unique in an ad account on %s", (kind) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { billing: { mode: "off" } });
    ({ cookie } = await t.signUp("campaign-names@example.com"));
  });
  afterAll(() => t.close());

  const accountNamed = async (name: string) => ((await (await t.request("/api/accounts", { body: { name }, cookie })).json()) as { account: { id: string } }).account.id;
  const save = async (name: string, accountId: string | null, key?: string) => {
    const response = await t.request("/api/campaigns", { body: searchCampaignBody(name, accountId), cookie, headers: key ? { "Idempotency-Key": key } : {} });
    expect(response.status).toBeLessThan(300);
    return ((await response.json()) as { campaign: Saved }).campaign;
  };

  it("numbers a new campaign saved under a name the account has (trimmed, ignoring case); another account keeps it", async () => {
    const bakery = await accountNamed("Bakery");
    expect((await save("Spring Sale", bakery)).name).toBe("Spring Sale");
    expect((await save("  spring sale ", bakery)).name).toBe("spring sale (2)");
    expect((await save("Spring Sale", bakery)).name).toBe("Spring Sale (3)");
    expect((await save("Spring Sale", await accountNamed("Florist"))).name).toBe("Spring Sale");
    expect((await save("Spring Sale", null)).name).toBe("Spring Sale");
  });

  it("a retried save is still the one campaign, not a numbered second", async () => {
    const account = await accountNamed("Retries");
    const first = await save("Autumn", account, "names-retry-key");
    const retry = await save("Autumn", account, "names-retry-key");
    expect(retry).toMatchObject({ id: first.id, name: "Autumn" });
  });

  it("refuses a rename onto a name the account has, with the spec's message, and allows its own name in other casing", async () => {
    const account = await accountNamed("Renames");
    await save("Winter", account);
    const summer = await save("Summer", account);
    const clash = await t.request(`/api/campaigns/${summer.id}`, { method: "PUT", body: { version: summer.version, name: " WINTER" }, cookie });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ error: "A campaign with this name already exists" });
    const recased = await t.request(`/api/campaigns/${summer.id}`, { method: "PUT", body: { version: summer.version, name: "SUMMER" }, cookie });
    expect(recased.status).toBe(200);
  });

  it("two saves of one name into one account at once end as two names", async () => {
    const account = await accountNamed("Races");
    const names = await Promise.all([save("Race", account), save("Race", account), save("Race", account)]);
    expect(names.map((campaign) => campaign.name).sort()).toEqual(["Race", "Race (2)", "Race (3)"]);
  });
});
