import { describe, expect, it } from "vitest";
import { demandGen } from "../../../domain/campaign-types/demand-gen.ts";
import { search } from "../../../domain/campaign-types/search.ts";
import { editorAssetsFrom } from "./editor-assets.ts";
import { writingProgress } from "./writing-progress.tsx";

describe("'Writing… n of m' counts what streamed in against what the type asks for", () => {
  it("expects every asked asset: Search 15 headlines, 4 descriptions, 4 callouts and 4 sitelinks; Demand Gen 5, 5 and 5", () => {
    expect(writingProgress(search, editorAssetsFrom(search, {}))).toEqual({ written: 0, expected: 27 });
    expect(writingProgress(demandGen, editorAssetsFrom(demandGen, {}))).toEqual({ written: 0, expected: 15 });
  });

  it("counts filled items only, and no kind past what was asked", () => {
    const callouts = Array.from({ length: 8 }, (_, index) => `Callout ${index}`);
    const assets = editorAssetsFrom(search, { headlines: ["Fresh Bread", " ", "Rye Loaves"], callouts });
    expect(writingProgress(search, assets)).toEqual({ written: 6, expected: 27 });
  });
});
