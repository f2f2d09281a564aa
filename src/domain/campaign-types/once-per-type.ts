import { campaignTypeFor } from "./registry.ts";
import type { CampaignTypeDescriptor, CampaignTypeId } from "./descriptor.ts";

/**
 * What is built from a type's descriptor (its schemas), built on the type's first use and kept: a zod
 * schema costs a quarter of a millisecond to build, and every request of the type asks for it (issue 18).
 */
export function oncePerType<T>(build: (type: CampaignTypeDescriptor) => T): (typeId: CampaignTypeId) => T {
  const built = new Map<CampaignTypeId, T>();
  return (typeId) => {
    const known = built.get(typeId);
    if (known !== undefined) return known;
    const value = build(campaignTypeFor(typeId));
    built.set(typeId, value);
    return value;
  };
}
