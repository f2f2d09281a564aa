import { z } from "zod";

export type AiProvider = "offline" | "openai" | "anthropic" | "google";

export interface AiConfig {
  provider: AiProvider;
  /** The provider's model id; `offline-writer` for the built-in writer. */
  model: string;
  apiKey: string | null;
  /** Any OpenAI-compatible server (Ollama, vLLM, LM Studio, OpenRouter) when the provider is `openai`. */
  baseUrl: string | null;
  /** One model call, retry included, before the user gets the fallback content. */
  timeoutMs: number;
  /** Generation calls per user per minute, counted on the database so every instance shares them. */
  requestsPerMinute: number;
  /** Model calls in flight on this instance, and for one user, so one user cannot hold every slot. */
  concurrency: { total: number; perUser: number };
}

/** The AI settings of the environment; merged into the server's one environment schema. */
export const aiEnvironmentShape = {
  AI_PROVIDER: z.enum(["offline", "openai", "anthropic", "google"]).default("offline"),
  AI_MODEL: z.string().min(1).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_BASE_URL: z.string().url().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  AI_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  AI_CONCURRENCY: z.coerce.number().int().min(1).default(16),
  AI_CONCURRENCY_PER_USER: z.coerce.number().int().min(1).default(2),
};

type AiEnvironment = z.output<z.ZodObject<typeof aiEnvironmentShape>>;

export const offlineModelId = "offline-writer";

/** Sensible, inexpensive defaults; `AI_MODEL` picks another. */
const defaultModels: Record<Exclude<AiProvider, "offline">, string> = {
  openai: "gpt-4o-mini",
  anthropic: "claude-haiku-4-5",
  google: "gemini-2.5-flash",
};

export function aiConfigFrom(e: AiEnvironment): AiConfig {
  const common = {
    apiKey: e.AI_API_KEY ?? null,
    baseUrl: e.AI_BASE_URL ?? null,
    timeoutMs: e.AI_TIMEOUT_MS,
    requestsPerMinute: e.AI_REQUESTS_PER_MINUTE,
    concurrency: { total: e.AI_CONCURRENCY, perUser: Math.min(e.AI_CONCURRENCY_PER_USER, e.AI_CONCURRENCY) },
  };
  const provider = e.AI_PROVIDER;
  if (provider === "offline") return { provider, model: offlineModelId, ...common };
  if (provider !== "openai" && e.AI_BASE_URL) {
    throw new Error("Invalid environment: AI_BASE_URL is for OpenAI-compatible servers, so it needs AI_PROVIDER=openai");
  }
  // A local OpenAI-compatible server usually needs no key, and has no model we could guess.
  if (!e.AI_API_KEY && !e.AI_BASE_URL) throw new Error(`Invalid environment: AI_PROVIDER=${provider} needs AI_API_KEY`);
  if (e.AI_BASE_URL && !e.AI_MODEL) throw new Error("Invalid environment: AI_BASE_URL needs AI_MODEL (the model name the server knows)");
  return { provider, model: e.AI_MODEL ?? defaultModels[provider], ...common };
}
