import { type JSONSchema7, jsonSchema, type Schema } from "ai";
import { aiReplyProblem } from "../../../domain/policy/ai-reply.ts";
import type { CampaignTypeDescriptor } from "../../../domain/campaign-types/descriptor.ts";
import { type ModelReply, readModelReply } from "../post-process/model-reply.ts";

/** A reply that parsed but is not what the type needs; its message is the spec's for the type. */
export class InvalidReplyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidReplyError";
  }
}

const textArray = (description: string): JSONSchema7 => ({ type: "array", items: { type: "string" }, description });

/**
 * What the model is asked for: every part required and nothing else, so OpenAI's strict structured
 * output accepts the schema. What is accepted is the domain's rule (`aiReplyProblem`): Demand Gen's long
 * headlines may be missing, sitelink parts may be missing and take the spec's defaults.
 */
export function campaignReplySchema(type: CampaignTypeDescriptor): Schema<ModelReply> {
  const properties: Record<string, JSONSchema7> = Object.fromEntries(
    type.assetKinds.map((kind) => [kind.key, textArray(`${kind.requested} ${kind.label.toLowerCase()}, each at most ${kind.limit} characters`)]),
  );
  if (type.sitelinks) {
    const part: JSONSchema7 = { type: "string" };
    properties.sitelinks = {
      type: "array",
      description: `${type.sitelinks.requested} sitelinks`,
      items: {
        type: "object",
        properties: { headline: part, description1: part, description2: part, url: part },
        required: ["headline", "description1", "description2", "url"],
        additionalProperties: false,
      },
    };
  }
  if (type.displayPathLimit !== null) properties.paths = textArray(`2 display paths, each at most ${type.displayPathLimit} characters`);
  return jsonSchema<ModelReply>(
    { type: "object", properties, required: Object.keys(properties), additionalProperties: false },
    {
      validate: (value) => {
        const problem = aiReplyProblem(type, value);
        return problem === null ? { success: true, value: readModelReply(type, value) } : { success: false, error: new InvalidReplyError(problem) };
      },
    },
  );
}

/** One regenerated asset: `{ text }`, a non-empty string. */
export function singleReplySchema(invalidMessage: string): Schema<{ text: string }> {
  return jsonSchema<{ text: string }>(
    { type: "object", properties: { text: { type: "string" } }, required: ["text"], additionalProperties: false },
    {
      validate: (value) => {
        const text = typeof value === "object" && value !== null ? (value as { text?: unknown }).text : undefined;
        return typeof text === "string" && text.trim() !== ""
          ? { success: true, value: { text } }
          : { success: false, error: new InvalidReplyError(invalidMessage) };
      },
    },
  );
}
