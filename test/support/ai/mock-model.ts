import { convertArrayToReadableStream, MockLanguageModelV3 } from "ai/test";

const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 10, text: 10, reasoning: 0 } };
const finish = { unified: "stop" as const, raw: "stop" };

/**
 * A model that answers `text`, in one piece or streamed in small chunks (as providers stream tokens), or
 * fails with `error` on every call.
 */
export function mockModel(answer: { text: string; chunkSize?: number } | { error: Error } | { never: true }) {
  if ("error" in answer) {
    return new MockLanguageModelV3({
      doGenerate: () => Promise.reject(answer.error),
      doStream: () => Promise.reject(answer.error),
    });
  }
  if ("never" in answer) {
    const forever = (options: { abortSignal?: AbortSignal }) =>
      new Promise<never>((_resolve, reject) => options.abortSignal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
    return new MockLanguageModelV3({ doGenerate: forever, doStream: forever });
  }
  const size = answer.chunkSize ?? 8;
  const chunks = answer.text.match(new RegExp(`[\\s\\S]{1,${size}}`, "g")) ?? [];
  return new MockLanguageModelV3({
    doGenerate: async () => ({ content: [{ type: "text", text: answer.text }], finishReason: finish, usage, warnings: [] }),
    doStream: async () => ({
      stream: convertArrayToReadableStream([
        { type: "stream-start", warnings: [] },
        { type: "text-start", id: "text" },
        ...chunks.map((delta) => ({ type: "text-delta" as const, id: "text", delta })),
        { type: "text-end", id: "text" },
        { type: "finish", finishReason: finish, usage },
      ]),
    }),
  });
}
