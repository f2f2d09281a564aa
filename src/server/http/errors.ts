import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { classifyDatabaseError } from "../db/database-error.ts";
import { loggableError } from "../log-safe-error.ts";
import type { Logger } from "../logger.ts";
import { ServiceError, statusOfServiceError } from "../service-error.ts";
import type { AppEnv } from "./app-env.ts";

/** An error whose message is meant for the user, with the HTTP status it answers. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** The one error shape of the API: `{ error }`, plus details where they help the caller. */
export function errorBody(message: string, details?: unknown): { error: string; details?: unknown } {
  return details === undefined ? { error: message } : { error: message, details };
}

/** The spec's wording for database failures (part 1, section 8); the driver's own text stays in the log. */
export const databaseMessages = {
  connection: "Database connection failed. Please check your internet connection",
  configuration: "Database configuration error. Please contact support if this persists.",
};

export function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HttpError) return c.json(errorBody(error.message, error.details), error.status);
    if (error instanceof ServiceError) {
      return c.json(errorBody(error.message, error.title ? { title: error.title } : undefined), statusOfServiceError[error.kind]);
    }
    const database = classifyDatabaseError(error);
    if (database?.kind === "connection") {
      logger.error("database unreachable", { requestId: c.get("requestId"), path: c.req.path, error: database.message });
      return c.json(errorBody(databaseMessages.connection), 503);
    }
    if (database?.kind === "configuration") {
      logger.error("database misconfigured", { requestId: c.get("requestId"), path: c.req.path, error: database.message });
      return c.json(errorBody(databaseMessages.configuration), 500);
    }
    if (error instanceof HTTPException) {
      return c.json(errorBody(error.message || statusText(error.status)), error.status as ContentfulStatusCode);
    }
    logger.error("unhandled error", {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      error: loggableError(error),
    });
    return c.json(errorBody("Internal server error", { requestId: c.get("requestId") }), 500);
  };
}

export const apiNotFound: NotFoundHandler<AppEnv> = (c: Context<AppEnv>) =>
  c.json(errorBody(`No API route for ${c.req.method} ${c.req.path}`), 404);

function statusText(status: number): string {
  if (status === 401) return "Authentication required";
  if (status === 403) return "Forbidden";
  if (status === 404) return "Not found";
  if (status === 413) return "Request body too large";
  return "Request failed";
}
