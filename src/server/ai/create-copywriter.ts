import type { LanguageModel } from "ai";
import type { AiConfig } from "./ai-config.ts";
import type { Copywriter } from "./copywriter.ts";
import { createLanguageModel } from "./language-model.ts";
import { createModelCopywriter } from "./model/model-copywriter.ts";
import { offlineCopywriter } from "./offline/offline-copywriter.ts";
import { writerInfoOf } from "./writer-info.ts";

/** One retry: a transient failure (a 429, a 5xx, a dropped connection) usually passes on the second try. */
const maxRetries = 1;

export type InjectedModel = Exclude<LanguageModel, string>;

/** The configured writer; tests and the benchmark may hand in a model of their own instead. */
export function createCopywriter(config: AiConfig, injected?: InjectedModel): Copywriter {
  const settings = { timeoutMs: config.timeoutMs, maxRetries };
  if (injected) {
    return createModelCopywriter(injected, { provider: injected.provider, model: injected.modelId, label: `${injected.provider} ${injected.modelId}` }, settings);
  }
  const model = createLanguageModel(config);
  return model ? createModelCopywriter(model, writerInfoOf(config), settings) : offlineCopywriter;
}
