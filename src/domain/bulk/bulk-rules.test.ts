import { describe, expect, it } from "vitest";
import { groupNameFromPage, jobTiming, normalizeJobUrls, pageKeywords, pagesUnderPrefix } from "./bulk-rules.ts";

describe("a job's addresses: each page once, the ones that are no web page named", () => {
  it("trims, drops blanks and fragments, and keeps the first of each address in order", () => {
    expect(normalizeJobUrls([" https://a.example/x#top ", "", "https://a.example/x", "https://a.example/y"])).toEqual({
      urls: ["https://a.example/x", "https://a.example/y"],
      invalid: [],
    });
  });

  it("names what is not an http(s) address, or carries credentials", () => {
    expect(normalizeJobUrls(["ftp://a.example/", "a.example/page", "https://user:pw@a.example/", "javascript:alert(1)"]).invalid).toEqual([
      "ftp://a.example/",
      "a.example/page",
      "https://user:pw@a.example/",
      "javascript:alert(1)",
    ]);
  });
});

describe("the sitemap picker's path prefix", () => {
  const pages = ["https://a.example/treatments/a", "https://a.example/blog/b", "https://a.example/treatments/c"];
  it("keeps the pages under the prefix, with or without its leading slash, up to the limit", () => {
    expect(pagesUnderPrefix(pages, "treatments", 10)).toEqual(["https://a.example/treatments/a", "https://a.example/treatments/c"]);
    expect(pagesUnderPrefix(pages, "/treatments", 1)).toEqual(["https://a.example/treatments/a"]);
    expect(pagesUnderPrefix(pages, undefined, 10)).toEqual(pages);
  });
});

describe("an ad group is named after its page", () => {
  it("takes the title's first part, else the main heading, else the address's last segment in words", () => {
    expect(groupNameFromPage({ title: "Teeth Whitening | Smile Clinic", headings: ["Whiter teeth"] }, "https://a.example/w")).toBe("Teeth Whitening");
    expect(groupNameFromPage({ title: "", headings: ["Root canal treatment"] }, "https://a.example/r")).toBe("Root canal treatment");
    expect(groupNameFromPage({ title: "" }, "https://a.example/services/deep-cleaning.html")).toBe("Deep cleaning");
    expect(groupNameFromPage({}, "https://a.example/")).toBe("a.example");
  });
});

describe("a page's keywords carry match types", () => {
  it("the strongest terms as exact match, every term as phrase match, without the symbols Google refuses", () => {
    expect(pageKeywords(["Sourdough", "rye bread!", "sourdough", "bakery"], 8, 2)).toEqual(["[sourdough]", "[rye bread]", '"sourdough"', '"rye bread"', '"bakery"']);
  });
});

describe("elapsed and remaining time", () => {
  it("estimates what is left from the pace of the pages settled so far", () => {
    const job = { startedAt: "2026-11-26T10:00:00.000Z", finishedAt: null, total: 10, done: 3, failed: 1 };
    expect(jobTiming(job, Date.parse("2026-11-26T10:00:08.000Z"))).toEqual({ elapsedMs: 8_000, remainingMs: 12_000 });
    expect(jobTiming({ ...job, done: 0, failed: 0 }, Date.parse("2026-11-26T10:00:08.000Z")).remainingMs).toBeNull();
    expect(jobTiming({ ...job, startedAt: null }, 0)).toEqual({ elapsedMs: 0, remainingMs: null });
  });
});
