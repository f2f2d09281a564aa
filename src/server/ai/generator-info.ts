import type { GeneratorInfo } from "../../domain/contracts/generation.ts";
import type { CampaignRequest } from "./campaign-request.ts";
import type { WriterInfo } from "./copywriter.ts";

export const crawlFailedNotice = "The landing page could not be read, so these ads come from the form alone.";

/** What the answer says about its writer: who wrote it, in which language, and what it could not do. */
export function generatorInfo(info: WriterInfo, writing: { language: string; notices: readonly string[] }, request: CampaignRequest): GeneratorInfo {
  const notices = [...(request.crawlError ? [crawlFailedNotice] : []), ...writing.notices];
  return { ...info, language: writing.language, notice: notices.length > 0 ? notices.join(" ") : null };
}
