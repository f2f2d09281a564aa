import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  createEditorFileReader,
  type EditorFileReader,
  type EditorImportBuilder,
  type EditorImportSummary,
  type ImportItem,
  ImportFileError,
  importMessages,
} from "../../domain/import/index.ts";
import { HttpError } from "../http/errors.ts";

/** What a file that is not an Editor export answers: not text Editor writes 415, text that is not Editor's rows 422. */
const statusOfProblem = { encoding: 415, header: 422, record: 422 } as const;

export interface SpooledImport {
  file: string;
  /** The file's SHA-256, hex: the same file into the same account is the same import. */
  sha256: string;
  bytes: number;
  dispose(): Promise<void>;
}

/**
 * The request body written to a temporary file as it arrives, hashed on the way, past `maxBytes` refused
 * with 413. On disk, not in memory: a 20 MB file costs a buffer, and the import reads it back at disk speed
 * inside its transaction, so a slow upload never holds the database (PGlite has one connection).
 */
export async function spoolImportBody(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<SpooledImport> {
  if (!body) throw new HttpError(400, importMessages.emptyBody);
  const dir = await mkdtemp(path.join(tmpdir(), "adsmith-import-"));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const file = path.join(dir, "editor-file");
  const out = createWriteStream(file);
  const hash = createHash("sha256");
  const stream = body.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await stream.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) throw new HttpError(413, importMessages.tooLarge);
      hash.update(value);
      if (!out.write(value)) await once(out, "drain");
    }
    out.end();
    await once(out, "finish");
    if (bytes === 0) throw new HttpError(400, importMessages.emptyBody);
    return { file, sha256: hash.digest("hex"), bytes, dispose };
  } catch (error) {
    await stream.cancel().catch(() => undefined);
    out.destroy();
    await dispose();
    throw error;
  } finally {
    stream.releaseLock();
  }
}

/**
 * The spooled file read chunk by chunk: each chunk's keywords and ads handed to `onItems` (awaited, so a
 * save writes them before the next chunk is read), then the file's structure. A file that is not an Editor
 * export is refused with the status and message that say so.
 */
export async function readSpooled(
  file: string,
  onItems: (items: ImportItem[], reader: EditorFileReader) => Promise<void> | void,
): Promise<{ summary: EditorImportSummary; builder: EditorImportBuilder }> {
  const reader = createEditorFileReader();
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 64 * 1024 })) {
      const items = reader.push(chunk as Buffer);
      if (items.length) await onItems(items, reader);
    }
    const { summary, items } = reader.finish();
    if (items.length) await onItems(items, reader);
    return { summary, builder: reader.builder };
  } catch (error) {
    if (error instanceof ImportFileError) throw new HttpError(statusOfProblem[error.problem], error.message);
    throw error;
  }
}
