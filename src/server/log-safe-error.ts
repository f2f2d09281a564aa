/**
 * Errors as they may be written to the logs. Drizzle puts a failed query's parameters into the message
 * (and so into the stack), and those are session tokens, e-mail addresses and whatever users typed.
 */
export interface LoggedError {
  name: string;
  message: string;
  stack?: string;
}

const queryParams = /\nparams: [^\n]*/g;

export function withoutQueryParams(text: string): string {
  return text.replace(queryParams, "\nparams: [redacted]");
}

export function loggableError(error: unknown): LoggedError | string {
  if (!(error instanceof Error)) return withoutQueryParams(String(error));
  return {
    name: error.name,
    message: withoutQueryParams(error.message),
    ...(error.stack ? { stack: withoutQueryParams(error.stack) } : {}),
  };
}
