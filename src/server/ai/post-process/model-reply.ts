import { z } from "zod";
import type { AssetKindKey, CampaignTypeDescriptor } from "../../../domain/campaign-types/descriptor.ts";
import { oncePerType } from "../../../domain/campaign-types/once-per-type.ts";
import { type WrittenSitelink, writtenSitelinkSchema } from "../../../domain/ads/generated-ads.ts";

/**
 * A model's reply (whole, or the finished part of a streamed one) as the post-processing reads it: the
 * type's lists with their texts, its sitelinks and display paths. Nothing in it is checked yet; the
 * assembly cleans, cuts and replaces (assemble-reply.ts).
 */
export type ModelReply = { [Key in AssetKindKey]?: string[] } & { sitelinks?: WrittenSitelink[]; paths?: string[] };

/** What a model writes is read leniently: an item that is not text is not an asset, a part of the wrong kind is none. */
const texts = z.array(z.unknown()).transform((items) => items.filter((item): item is string => typeof item === "string"));

const lenientSitelink = z.object(Object.fromEntries(Object.keys(writtenSitelinkSchema.shape).map((key) => [key, z.string().optional().catch(undefined)])));

const sitelinks = z.array(z.unknown()).transform((items) =>
  items.flatMap((item): WrittenSitelink[] => {
    const parsed = lenientSitelink.safeParse(item);
    return parsed.success ? [parsed.data as WrittenSitelink] : [];
  }),
);

/** The type's reply schema, from its descriptor: its kinds, sitelinks where it has them, display paths where it has them. */
function schemaOf(type: CampaignTypeDescriptor) {
  const shape: Record<string, z.ZodType> = Object.fromEntries(type.assetKinds.map((kind) => [kind.key, texts.optional().catch(undefined)]));
  if (type.sitelinks) shape.sitelinks = sitelinks.optional().catch(undefined);
  if (type.displayPathLimit !== null) shape.paths = texts.optional().catch(undefined);
  return z.object(shape);
}

const replySchemaFor = oncePerType(schemaOf);

/**
 * The model's JSON at the edge: read by the type's reply schema, so the assembly sees typed lists. A
 * part the model has not written yet stays absent (a streamed reply's later lists).
 */
export function readModelReply(type: CampaignTypeDescriptor, raw: unknown): ModelReply {
  const parsed = replySchemaFor(type.id).safeParse(raw);
  // Built from the descriptor, so zod cannot infer the shape: its output is a ModelReply.
  return parsed.success ? (parsed.data as ModelReply) : {};
}
