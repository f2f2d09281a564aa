import { describe, expect, it } from "vitest";
import { search } from "../campaign-types/search.ts";
import { type BrandRules, brandRulesSchema, noBrandRules, readBrandRules } from "./brand-rules.ts";
import { brandRuleBreaks, brandRuleMessage, followBrandRules } from "./brand-rule-check.ts";
import { brandRulesFromText, brandRulesToText } from "./brand-rules-text.ts";
import { missingRequiredPhrases, withRequiredPhrases } from "./required-phrases.ts";

const rules = (overrides: Partial<BrandRules>): BrandRules => ({ ...noBrandRules, ...overrides });
const kind = (key: string) => {
  const found = search.assetKinds.find((candidate) => candidate.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe("brand rules are read at the edge", () => {
  it("fills what a body leaves out and refuses an empty phrase", () => {
    expect(brandRulesSchema.parse({})).toEqual(noBrandRules);
    expect(brandRulesSchema.parse({ brandName: "" }).brandName).toBeNull();
    expect(brandRulesSchema.safeParse({ bannedPhrases: [{ text: "  " }] }).success).toBe(false);
  });

  it("reads rules stored in an older shape as none rather than failing", () => {
    expect(readBrandRules(null)).toEqual(noBrandRules);
    expect(readBrandRules({ bannedPhrases: "cheap" })).toEqual(noBrandRules);
  });
});

describe("banned phrases", () => {
  const banned = rules({ bannedPhrases: [{ text: "cheap", reason: "we are a premium brand" }] });

  it("match whole words in any casing, never inside another word", () => {
    expect(brandRuleBreaks("Cheap Flights Today", banned, "en")).toEqual([{ rule: "banned", phrase: "cheap", reason: "we are a premium brand" }]);
    expect(brandRuleBreaks("Cheapside Office Space", banned, "en")).toEqual([]);
  });

  it("drop the asset: no correction can make it say something else", () => {
    expect(followBrandRules("Cheap Flights Today", banned, "en")).toBeNull();
  });

  it("are named with their reason", () => {
    expect(brandRuleMessage({ rule: "banned", phrase: "cheap", reason: "we are a premium brand" })).toBe("Brand rules ban “cheap”: we are a premium brand");
  });
});

describe("preferred spellings and the brand's casing", () => {
  const house = rules({ spellings: [{ from: "e-mail", to: "email" }], brandName: "iPhone Repair Co" });

  it("are corrected in place, a capital at a sentence's start kept", () => {
    expect(followBrandRules("E-mail us. Or send an e-mail.", house, "en")).toBe("Email us. Or send an email.");
    expect(followBrandRules("Iphone repair co Fixes Screens", house, "en")).toBe("iPhone Repair Co Fixes Screens");
  });

  it("are breaks the editor names while the user types", () => {
    expect(brandRuleBreaks("IPHONE REPAIR CO", house, "en").map(brandRuleMessage)).toEqual(["Brand rules write the brand as “iPhone Repair Co”"]);
    expect(brandRuleBreaks("Send an e-mail", house, "en").map(brandRuleMessage)).toEqual(["Brand rules write “email”, not “e-mail”"]);
  });

  it("leave text that already follows them alone", () => {
    expect(brandRuleBreaks("iPhone Repair Co: email us", house, "en")).toEqual([]);
  });
});

describe("a required name with a mark is written with it", () => {
  const marked = rules({ requiredPhrases: [{ text: "Acme®", where: "anywhere" }] });

  it("adds the mark to the bare name, and never twice", () => {
    expect(followBrandRules("Acme Rockets for Every Launch", marked, "en")).toBe("Acme® Rockets for Every Launch");
    expect(followBrandRules("Acme® Rockets", marked, "en")).toBe("Acme® Rockets");
  });
});

describe("the form of address", () => {
  const formal = rules({ address: "formal" });

  it("drops an asset that says du where the brand says Sie", () => {
    expect(followBrandRules("Buche deinen Termin online", formal, "de")).toBeNull();
    expect(followBrandRules("Buchen Sie Ihren Termin online", formal, "de")).toBe("Buchen Sie Ihren Termin online");
  });

  it("is not judged when the ad's language is unknown", () => {
    expect(brandRuleBreaks("Buche deinen Termin online", formal, null)).toEqual([]);
  });

  it("is named with the pronoun", () => {
    expect(brandRuleBreaks("Buche deinen Termin", formal, "de").map(brandRuleMessage)).toEqual(["Brand rules address the reader formally (“Sie”)"]);
  });
});

describe("required phrases", () => {
  const disclaimer = rules({ requiredPhrases: [{ text: "Terms apply", where: "descriptions" }] });

  it("are missing until an asset of the named list says them", () => {
    expect(missingRequiredPhrases({ headlines: ["Terms apply"], descriptions: ["Fast repairs."] }, disclaimer)).toHaveLength(1);
    expect(missingRequiredPhrases({ descriptions: ["Fast repairs. Terms apply."] }, disclaimer)).toHaveLength(0);
  });

  it("are added to the description with room for them, as a sentence", () => {
    const lists = withRequiredPhrases({ descriptions: ["Screens replaced the same day by certified technicians in our shop", "Fast repairs"] }, [kind("descriptions")], disclaimer);
    expect(lists.descriptions).toEqual(["Screens replaced the same day by certified technicians in our shop", "Fast repairs. Terms apply."]);
  });

  it("become a headline of their own where the rule wants a headline", () => {
    const official = rules({ requiredPhrases: [{ text: "Official Site", where: "headlines" }] });
    expect(withRequiredPhrases({ headlines: ["Screen Repair"] }, [kind("headlines")], official).headlines).toEqual(["Screen Repair", "Official Site"]);
  });

  it("take the last place of a full list", () => {
    const official = rules({ requiredPhrases: [{ text: "Official Site", where: "headlines" }] });
    const full = Array.from({ length: kind("headlines").kept }, (_, index) => `Headline ${index + 1}`);
    expect(withRequiredPhrases({ headlines: full }, [kind("headlines")], official).headlines?.at(-1)).toBe("Official Site");
  });
});

describe("brand rules as the form writes them, one per line", () => {
  const text = { bannedPhrases: "cheap: we are a premium brand\n\nguarantee", requiredPhrases: "Acme®\ndescriptions: Terms apply", spellings: "e-mail -> email\nweb site → website", brandName: " Acme ", address: "formal" as const, claims: "Since 1921\n\nRated 4.9 by 3,000 customers" };

  it("reads reasons after a colon, a list before one, spellings around an arrow", () => {
    expect(brandRulesFromText(text)).toEqual({
      ok: true,
      rules: {
        bannedPhrases: [
          { text: "cheap", reason: "we are a premium brand" },
          { text: "guarantee", reason: "" },
        ],
        requiredPhrases: [
          { text: "Acme®", where: "anywhere" },
          { text: "Terms apply", where: "descriptions" },
        ],
        spellings: [
          { from: "e-mail", to: "email" },
          { from: "web site", to: "website" },
        ],
        brandName: "Acme",
        address: "formal",
        claims: ["Since 1921", "Rated 4.9 by 3,000 customers"],
      },
    });
  });

  it("writes the rules back the way it reads them", () => {
    const read = brandRulesFromText(text);
    if (!read.ok) throw new Error("unreadable");
    expect(brandRulesFromText(brandRulesToText(read.rules))).toEqual(read);
  });

  it("names the line of a spelling without its arrow", () => {
    expect(brandRulesFromText({ ...text, spellings: "e-mail -> email\ncolour" })).toEqual({
      ok: false,
      errors: { spellings: "Line 2: write the spelling to replace, an arrow, then the preferred one (e-mail -> email)" },
    });
  });

  it("names a phrase over the limit by its line", () => {
    const result = brandRulesFromText({ ...text, bannedPhrases: `cheap\n\n${"x".repeat(91)}` });
    expect(result).toEqual({ ok: false, errors: { bannedPhrases: "Line 3: must be 90 characters or fewer" } });
  });
});

describe("claims the brand may make", () => {
  const approved = rules({ claims: ["Best Bakery in Leeds 2024", "Since 1921"] });

  it("given any, a claim of being best or guaranteed that is not one of them breaks the rules, and the asset goes", () => {
    expect(brandRuleBreaks("The Best Sourdough in Town", approved, "en").map(brandRuleMessage)).toEqual(["Brand rules allow only the claims they list, not “Best”"]);
    expect(followBrandRules("Freshness Guaranteed", approved, "en")).toBeNull();
    expect(followBrandRules("Meilleur pain de Paris", approved, "fr")).toBeNull();
  });

  it("an approved claim covers the claim words inside it", () => {
    expect(brandRuleBreaks("Best Bakery in Leeds 2024", approved, "en")).toEqual([]);
  });

  it("without a list, claims are left to the policy check", () => {
    expect(brandRuleBreaks("The Best Sourdough in Town", noBrandRules, "en")).toEqual([]);
  });
});

describe("a required phrase is never added to a callout as a sentence", () => {
  it("goes to a description first when it may go anywhere, and stands alone in a callout list", () => {
    const callouts = search.assetKinds.find((candidate) => candidate.key === "callouts");
    if (!callouts) throw new Error("Search has callouts");
    const anywhere = rules({ requiredPhrases: [{ text: "Terms apply", where: "anywhere" }] });
    expect(withRequiredPhrases({ callouts: ["Free Delivery"] }, [callouts], anywhere).callouts).toEqual(["Free Delivery", "Terms apply"]);
    const both = withRequiredPhrases({ callouts: ["Free Delivery"], descriptions: ["Fresh bread daily."] }, [callouts, kind("descriptions")], anywhere);
    expect(both).toEqual({ callouts: ["Free Delivery"], descriptions: ["Fresh bread daily. Terms apply."] });
  });
});
