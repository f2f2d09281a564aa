import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: "/tmp/adsmith-unused", ...env }).ai;

describe("AI settings", () => {
  it("default to the offline writer with a 30 s limit", () => {
    expect(load({})).toMatchObject({ provider: "offline", model: "offline-writer", timeoutMs: 30_000, concurrency: { total: 16, perUser: 2 } });
  });

  it("take a provider with its key, and a default model", () => {
    expect(load({ AI_PROVIDER: "anthropic", AI_API_KEY: "key" })).toMatchObject({ provider: "anthropic", model: "claude-haiku-4-5", apiKey: "key" });
    expect(load({ AI_PROVIDER: "google", AI_API_KEY: "key", AI_MODEL: "gemini-2.5-pro" }).model).toBe("gemini-2.5-pro");
  });

  it("take an OpenAI-compatible server without a key but with its model name", () => {
    expect(load({ AI_PROVIDER: "openai", AI_BASE_URL: "http://127.0.0.1:11434/v1", AI_MODEL: "llama3.1" })).toMatchObject({ baseUrl: "http://127.0.0.1:11434/v1", apiKey: null });
    expect(() => load({ AI_PROVIDER: "openai", AI_BASE_URL: "http://127.0.0.1:11434/v1" })).toThrow(/AI_MODEL/);
  });

  it("name what is missing or wrong", () => {
    expect(() => load({ AI_PROVIDER: "openai" })).toThrow(/AI_API_KEY/);
    expect(() => load({ AI_PROVIDER: "anthropic", AI_API_KEY: "key", AI_BASE_URL: "http://127.0.0.1/v1" })).toThrow(/AI_BASE_URL/);
    expect(() => load({ AI_PROVIDER: "mistral" })).toThrow(/AI_PROVIDER/);
    expect(() => load({ AI_TIMEOUT_MS: "soon" })).toThrow(/AI_TIMEOUT_MS/);
  });
});
