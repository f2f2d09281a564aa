import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chromiumFlags, playwrightDisabledFeatures } from "./chromium-flags.ts";

/** The features playwright-core disables, read from the installed package's own source. */
function featuresPlaywrightDisables(): string[] {
  const packageJson = createRequire(import.meta.url).resolve("playwright-core/package.json");
  const bundle = readFileSync(path.join(path.dirname(packageJson), "lib", "coreBundle.js"), "utf8");
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (list === undefined) throw new Error("playwright-core no longer declares `disabledFeatures = [...]`: read its chromiumSwitches again");
  return [...list.replace(/\/\/.*$/gm, "").matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1] ?? "");
}

describe("Chromium keeps only the last --disable-features, so ours repeats Playwright's", () => {
  it("lists every feature the installed Playwright disables", () => {
    const theirs = featuresPlaywrightDisables();
    expect(theirs.length).toBeGreaterThan(5);
    expect(playwrightDisabledFeatures).toEqual(expect.arrayContaining(theirs));
  });

  it("passes one --disable-features, with the browser UI a headless browser never shows", () => {
    const disabled = chromiumFlags.filter((flag) => flag.startsWith("--disable-features="));
    expect(disabled).toHaveLength(1);
    expect(disabled[0]?.split("=")[1]?.split(",")).toEqual(expect.arrayContaining([...playwrightDisabledFeatures, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"]));
  });
});
