import { describe, expect, it } from "vitest";
import { campaignCursorParam, encodeCursor } from "./campaign-cursor.ts";

const id = "3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e";
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const reads = (cursor: string) => campaignCursorParam.safeParse(cursor).success;

describe("the campaign list's cursor holds only a time PostgreSQL wrote", () => {
  it("reads back what it encoded, in each form timestamptz::text takes", () => {
    for (const time of ["2026-11-24 22:25:01.123456+00", "2026-11-24 22:25:01+00", "2024-02-29 23:59:59.5+05:30", "2026-01-01 00:00:00-08"]) {
      expect(campaignCursorParam.parse(encodeCursor({ time, id }))).toEqual({ time, id });
    }
  });

  it("refuses what JavaScript's Date.parse takes but PostgreSQL does not", () => {
    for (const time of ["99999", "+099999-01-01T00:00:00Z", "1", "Tue Nov 24 2026", "2026-02-30 10:00:00+00", "2025-02-29 10:00:00+00", "2026-11-24 24:00:00+00", "2026-11-24 10:00:00+16"]) {
      expect([time, reads(cursorOf([time, id]))]).toEqual([time, false]);
    }
  });

  it("refuses anything else: not base64 JSON, a wrong shape, an id that is not a uuid", () => {
    for (const cursor of ["garbage!!", cursorOf({ time: "2026-11-24 10:00:00+00", id }), cursorOf(["2026-11-24 10:00:00+00", "1 or 1=1"]), cursorOf(["2026-11-24 10:00:00+00"])]) {
      expect([cursor, reads(cursor)]).toEqual([cursor, false]);
    }
  });
});
