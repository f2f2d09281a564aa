import type { AssetKind } from "../../../domain/campaign-types/descriptor.ts";
import type { CampaignRequest } from "../campaign-request.ts";
import { sourcesSection, voiceInstructions } from "./campaign-prompt.ts";
import { dataLine, fenced, fenceTags } from "./untrusted.ts";

/** One new asset to replace `current`, unlike the ad's other assets of the kind. */
export function singleAssetPrompt(request: CampaignRequest, kind: AssetKind, current: string, others: readonly string[]): string {
  return [
    `Write one new ${kind.singular} for a Google Ads ${request.type.label} ad, at most ${kind.limit} characters.`,
    ...voiceInstructions(request),
    ...sourcesSection(request),
    `It replaces this ${kind.singular}, so it must say something different:`,
    fenced(fenceTags.current, [dataLine(current, 300)]),
    `It must also differ from the ad's other ${kind.label.toLowerCase()}:`,
    fenced(fenceTags.others, others.map((other) => `- ${dataLine(other, 300)}`)),
    'Reply with a JSON object holding "text": the new asset.',
  ].join("\n\n");
}
