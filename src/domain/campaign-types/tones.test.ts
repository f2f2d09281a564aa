import { describe, expect, it } from "vitest";
import { campaignTypeList } from "./registry.ts";
import { demandGenOverrideTones, toneDescriptions, toneInstruction } from "./tones.ts";

describe("tone descriptions", () => {
  it("describe every tone any list offers, and energetic, but not custom", () => {
    const values = new Set(campaignTypeList.flatMap((type) => [...type.tones.wizard, ...type.tones.results].map((tone) => tone.value)));
    values.delete("custom");
    values.add("energetic");
    for (const value of values) expect(toneDescriptions[value], value).toBeTruthy();
    expect(toneDescriptions.custom).toBeUndefined();
  });

  it.each([
    ["urgent", "", "time-sensitive, giving a concrete reason to act now"],
    ["custom", " Dry British humour ", "Dry British humour"],
    ["custom", "", "clear, confident and credible, without slang"],
    ["unknown-old-tone", "", "clear, confident and credible, without slang"],
  ])("%s (%j) asks for '%s'", (tone, custom, expected) => {
    expect(toneInstruction(tone, custom)).toBe(expected);
  });

  it("Demand Gen's override list omits custom", () => {
    expect(demandGenOverrideTones.map((tone) => tone.value)).toEqual(["educational", "inspirational", "professional", "friendly", "innovative", "casual", "urgent"]);
  });
});
