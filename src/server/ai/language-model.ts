import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import type { AiConfig } from "./ai-config.ts";

/**
 * The configured provider's model; null for the offline writer. OpenAI goes through its chat-completions
 * API, which every OpenAI-compatible server (Ollama, vLLM, LM Studio, OpenRouter) also speaks, so one
 * tested path serves them all.
 */
export function createLanguageModel(config: AiConfig): LanguageModel | null {
  const baseURL = config.baseUrl ?? undefined;
  switch (config.provider) {
    case "offline":
      return null;
    case "openai":
      // Local servers take no key, but the SDK insists on one.
      return createOpenAI({ apiKey: config.apiKey ?? "not-needed", baseURL }).chat(config.model);
    case "anthropic":
      return createAnthropic({ apiKey: config.apiKey ?? undefined, baseURL }).languageModel(config.model);
    case "google":
      return createGoogleGenerativeAI({ apiKey: config.apiKey ?? undefined, baseURL }).languageModel(config.model);
  }
}
