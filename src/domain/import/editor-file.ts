import { EditorImportBuilder } from "./editor-import.ts";
import { createFileDecoder } from "./file-decoder.ts";
import type { EditorImport } from "./imported-campaign.ts";
import { createRecordReader } from "./record-reader.ts";

/**
 * A Google Ads Editor file read as it arrives: bytes decoded (UTF-16LE or UTF-8, chunk by chunk), records
 * split, rows placed. Nothing keeps the file's bytes or text: only the record being read and what the rows
 * make, so memory follows the campaigns, not the file.
 */
export interface EditorFileReader {
  push(bytes: Uint8Array): void;
  finish(): EditorImport;
}

export function createEditorFileReader(): EditorFileReader {
  const decoder = createFileDecoder();
  const records = createRecordReader();
  const builder = new EditorImportBuilder();
  let row = 0;
  const place = (batch: string[][]) => {
    for (const record of batch) {
      if (row === 0) builder.setCsv(records.delimiter === ",");
      builder.add(record, ++row);
    }
  };
  return {
    push(bytes) {
      place(records.push(decoder.push(bytes)));
    },
    finish() {
      place(records.push(decoder.end()));
      place(records.end());
      return builder.finish();
    },
  };
}

/** A whole file in memory (tests, small files): the same reader fed once. */
export function readEditorFile(bytes: Uint8Array): EditorImport {
  const reader = createEditorFileReader();
  reader.push(bytes);
  return reader.finish();
}
