/** What went wrong in the database, in the kinds the user-facing messages are chosen by. */
export type DatabaseErrorKind = "duplicate" | "connection" | "configuration" | "other";

export interface ClassifiedDatabaseError {
  kind: DatabaseErrorKind;
  /** The constraint a duplicate ran into, so callers can tell which name clashed. */
  constraint?: string;
  message: string;
}

const connectionCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "57P01", "57P02", "57P03"]);
const configurationCodes = new Set(["3D000", "28000", "28P01", "42501", "42P01"]);
const connectionMessages = [/PGlite is closed/i, /Connection terminated/i, /timeout exceeded when trying to connect/i, /Cannot use a pool after calling end/i, /Client has encountered a connection error/i];

/**
 * Drizzle wraps driver errors (pg's and PGlite's alike) in a query error; the code that tells the kind sits
 * somewhere down the `cause` chain.
 */
export function classifyDatabaseError(error: unknown): ClassifiedDatabaseError | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (!(current instanceof Error)) break;
    const code = (current as { code?: unknown }).code;
    const constraint = (current as { constraint?: unknown }).constraint;
    if (code === "23505") {
      return { kind: "duplicate", message: current.message, ...(typeof constraint === "string" ? { constraint } : {}) };
    }
    if (typeof code === "string" && (connectionCodes.has(code) || code.startsWith("08"))) {
      return { kind: "connection", message: current.message };
    }
    if (typeof code === "string" && configurationCodes.has(code)) return { kind: "configuration", message: current.message };
    if (connectionMessages.some((pattern) => pattern.test(current instanceof Error ? current.message : ""))) {
      return { kind: "connection", message: current.message };
    }
    if (current.name === "DrizzleQueryError" || current.cause) {
      current = current.cause;
      continue;
    }
    return typeof code === "string" ? { kind: "other", message: current.message } : null;
  }
  return null;
}
