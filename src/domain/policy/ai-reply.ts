import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";

/** The model's reply as JSON (an object, or its text), before anything in it is read. */
function asObject(raw: unknown): object | null {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : null;
}

/** The first reason the reply cannot be used, in the words of the type's flow, or null. */
export function aiReplyProblem(type: CampaignTypeDescriptor, raw: unknown): string | null {
  const reply = asObject(raw);
  if (!reply) return type.aiReply.invalidMessage;
  for (const key of type.aiReply.required) {
    const list: unknown = Reflect.get(reply, key);
    const usable = Array.isArray(list) && (!type.aiReply.rejectEmpty || list.length > 0);
    if (!usable) return type.aiReply.rejectEmpty ? `AI response missing valid ${key} array` : type.aiReply.invalidMessage;
  }
  return null;
}
