import type { ReadableStream } from "node:stream/web";
import type { Deadline } from "./crawl-context.ts";
import { crawlErrorOf } from "./network-failure.ts";

/** Reads a body up to `maxBytes`, then stops reading and lets the connection go. */
export async function readAtMost(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  host: string,
  deadline: Deadline,
): Promise<{ bytes: Uint8Array; truncated: boolean }> {
  if (!body) return { bytes: new Uint8Array(), truncated: false };
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { bytes: concat(chunks, length), truncated: false };
      chunks.push(value);
      length += value.byteLength;
      if (length >= maxBytes) {
        await reader.cancel();
        return { bytes: concat(chunks, maxBytes), truncated: true };
      }
    }
  } catch (error) {
    throw crawlErrorOf(error, host, deadline);
  }
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= length) break;
    const part = chunk.subarray(0, length - offset);
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}
