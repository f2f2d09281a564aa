import type { Context } from "hono";
import type { z } from "zod";
import { HttpError } from "./errors.ts";

/** Reads and validates a JSON body; bad input is a 400 whose message names the field. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, "Request body must be valid JSON");
  }
  return parseInput(schema, body);
}

/** Validates query parameters the same way as bodies. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseInput(schema, c.req.query());
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join(".") || "(body)",
    message: issue.message,
  }));
  const first = issues[0];
  const message = first ? `${first.field}: ${first.message}` : "Invalid request";
  throw new HttpError(400, message, { issues });
}
