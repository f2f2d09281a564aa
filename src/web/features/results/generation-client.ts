import { singleItemFlagFor, singleItemResultSchema, type GeneratorInfo, generationEvents, generatorInfoSchema } from "../../../domain/contracts/generation.ts";
import { apiRequestFailedMessage } from "../../../domain/results/generation-messages.ts";
import type { AssetKindKey, CampaignTypeDescriptor, CrawledContent, WizardFormData } from "../../../domain/index.ts";
import { ApiError, api, apiErrorOf } from "../../lib/api-client.ts";

export type GenerationOutcome =
  | { ok: true; ads: Record<string, unknown>; generator: GeneratorInfo | null }
  | { ok: false; error: string; fallback: Record<string, unknown> | null; generator: GeneratorInfo | null; stopped?: true };

/** The user pressed Stop: what streamed in stays in the editor, and nothing replaces it. */
const stoppedOutcome = (generator: GeneratorInfo | null): GenerationOutcome => ({ ok: false, error: "Stopped", fallback: null, generator, stopped: true });

interface StreamHandlers {
  onStart?: (generator: GeneratorInfo) => void;
  /** Assets finished so far, already formatted by the server: the editor fills while the model writes. */
  onPartial?: (ads: Record<string, unknown>) => void;
  signal?: AbortSignal;
}

/** Splits a server-sent-events body into its events as they arrive. */
async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let boundary = buffer.indexOf("\n\n");
    while (boundary !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) event = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      }
      yield { event, data: data.join("\n") };
      boundary = buffer.indexOf("\n\n");
    }
  }
}

function resultGenerator(payload: Record<string, unknown>): GeneratorInfo | null {
  const parsed = generatorInfoSchema.safeParse(payload.generator);
  return parsed.success ? parsed.data : null;
}

/** A whole campaign's assets from the copywriter, streamed. A failure still carries the type's fallback. */
export async function generateCampaign(
  type: CampaignTypeDescriptor,
  body: { formData: WizardFormData; crawledContent: CrawledContent | null },
  handlers: StreamHandlers = {},
): Promise<GenerationOutcome> {
  let response: Response;
  try {
    response = await fetch(type.generationPath, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(body),
      signal: handlers.signal,
    });
  } catch {
    if (handlers.signal?.aborted) return stoppedOutcome(null);
    return { ok: false, error: "Network error: the server could not be reached.", fallback: null, generator: null };
  }
  if (!response.ok || !response.body) {
    const failure = apiErrorOf(response.status, await response.json().catch(() => null), apiRequestFailedMessage(response.status));
    return { ok: false, error: failure.message, fallback: null, generator: null };
  }
  let generator: GeneratorInfo | null = null;
  const onStart = (info: GeneratorInfo) => {
    generator = info;
    handlers.onStart?.(info);
  };
  try {
    return await readOutcome(response.body, { ...handlers, onStart });
  } catch (error) {
    if (handlers.signal?.aborted) return stoppedOutcome(generator);
    throw error;
  }
}

async function readOutcome(body: ReadableStream<Uint8Array>, handlers: StreamHandlers): Promise<GenerationOutcome> {
  let generator: GeneratorInfo | null = null;
  for await (const { event, data } of readEvents(body)) {
    const payload = JSON.parse(data) as Record<string, unknown>;
    if (event === generationEvents.start) {
      generator = payload.generator as GeneratorInfo;
      handlers.onStart?.(generator);
    } else if (event === generationEvents.partial) handlers.onPartial?.(payload);
    // The result's generator is the final word: the start event cannot yet know the page's language or
    // what the writer could not do, so only the result carries the notice (issue 18).
    else if (event === generationEvents.result) return { ok: true, ads: payload, generator: resultGenerator(payload) ?? generator };
    else if (event === generationEvents.failure) {
      const fallback = (payload.fallback as Record<string, unknown> | undefined) ?? null;
      return { ok: false, error: String(payload.error ?? "Generation failed"), fallback, generator };
    }
  }
  return { ok: false, error: "The generation ended without a result", fallback: null, generator };
}

export interface SingleItemInput {
  /** The item being replaced, and the others of its kind, which the new one must not repeat. */
  current: string;
  others: string[];
  formData: WizardFormData;
  crawledContent: CrawledContent | null;
}

/** One new item of a kind the type writes alone (`type.singleItemKinds`). */
export function generateSingleItem(type: CampaignTypeDescriptor, key: AssetKindKey, input: SingleItemInput): Promise<string> {
  return type.singleItemPath ? generateSingleHeadline(type.singleItemPath, input) : generateFlaggedItem(type, key, input);
}

/** One new headline (Search and Performance Max) through the spec's single-headline call at `path`. */
async function generateSingleHeadline(path: string, input: SingleItemInput): Promise<string> {
  const { formData } = input;
  const context = {
    campaignName: formData.campaignName,
    targetAudience: formData.targetAudience || formData.campaignGoals,
    campaignObjective: formData.campaignObjective,
    keywords: formData.keywords,
    brandVoice: formData.brandVoice,
    landingPageUrl: formData.landingPageUrl,
    callToAction: formData.callToAction,
    toneOfVoice: formData.toneOfVoice,
    customToneDescription: formData.customToneDescription,
    businessName: formData.businessName,
  };
  const answer = await api.post<{ headline?: string }>(path, { currentHeadline: input.current, context, existingHeadlines: input.others, crawledContent: input.crawledContent });
  if (!answer.headline) throw new ApiError(502, "Failed to generate headline. Please try again.");
  return answer.headline;
}

/**
 * One headline, long headline or description through the type's full call with one flag set (Demand Gen,
 * Display). Failures say what part 2, section 8 says: the status, or the type's invalid-reply message.
 */
async function generateFlaggedItem(type: CampaignTypeDescriptor, key: AssetKindKey, input: SingleItemInput): Promise<string> {
  const flag = singleItemFlagFor(key);
  if (!flag) throw new Error(`${type.label} writes no single ${key}`);
  let answer: unknown;
  try {
    answer = await api.post<unknown>(type.generationPath, {
      formData: input.formData,
      crawledContent: input.crawledContent,
      currentText: input.current,
      existing: input.others,
      [flag]: true,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) throw new ApiError(error.status, apiRequestFailedMessage(error.status));
    throw error;
  }
  const parsed = singleItemResultSchema.safeParse(answer);
  if (!parsed.success || !parsed.data.result.trim()) throw new Error(type.aiReply.invalidMessage);
  return parsed.data.result;
}

