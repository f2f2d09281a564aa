import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { englishPage, formFor } from "../../../test/support/ai/generation-fixtures.ts";
import { signUpWithTrial } from "../../../test/support/server/profile-status.ts";
import { createTestApp, type TestApp } from "../../../test/support/server/test-app.ts";

/** One item at a time on the offline writer: each call walks to a text the list lacks, then says there is none. */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  const { ai } = loadConfig({ DATA_DIR: "/tmp/adsmith-unused" });
  t = await createTestApp("pglite", { ai: { ...ai, requestsPerMinute: 1000 } });
  cookie = (await signUpWithTrial(t, "single-walk@example.com")).cookie;
});
afterAll(() => t.close());

describe("regenerating one description walks the writer's candidates, then says there is none (issue 18)", () => {
  it("answers a new description each time, never one the list holds, and 409 with the reason once none is left", async () => {
    const base = { formData: formFor("demand_gen"), crawledContent: englishPage, singleDescription: true };
    const list: string[] = [];
    let current = "";
    for (let call = 0; call < 50; call++) {
      const response = await t.request("/api/generate-demandgen-ads", { cookie, body: { ...base, currentText: current, existing: list } });
      if (response.status === 409) {
        expect(await response.json()).toMatchObject({ error: "The offline writer has no other description for this product." });
        expect(list.length).toBeGreaterThan(3);
        return;
      }
      expect(response.status).toBe(200);
      const { result } = (await response.json()) as { result: string };
      expect(list).not.toContain(result);
      expect(result).not.toBe(current);
      if (current) list.push(current);
      current = result;
    }
    throw new Error("The writer never ran out of descriptions in 50 calls");
  });
});
