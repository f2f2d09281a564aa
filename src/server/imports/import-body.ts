import { createHash } from "node:crypto";
import { createEditorFileReader, type EditorImport, ImportFileError, importMessages } from "../../domain/import/index.ts";
import { HttpError } from "../http/errors.ts";

/** What a file that is not an Editor export answers: not text Editor writes 415, text that is not Editor's rows 422. */
const statusOfProblem = { encoding: 415, header: 422, record: 422 } as const;

export interface ReadImport {
  parsed: EditorImport;
  /** The file's SHA-256, hex: the same file into the same account is the same import. */
  sha256: string;
  bytes: number;
}

/**
 * Reads the request body as it arrives: each chunk hashed, decoded and parsed, then let go, so a 20 MB file
 * never sits in memory whole. Past `maxBytes` the read stops with 413.
 */
export async function readImportBody(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<ReadImport> {
  if (!body) throw new HttpError(400, importMessages.emptyBody);
  const hash = createHash("sha256");
  const reader = createEditorFileReader();
  const stream = body.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await stream.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) throw new HttpError(413, importMessages.tooLarge);
      hash.update(value);
      reader.push(value);
    }
    if (bytes === 0) throw new HttpError(400, importMessages.emptyBody);
    return { parsed: reader.finish(), sha256: hash.digest("hex"), bytes };
  } catch (error) {
    await stream.cancel().catch(() => undefined);
    if (error instanceof ImportFileError) throw new HttpError(statusOfProblem[error.problem], error.message);
    throw error;
  } finally {
    stream.releaseLock();
  }
}
