import { generateText, type LanguageModel, Output, type Schema, streamText } from "ai";
import { classifyModelError } from "./model-failure.ts";

export interface ModelCallSettings {
  timeoutMs: number;
  /** Retries of a transient failure (a 429, a 5xx, a dropped connection); the SDK honours Retry-After. */
  maxRetries: number;
}

/**
 * One structured model call: streamed when someone listens for partial objects, else one request and one
 * parse, which costs far less per call. The time limit covers the retry too; a client that goes away
 * cancels the call. Failures are WritingFailures.
 */
export async function callForObject<T>(options: {
  model: LanguageModel;
  system: string;
  prompt: string;
  schema: Schema<T>;
  /** What a reply that cannot be read at all is called (the type's invalid-format message). */
  invalidMessage: string;
  settings: ModelCallSettings;
  signal?: AbortSignal;
  onPartial?: (partial: unknown) => void;
}): Promise<T> {
  const controller = new AbortController();
  const state = { timedOut: false, cancelled: false, timeoutMs: options.settings.timeoutMs, invalidMessage: options.invalidMessage };
  const timer = setTimeout(() => {
    state.timedOut = true;
    controller.abort();
  }, options.settings.timeoutMs);
  const cancel = () => {
    state.cancelled = true;
    controller.abort();
  };
  options.signal?.addEventListener("abort", cancel, { once: true });
  let streamError: unknown = null;
  const call = {
    model: options.model,
    system: options.system,
    prompt: options.prompt,
    output: Output.object({ schema: options.schema }),
    maxRetries: options.settings.maxRetries,
    abortSignal: controller.signal,
  };
  try {
    if (!options.onPartial) return (await generateText(call)).output;
    const result = streamText({
      ...call,
      onError: ({ error }) => {
        streamError = error;
      },
    });
    for await (const partial of result.partialOutputStream) options.onPartial(partial);
    return await result.output;
  } catch (error) {
    throw classifyModelError(streamError ?? error, state);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", cancel);
  }
}
