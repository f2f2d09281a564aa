import type { LanguageModel } from "ai";
import { displayWidth } from "../../../domain/text/text.ts";
import type { Copywriter, WriterInfo } from "../copywriter.ts";
import { createOfflineWriter } from "../offline/offline-writer.ts";
import { repeatsAny } from "../offline/select.ts";
import { assembleReply, finishedPart } from "../post-process/assemble-reply.ts";
import { readModelReply } from "../post-process/model-reply.ts";
import { emptyStats } from "../post-process/assembly-stats.ts";
import { assembleText } from "../post-process/asset-list.ts";
import { cleanAssetText } from "../post-process/clean-asset.ts";
import { brandBreakNotice, misfitNotice } from "../post-process/fits-request.ts";
import { replacementSource } from "../post-process/replacement-source.ts";
import { campaignPrompt } from "../prompt/campaign-prompt.ts";
import { singleAssetPrompt } from "../prompt/single-prompt.ts";
import { systemPrompt } from "../prompt/system-prompt.ts";
import { WritingFailure } from "../writing-failure.ts";
import { campaignReplySchema, singleReplySchema } from "./reply-schema.ts";
import { type ModelCallSettings, callForObject } from "./call-for-object.ts";

/** A model through the Vercel AI SDK: structured output per type, then the domain's rules on every asset. */
export function createModelCopywriter(model: LanguageModel, info: WriterInfo, settings: ModelCallSettings): Copywriter {
  return {
    info,
    async writeCampaign(request, options = {}) {
      const source = replacementSource(() => createOfflineWriter(request));
      let finishedSoFar = "";
      const onPartial = (partial: unknown) => {
        // Tokens arrive far more often than items finish: assemble only when a whole item has been added.
        const finished = finishedPart(partial);
        const key = JSON.stringify(finished);
        if (key === finishedSoFar) return;
        finishedSoFar = key;
        options.onPartial?.(assembleReply(request, readModelReply(request.type, finished), source, false).draft);
      };
      const reply = await callForObject({
        model,
        system: systemPrompt,
        prompt: campaignPrompt(request),
        schema: campaignReplySchema(request.type),
        invalidMessage: request.type.aiReply.invalidMessage,
        settings,
        signal: options.signal,
        onPartial: options.onPartial ? onPartial : undefined,
      });
      const { draft, stats } = assembleReply(request, reply, source, true);
      const notices = [...(stats.misfits > 0 ? [misfitNotice(stats.misfits)] : []), ...(stats.brandBreaks > 0 ? [brandBreakNotice(stats.brandBreaks)] : [])];
      return { draft, language: request.language.code, notices, stats };
    },
    async writeSingle(request, kind, current, others, signal) {
      const reply = await callForObject({
        model,
        system: systemPrompt,
        prompt: singleAssetPrompt(request, kind, current, others),
        schema: singleReplySchema(`The AI provider wrote no ${kind.singular}.`),
        invalidMessage: `The AI provider wrote no ${kind.singular}.`,
        settings,
        signal,
      });
      const stats = emptyStats();
      const written = assembleText(request, kind, reply.text, stats);
      const originalLength = displayWidth(cleanAssetText(reply.text));
      if (written !== null && !repeatsAny(written, [current, ...others])) return { text: written, originalLength, truncated: stats.truncated > 0 };
      // The model repeated itself or broke a rule it could not be helped out of: the offline writer steps in.
      const replacement = createOfflineWriter(request).next(kind, current, others);
      if (replacement === null) throw new WritingFailure("invalid-reply", `The AI provider's ${kind.singular} could not be used.`);
      return { text: replacement, originalLength: displayWidth(replacement), truncated: false };
    },
  };
}
