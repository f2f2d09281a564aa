import { type GeneratorInfo, generationEvents, generatorInfoSchema } from "../../../domain/contracts/generation.ts";
import { apiRequestFailedMessage } from "../../../domain/results/generation-messages.ts";
import { type CampaignTypeDescriptor, type CrawledContent, type GeneratedAds, readGeneratedAds, type WizardFormData } from "../../../domain/index.ts";
import { apiErrorOf } from "../../lib/api-client.ts";

export type GenerationOutcome =
  | { ok: true; ads: GeneratedAds; generator: GeneratorInfo | null }
  | { ok: false; error: string; fallback: GeneratedAds | null; generator: GeneratorInfo | null; stopped?: true };

/** The user pressed Stop: what streamed in stays in the editor, and nothing replaces it. */
const stoppedOutcome = (generator: GeneratorInfo | null): GenerationOutcome => ({ ok: false, error: "Stopped", fallback: null, generator, stopped: true });

interface StreamHandlers {
  onStart?: (generator: GeneratorInfo) => void;
  /** Assets finished so far, already formatted by the server: the editor fills while the model writes. */
  onPartial?: (ads: GeneratedAds) => void;
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

/** An event's data: a JSON object, whose parts each reader parses by its own schema. */
interface EventPayload {
  generator?: unknown;
  error?: unknown;
  fallback?: unknown;
}

function generatorOf(payload: EventPayload): GeneratorInfo | null {
  const parsed = generatorInfoSchema.safeParse(payload.generator);
  return parsed.success ? parsed.data : null;
}

/** A whole campaign's assets from the copywriter, streamed. A failure still carries the type's fallback. */
export async function generateCampaign(
  type: CampaignTypeDescriptor,
  body: { formData: WizardFormData; crawledContent: CrawledContent | null; accountId: string | null },
  handlers: StreamHandlers = {},
): Promise<GenerationOutcome> {
  let response: Response;
  try {
    response = await fetch(type.generationPath, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      // The ad account's brand rules bind the writer (issue 22); without one, none apply.
      body: JSON.stringify({ ...body, accountId: body.accountId ?? undefined }),
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
    return await readOutcome(type, response.body, { ...handlers, onStart });
  } catch (error) {
    if (handlers.signal?.aborted) return stoppedOutcome(generator);
    throw error;
  }
}

/**
 * The stream's events, each read at this edge: the assets by the type's own schema (the descriptor's,
 * `generatedAdsSchemaFor`), so the editor gets typed assets; a partial has the kinds written so far.
 */
async function readOutcome(type: CampaignTypeDescriptor, body: ReadableStream<Uint8Array>, handlers: StreamHandlers): Promise<GenerationOutcome> {
  let generator: GeneratorInfo | null = null;
  for await (const { event, data } of readEvents(body)) {
    const payload = JSON.parse(data) as EventPayload;
    if (event === generationEvents.start) {
      generator = payload.generator as GeneratorInfo;
      handlers.onStart?.(generator);
    } else if (event === generationEvents.partial) handlers.onPartial?.(readGeneratedAds(type, payload));
    // The result's generator is the final word: the start event cannot yet know the page's language or
    // what the writer could not do, so only the result carries the notice (issue 18).
    else if (event === generationEvents.result) return { ok: true, ads: readGeneratedAds(type, payload), generator: generatorOf(payload) ?? generator };
    else if (event === generationEvents.failure) {
      const fallback = payload.fallback == null ? null : readGeneratedAds(type, payload.fallback);
      return { ok: false, error: String(payload.error ?? "Generation failed"), fallback, generator };
    }
  }
  return { ok: false, error: "The generation ended without a result", fallback: null, generator };
}
