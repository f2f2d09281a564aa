import { describe, expect, it } from "vitest";
import { SaveAttemptsError, isRetryableSaveError, retryNotice, retryWaitMs, runWithSaveRetry, saveFailureToast } from "./save-retry.ts";

describe("which save errors retry", () => {
  it.each([
    [new TypeError("Failed to fetch"), true],
    [new Error("Network request failed"), true],
    [new Error("Request timeout"), true],
    [new Error("Connection reset"), true],
    [new Error("Campaign name is required"), false],
    ["plain string about connection", true],
    [null, false],
  ])("%s retries: %s", (error, retries) => {
    expect(isRetryableSaveError(error)).toBe(retries);
  });
});

describe("save retry waits", () => {
  it("waits 1 s then 2 s, 3 attempts in total", () => {
    expect([retryWaitMs(2), retryWaitMs(3), retryWaitMs(4)]).toEqual([1000, 2000, null]);
    expect(retryNotice(2).title).toBe("Retrying Save Operation");
  });

  it("runs 3 attempts on network errors, waiting 1 s and 2 s", async () => {
    const waits: number[] = [];
    let calls = 0;
    const run = runWithSaveRetry(
      async () => {
        calls++;
        throw new Error("network down");
      },
      { wait: async (ms) => void waits.push(ms) },
    );
    await expect(run).rejects.toMatchObject({ attemptsMade: 3 });
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it("does not retry other errors and returns the first success", async () => {
    const failing = runWithSaveRetry(async () => Promise.reject(new Error("validation failed")), { wait: async () => {} });
    await expect(failing).rejects.toBeInstanceOf(SaveAttemptsError);
    await expect(failing).rejects.toMatchObject({ attemptsMade: 1 });
    let calls = 0;
    const result = await runWithSaveRetry(
      async () => {
        calls++;
        if (calls < 2) throw new Error("fetch failed");
        return "saved";
      },
      { wait: async () => {} },
    );
    expect([result, calls]).toEqual(["saved", 2]);
  });
});

describe("save failure toast", () => {
  it("shows a validation message as is for 8 s", () => {
    expect(saveFailureToast({ error: new Error("Demand Gen campaign validation failed: x"), editMode: false, attemptsMade: 1 })).toEqual({
      title: "Failed to save campaign",
      description: "Demand Gen campaign validation failed: x",
      durationMs: 8000,
    });
  });

  it("blames the connection after 3 attempts, else the data, for 5 s", () => {
    expect(saveFailureToast({ error: new Error("network"), editMode: true, attemptsMade: 3 })).toEqual({
      title: "Failed to update ad",
      description: "Save failed after 3 attempts. Please check your connection and try again.",
      durationMs: 5000,
    });
    expect(saveFailureToast({ error: new Error("boom"), editMode: false, attemptsMade: 1 }).description).toBe(
      "Please check your data and try again.",
    );
  });

  it("takes the type's own titles (Demand Gen: 'Save failed')", () => {
    const titles = { save: "Save failed", update: "Save failed" };
    expect(saveFailureToast({ error: new Error("boom"), editMode: false, attemptsMade: 1, titles }).title).toBe("Save failed");
    expect(saveFailureToast({ error: new Error("boom"), editMode: true, attemptsMade: 1, titles }).title).toBe("Save failed");
  });
});

describe("a save refused because no one is signed in (part 1, section 5)", () => {
  it("says 'User authentication required. Please refresh the page and try again.'", () => {
    expect(saveFailureToast({ error: new Error("Authentication required"), signedOut: true, editMode: false, attemptsMade: 1 })).toEqual({
      title: "Failed to save campaign",
      description: "User authentication required. Please refresh the page and try again.",
      durationMs: 5000,
    });
  });
});
