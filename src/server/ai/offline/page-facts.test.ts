import { describe, expect, it } from "vitest";
import { statedFacts } from "./page-facts.ts";

describe("the writer claims only what the page states", () => {
  it("finds facts in the languages it writes", () => {
    expect([...statedFacts("Free and open source. Works on Windows, macOS and Linux.")].sort()).toEqual(["crossPlatform", "openSource"]);
    expect([...statedFacts("Jetzt kostenlos testen. Haustiere willkommen.")].sort()).toEqual(["freeTrial", "petsWelcome"]);
    expect([...statedFacts("Tout est fait maison. Wi-Fi gratuit dans les chambres.")].sort()).toEqual(["freeWifi", "homemade"]);
  });

  it("does not make a free product of free cancellation", () => {
    expect([...statedFacts("Kostenlos stornierbar bis 24 Stunden vor Anreise.")]).toEqual([]);
  });
});
