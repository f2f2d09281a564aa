/** Structured logging: one JSON object per line, so logs can be searched and shipped as they are. */
export type LogLevel = "debug" | "info" | "warn" | "error";
/** Whatever a line is about (ids, counts, an error's message): free-form JSON by design. */
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const rank: Record<LogLevel | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: LogLevel | "silent", write: (line: string) => void = writeStdout): Logger {
  const log = (at: LogLevel) => (message: string, fields: LogFields = {}) => {
    if (rank[at] < rank[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields }));
  };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

function writeStdout(line: string): void {
  process.stdout.write(`${line}\n`);
}
