import type { AssetKind, AssetKindKey } from "../../domain/campaign-types/descriptor.ts";
import type { CampaignGenerationResult, GeneratorInfo } from "../../domain/contracts/generation.ts";
import type { GeneratedAds } from "../../domain/ads/generated-ads.ts";
import { singleItemFailedMessage } from "../../domain/results/generation-messages.ts";
import type { Database } from "../db/client.ts";
import type { SessionUser } from "../http/app-env.ts";
import type { Logger } from "../logger.ts";
import { recordCampaignGenerated } from "../usage/usage-service.ts";
import { type AssetDraft, toGeneratedAds } from "./asset-draft.ts";
import type { CampaignRequest } from "./campaign-request.ts";
import type { Copywriter, SingleWriting, WriterInfo } from "./copywriter.ts";
import { generatorInfo } from "./generator-info.ts";
import { offlineWriterInfo } from "./offline/offline-copywriter.ts";
import { createOfflineWriter } from "./offline/offline-writer.ts";
import { draftUnderBrandRules } from "./post-process/brand-draft.ts";
import { WritingFailure } from "./writing-failure.ts";

export interface CampaignFailureBody {
  error: string;
  details: string;
  fallback: GeneratedAds;
  generator: GeneratorInfo;
}

export type CampaignOutcome =
  | { ok: true; result: CampaignGenerationResult }
  | { ok: false; status: 502 | 504; body: CampaignFailureBody };

export type SingleOutcome = { ok: true; writing: SingleWriting } | { ok: false; status: 409 | 502 | 504; error: string; details: string };

export interface GenerationService {
  info: WriterInfo;
  generateCampaign(user: SessionUser, request: CampaignRequest, options?: { onPartial?: (draft: AssetDraft) => void; signal?: AbortSignal }): Promise<CampaignOutcome>;
  generateSingle(request: CampaignRequest, kind: AssetKind, current: string, others: readonly string[], signal?: AbortSignal): Promise<SingleOutcome>;
  /**
   * Lines to choose replacements from (issue 22's Refresh): the configured writer's, then the offline
   * writer's whole pool, each under the brand rules. Not a campaign generation: nothing is counted.
   */
  writeAlternatives(request: CampaignRequest, signal?: AbortSignal): Promise<Alternatives>;
}

export interface Alternatives {
  lists: Partial<Record<AssetKindKey, string[]>>;
  generator: GeneratorInfo;
}

const statusOf = (failure: WritingFailure) => (failure.reason === "timeout" ? 504 : 502);

/**
 * Generation as the spec has it: success records one campaign generation; failure answers the type's
 * fallback content, written for the product by the offline writer, with the error, so the screen shows
 * 'Generation Failed' and still has ads to edit.
 */
export function createGenerationService(deps: { copywriter: Copywriter; db: Database; logger: Logger }): GenerationService {
  const { copywriter, db, logger } = deps;

  async function recordGeneration(user: SessionUser): Promise<void> {
    try {
      await recordCampaignGenerated(db, user, logger);
    } catch (error) {
      // Losing the count must not lose the user's ads (part 1, section 8: a refused record is a warning).
      logger.warn("campaign generation not recorded", { userId: user.id, error: error instanceof Error ? error.message : String(error) });
    }
  }

  return {
    info: copywriter.info,
    async generateCampaign(user, request, options = {}) {
      try {
        const writing = await copywriter.writeCampaign(request, options);
        const ads = toGeneratedAds(request.type, draftUnderBrandRules(writing.draft, request, writing.language), request.keywords);
        await recordGeneration(user);
        if (writing.stats) logger.debug("reply assembled", { type: request.type.id, ...writing.stats });
        return { ok: true, result: { ...ads, generator: generatorInfo(copywriter.info, writing, request) } };
      } catch (error) {
        if (!(error instanceof WritingFailure)) throw error;
        logger.warn("generation failed", { type: request.type.id, reason: error.reason, detail: error.detail, cause: String(error.cause ?? "") });
        const fallback = createOfflineWriter(request).write();
        return {
          ok: false,
          status: statusOf(error),
          body: {
            error: error.replyMessage ?? request.type.aiReply.failedMessage,
            details: error.detail,
            fallback: toGeneratedAds(request.type, draftUnderBrandRules(fallback.draft, request, fallback.language), request.keywords),
            generator: generatorInfo(offlineWriterInfo, fallback, request),
          },
        };
      }
    },
    async writeAlternatives(request, signal) {
      const offline = createOfflineWriter(request);
      let written: AssetDraft["lists"] = {};
      let generator: GeneratorInfo;
      try {
        const writing = await copywriter.writeCampaign(request, { signal });
        written = writing.draft.lists;
        generator = generatorInfo(copywriter.info, writing, request);
      } catch (error) {
        if (!(error instanceof WritingFailure)) throw error;
        logger.warn("alternatives fell back to the offline writer", { type: request.type.id, reason: error.reason });
        generator = generatorInfo(offlineWriterInfo, { language: offline.language, notices: [] }, request);
      }
      const lists = Object.fromEntries(request.type.assetKinds.map((kind) => [kind.key, [...new Set([...(written[kind.key] ?? []), ...offline.candidates(kind)])]]));
      return { lists, generator };
    },
    async generateSingle(request, kind, current, others, signal) {
      try {
        return { ok: true, writing: await copywriter.writeSingle(request, kind, current, others, signal) };
      } catch (error) {
        if (!(error instanceof WritingFailure)) throw error;
        // Not a failure: every candidate is already in the list, and the user is told so in the writer's words.
        if (error.reason === "exhausted") return { ok: false, status: 409, error: error.detail, details: error.detail };
        logger.warn("single generation failed", { type: request.type.id, kind: kind.key, reason: error.reason, detail: error.detail });
        return { ok: false, status: statusOf(error), error: singleItemFailedMessage(kind), details: error.detail };
      }
    },
  };
}
