import { describe, expect, it } from "vitest";
import "./zod-without-eval.ts";
import { config, z } from "zod";

describe("zod never compiles parsers with eval in the browser (the CSP forbids it)", () => {
  it("zod reads the jitless setting made through its global settings object", () => {
    expect(config().jitless).toBe(true);
  });

  it("object schemas still parse", () => {
    expect(z.object({ name: z.string() }).parse({ name: "Crumb" })).toEqual({ name: "Crumb" });
  });
});
