import { describe, expect, it } from "vitest";
import { demandGenResultsMessages, generationFailedDescription, googleResultsMessages, itemFailedDescription, tryAgainMessage } from "./results-messages.ts";

describe("a failed generation's toast", () => {
  it("Search and Performance Max say the fallback is shown, else what went wrong", () => {
    expect(generationFailedDescription(googleResultsMessages, { error: "Timed out", hasFallback: true })).toBe("Failed to generate ads using AI. Using fallback content.");
    expect(generationFailedDescription(googleResultsMessages, { error: "Timed out", hasFallback: false })).toBe("Timed out");
  });

  it("Demand Gen says the message, or 'Please try again.'", () => {
    expect(generationFailedDescription(demandGenResultsMessages, { error: "Invalid AI response format", hasFallback: true })).toBe("Invalid AI response format");
    expect(generationFailedDescription(demandGenResultsMessages, { error: " ", hasFallback: false })).toBe(tryAgainMessage);
  });
});

describe("a failed single-item regeneration's toast", () => {
  it("Search and Performance Max word the headline and the other kinds apart", () => {
    expect(itemFailedDescription(googleResultsMessages, "headlines", new Error("x"))).toBe("Failed to regenerate headline. Please try again.");
    expect(itemFailedDescription(googleResultsMessages, "longHeadlines", new Error("x"))).toBe("Failed to regenerate description");
  });

  it("Demand Gen says what the call said, or 'Please try again.'", () => {
    expect(itemFailedDescription(demandGenResultsMessages, "descriptions", new Error("API request failed with status 502"))).toBe("API request failed with status 502");
    expect(itemFailedDescription(demandGenResultsMessages, "headlines", "not an error")).toBe(tryAgainMessage);
  });
});
