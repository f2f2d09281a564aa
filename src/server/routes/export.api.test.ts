import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEditorRows, csvText, editorColumns, editorFileText, type ExportCampaign } from "../../domain/export/index.ts";
import { parseDelimited } from "../../../test/support/domain/parse-delimited.ts";
import { demandGenSample, performanceMaxSample, searchSample } from "../../../test/support/domain/sample-campaigns.ts";
import { sheetsScope } from "../export/google-config.ts";
import { fakeClientId, type FakeGoogle, startFakeGoogle } from "../../../test/support/export/fake-google.ts";
import { searchCampaignBody } from "../../../test/support/server/campaign-fixture.ts";
import { signUpWithTrial } from "../../../test/support/server/profile-status.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";
import { testDatabaseKinds } from "../../../test/support/server/test-database.ts";

const clock = { now: new Date() };
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const namedPerformanceMax: ExportCampaign = {
  ...performanceMaxSample,
  adGroups: performanceMaxSample.adGroups.map((group) => ({ ...group, name: "Röster" })),
};

describe.each(testDatabaseKinds())("export API on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  let campaignId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie } = await signUpWithTrial(t, "exporter@example.com"));
    const saved = await t.request("/api/campaigns", { body: searchCampaignBody('Pâtisserie "Fresh", Spring'), cookie });
    campaignId = ((await saved.json()) as { campaign: { id: string } }).campaign.id;
  });
  afterAll(() => t.close());

  const loadSaved = async () => ((await (await t.request(`/api/campaigns/${campaignId}`, { cookie })).json()) as { campaign: ExportCampaign }).campaign;

  it("needs a session", async () => {
    expect((await t.request("/api/export/csv", { body: { campaignId } })).status).toBe(401);
    expect((await t.request("/api/export/sheets/config")).status).toBe(401);
  });

  it("answers a saved campaign's CSV: UTF-8 with a byte-order mark, the Editor file's columns, named for the campaign", async () => {
    const response = await t.request("/api/export/csv", { body: { campaignId }, cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="P_tisserie -Fresh-, Spring-campaign-data.csv"; filename*=UTF-8''P%C3%A2tisserie%20-Fresh-%2C%20Spring-campaign-data.csv`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = await bytesOf(response);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toBe(csvText(buildEditorRows(await loadSaved(), clock)));
    const table = parseDelimited(text, ",");
    expect(table[0]).toEqual(editorColumns);
    expect(table.map((row) => row.length)).toEqual(table.map(() => editorColumns.length));
    const [keyword, criterion] = [editorColumns.indexOf("Keyword"), editorColumns.indexOf("Criterion Type")];
    expect(table.filter((row) => row[criterion] === "Broad").map((row) => row[keyword])).toEqual(["sourdough", "rye bread", "bakery near me", "croissants"]);
    expect(table[1]?.slice(0, 4)).toEqual(['Pâtisserie "Fresh", Spring', "Search", "Paused", ""]);
  });

  it("answers the Google Ads Editor file in UTF-16 LE and the XLSX with a sheet per entity kind", async () => {
    const editor = await t.request("/api/export/editor", { body: { campaignId }, cookie });
    expect(editor.headers.get("content-disposition")).toContain("filename*=UTF-8''P%C3%A2tisserie%20-Fresh-%2C%20Spring-google-ads-editor.csv");
    const editorBytes = await bytesOf(editor);
    expect([...editorBytes.slice(0, 2)]).toEqual([0xff, 0xfe]);
    expect(new TextDecoder("utf-16le").decode(editorBytes.slice(2))).toBe(editorFileText(buildEditorRows(await loadSaved(), clock)));

    const xlsx = await t.request("/api/export/xlsx", { body: { campaignId }, cookie });
    expect(xlsx.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Campaigns", "Ad groups", "Keywords", "Ads"]);
  });

  it.each([
    ["Search", searchSample],
    ["Performance Max", namedPerformanceMax],
    ["Demand Gen", demandGenSample],
  ] as const)("exports the editor's current %s assets, sent in the body", async (_label, campaign) => {
    const response = await t.request("/api/export/csv", { body: { campaign, timeZone: "Asia/Tokyo" }, cookie });
    expect(response.status).toBe(200);
    expect(new TextDecoder().decode(await bytesOf(response))).toBe(csvText(buildEditorRows(campaign, clock)));
  });

  it("names an unnamed campaign's file by the date in the user's zone", async () => {
    const campaign = { ...searchSample, name: "" };
    const response = await t.request("/api/export/csv", { body: { campaign, timeZone: "Pacific/Kiritimati" }, cookie });
    const date = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "Pacific/Kiritimati" }).format(new Date());
    expect(response.headers.get("content-disposition")).toContain(encodeURIComponent(`Campaign - ${date}-campaign-data.csv`));
  });

  it("refuses another user's campaign, an unknown format and a malformed request", async () => {
    const other = await signUpWithTrial(t, "someone-else@example.com");
    const notYours = await t.request("/api/export/csv", { body: { campaignId }, cookie: other.cookie });
    expect(notYours.status).toBe(404);
    expect(await notYours.json()).toEqual({ error: "Campaign not found or you do not have permission to update it" });
    expect((await t.request("/api/export/pdf", { body: { campaignId }, cookie })).status).toBe(404);
    const malformed = await t.request("/api/export/csv", { body: { campaign: { ...searchSample, adGroups: [] } }, cookie });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: string }).error).toContain("There is nothing to export");
    expect((await t.request("/api/export/csv", { body: { campaignId, timeZone: "Mars/Olympus" }, cookie })).status).toBe(400);
  });

  it("refuses a campaign with a placeholder final URL or two groups of one name, naming each, in every format", async () => {
    const assets = { headlines: ["Fresh Bread", "Baked Daily", "Order Online"], descriptions: ["Warm loaves at dawn.", "Order by nine."] };
    const placeholder: ExportCampaign = { ...searchSample, formData: {}, adGroups: [{ name: "Bread", keywords: ["rye"], ads: [{ finalUrl: "https://example.com", assets }] }] };
    for (const format of ["csv", "editor", "xlsx"]) {
      const response = await t.request(`/api/export/${format}`, { body: { campaign: placeholder }, cookie });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(
        'Fix before exporting: Ad group "Bread", Ad 1: The final URL "https://example.com" is a placeholder, not your landing page: enter the page the ad should open; ' +
          "Campaign, Final URL: No ad has a final URL: enter the landing page the ads should open.",
      );
    }
    const realAd = { finalUrl: "https://bakery.example/", assets };
    const shared: ExportCampaign = { ...searchSample, adGroups: [{ name: "Bread", keywords: [], ads: [realAd] }, { name: "BREAD ", keywords: [], ads: [realAd] }] };
    const response = await t.request("/api/export/editor", { body: { campaign: shared }, cookie });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; details: { problems: { group: string; item: string }[] } };
    expect(body.error).toContain('Two groups are named "Bread"');
    expect(body.details.problems).toEqual([expect.objectContaining({ group: 'Ad group "Bread"', item: "Name", place: { group: 1, ad: null, field: "name" }, blocks: false })]);
  });

  it("writes what is valid when asked to leave the problems out (leaveOutProblems), and refuses what blocks even then", async () => {
    const descriptions = ["Warm loaves at dawn.", "Order by nine."];
    const campaign: ExportCampaign = {
      ...searchSample,
      formData: {},
      adGroups: [
        { name: "Bread", keywords: ["rye", "rye!"], ads: [{ finalUrl: "https://bakery.example/", assets: { headlines: ["Fresh Bread", "Baked Daily", "Order Online", "Order Online Today!"], descriptions } }] },
        { name: "Cakes", keywords: ["cakes"], ads: [{ finalUrl: "https://example.com", assets: { headlines: ["Fresh Cakes", "Baked Daily", "Order Online"], descriptions } }] },
      ],
    };
    const refused = await t.request("/api/export/csv", { body: { campaign }, cookie });
    expect(refused.status).toBe(400);
    const { details } = (await refused.json()) as { details: { problems: { item: string; place: unknown; blocks: boolean }[] } };
    expect(details.problems.map(({ item, place, blocks }) => ({ item, place, blocks }))).toEqual([
      { item: "Keyword rye!", place: { group: 0, ad: null, field: "keywords" }, blocks: false },
      { item: 'Headline 4 "Order Online Today!"', place: { group: 0, ad: 0, field: "headlines.3" }, blocks: false },
      { item: "Ad 1", place: { group: 1, ad: 0, field: "finalUrl" }, blocks: false },
    ]);

    const response = await t.request("/api/export/csv", { body: { campaign, leaveOutProblems: true }, cookie });
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain(",rye,");
    expect(csv).not.toContain("rye!");
    expect(csv).not.toContain("Order Online Today!");
    expect(csv.split("\n").filter((line) => line.includes("Responsive search ad"))).toHaveLength(1);

    const pmax: ExportCampaign = { ...campaign, campaignType: "performance_max", formData: { businessName: "Bakery" }, adGroups: [{ name: "Pmax", keywords: [], ads: [{ finalUrl: "https://example.com", assets: { headlines: ["Fresh Bread"] } }] }] };
    const blocked = await t.request("/api/export/csv", { body: { campaign: pmax, leaveOutProblems: true }, cookie });
    expect(blocked.status).toBe(400);
    expect(await blocked.json()).toEqual({
      error: "Fix before exporting: Campaign, Final URL: No ad has a final URL: enter the landing page the ads should open.",
      details: { problems: [expect.objectContaining({ group: "Campaign", item: "Final URL", blocks: true })] },
    });
  });

  it("a saved campaign's over-limit headline: refused by name in every format, left out alone when asked", async () => {
    const body = searchCampaignBody("Over The Limit Bakery");
    const long = "Freshly Baked Sourdough Bread Every Morning";
    const ads = body.adGroups[0]?.ads ?? [];
    const assets = { ...ads[0]?.assets, headlines: [...(ads[0]?.assets.headlines ?? []), long] };
    const saved = await t.request("/api/campaigns", { body: { ...body, adGroups: body.adGroups.map((group) => ({ ...group, ads: [{ assets }] })) }, cookie });
    expect(saved.status).toBe(201);
    const id = ((await saved.json()) as { campaign: { id: string } }).campaign.id;
    for (const format of ["csv", "editor", "xlsx"]) {
      const response = await t.request(`/api/export/${format}`, { body: { campaignId: id }, cookie });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(`Fix before exporting: Ad group "Primary Ad Group", Headline 4 "${long}": 13 over the 30-character limit.`);
    }
    const csv = await (await t.request("/api/export/csv", { body: { campaignId: id, leaveOutProblems: true }, cookie })).text();
    const table = parseDelimited(csv.replace(/^\uFEFF/, ""), ",");
    const ad = table.find((row) => row[editorColumns.indexOf("Ad type")] === "Responsive search ad");
    expect([1, 2, 3, 4].map((n) => ad?.[editorColumns.indexOf(`Headline ${n}` as (typeof editorColumns)[number])] ?? "")).toEqual([...(ads[0]?.assets.headlines ?? []), ""]);
    expect(csv).not.toContain(long);
    const xlsx = await t.request("/api/export/xlsx", { body: { campaignId: id, leaveOutProblems: true }, cookie });
    expect(xlsx.status).toBe(200);
  });

  it("says 'Missing Google API credentials' for Sheets when Google is not configured, and keeps Google out of the CSP", async () => {
    expect(await (await t.request("/api/export/sheets/config", { cookie })).json()).toEqual({ clientId: null, scope: sheetsScope });
    const response = await t.request("/api/export/sheets", { body: { campaignId, accessToken: "token" }, cookie });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "Missing Google API credentials" });
    expect(response.headers.get("content-security-policy")).not.toContain("accounts.google.com");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });
});

describe("export API with Google configured", () => {
  let t: TestApp;
  let google: FakeGoogle;
  let cookie: string;

  beforeAll(async () => {
    google = await startFakeGoogle();
    google.tokens.set("good-token", { aud: fakeClientId, scope: sheetsScope });
    t = await createTestApp("pglite", { google: google.config });
    ({ cookie } = await signUpWithTrial(t, "sheets@example.com"));
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it("creates the spreadsheet with the user's token and answers its address", async () => {
    const config = await t.request("/api/export/sheets/config", { cookie });
    expect(await config.json()).toEqual({ clientId: fakeClientId, scope: sheetsScope });
    const response = await t.request("/api/export/sheets", { body: { campaign: demandGenSample, accessToken: "good-token" }, cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ spreadsheetId: "sheet-1", spreadsheetUrl: "https://docs.google.com/spreadsheets/d/sheet-1/edit" });
    const create = google.calls.find((call) => call.method === "POST" && call.path === "/v4/spreadsheets");
    expect(create?.body).toMatchObject({ sheets: [{ properties: { title: "Demand Gen" } }] });
  });

  it("asks for a new Google sign-in when the token is refused, and words a failed call", async () => {
    const refused = await t.request("/api/export/sheets", { body: { campaign: demandGenSample, accessToken: "stale" }, cookie });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: "User must be signed in to create a spreadsheet", details: { reason: "google-sign-in" } });
    google.failNextSheetsCall(500);
    const failed = await t.request("/api/export/sheets", { body: { campaign: demandGenSample, accessToken: "good-token" }, cookie });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: "Failed to export 春のセール, 2026 to Google Sheets. Please try again." });
  });

  it("lets Google's sign-in script, frames and popup in only now", async () => {
    const response = await t.request("/api/export/sheets/config", { cookie });
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self' https://accounts.google.com");
    expect(csp).toContain("frame-src 'self' https://accounts.google.com");
    expect(csp).toContain("connect-src 'self' https://accounts.google.com");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
  });
});
