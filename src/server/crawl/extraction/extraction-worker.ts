import { parentPort } from "node:worker_threads";
import { CrawlError, type CrawlErrorKind } from "../crawl-error.ts";
import { type Extraction, extractContent } from "../extract/extract-content.ts";

/** A page to extract; the address travels as text (a URL object does not cross threads). */
export interface ExtractionRequest {
  html: string;
  url: string;
  contentLanguage: string;
}

export type ExtractionReply =
  | { ready: true }
  | { ok: true; extraction: Extraction }
  /** `kind` is set for a CrawlError (the page is too complex), null for a fault of ours. */
  | { ok: false; kind: CrawlErrorKind | null; message: string };

const port = parentPort;
if (!port) throw new Error("extraction-worker.ts runs as a worker thread, started by the extraction pool");

port.on("message", (request: ExtractionRequest) => {
  let reply: ExtractionReply;
  try {
    reply = { ok: true, extraction: extractContent({ html: request.html, url: new URL(request.url), contentLanguage: request.contentLanguage }) };
  } catch (error) {
    reply =
      error instanceof CrawlError
        ? { ok: false, kind: error.kind, message: error.message }
        : { ok: false, kind: null, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
// One small page before saying ready, so that the first real page does not pay for compiling the
// extraction code (the pool does not charge a page for the worker's start, but does for its own time).
extractContent({ html: "<title>Warm</title><h1>Warming up</h1><ul><li>One item</li></ul>", url: new URL("https://example.com/"), contentLanguage: "" });
port.postMessage({ ready: true } satisfies ExtractionReply);
