import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";
import { setSubscriptionStatus } from "../../../test/support/server/profile-status.ts";

interface Account {
  id: string;
  name: string;
  isDefault: boolean;
  campaignCount: number;
}

describe.each(testDatabaseKinds())("accounts API on %s", (kind) => {
  let t: TestApp;
  let paid: { cookie: string; userId: string };
  let trial: { cookie: string; userId: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    paid = await t.signUp("paid@example.com");
    await setSubscriptionStatus(t.database.db, paid.userId, "paid@example.com", "active");
    trial = await t.signUp("trial@example.com");
    await setSubscriptionStatus(t.database.db, trial.userId, "trial@example.com", "trialing");
  });
  afterAll(() => t.close());

  const create = (cookie: string, name: string) => t.request("/api/accounts", { body: { name }, cookie });
  const list = async (cookie: string) =>
    ((await (await t.request("/api/accounts", { cookie })).json()) as { accounts: Account[] }).accounts;

  describe("a user's first account is their default", () => {
    it("creates the first account as default with 201, later ones not", async () => {
      const first = await create(paid.cookie, "Acme Bakery");
      expect(first.status).toBe(201);
      expect(((await first.json()) as { account: Account }).account).toMatchObject({ name: "Acme Bakery", isDefault: true, campaignCount: 0 });
      const second = await create(paid.cookie, "Zed Plumbing");
      expect(((await second.json()) as { account: Account }).account.isDefault).toBe(false);
    });

    it("lists default first, then oldest first, with campaign counts", async () => {
      await create(paid.cookie, "Beta Books");
      expect((await list(paid.cookie)).map((a) => a.name)).toEqual(["Acme Bakery", "Zed Plumbing", "Beta Books"]);
    });
  });

  describe("names", () => {
    it("requires a name: 'Account name is required'", async () => {
      const response = await create(paid.cookie, "   ");
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: "Account name is required" });
    });

    it("refuses a duplicate in another case and with spaces: 'An account with this name already exists.'", async () => {
      const response = await create(paid.cookie, "  acme BAKERY ");
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ error: "An account with this name already exists.", details: { title: "Duplicate name" } });
    });

    it("renames, refusing empty ('Account name cannot be empty.') and another account's name", async () => {
      const [, zed] = await list(paid.cookie);
      const empty = await t.request(`/api/accounts/${zed?.id}`, { method: "PATCH", body: { name: " " }, cookie: paid.cookie });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({ error: "Account name cannot be empty.", details: { title: "Invalid name" } });
      const clash = await t.request(`/api/accounts/${zed?.id}`, { method: "PATCH", body: { name: "BETA books" }, cookie: paid.cookie });
      expect(clash.status).toBe(409);
      const same = await t.request(`/api/accounts/${zed?.id}`, { method: "PATCH", body: { name: "zed plumbing" }, cookie: paid.cookie });
      expect(same.status).toBe(200);
      expect(((await same.json()) as { account: Account }).account.name).toBe("zed plumbing");
    });
  });

  describe("deleting", () => {
    it("refuses the default account: 'Cannot delete the default account'", async () => {
      const [acme] = await list(paid.cookie);
      const response = await t.request(`/api/accounts/${acme?.id}`, { method: "DELETE", cookie: paid.cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Cannot delete the default account" });
    });

    it("deletes an account together with its campaigns", async () => {
      const beta = (await list(paid.cookie)).find((a) => a.name === "Beta Books");
      const saved = await t.request("/api/campaigns", {
        body: { name: "Spring", accountId: beta?.id, formData: {}, generatedAds: { headlines: ["Fresh Bread"] }, adGroups: [] },
        cookie: paid.cookie,
      });
      expect(saved.status).toBe(201);
      const { campaign } = (await saved.json()) as { campaign: { id: string } };
      expect((await list(paid.cookie)).find((a) => a.name === "Beta Books")?.campaignCount).toBe(1);
      expect((await t.request(`/api/accounts/${beta?.id}`, { method: "DELETE", cookie: paid.cookie })).status).toBe(204);
      expect((await t.request(`/api/campaigns/${campaign.id}`, { cookie: paid.cookie })).status).toBe(404);
      expect((await list(paid.cookie)).some((a) => a.name === "Beta Books")).toBe(false);
    });
  });

  describe("trial users hold one account", () => {
    it("answers 403 with the spec's message for a second account", async () => {
      expect((await create(trial.cookie, "Only One")).status).toBe(201);
      const second = await create(trial.cookie, "Second");
      expect(second.status).toBe(403);
      expect(await second.json()).toMatchObject({
        error: "Trial users can only have one account. Upgrade to connect multiple accounts.",
      });
    });
  });
});
