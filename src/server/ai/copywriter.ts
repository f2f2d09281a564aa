import type { AssetKind } from "../../domain/campaign-types/descriptor.ts";
import type { AssetDraft } from "./asset-draft.ts";
import type { CampaignRequest } from "./campaign-request.ts";
import type { AssemblyStats } from "./post-process/assembly-stats.ts";

/** Which writer is in use, as the results header and `GET /api/health` name it. */
export interface WriterInfo {
  provider: string;
  model: string;
  label: string;
  /** Said beside 'Changes to Make' before the user types, when this writer cannot follow them; absent when it can. */
  changesToMakeNotice?: string;
}

export interface CampaignWriting {
  draft: AssetDraft;
  /** The language the copy is in. */
  language: string;
  /** What the writer could not do, for the user. */
  notices: string[];
  /** What post-processing changed in a model's reply; absent for the offline writer, which needs none. */
  stats?: AssemblyStats;
}

export interface SingleWriting {
  text: string;
  /** Display width of the text as written, before any cut. */
  originalLength: number;
  truncated: boolean;
}

/** A model through the AI SDK, or the offline writer: both answer finished, post-processed assets. */
export interface Copywriter {
  info: WriterInfo;
  writeCampaign(request: CampaignRequest, options?: { onPartial?: (draft: AssetDraft) => void; signal?: AbortSignal }): Promise<CampaignWriting>;
  writeSingle(request: CampaignRequest, kind: AssetKind, current: string, others: readonly string[], signal?: AbortSignal): Promise<SingleWriting>;
}
