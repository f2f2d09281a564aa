import { z } from "zod";
import { bulkJobLimits, type BulkItemStatus, type BulkJobStatus } from "../bulk/bulk-rules.ts";

const address = z.string().max(2048, "an address is longer than 2048 characters");
const delayMs = z.number().int().min(0).max(bulkJobLimits.maxDelayMs, `delayMs: at most ${bulkJobLimits.maxDelayMs} milliseconds`).optional();

/** `{ urls }` pasted, or `{ sitemapUrl, pathPrefix?, limit? }` read from the site's sitemap. */
export const bulkJobInput = z.union([
  z.object({ urls: z.array(address).max(bulkJobLimits.paidUrls * 2, "too many addresses"), delayMs }).strict(),
  z
    .object({
      sitemapUrl: address.min(1, "the site's address is required"),
      pathPrefix: z.string().max(500).optional(),
      limit: z.number().int().min(1).max(bulkJobLimits.paidUrls).optional(),
      delayMs,
    })
    .strict(),
]);
export type BulkJobInput = z.output<typeof bulkJobInput>;

export const sitemapPagesInput = z.object({
  sitemapUrl: address.min(1, "the site's address is required"),
  pathPrefix: z.string().max(500).optional(),
});

export interface BulkJobItemView {
  url: string;
  status: BulkItemStatus;
  error: string | null;
  adGroupId: string | null;
  /** The ad written for the page, to open it in the editor; null until the page is done. */
  adId: string | null;
  /** When a worker last took the page, and when it was settled (ISO times). */
  startedAt: string | null;
  finishedAt: string | null;
}

export interface BulkJobView {
  id: string;
  campaignId: string;
  campaignName: string;
  /** The campaign's type id, null for a campaign saved without one. */
  campaignType: string | null;
  status: BulkJobStatus;
  total: number;
  done: number;
  failed: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  items: BulkJobItemView[];
}

export type BulkJobSummary = Omit<BulkJobView, "items">;
