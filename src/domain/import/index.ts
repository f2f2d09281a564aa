export { createEditorFileReader, type EditorFileReader, readEditorFile } from "./editor-file.ts";
export { EditorImportBuilder } from "./editor-import.ts";
export { createFileDecoder, encodingMessages } from "./file-decoder.ts";
export { headerMessages, readHeader } from "./header.ts";
export { ImportFileError, type ImportFileProblem } from "./import-errors.ts";
export * from "./imported-campaign.ts";
export { createRecordReader, maxRecordChars, recordMessages } from "./record-reader.ts";
export { skipReasons } from "./skip-reasons.ts";
export { choiceFor, importMessages, type ImportPreview, type ImportPreviewCampaign, importPreview, type ImportSummary } from "./import-preview.ts";
