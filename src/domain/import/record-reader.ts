import { ImportFileError } from "./import-errors.ts";

/**
 * Delimited text to records, chunk by chunk (RFC 4180 as Editor and spreadsheets write it): a quoted cell
 * may hold the delimiter, doubled quotes and line breaks; lines end in CRLF, LF or CR, mixed in one file.
 * The delimiter is the header line's: a tab when it has one (Editor's file), else a comma (the CSV).
 * Only the record being read is held, so memory stays bounded by the longest record, not the file.
 */
export type Delimiter = "\t" | ",";

/** No real Editor row comes near this; an unclosed quote would otherwise swallow the rest of the file. */
export const maxRecordChars = 256 * 1024;

export const recordMessages = {
  tooLong: (row: number) =>
    `Row ${row} never ends: a cell opens a double quote that is not closed. Export the file from Google Ads Editor again, or close the quote.`,
} as const;

export interface RecordReader {
  /** The header line's delimiter, once the header line has been read. */
  readonly delimiter: Delimiter | null;
  /** The records this text completes, in order; a record cut by the chunk's end waits for the next chunk. */
  push(text: string): string[][];
  /** The last record, when the file does not end in a line break. */
  end(): string[][];
}

export function createRecordReader(): RecordReader {
  let delimiter: Delimiter | null = null;
  let pending = "";
  let row: string[] = [];
  let field = "";
  let quoted = false;
  /** A quote seen inside a quoted cell: the cell's end, or the first of a doubled quote. */
  let quoteInQuoted = false;
  /** A CR ended the last record: an LF right after it belongs to the same line end. */
  let afterCr = false;
  let recordChars = 0;
  let recordNumber = 1;

  const endField = () => {
    row.push(field);
    field = "";
  };

  function read(text: string, out: string[][]): void {
    const separator = delimiter ?? ",";
    for (let index = 0; index < text.length; index++) {
      const char = text[index];
      if (afterCr) {
        afterCr = false;
        if (char === "\n") continue;
      }
      if (++recordChars > maxRecordChars) throw new ImportFileError("record", recordMessages.tooLong(recordNumber));
      if (quoteInQuoted) {
        quoteInQuoted = false;
        if (char === '"') {
          field += '"';
          continue;
        }
        quoted = false;
      }
      if (quoted) {
        if (char === '"') quoteInQuoted = true;
        else field += char;
        continue;
      }
      if (char === '"' && field === "") quoted = true;
      else if (char === separator) endField();
      else if (char === "\n" || char === "\r") {
        endField();
        out.push(row);
        row = [];
        recordChars = 0;
        recordNumber++;
        afterCr = char === "\r";
      } else field += char;
    }
  }

  /** The header line decides the delimiter; until it ends, text waits (it is one line, so it stays small). */
  function decide(text: string, final: boolean): string | null {
    pending += text;
    const lineEnd = pending.search(/[\r\n]/);
    if (lineEnd < 0 && !final) {
      if (pending.length > maxRecordChars) throw new ImportFileError("record", recordMessages.tooLong(1));
      return null;
    }
    const header = lineEnd < 0 ? pending : pending.slice(0, lineEnd);
    delimiter = header.includes("\t") ? "\t" : ",";
    const all = pending;
    pending = "";
    return all;
  }

  return {
    get delimiter() {
      return delimiter;
    },
    push(text) {
      const out: string[][] = [];
      const ready = delimiter ? text : decide(text, false);
      if (ready !== null) read(ready, out);
      return out;
    },
    end() {
      const out: string[][] = [];
      if (!delimiter) {
        const ready = decide("", true);
        if (ready !== null) read(ready, out);
      }
      if (quoteInQuoted) {
        quoteInQuoted = false;
        quoted = false;
      }
      if (field !== "" || row.length > 0 || quoted) {
        endField();
        out.push(row);
        row = [];
      }
      return out;
    },
  };
}
