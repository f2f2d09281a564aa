// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import type { ImportPreview } from "../../../domain/import/index.ts";
import { act, render } from "../../../../test/support/web/render.tsx";
import { ImportPreviewView } from "./import-preview-view.tsx";

const preview: ImportPreview = {
  campaigns: [
    { name: "Spring Sale", campaignType: "search", typeLabel: "Search", groupNames: ["Runners"], adGroups: 1, keywords: 3, ads: 1, sitelinks: 2, callouts: 1, existing: { id: "c1", name: "Spring Sale" } },
    { name: "Roast", campaignType: "performance_max", typeLabel: "Performance Max", groupNames: ["Beans"], adGroups: 1, keywords: 0, ads: 1, sitelinks: 0, callouts: 0, existing: null },
  ],
  adGroups: 2,
  keywords: 3,
  ads: 2,
  sitelinks: 2,
  callouts: 1,
  skipped: [{ row: 7, reason: "Locations are not imported: choose them in the export settings when you export the campaign" }],
  skippedCount: 1201,
  rows: 1500,
  unknownColumns: ["Labels", "Max CPC"],
  alreadyImported: null,
};

describe("the import preview says what the file holds before anything is saved", () => {
  it("counts the file's entities, names each campaign with its type, and lists the rows left out with why", async () => {
    const view = await render(<ImportPreviewView preview={preview} choices={new Map()} onChoose={() => undefined} />);
    expect(view.text()).toContain("2 campaigns");
    expect(view.text()).toContain("1 group · 3 keywords · 1 ad · 2 sitelinks · 1 callout");
    expect(view.text()).toContain("Performance Max");
    expect(view.text()).toContain("Columns not read: Labels, Max CPC");
    expect(view.text()).toContain("1,201 rows left out");
    expect(view.text()).toContain("Row 7: Locations are not imported");
    expect(view.text()).toContain("… and 1,200 more rows");
    view.unmount();
  });

  it("offers Update or Import as copy only for the campaign the account already has", async () => {
    const onChoose = vi.fn();
    const view = await render(<ImportPreviewView preview={preview} choices={new Map()} onChoose={onChoose} />);
    const radios = [...view.container.querySelectorAll<HTMLInputElement>("input[type=radio]")];
    expect(radios.map((radio) => radio.parentElement?.textContent)).toEqual(["Update", "Import as copy"]);
    await act(async () => radios[1]?.click());
    expect(onChoose).toHaveBeenCalledWith("Spring Sale", "copy");
    view.unmount();
  });
});
