import { EditorImportBuilder } from "./editor-import.ts";
import { createFileDecoder } from "./file-decoder.ts";
import type { ImportItem } from "./import-item.ts";
import type { EditorImportSummary } from "./imported-campaign.ts";
import { createRecordReader } from "./record-reader.ts";

/**
 * A Google Ads Editor file read as it arrives: bytes decoded (UTF-16LE or UTF-8, chunk by chunk), records
 * split, rows placed. Nothing keeps the file's bytes, text or rows: keywords and ads go out as items after
 * each chunk (`push` answers them), and the reader keeps the structure only.
 */
export interface EditorFileReader {
  /** The keywords and ads these bytes complete. */
  push(bytes: Uint8Array): ImportItem[];
  /** The structure, and the items that were still waiting. */
  finish(): { summary: EditorImportSummary; items: ImportItem[] };
  readonly builder: EditorImportBuilder;
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
    builder,
    push(bytes) {
      place(records.push(decoder.push(bytes)));
      return builder.drain();
    },
    finish() {
      place(records.push(decoder.end()));
      place(records.end());
      const summary = builder.finish();
      return { summary, items: builder.drain() };
    },
  };
}
