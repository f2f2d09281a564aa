import { APICallError, NoObjectGeneratedError, RetryError } from "ai";
import { WritingFailure } from "../writing-failure.ts";
import { InvalidReplyError } from "./reply-schema.ts";

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < 8) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** The SDK's many error classes to the outcomes the user sees; a reply that is not even JSON says `invalidMessage`. */
export function classifyModelError(
  error: unknown,
  state: { timedOut: boolean; cancelled: boolean; timeoutMs: number; invalidMessage: string },
): WritingFailure {
  if (state.timedOut) {
    return new WritingFailure("timeout", `The AI provider did not answer within ${Math.round(state.timeoutMs / 100) / 10} s.`, null, { cause: error });
  }
  if (state.cancelled) return new WritingFailure("cancelled", "The request was cancelled.", null, { cause: error });
  if (NoObjectGeneratedError.isInstance(error)) {
    const invalid = causes(error).find((cause): cause is InvalidReplyError => cause instanceof InvalidReplyError);
    const detail = "The AI provider's reply did not have the expected format.";
    return new WritingFailure("invalid-reply", detail, invalid?.message ?? state.invalidMessage, { cause: error });
  }
  const apiError = RetryError.isInstance(error) ? error.lastError : error;
  // A success status with a body that broke off or was not the provider's format: the answer, not the call, failed.
  if (APICallError.isInstance(apiError) && apiError.statusCode !== undefined && apiError.statusCode < 300) {
    return new WritingFailure("provider", "The AI provider's answer broke off or could not be read.", null, { cause: error });
  }
  if (APICallError.isInstance(apiError) && apiError.statusCode !== undefined) {
    return new WritingFailure("provider", `The AI provider answered with status ${apiError.statusCode}.`, null, { cause: error });
  }
  return new WritingFailure("provider", "The AI provider could not be reached.", null, { cause: error });
}
