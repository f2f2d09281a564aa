import { ImportFileError } from "./import-errors.ts";

/**
 * Bytes to text, chunk by chunk, in the encodings Google Ads Editor writes (EDITOR-IMPORT R5, R6): UTF-16LE
 * with its byte-order mark (Editor's own export), UTF-8 with or without one (the CSV). The encoding is read
 * from the first bytes; the decoder is fatal, so a file in another encoding is refused, never read as garbage.
 */
export type FileEncoding = "utf-16le" | "utf-16be" | "utf-8";


export const encodingMessages = {
  unreadable:
    "This file is not text Google Ads Editor writes: export it from Editor (Account > Export > CSV) as UTF-16 tab-separated or UTF-8 CSV",
} as const;

/** How many bytes the encoding's mark takes at the file's start (0 when there is none). */
function sniff(head: Uint8Array): { encoding: FileEncoding; bom: number } {
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: "utf-16le", bom: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: "utf-16be", bom: 2 };
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: "utf-8", bom: 3 };
  // UTF-16 without a mark: ASCII headers put a zero in every other byte.
  if (head.length >= 4 && head[0] !== 0 && head[1] === 0 && head[2] !== 0 && head[3] === 0) return { encoding: "utf-16le", bom: 0 };
  return { encoding: "utf-8", bom: 0 };
}

/** Enough bytes to tell the encoding; the rest streams through the decoder. */
const headBytes = 4;

export interface FileDecoder {
  /** The text these bytes complete; a character split across chunks waits for the next one. */
  push(bytes: Uint8Array): string;
  end(): string;
  readonly encoding: FileEncoding | null;
}

export function createFileDecoder(): FileDecoder {
  let head = new Uint8Array(0);
  let decoder: TextDecoder | null = null;
  let encoding: FileEncoding | null = null;
  const decode = (bytes: Uint8Array, stream: boolean): string => {
    try {
      return decoder ? decoder.decode(bytes, { stream }) : "";
    } catch {
      throw new ImportFileError("encoding", encodingMessages.unreadable);
    }
  };
  const start = (bytes: Uint8Array, stream: boolean): string => {
    const sniffed = sniff(bytes);
    encoding = sniffed.encoding;
    decoder = new TextDecoder(sniffed.encoding, { fatal: true, ignoreBOM: true });
    return decode(bytes.subarray(sniffed.bom), stream);
  };
  return {
    get encoding() {
      return encoding;
    },
    push(bytes) {
      if (decoder) return decode(bytes, true);
      const joined = new Uint8Array(head.length + bytes.length);
      joined.set(head);
      joined.set(bytes, head.length);
      if (joined.length < headBytes) {
        head = joined;
        return "";
      }
      return start(joined, true);
    },
    end() {
      if (!decoder) return start(head, false);
      return decode(new Uint8Array(0), false);
    },
  };
}
