import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utf16leWithBom, utf8WithBom } from "../../domain/export/file-encoding.ts";
import { largeEditorFile } from "../../../test/support/imports/editor-files.ts";
import { signUpWithTrial } from "../../../test/support/server/profile-status.ts";
import { createTestApp, type TestApp, testOrigin } from "../../../test/support/server/test-app.ts";

/**
 * Issue 22's malformed files: each gets a clear error or a partial preview, never a 500 and never a
 * half-saved import. (Wrong encodings, a missing header and oversized files: imports.api.test.ts.)
 */
interface Preview {
  campaigns: { name: string }[];
  keywords: number;
  ads: number;
  skipped: { row: number; reason: string }[];
  skippedCount: number;
  rows: number;
  unknownColumns: string[];
}

describe("malformed Google Ads Editor files", () => {
  let t: TestApp;
  let cookie: string;
  let accountId: string;

  beforeAll(async () => {
    t = await createTestApp("pglite");
    ({ cookie } = await signUpWithTrial(t, "malformed@example.com"));
    const created = await t.request("/api/accounts", { body: { name: "Malformed" }, cookie });
    accountId = ((await created.json()) as { account: { id: string } }).account.id;
  });
  afterAll(() => t.close());

  const preview = async (bytes: Uint8Array<ArrayBuffer>) => {
    const response = await t.app.request(`/api/accounts/${accountId}/imports?dryRun=1`, {
      method: "POST",
      headers: { origin: testOrigin, cookie, "content-type": "application/octet-stream" },
      body: bytes,
    });
    return { status: response.status, body: (await response.json()) as { preview: Preview; error?: string } };
  };

  it("a file of 100,000 rows previews in full, streamed, without a 500 or a time-out", async () => {
    const { status, body } = await preview(largeEditorFile(100_000));
    expect(status).toBe(200);
    expect(body.preview.rows).toBe(100_000);
    expect(body.preview.campaigns).toHaveLength(200);
    expect(body.preview.skippedCount).toBe(0);
  });

  it("unknown columns are named, and the columns the import reads still come in", async () => {
    const { status, body } = await preview(utf8WithBom("Campaign,Campaign Type,Labels,Ad Group,Keyword,Criterion Type,Max CPC\r\nShoes,Search,Spring,,,,\r\nShoes,,,Runners,running shoes,Exact,1.20\r\n"));
    expect(status).toBe(200);
    expect(body.preview.unknownColumns).toEqual(["Labels", "Max CPC"]);
    expect(body.preview.keywords).toBe(1);
  });

  it("mixed line endings read as the rows they are", async () => {
    const text = "Campaign\tCampaign Type\tAd Group\tKeyword\tCriterion Type\r\nShoes\tSearch\t\t\t\nShoes\t\tRunners\tshoes\tBroad\rShoes\t\tRunners\tboots\tPhrase\r\n";
    const { status, body } = await preview(utf16leWithBom(text));
    expect(status).toBe(200);
    expect([body.preview.rows, body.preview.keywords, body.preview.skippedCount]).toEqual([3, 2, 0]);
  });

  it("a formula in a cell is kept as text, never evaluated, and the rows it cannot place are listed", async () => {
    const text = 'Campaign,Campaign Type,Ad Group,Ad type,Headline 1\r\nShoes,Search,,,\r\nShoes,,Runners,Responsive search ad,"=HYPERLINK(""https://evil.example"",""Click"")"\r\n=1+1,,,,\r\n';
    const { status, body } = await preview(utf8WithBom(text));
    expect(status).toBe(200);
    expect(body.preview.ads).toBe(1);
    expect(body.preview.campaigns.map((campaign) => campaign.name)).toEqual(["Shoes"]);
    expect(body.preview.skipped).toEqual([{ row: 4, reason: expect.stringMatching(/^No row says which type campaign '=1\+1' is/) }]);
  });

  it("an unclosed quote is refused with the row it starts on, not read as one endless cell", async () => {
    const { status, body } = await preview(utf8WithBom(`Campaign,Campaign Type\r\nShoes,Search\r\n"Boots,Search\r\n${"Clogs,Search\r\n".repeat(30_000)}`));
    expect(status).toBe(422);
    expect(body.error).toMatch(/^Row 3 never ends/);
  });
});
