import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as contracts from "./index.ts";

type UpdateSchema = z.ZodObject;

const text = fc.string({ maxLength: 20 });
const name = fc.string({ minLength: 1, maxLength: 20 }).filter((value) => value.trim() !== "");
const textList = fc.array(text, { maxLength: 3 });
const pins = fc.array(fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constant(null)), { maxLength: 3 });
const assets = fc.record({ headlines: textList, longHeadlines: textList, descriptions: textList, paths: textList, pins: fc.record({ headlines: pins }) }, { requiredKeys: [] });
const formData = fc.record({ campaignName: text, landingPageUrl: text, keywords: fc.oneof(text, textList) }, { requiredKeys: [] });
const url = fc.constantFrom("https://bakery.example/", null);

/** A valid value for every field of every update schema; a field missing here fails the coverage test below. */
const validFields: Record<string, Record<string, fc.Arbitrary<unknown>>> = {
  campaignUpdate: {
    version: fc.integer({ min: 1, max: 1000 }),
    name: text,
    campaignType: fc.constantFrom("search", "performance_max", "demand_gen", null),
    accountId: fc.oneof(fc.uuid(), fc.constant(null)),
    formData,
    generatedAds: fc.oneof(assets, fc.constant(null)),
    adGroups: fc.array(fc.record({ name }, { requiredKeys: ["name"] }), { maxLength: 2 }),
  },
  adGroupUpdate: {
    version: fc.integer({ min: 1, max: 1000 }),
    name,
    keywords: textList,
    audienceSignals: fc.oneof(textList, fc.constant(null)),
    contentThemes: fc.oneof(textList, fc.constant(null)),
    landingPageUrl: url,
    callToAction: fc.oneof(text, fc.constant(null)),
  },
  adUpdate: {
    version: fc.integer({ min: 1, max: 1000 }),
    name: text,
    finalUrl: url,
    status: fc.constant("draft"),
    assets,
    refreshed: fc.constant(true),
  },
};

/** Every `…Update` schema the contracts export, so a new one is covered without being listed here. */
const updateSchemas = Object.entries(contracts).filter(([exported]) => exported.endsWith("Update")) as [string, UpdateSchema][];

/** Any subset of the schema's fields (always with the version), each with a valid value. */
const someFields = (fields: Record<string, fc.Arbitrary<unknown>>) => fc.record(fields, { requiredKeys: ["version"] });

describe("an update changes only the fields it names", () => {
  it("has a valid value for every field of every update schema the contracts export", () => {
    expect(updateSchemas.map(([exported]) => exported).sort()).toEqual(Object.keys(validFields).sort());
    for (const [exported, schema] of updateSchemas) {
      expect([exported, Object.keys(schema.shape).sort()]).toEqual([exported, Object.keys(validFields[exported] ?? {}).sort()]);
    }
  });

  it.each(updateSchemas)("%s: the parsed update holds exactly the fields sent, none filled in by a default", (exported, schema) => {
    fc.assert(
      fc.property(someFields(validFields[exported] ?? {}), (body) => {
        const parsed = schema.parse(body) as Record<string, unknown>;
        expect(Object.keys(parsed).sort()).toEqual(Object.keys(body).sort());
      }),
      { numRuns: 200 },
    );
  });
});
