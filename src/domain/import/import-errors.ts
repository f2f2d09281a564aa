/**
 * A file the import refuses as a whole, with the message the user reads: not text in an encoding Editor
 * writes, no Editor header row, or a record that never ends. The server answers each with its own status.
 */
export type ImportFileProblem = "encoding" | "header" | "record";

export class ImportFileError extends Error {
  constructor(
    readonly problem: ImportFileProblem,
    message: string,
  ) {
    super(message);
  }
}
