import { describe, expect, it } from "vitest";
import { clipboardText } from "./clipboard.ts";
import { editorColumns } from "./columns.ts";
import { buildEditorRows } from "./editor-rows.ts";
import { demandGenSample, exportClock, performanceMaxSample, searchSample } from "../../../test/support/domain/sample-campaigns.ts";

describe("R49: the clipboard for Google Ads Editor's 'Make multiple changes'", () => {
  it("is the Editor file's header and rows, tab-separated, one line each, unquoted", () => {
    const lines = clipboardText(buildEditorRows(searchSample, exportClock)).split("\n");
    expect(lines[0]).toBe(editorColumns.join("\t"));
    expect(lines[1]?.split("\t").slice(0, 3)).toEqual(['Café "Zoë", Paris', "Search", "Paused"]);
    const ad = lines.find((line) => line.includes("Responsive search ad")) ?? "";
    expect(ad).toContain("\tBaked at dawn, served warm. Order ahead online.\t");
    expect(ad).toContain('\tThe "Best" Café\t');
    expect(lines).toHaveLength(buildEditorRows(searchSample, exportClock).length + 1);
  });

  it("carries every type's campaign, group and ad rows", () => {
    const pmax = clipboardText(buildEditorRows(performanceMaxSample, exportClock));
    expect(pmax).toContain("\tPerformance Max\t");
    expect(pmax).toContain("\t東京でも\t");
    const demandGen = clipboardText(buildEditorRows(demandGenSample, exportClock));
    expect(demandGen).toContain("\tDemand Gen image ad\t");
    expect(demandGen).toContain("\tShop Étoile\t");
  });
});
