import type { Context } from "hono";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AssetKindKey, CampaignTypeDescriptor, CampaignTypeId } from "../../domain/campaign-types/descriptor.ts";
import { assetKindOf, campaignTypeFor, campaignTypeList, isCampaignTypeId } from "../../domain/campaign-types/registry.ts";
import { flaggedGenerationInput, generationEvents, singleHeadlineInput, singleItemFlagNames, singleItemFlags } from "../../domain/contracts/generation.ts";
import { generationMessages } from "../../domain/results/generation-messages.ts";
import type { AiConfig } from "../ai/ai-config.ts";
import { draftShape } from "../ai/asset-draft.ts";
import { type CampaignRequest, campaignRequest, formFromContext } from "../ai/campaign-request.ts";
import { type ConcurrencyGate, createConcurrencyGate, type Slot } from "../ai/concurrency-gate.ts";
import type { GenerationService } from "../ai/generation-service.ts";
import { brandRulesForWriting } from "../accounts/brand-rules-service.ts";
import type { Database } from "../db/client.ts";
import type { AppEnv } from "../http/app-env.ts";
import { errorBody, HttpError } from "../http/errors.ts";
import { readJson } from "../http/validate.ts";
import type { Logger } from "../logger.ts";

type GenerateContext = Context<AppEnv>;

/**
 * The generation endpoints at the spec's paths, each under the session guard. Every call counts against
 * the user's per-minute limit and holds one of the instance's model slots while it runs; the slots may be
 * shared with other writers of the instance (bulk jobs), so a user's total in flight stays capped.
 */
