import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, sql } from "drizzle-orm";
import { accountImports, campaigns } from "../db/schema.ts";
import { buildEditorRows, type ExportCampaign } from "../../domain/export/index.ts";
import { demandGenSample, displaySample, exportClock, performanceMaxSample, searchSample } from "../../../test/support/domain/sample-campaigns.ts";
import fc from "fast-check";
import { campaignTypeList } from "../../domain/campaign-types/registry.ts";
import { exportedFile, renamed } from "../../../test/support/imports/editor-files.ts";
import { generatedCampaign } from "../../../test/support/imports/generated-campaigns.ts";
import { signUpWithTrial } from "../../../test/support/server/profile-status.ts";
import { createTestApp, type TestApp, testOrigin } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";

interface Preview {
  campaigns: { name: string; campaignType: string; adGroups: number; keywords: number; existing: { id: string } | null }[];
  adGroups: number;
  keywords: number;
  ads: number;
  sitelinks: number;
  callouts: number;
  skipped: { row: number; reason: string }[];
  alreadyImported: { id: string } | null;
}
interface Imported {
  id: string;
  campaignIds: string[];
  counts: Record<string, number>;
  campaigns: { id: string; name: string }[];
  repeated: boolean;
}

describe.each(testDatabaseKinds())("POST /api/accounts/:id/imports on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  let accountId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie } = await signUpWithTrial(t, "importer@example.com"));
    const created = await t.request("/api/accounts", { body: { name: "Imports" }, cookie });
    accountId = ((await created.json()) as { account: { id: string } }).account.id;
  });
  afterAll(() => t.close());

  const upload = (bytes: Uint8Array<ArrayBuffer>, query = "", options: { contentType?: string; account?: string; as?: string; headers?: Record<string, string> } = {}) =>
    t.app.request(`/api/accounts/${options.account ?? accountId}/imports${query}`, {
      method: "POST",
      headers: { origin: testOrigin, cookie: options.as ?? cookie, "content-type": options.contentType ?? "text/tab-separated-values", ...options.headers },
      body: bytes,
    });
  const campaignCount = async () => (await t.database.db.select({ n: count() }).from(campaigns))[0]?.n;
  const importCount = async () => (await t.database.db.select({ n: count() }).from(accountImports))[0]?.n;
  const loadCampaign = async (id: string) => ((await (await t.request(`/api/campaigns/${id}`, { cookie })).json()) as { campaign: ExportCampaign & { accountId: string } }).campaign;

  describe("a dry run previews and saves nothing", () => {
    it("answers the campaigns, their counts and the rows left out", async () => {
      const before = await campaignCount();
      const response = await upload(exportedFile([renamed(searchSample, "Preview Only"), performanceMaxSample]), "?dryRun=1");
      expect(response.status).toBe(200);
      const { preview } = (await response.json()) as { preview: Preview };
      expect(preview.campaigns.map((campaign) => [campaign.name, campaign.campaignType, campaign.existing])).toEqual([
        ["Preview Only", "search", null],
        ["Kaffeerösterei Müller", "performance_max", null],
      ]);
      expect(preview).toMatchObject({ adGroups: 2, keywords: 5, ads: 2, sitelinks: 3, callouts: 3, skipped: [], alreadyImported: null });
      expect(await campaignCount()).toBe(before);
    });
  });

  describe("saving stores every campaign the way the product saves one, in one go", () => {
    it("saves campaigns of every type that open and export as they were exported", async () => {
      const refreshedSearch: ExportCampaign = {
        ...renamed(searchSample, "Imported Refreshed"),
        adGroups: searchSample.adGroups.map((group) => ({ ...group, ads: group.ads.map((ad) => ({ ...ad, replacedAssets: { ...ad.assets, headlines: ["Old Croissant Ad", "Stale Headline", "Third One"] } })) })),
      };
      const samples = [refreshedSearch, renamed(searchSample, "Imported Search"), renamed(performanceMaxSample, "Imported PMax"), renamed(demandGenSample, "Imported DG"), renamed(displaySample, "Imported Display")];
      const response = await upload(exportedFile(samples, "csv"), "", { contentType: "text/csv" });
      expect(response.status).toBe(201);
      const { import: saved } = (await response.json()) as { import: Imported };
      expect(saved.campaigns.map((campaign) => campaign.name)).toEqual(samples.map((sample) => sample.name));
      for (const [index, id] of saved.campaignIds.entries()) {
        const campaign = await loadCampaign(id);
        expect(campaign.accountId).toBe(accountId);
        expect(buildEditorRows(campaign, exportClock)).toEqual(buildEditorRows(samples[index] as ExportCampaign, exportClock));
      }
    });

    it("saves generated campaigns of every type, several to a file, that export as they were exported", async () => {
      const samples = campaignTypeList.flatMap((type) => fc.sample(generatedCampaign(type), { numRuns: 3, seed: 22 }).map((campaign, index) => renamed(campaign, `Generated ${type.label} ${index + 1}`)));
      for (const encoding of ["editor", "csv"] as const) {
        const named = samples.map((sample) => renamed(sample, `${sample.name} (${encoding})`));
        const response = await upload(exportedFile(named, encoding));
        expect(response.status).toBe(201);
        const { import: saved } = (await response.json()) as { import: Imported };
        expect(saved.campaignIds).toHaveLength(named.length);
        for (const [index, id] of saved.campaignIds.entries()) {
          expect(buildEditorRows(await loadCampaign(id), exportClock)).toEqual(buildEditorRows(named[index] as ExportCampaign, exportClock));
        }
      }
    });

    it("is idempotent: the same file again answers the first import and creates nothing", async () => {
      const file = exportedFile([renamed(searchSample, "Twice")]);
      const first = (await (await upload(file)).json()) as { import: Imported };
      const before = [await campaignCount(), await importCount()];
      const again = await upload(file);
      expect(again.status).toBe(200);
      const repeated = (await again.json()) as { import: Imported };
      expect(repeated.import).toMatchObject({ id: first.import.id, campaignIds: first.import.campaignIds, repeated: true });
      expect([await campaignCount(), await importCount()]).toEqual(before);
      const { preview } = (await (await upload(file, "?dryRun=1")).json()) as { preview: Preview };
      expect(preview.alreadyImported?.id).toBe(first.import.id);
    });

    it("saves all of a file or none of it", async () => {
      await t.database.db.execute(sql`create or replace function refuse_boom() returns trigger as $$ begin if new.name = 'Boom' then raise exception 'boom'; end if; return new; end $$ language plpgsql`);
      await t.database.db.execute(sql`create trigger refuse_boom before insert on ad_groups for each row execute function refuse_boom()`);
      try {
        const boom: ExportCampaign = { ...renamed(searchSample, "Second"), adGroups: searchSample.adGroups.map((group) => ({ ...group, name: "Boom" })) };
        const before = [await campaignCount(), await importCount()];
        const response = await upload(exportedFile([renamed(searchSample, "First"), boom]));
        expect(response.status).toBe(500);
        expect([await campaignCount(), await importCount()]).toEqual(before);
      } finally {
        await t.database.db.execute(sql`drop trigger refuse_boom on ad_groups`);
      }
    });
  });

  describe("a campaign whose name the account already has is updated or imported as a copy, as the request says", () => {
    it("flags it in the preview and refuses the save without a choice, naming it", async () => {
      const existing = (await (await upload(exportedFile([renamed(searchSample, "Spring Sale")]))).json()) as { import: Imported };
      const file = exportedFile([renamed(searchSample, "spring sale "), renamed(searchSample, "Brand New")], "csv");
      const { preview } = (await (await upload(file, "?dryRun=1", { contentType: "text/csv" })).json()) as { preview: Preview };
      expect(preview.campaigns.map((campaign) => campaign.existing?.id ?? null)).toEqual([existing.import.campaignIds[0], null]);
      const before = await campaignCount();
      const refused = await upload(file, "", { contentType: "text/csv" });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: 'This account already has a campaign named "Spring Sale": choose Update or Import as copy for it.' });
      expect(await campaignCount()).toBe(before);
    });

    it("imports as a copy under the next free name", async () => {
      const { import: saved } = (await (await upload(exportedFile([renamed(searchSample, "Spring Sale"), renamed(searchSample, "Copy Other")], "csv"), "?onExisting=copy", { contentType: "text/csv" })).json()) as { import: Imported };
      expect(saved.campaigns.map((campaign) => campaign.name)).toEqual(["Spring Sale (2)", "Copy Other"]);
    });

    it("updates the existing campaign in place when chosen per campaign", async () => {
      const [target] = (await (await upload(exportedFile([renamed(searchSample, "Autumn")]))).json() as { import: Imported }).import.campaignIds;
      const changed: ExportCampaign = { ...renamed(performanceMaxSample, "AUTUMN") };
      const response = await upload(exportedFile([changed]), `?update=${encodeURIComponent("Autumn")}`);
      expect(response.status).toBe(201);
      const { import: saved } = (await response.json()) as { import: Imported };
      expect(saved.campaignIds).toEqual([target]);
      const campaign = await loadCampaign(target as string);
      expect(campaign.campaignType).toBe("performance_max");
      expect(campaign.name).toBe("Autumn");
    });
  });

  describe("a file that is not an Editor export gets a message that says what was expected", () => {
    it("refuses a body that is not a file type Editor writes (415)", async () => {
      const response = await t.request(`/api/accounts/${accountId}/imports?dryRun=1`, { body: { campaigns: [] }, cookie });
      expect(response.status).toBe(415);
      expect(((await response.json()) as { error: string }).error).toMatch(/Content-Type text\/csv/);
    });

    it("refuses bytes that are not UTF-8 or UTF-16 (415) and text without Editor's header (422)", async () => {
      const latin1 = await upload(new Uint8Array([0x43, 0x61, 0x6d, 0x70, 0x61, 0x69, 0x67, 0x6e, 0x0d, 0x0a, 0x43, 0x61, 0x66, 0xe9, 0x0d, 0x0a]), "?dryRun=1");
      expect([latin1.status, ((await latin1.json()) as { error: string }).error]).toEqual([415, expect.stringMatching(/UTF-16 tab-separated or UTF-8 CSV/)]);
      const noHeader = await upload(new TextEncoder().encode("Spring Sale,Search\r\n"), "?dryRun=1", { contentType: "text/csv" });
      expect([noHeader.status, ((await noHeader.json()) as { error: string }).error]).toEqual([422, expect.stringMatching(/first row should be Editor's column headers/)]);
      const empty = await upload(new Uint8Array(0), "?dryRun=1");
      expect(empty.status).toBe(400);
    });

    it("refuses a file over 20 MB with 413, by its Content-Length or as it streams", async () => {
      const big = new Uint8Array(20 * 1024 * 1024 + 1).fill(0x41);
      const streamed = await upload(big, "?dryRun=1");
      expect([streamed.status, ((await streamed.json()) as { error: string }).error]).toEqual([413, expect.stringMatching(/larger than 20 MB/)]);
      const declared = await upload(new Uint8Array(10), "?dryRun=1", { headers: { "content-length": String(30 * 1024 * 1024) } });
      expect(declared.status).toBe(413);
    });

    it("refuses an unknown choice with 400", async () => {
      const response = await upload(exportedFile([searchSample]), "?onExisting=merge");
      expect(response.status).toBe(400);
    });
  });

  describe("only the account's owner imports into it", () => {
    it("answers another user's account as a missing one, 404", async () => {
      const other = await signUpWithTrial(t, "other-importer@example.com");
      const theirs = await upload(exportedFile([searchSample]), "", { as: other.cookie });
      expect(theirs.status).toBe(404);
      expect(await theirs.json()).toEqual({ error: "Account not found" });
    });
  });
});
