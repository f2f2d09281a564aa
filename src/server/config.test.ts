import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "adsmith-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("configuration defaults", () => {
  it("serves on port 3000 with PGlite in the data folder when nothing is set", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    expect(config.trustedOrigins).toContain("http://localhost:3000");
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "postgres://postgres@127.0.0.1:5432/app" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://postgres@127.0.0.1:5432/app" });
  });

  it("generates the auth secret once and keeps it in the data folder", () => {
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: "eighty" })).toThrow(/PORT/);
  });
});