export function createGenerateRoutes(
  config: AiConfig,
  generation: GenerationService,
  logger: Logger,
  db: Database,
  gate: ConcurrencyGate = createConcurrencyGate(config.concurrency),
): [string, Hono<AppEnv>][] {

  /** A slot for this call, or the answer that refuses it. */
  async function admit(c: GenerateContext): Promise<Slot | Response> {
    const userId = c.get("user").id;
    const limit = await c.get("rateLimiter").hit(`generate:${userId}`, config.requestsPerMinute, 60_000);
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterSeconds));
      return c.json(errorBody(generationMessages.tooManyRequests), 429);
    }
    const admission = gate.tryEnter(userId);
    if (admission.admitted) return admission.slot;
    if (admission.reason === "user") return c.json(errorBody(generationMessages.tooManyInFlight), 429);
    c.header("Retry-After", "5");
    return c.json(errorBody(generationMessages.busy), 503);
  }

  async function campaign(c: GenerateContext, request: CampaignRequest): Promise<Response> {
    const slot = await admit(c);
    if (slot instanceof Response) return slot;
    const user = c.get("user");
    if (!(c.req.header("accept") ?? "").includes("text/event-stream")) {
      try {
        const outcome = await generation.generateCampaign(user, request, { signal: c.req.raw.signal });
        return outcome.ok ? c.json(outcome.result) : c.json(outcome.body, outcome.status);
      } finally {
        slot.release();
      }
    }
    return streamSSE(
      c,
      async (stream) => {
        const cancel = new AbortController();
        stream.onAbort(() => cancel.abort());
        // Partials are written in order, each after the one before, and all before the final event.
        let written: Promise<void> = stream.writeSSE({ event: generationEvents.start, data: JSON.stringify({ generator: generation.info }) });
        try {
          const outcome = await generation.generateCampaign(user, request, {
            signal: cancel.signal,
            onPartial: (draft) => {
              const data = JSON.stringify(draftShape(request.type, draft));
              written = written.then(() => stream.writeSSE({ event: generationEvents.partial, data }));
            },
          });
          await written;
          await stream.writeSSE(
            outcome.ok
              ? { event: generationEvents.result, data: JSON.stringify(outcome.result) }
              : { event: generationEvents.failure, data: JSON.stringify({ ...outcome.body, status: outcome.status }) },
          );
        } finally {
          slot.release();
        }
      },
      async (error, stream) => {
        logger.error("generation stream failed", { requestId: c.get("requestId"), error: error.message });
        await stream.writeSSE({ event: generationEvents.failure, data: JSON.stringify(errorBody("Internal server error")) });
      },
    );
  }

  async function single(c: GenerateContext, request: CampaignRequest, key: AssetKindKey, current: string, others: readonly string[]) {
    const kind = assetKindOf(request.type, key);
    if (!kind) throw new HttpError(400, `${request.type.label} has no ${key}`);
    const slot = await admit(c);
    if (slot instanceof Response) return slot;
    try {
      return await generation.generateSingle(request, kind, current, others, c.req.raw.signal);
    } finally {
      slot.release();
    }
  }

  /** A type's full generation, or one item of a kind when a flag asks for it (part 2, section 8). */
  async function generateFor(c: GenerateContext, typeId: CampaignTypeId): Promise<Response> {
    const type = campaignTypeFor(typeId);
    const input = await readJson(c, flaggedGenerationInput(typeId));
    const request = campaignRequest(type, input, await brandRulesForWriting(db, c.get("user").id, input.accountId));
    const flags = singleItemFlagNames.filter((flag) => input[flag]);
    if (flags.length === 0) return campaign(c, request);
    const [flag] = flags;
    if (flags.length > 1 || !flag) throw new HttpError(400, `Send only one of ${singleItemFlagNames.join(", ")}`);
    const outcome = await single(c, request, singleItemFlags[flag], input.currentText, input.existing);
    if (outcome instanceof Response) return outcome;
    if (!outcome.ok) return c.json(errorBody(outcome.error, outcome.details), outcome.status);
    const { text, originalLength, truncated } = outcome.writing;
    return c.json({ result: text, originalLength, truncated });
  }

  /** One endpoint for every registered type; the spec's per-type paths below are aliases of it. */
  const anyType = new Hono<AppEnv>().post("/:type", async (c) => {
    const typeId = c.req.param("type");
    if (!isCampaignTypeId(typeId)) throw new HttpError(404, `There is no campaign type '${typeId}'. Use one of: ${campaignTypeList.map((type) => type.id).join(", ")}.`);
    return generateFor(c, typeId);
  });

  const alias = (typeId: CampaignTypeId) => new Hono<AppEnv>().post("/", (c) => generateFor(c, typeId));

  const singleHeadline = (type: CampaignTypeDescriptor) =>
    new Hono<AppEnv>().post("/", async (c) => {
      const input = await readJson(c, singleHeadlineInput);
      const rules = await brandRulesForWriting(db, c.get("user").id, input.accountId);
      const request = campaignRequest(type, { ...input, formData: formFromContext(type, input.context) }, rules);
      const outcome = await single(c, request, "headlines", input.currentHeadline, input.existingHeadlines);
      if (outcome instanceof Response) return outcome;
      if (!outcome.ok) return c.json(errorBody(outcome.error, outcome.details), outcome.status);
      const { text, originalLength, truncated } = outcome.writing;
      return c.json({ headline: text, originalLength, truncated });
    });

  // The spec's paths of each type, from its descriptor: its full generation, an alias of the generic
  // endpoint (none where the type's path is the generic one), and its single-headline call.
  const underApi = (path: string) => path.replace(/^\/api/, "");
  const typeRoutes = campaignTypeList.flatMap((type): [string, Hono<AppEnv>][] => [
    ...(type.generationPath === `/api/generate/${type.id}` ? [] : [[underApi(type.generationPath), alias(type.id)] as [string, Hono<AppEnv>]]),
    ...(type.singleItemPath ? [[underApi(type.singleItemPath), singleHeadline(type)] as [string, Hono<AppEnv>]] : []),
  ]);

  return [["/generate", anyType], ...typeRoutes];
}
