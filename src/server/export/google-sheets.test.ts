import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildEditorRows, spreadsheetPlan } from "../../domain/export/index.ts";
import { exportClock, searchSample } from "../../../test/support/domain/sample-campaigns.ts";
import { sheetsScope } from "./google-config.ts";
import { exportToGoogleSheets, SheetsExportError } from "./google-sheets.ts";
import { fakeApiKey, fakeClientId, type FakeGoogle, startFakeGoogle } from "../../../test/support/export/fake-google.ts";

const plan = spreadsheetPlan(searchSample, buildEditorRows(searchSample, exportClock), exportClock);
const name = 'Café "Zoë", Paris';

describe("the Google Sheets export against a Sheets API of our own", () => {
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
    google.tokens.set("good-token", { aud: fakeClientId, scope: `openid ${sheetsScope}` });
    google.tokens.set("other-app", { aud: "someone-else.apps.googleusercontent.com", scope: sheetsScope });
    google.tokens.set("no-scope", { aud: fakeClientId, scope: "openid email" });
  });
  afterAll(() => google.close());
  beforeEach(() => {
    google.calls.length = 0;
  });

  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(() => null, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(SheetsExportError);
    return error as SheetsExportError;
  };

  it("checks the token, creates the spreadsheet, writes the header in row 1 and the values as text, then freezes and formats the header", async () => {
    const created = await exportToGoogleSheets(google.config, "good-token", plan, name);
    expect(created).toEqual({ spreadsheetId: "sheet-1", spreadsheetUrl: "https://docs.google.com/spreadsheets/d/sheet-1/edit" });
    expect(google.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET /tokeninfo",
      "POST /v4/spreadsheets",
      "PUT /v4/spreadsheets/sheet-1/values/'Search'!A1",
      "POST /v4/spreadsheets/sheet-1:batchUpdate",
    ]);
    const [tokenInfo, create, values, batch] = google.calls;
    expect(tokenInfo?.query).toEqual({ access_token: "good-token" });
    for (const call of [create, values, batch]) {
      expect(call?.authorization).toBe("Bearer good-token");
      expect(call?.query.key).toBe(fakeApiKey);
    }
    expect(create?.body).toEqual({
      properties: { title: 'Café "Zoë", Paris - Search - Mar 14, 2026' },
      sheets: [{ properties: { title: "Search", gridProperties: { rowCount: plan.rows.length + 1, columnCount: plan.header.length } } }],
    });
    expect(values?.query.valueInputOption).toBe("RAW");
    const written = values?.body as { range: string; values: string[][] };
    expect(written.range).toBe("'Search'!A1");
    expect(written.values[0]).toEqual([...plan.header]);
    expect(written.values[0]?.[0]).toBe("Campaign");
    expect(written.values.slice(1)).toEqual(plan.rows);
    const requests = (batch?.body as { requests: Record<string, unknown>[] }).requests;
    expect(requests[0]).toEqual({
      updateSheetProperties: { properties: { sheetId: 7, gridProperties: { frozenRowCount: 1 } }, fields: "gridProperties.frozenRowCount" },
    });
    expect(requests.map((request) => Object.keys(request)[0])).toEqual(["updateSheetProperties", "repeatCell", "autoResizeDimensions"]);
  });

  it("refuses a token Google does not know, one issued to another app, or one without the Drive file scope", async () => {
    for (const token of ["expired", "other-app", "no-scope", ""]) {
      const error = await failure(exportToGoogleSheets(google.config, token, plan, name));
      expect(error.reason).toBe("sign-in");
      expect(error.message).toBe("User must be signed in to create a spreadsheet");
    }
    expect(google.calls.some((call) => call.path.startsWith("/v4/"))).toBe(false);
  });

  it("ends a failed Sheets call in the spec's words, and a revoked token in a new sign-in", async () => {
    google.failNextSheetsCall(500);
    const failed = await failure(exportToGoogleSheets(google.config, "good-token", plan, name));
    expect(failed.reason).toBe("failed");
    expect(failed.message).toBe('Failed to export Café "Zoë", Paris to Google Sheets. Please try again.');
    google.failNextSheetsCall(401);
    expect((await failure(exportToGoogleSheets(google.config, "good-token", plan, name))).reason).toBe("sign-in");
  });

  it("says 'Missing Google API credentials' without a client id or API key, and calls nothing", async () => {
    for (const config of [{ ...google.config, clientId: null }, { ...google.config, apiKey: null }]) {
      const error = await failure(exportToGoogleSheets(config, "good-token", plan, name));
      expect(error).toMatchObject({ reason: "missing-credentials", message: "Missing Google API credentials" });
    }
    expect(google.calls).toEqual([]);
  });
});
