// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { exportToSheets } from "./export-requests.ts";
import { forgetGoogleToken } from "./google-identity.ts";

type Reply = { access_token?: string; expires_in?: number; error?: string } | { errorType: string };

/** Google Identity Services as the page sees it: each token request answers the next scripted reply. */
function fakeGoogle(replies: Reply[]) {
  const prompts: (string | undefined)[] = [];
  window.google = {
    accounts: {
      oauth2: {
        initTokenClient: (config) => ({
          requestAccessToken: (overrides) => {
            prompts.push(overrides?.prompt);
            const reply = replies.shift() ?? { errorType: "unknown" };
            if ("errorType" in reply) config.error_callback?.({ type: reply.errorType });
            else config.callback(reply);
          },
        }),
      },
    },
  };
  return prompts;
}

const config = { clientId: "client-1", scope: "https://www.googleapis.com/auth/drive.file" };
const body = { campaignId: "c1", timeZone: "UTC" };
const json = (status: number, payload: unknown) => new Response(JSON.stringify(payload), { status, headers: { "content-type": "application/json" } });

describe("the Google Sheets export in the browser", () => {
  let posted: { accessToken: string }[];
  let answers: Response[];

  beforeEach(() => {
    forgetGoogleToken();
    posted = [];
    answers = [];
    vi.stubGlobal("fetch", async (_path: string, init: RequestInit) => {
      posted.push(JSON.parse(String(init.body)) as { accessToken: string });
      return answers.shift() ?? json(500, { error: "no answer" });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.google;
  });

  it("signs in with the consent prompt, sends the token with the campaign, and reuses it next time", async () => {
    const prompts = fakeGoogle([{ access_token: "token-1", expires_in: 3600 }]);
    answers.push(json(200, { spreadsheetUrl: "https://docs.google.com/s/1" }), json(200, { spreadsheetUrl: "https://docs.google.com/s/2" }));
    expect(await exportToSheets(config, body)).toBe("https://docs.google.com/s/1");
    expect(await exportToSheets(config, body)).toBe("https://docs.google.com/s/2");
    expect(prompts).toEqual(["consent"]);
    expect(posted).toEqual([
      { ...body, accessToken: "token-1" },
      { ...body, accessToken: "token-1" },
    ]);
  });

  it("signs in again once when the server's token-info check refuses the token", async () => {
    const prompts = fakeGoogle([{ access_token: "old", expires_in: 3600 }, { access_token: "new", expires_in: 3600 }]);
    answers.push(
      json(401, { error: "User must be signed in to create a spreadsheet", details: { reason: "google-sign-in" } }),
      json(200, { spreadsheetUrl: "https://docs.google.com/s/3" }),
    );
    expect(await exportToSheets(config, body)).toBe("https://docs.google.com/s/3");
    expect(prompts).toEqual(["consent", "consent"]);
    expect(posted.map((request) => request.accessToken)).toEqual(["old", "new"]);
  });

  it("says 'Missing Google API credentials' without a client id, before any sign-in", async () => {
    const prompts = fakeGoogle([]);
    await expect(exportToSheets({ ...config, clientId: null }, body)).rejects.toThrow("Missing Google API credentials");
    expect(prompts).toEqual([]);
  });

  it.each([
    [{ errorType: "popup_closed" }, "Google sign-in popup was closed. Please try again and complete the authentication."],
    [{ errorType: "popup_failed_to_open" }, "Pop-up was blocked by browser. Please allow pop-ups for this site and try again."],
    [{ error: "access_denied" }, "Google access was denied. Please grant the required permissions and try again."],
    [{ errorType: "unknown" }, "Authentication failed: unknown"],
  ])("words a failed sign-in (%o) as the spec does", async (reply, message) => {
    fakeGoogle([reply]);
    await expect(exportToSheets(config, body)).rejects.toThrow(message);
    expect(posted).toEqual([]);
  });

  it("passes the server's failure through", async () => {
    fakeGoogle([{ access_token: "token", expires_in: 3600 }]);
    answers.push(json(502, { error: "Failed to export Spring to Google Sheets. Please try again." }));
    await expect(exportToSheets(config, body)).rejects.toThrow("Failed to export Spring to Google Sheets. Please try again.");
  });
});
