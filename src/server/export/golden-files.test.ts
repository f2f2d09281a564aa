import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildEditorRows } from "../../domain/export/editor-rows.ts";
import type { ExportSettings } from "../../domain/export/export-settings.ts";
import { csvText, editorFileText } from "../../domain/export/file-formats.ts";
import { demandGenSample, displaySample, exportClock, performanceMaxSample, searchSample } from "../../../test/support/domain/sample-campaigns.ts";

/**
 * Golden files (issue 20): the Editor file and the CSV of one fixed campaign per type, with and without
 * export settings, checked in beside this test and read by hand against the rule book's tables. Any change
 * to a column or a value is a visible diff in review. After a deliberate change, rewrite them with
 * `UPDATE_GOLDEN=1 npx vitest run src/server/export/golden-files.test.ts` and read the diff.
 */
const goldenDir = path.join(import.meta.dirname, "golden");

const chosen: ExportSettings = {
  status: "Paused",
  budget: 25,
  budgetType: "Daily",
  bidStrategy: "Maximize conversions",
  networks: ["Google search"],
  languages: ["en"],
  locations: ["United States"],
  euPoliticalAds: false,
  mode: "new",
};

const cases = [
  ["search", searchSample],
  ["performance-max", performanceMaxSample],
  ["demand-gen", demandGenSample],
  ["display", displaySample],
] as const;

function matchesGolden(name: string, text: string): void {
  const file = path.join(goldenDir, name);
  if (process.env.UPDATE_GOLDEN === "1" || !existsSync(file)) {
    mkdirSync(goldenDir, { recursive: true });
    writeFileSync(file, text);
    // A golden file written by this run proves nothing: fail until it is read and committed.
    if (process.env.UPDATE_GOLDEN !== "1") throw new Error(`${name} was missing and has been written: read it, commit it, run again`);
  }
  expect(text).toBe(readFileSync(file, "utf8"));
}

describe.each(cases)("the %s campaign's files match their golden files", (name, campaign) => {
  it("Editor file (tab-separated), no settings chosen: Paused, no budget, no EU answer", () => {
    matchesGolden(`${name}.editor.tsv`, editorFileText(buildEditorRows(campaign, exportClock)));
  });

  it("Editor file with the settings the dialog sends", () => {
    matchesGolden(`${name}.settings.editor.tsv`, editorFileText(buildEditorRows(campaign, exportClock, chosen)));
  });

  it("CSV for spreadsheets, the same rows", () => {
    matchesGolden(`${name}.csv`, csvText(buildEditorRows(campaign, exportClock)));
  });

  it("Update mode writes what the ads are made of, no campaign settings", () => {
    matchesGolden(`${name}.update.editor.tsv`, editorFileText(buildEditorRows(campaign, exportClock, { ...chosen, mode: "update" })));
  });
});
