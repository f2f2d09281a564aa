import { describe, expect, it } from "vitest";
import {
  characterCounter,
  isValidLandingPageUrl,
  landingPageUrlError,
} from "./form-fields.ts";

describe("URL validity", () => {
  it.each([
    ["https://example.com/page", true],
    ["http://localhost:3000", true],
    [" https://example.com ", true],
    ["ftp://example.com", false],
    ["javascript:alert(1)", false],
    ["example.com", false],
    ["", false],
  ])("%s is %s", (url, valid) => {
    expect(isValidLandingPageUrl(url)).toBe(valid);
  });

  it("words the error as the spec does", () => {
    expect(landingPageUrlError("example.com")).toBe("Please enter a valid URL starting with http:// or https://");
    expect(landingPageUrlError("")).toBeNull();
  });
});

describe("the long-field counter", () => {
  it("counts as '1,234/15,000 characters'", () => {
    expect(characterCounter("a".repeat(1234), 15_000)).toBe("1,234/15,000 characters");
  });
});
