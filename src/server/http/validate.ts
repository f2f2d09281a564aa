import type { Context } from "hono";
import type { z } from "zod";
import { HttpError } from "./errors.ts";
import { safeInput } from "./safe-input.ts";

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

/** Every input meets the text and nesting rule of `safeInput` first, then its own schema. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = safeInput.pipe(schema).safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map(closestIssue).map((issue) => ({
    field: issue.path.map(String).join(".") || "(body)",
    message: issue.message,
  }));
  const first = issues[0];
  const message = first ? `${first.field}: ${first.message}` : "Invalid request";
  throw new HttpError(400, message, { issues });
}

/**
 * A body that fits none of a union's shapes gets zod's bare "Invalid input" with no field. Report the
 * shape the body came closest to instead: the one whose first complaint lies deepest (the body matched
 * more of it), then the one with the fewest complaints, then the first.
 */
function closestIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== "invalid_union" || issue.errors.length === 0) return issue;
  const depth = (branch: z.core.$ZodIssue[]) => branch[0]?.path.length ?? 0;
  const [closest] = [...issue.errors].sort((a, b) => depth(b) - depth(a) || a.length - b.length);
  const first = closest?.[0];
  return first ? closestIssue({ ...first, path: [...issue.path, ...first.path] }) : issue;
}
