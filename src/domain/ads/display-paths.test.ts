import { describe, expect, it } from "vitest";
import { displayPathProblems, displayPathsOf, displayUrl, tidyDisplayPaths } from "./display-paths.ts";

describe("display paths hold two, tidied, and a Path 2 needs a Path 1 (EDITOR-IMPORT R15, R19)", () => {
  it("trims them and joins inner spaces to one", () => {
    expect(displayPathsOf(["  Running  Shoes ", "Sale"])).toEqual(["Running Shoes", "Sale"]);
  });

  it("moves a lone Path 2 up to Path 1, which Google takes where it would refuse the other", () => {
    expect(displayPathsOf(["", "Kaffeebohnen"])).toEqual(["Kaffeebohnen", ""]);
  });

  it("reads nothing from what is not a list of texts, and only the two slots", () => {
    expect(displayPathsOf(undefined)).toEqual(["", ""]);
    expect(displayPathsOf([3, "A", "B"])).toEqual(["A", ""]);
  });
});

describe("a path is at most 15 wide and has no slash", () => {
  it("names the path that is over the limit, in Google's count (CJK counts 2)", () => {
    expect(displayPathProblems(["Physiotherapie1", "Physiotherapie12"], 15)).toEqual([{ index: 1, message: "Path 2 is over 15 characters." }]);
    expect(displayPathProblems(["東京のカフェ巡り"], 15)).toEqual([{ index: 0, message: "Path 1 is over 15 characters." }]);
  });

  it("refuses a slash: Google draws the slashes between the paths", () => {
    expect(displayPathProblems(["shoes/sale", ""], 15)[0]?.message).toBe("Path 1 cannot contain '/': Google adds the slashes between paths.");
  });

  it("keeps only what Google takes from a writer's answer, moved up", () => {
    expect(tidyDisplayPaths(["Far-Too-Long-For-A-Path", " Zahnarzt ", 7, "Implantate"], 15)).toEqual(["Zahnarzt", "Implantate"]);
  });
});

describe("the address an ad shows", () => {
  it("is the final URL's host, then the paths", () => {
    expect(displayUrl("https://www.shop.example/a/b?x=1", ["Running", "Shoes"])).toBe("www.shop.example › Running › Shoes");
  });

  it("is the host alone without paths (the final URL's own path is not shown)", () => {
    expect(displayUrl("https://shop.example/deep/page", ["", ""])).toBe("shop.example");
  });

  it("is the example host before a landing page is typed", () => {
    expect(displayUrl("", ["Shoes"])).toBe("www.example.com › Shoes");
  });
});
