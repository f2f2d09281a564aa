import type { Context } from "hono";
import { ServiceError } from "../service-error.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `:id` path parameter. An id that cannot exist answers exactly like one that belongs to someone else. */
export function entityId(c: Context, notFoundMessage: string, param = "id"): string {
  const id = c.req.param(param) ?? "";
  if (!uuidPattern.test(id)) throw new ServiceError("not_found", notFoundMessage);
  return id;
}
