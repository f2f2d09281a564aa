import { describe, expect, it } from "vitest";
import { containsKeyword, distinctCount } from "../../../domain/ad-strength.ts";
import type { CampaignTypeDescriptor } from "../../../domain/campaign-types/descriptor.ts";
import { campaignTypeFor, campaignTypeList } from "../../../domain/campaign-types/registry.ts";
import { formDataSchemas } from "../../../domain/form-data.ts";
import { checkAd, checkAdRequirements } from "../../../domain/policy.ts";
import type { CrawledContent } from "../../../domain/crawled-content.ts";
import { displayWidth } from "../../../domain/text.ts";
import { campaignRequest } from "../campaign-request.ts";
import { englishPage, failedCrawl, formFor, germanPage, japanesePage } from "../testing/generation-fixtures.ts";
import { createOfflineWriter } from "./offline-writer.ts";

function write(type: CampaignTypeDescriptor, page: CrawledContent | null = englishPage, form: Record<string, string> = formFor(type.id)) {
  const request = campaignRequest(type, { formData: formDataSchemas[type.id].parse(form), crawledContent: page });
  return { request, writer: createOfflineWriter(request), writing: createOfflineWriter(request).write() };
}

const allText = (lists: Record<string, string[] | undefined>) => Object.values(lists).flat().join(" | ");

describe.each(campaignTypeList.map((type) => [type.label, type] as const))("the offline writer, %s", (_label, type) => {
  const { writing, request } = write(type);
  const { lists, sitelinks } = writing.draft;

  it("writes every asset the type asks for", () => {
    for (const kind of type.assetKinds) expect(lists[kind.key], kind.key).toHaveLength(kind.requested);
    expect(sitelinks).toHaveLength(type.sitelinks?.requested ?? 0);
  });

  it("keeps every asset within its limit, free of policy issues and repeats", () => {
    const report = checkAd(type, lists, sitelinks);
    expect(report.errorCount).toBe(0);
    expect(report.warningCount).toBe(0);
    for (const kind of type.assetKinds) {
      const items = lists[kind.key] ?? [];
      expect(items.every((item) => displayWidth(item) <= kind.limit)).toBe(true);
      expect(distinctCount(items)).toBe(items.length);
    }
    expect(checkAdRequirements(type, lists)).toEqual([]);
  });

  it("puts the keywords in at least a third of the headlines, and varies their length", () => {
    const headlines = lists.headlines ?? [];
    const withKeyword = headlines.filter((headline) => request.keywords.some((keyword) => containsKeyword(headline, keyword)));
    expect(withKeyword.length).toBeGreaterThanOrEqual(Math.ceil(headlines.length / 3));
    const widths = headlines.map(displayWidth);
    if (headlines.length >= 8) expect(Math.max(...widths) - Math.min(...widths)).toBeGreaterThan(10);
  });

  it("writes the same ads for the same input", () => {
    expect(write(type).writing).toEqual(writing);
  });
});

describe("what the offline writer writes from", () => {
  const search = campaignTypeFor("search");
  const performanceMax = campaignTypeFor("performance_max");

  it("opens with the brand and the advertiser's call to action, and claims what the page states", () => {
    const { headlines = [] } = write(search).writing.draft.lists;
    expect(headlines[0]).toBe("Taskboard");
    expect(headlines).toContain("Start Free Trial");
    expect(write(performanceMax).writing.draft.lists.callouts).toEqual(expect.arrayContaining(["Free Trial", "Cross-Platform"]));
  });

  it("claims nothing the page does not state", () => {
    const quiet = { ...englishPage, keyContent: englishPage.keyContent.slice(0, 2), productFeatures: englishPage.productFeatures.slice(0, 3) };
    const text = allText(write(performanceMax, quiet, formFor("performance_max", { callToAction: "Get Started" })).writing.draft.lists);
    expect(text).not.toMatch(/free|trial|platform/i);
  });

  it("builds sitelinks from the page's own pages, in order of use, with absolute addresses", () => {
    const { sitelinks } = write(performanceMax).writing.draft;
    expect(sitelinks.map((sitelink) => sitelink.linkText)).toEqual(["Pricing", "Features", "About Us", "Contact", "Documentation", "Blog"]);
    expect(sitelinks[0]).toEqual({ linkText: "Pricing", linkUrl: "https://taskboard.example/pricing", description1: "Compare plans and prices", description2: "Find the plan that fits" });
    expect(sitelinks.some((sitelink) => /login|twitter/.test(sitelink.linkUrl))).toBe(false);
  });

  it("changes its wording with the tone", () => {
    const professional = write(search, englishPage, formFor("search", { toneOfVoice: "professional" })).writing.draft.lists.headlines;
    const playful = write(search, englishPage, formFor("search", { toneOfVoice: "playful" })).writing.draft.lists.headlines;
    expect(playful).not.toEqual(professional);
    expect(allText({ playful })).toMatch(/Fun|Smile|Psst/);
  });

  it("reads a custom tone from its description", () => {
    const urgent = write(search, englishPage, formFor("search", { toneOfVoice: "custom", customToneDescription: "Urgent, act now" })).writer.brief.tone;
    expect(urgent).toBe("urgent");
  });

  it("writes German for a German page", () => {
    const { writing } = write(search, germanPage, formFor("search", { keywords: "Zeiterfassung, Handwerker Software", landingPageUrl: "https://handwerkerbuero.example/" }));
    expect(writing.language).toBe("de");
    expect(writing.notices.join(" ")).not.toContain("English");
    expect(allText(writing.draft.lists)).toMatch(/Jetzt|kostenlos/);
    expect(writing.draft.sitelinks[0]).toMatchObject({ linkText: "Preise", description1: "Tarife und Preise im Vergleich" });
  });

  it("falls back to English for a language it does not write, and says so", () => {
    const { writing } = write(search, japanesePage, formFor("search", { keywords: "text editor", landingPageUrl: "https://editor.example/ja/" }));
    expect(writing.language).toBe("en");
    expect(writing.notices[0]).toBe("The offline writer writes English and German; this page is in Japanese, so these ads are in English.");
    expect(writing.draft.lists.headlines).toHaveLength(15);
  });

  it("writes from the form alone when the crawl failed", () => {
    const { writing } = write(search, failedCrawl, formFor("search", { businessName: "Taskboard" }));
    expect(writing.draft.lists.headlines?.[0]).toBe("Taskboard");
    expect(writing.draft.lists.headlines?.length).toBeGreaterThanOrEqual(10);
    expect(checkAd(search, writing.draft.lists).errorCount).toBe(0);
  });

  it("says it cannot follow 'Changes to Make'", () => {
    const { writing } = write(search, englishPage, formFor("search", { changesToMake: "Mention the mobile app" }));
    expect(writing.notices).toContain("The offline writer cannot follow 'Changes to Make'; connect an AI provider for that.");
  });

  it("regenerates one headline after another, never one the ad already has", () => {
    const { writer, writing } = write(search);
    const headlines = writing.draft.lists.headlines ?? [];
    const kind = search.assetKinds[0];
    if (!kind) throw new Error("Search has headlines");
    const others = headlines.slice(1);
    const first = writer.next(kind, headlines[0] ?? "", others);
    const second = writer.next(kind, first ?? "", others);
    expect(first).not.toBeNull();
    expect(second).not.toBe(first);
    expect(others).not.toContain(first);
    expect(others).not.toContain(second);
  });
});
