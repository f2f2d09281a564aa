import { describe, expect, it } from "vitest";
import { csvFileName, editorFileName, fileSafeName, jsonFileName, xlsxFileName } from "./file-names.ts";

describe("export file names", () => {
  it("follows the spec: '{campaign}-campaign-data.csv' and the JSON download's lower-cased underscores", () => {
    expect(csvFileName("Spring Bread")).toBe("Spring Bread-campaign-data.csv");
    expect(jsonFileName("Spring Bread 2026!")).toBe("spring_bread_2026__campaign.json");
    expect(xlsxFileName("Spring Bread")).toBe("Spring Bread-campaign-data.xlsx");
    expect(editorFileName("Spring Bread")).toBe("Spring Bread-google-ads-editor.csv");
  });

  it("keeps accents and CJK but not characters a file system refuses", () => {
    expect(fileSafeName('Café "Zoë": a/b\\c')).toBe("Café -Zoë- a-b-c");
    expect(fileSafeName("春のセール\n2026")).toBe("春のセール-2026");
    expect(fileSafeName(" /// ")).toBe("-");
    expect(fileSafeName("   ")).toBe("campaign");
    expect([...fileSafeName("東".repeat(300))]).toHaveLength(100);
  });
});
