import { z } from "zod";

/** How deep a request's JSON may nest; the API's own shapes need fewer than ten levels. */
export const maxInputDepth = 32;

export const unsafeInputMessages = {
  nul: "must not contain NUL characters (\\u0000)",
  loneSurrogate: "must be valid Unicode text: it contains an unpaired surrogate",
  keyNul: "must not have keys that contain NUL characters (\\u0000)",
  keyLoneSurrogate: "must have keys that are valid Unicode text: one contains an unpaired surrogate",
  tooDeep: `must not nest more than ${maxInputDepth} levels deep`,
};

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const loneSurrogate = /\p{Cs}/u;

function textProblem(text: string): "nul" | "loneSurrogate" | null {
  // PostgreSQL stores neither: text and jsonb refuse NUL, and UTF-8 cannot encode a lone surrogate (the
  // driver would silently store U+FFFD instead).
  if (text.includes("\u0000")) return "nul";
  if (loneSurrogate.test(text)) return "loneSurrogate";
  return null;
}

type Path = (string | number)[];

/**
 * The first string or key in a JSON value that PostgreSQL cannot store as sent, or the first container
 * nested deeper than `maxInputDepth`. The walk keeps its own stack: a body nested 10,000 deep is refused
 * rather than overflowing the call stack (the body limit bounds how many nodes there are).
 */
export function findUnsafeInput(input: unknown): { path: Path; message: string } | null {
  const stack: { value: unknown; path: Path }[] = [{ value: input, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path } = next;
    const key = path.at(-1);
    const keyProblem = typeof key === "string" ? textProblem(key) : null;
    if (keyProblem) return { path: path.slice(0, -1), message: unsafeInputMessages[keyProblem === "nul" ? "keyNul" : "keyLoneSurrogate"] };
    if (typeof value === "string") {
      const problem = textProblem(value);
      if (problem) return { path, message: unsafeInputMessages[problem] };
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    // Reported at the top-level field: the full path to the 33rd level says no more and reads worse.
    if (path.length >= maxInputDepth) return { path: path.slice(0, 1), message: unsafeInputMessages.tooDeep };
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
    // Pushed in reverse so that the first problem in document order is the one reported.
    for (const [entryKey, item] of entries.reverse()) stack.push({ value: item, path: [...path, entryKey] });
  }
  return null;
}

/**
 * Every request body and query string passes this before its own schema, so the rule holds for every
 * text field and every stored JSON value, including fields added later.
 */
export const safeInput = z.unknown().check((ctx) => {
  const problem = findUnsafeInput(ctx.value);
  if (problem) ctx.issues.push({ code: "custom", input: ctx.value, path: problem.path, message: problem.message });
});
