import { describe, expect, it } from "vitest";
import { campaignTypeList } from "../campaign-types/registry.ts";
import { googleSignInErrorMessage, sheetsFailedMessage } from "./export-messages.ts";

describe("export messages", () => {
  it("maps Google sign-in failures to the spec's words", () => {
    expect(googleSignInErrorMessage("popup_closed")).toBe("Google sign-in popup was closed. Please try again and complete the authentication.");
    expect(googleSignInErrorMessage("popup_failed_to_open")).toBe("Pop-up was blocked by browser. Please allow pop-ups for this site and try again.");
    expect(googleSignInErrorMessage("access_denied")).toBe("Google access was denied. Please grant the required permissions and try again.");
    expect(googleSignInErrorMessage("unknown")).toBe("Authentication failed: unknown");
  });

  it("words failures per type", () => {
    expect(campaignTypeList.slice(0, 3).map((type) => type.labels.exportFailedTitle)).toEqual(["Export Failed", "Export Failed", "Export failed"]);
    expect(sheetsFailedMessage("Spring Bread")).toBe("Failed to export Spring Bread to Google Sheets. Please try again.");
  });
});
