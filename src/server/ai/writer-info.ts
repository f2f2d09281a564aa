import type { AiConfig } from "./ai-config.ts";
import type { WriterInfo } from "./copywriter.ts";
import { offlineWriterInfo } from "./offline/offline-copywriter.ts";

const providerNames = { openai: "OpenAI", anthropic: "Anthropic", google: "Google" } as const;

/** The provider and model as the results header shows them; a server's address stays out of it. */
export function writerInfoOf(config: AiConfig): WriterInfo {
  if (config.provider === "offline") return offlineWriterInfo;
  if (config.provider === "openai" && config.baseUrl) {
    return { provider: "openai-compatible", model: config.model, label: `OpenAI-compatible server, ${config.model}` };
  }
  return { provider: config.provider, model: config.model, label: `${providerNames[config.provider]} ${config.model}` };
}
