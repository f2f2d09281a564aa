/**
 * Bulk generation (issue 23): a job turns many landing pages of one site into ad groups of one campaign.
 * The limits and messages the server enforces and the screens show.
 */

export const bulkJobLimits = {
  /** The trial shows what bulk generation does on a handful of pages. */
  trialUrls: 10,
  paidUrls: 500,
  /** Pages a sitemap may offer before the picker stops reading it. */
  sitemapPages: 5_000,
  /** Longest wait the user may ask for between two pages of one job. */
  maxDelayMs: 60_000,
} as const;

export const bulkJobStatuses = ["queued", "running", "done", "canceled"] as const;
export type BulkJobStatus = (typeof bulkJobStatuses)[number];
export const bulkItemStatuses = ["queued", "crawling", "writing", "done", "failed"] as const;
export type BulkItemStatus = (typeof bulkItemStatuses)[number];

/** A job is over when it is done or canceled: nothing more will change in it. */
export const bulkJobEnded = (status: BulkJobStatus) => status === "done" || status === "canceled";

export const bulkJobMessages = {
  noUrls: "Give at least one page address",
  tooManyUrls: (count: number, cap: number, trial: boolean) =>
    trial
      ? `The trial adds at most ${cap} pages in one job (this one has ${count}). Upgrade to add up to ${bulkJobLimits.paidUrls} at a time.`
      : `One job adds at most ${cap} pages (this one has ${count}). Split the list into several jobs.`,
  invalidUrls: (urls: readonly string[]) =>
    `${urls.length === 1 ? "This address is" : "These addresses are"} not a web page address (http or https): ${urls.slice(0, 5).join(", ")}${urls.length > 5 ? ` and ${urls.length - 5} more` : ""}`,
  blockedUrls: (urls: readonly string[]) =>
    `Adsmith does not read pages on private or local network addresses: ${urls.slice(0, 5).join(", ")}${urls.length > 5 ? ` and ${urls.length - 5} more` : ""}. Give the pages' public addresses.`,
  noCampaignType: "This campaign has no campaign type, so its ad groups cannot be written. Open it in the editor and save it with a type first.",
  notFound: "Job not found",
  nothingToRetry: "No page of this job failed: there is nothing to retry.",
  alreadyEnded: "This job has ended.",
  sitemapEmpty: "No page addresses were found in this site's sitemap",
  sitemapNoneUnderPrefix: (prefix: string) => `No page of this site's sitemap starts with ${prefix}`,
  canceled: "Canceled before this page was read",
  writeFailed: "The ads for this page could not be written. Retry the failed pages.",
  unexpected: "Something went wrong while adding this page. Retry the failed pages.",
} as const;

/**
 * The addresses the user gave, as the job will fetch them: trimmed, blanks dropped, the fragment removed,
 * each address once (as written after normalizing), in the order given; the ones that are not http(s)
 * addresses are listed so the whole request can be refused naming them.
 */
export function normalizeJobUrls(input: readonly string[]): { urls: string[]; invalid: string[] } {
  const urls: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const raw of input) {
    const text = raw.trim();
    if (!text) continue;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      invalid.push(text);
      continue;
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname || url.username || url.password) {
      invalid.push(text);
      continue;
    }
    url.hash = "";
    const href = url.href;
    if (seen.has(href)) continue;
    seen.add(href);
    urls.push(href);
  }
  return { urls, invalid };
}

/** The sitemap's pages the picker keeps: those whose path starts with the prefix (any when none), at most `limit`. */
export function pagesUnderPrefix(pages: readonly string[], pathPrefix: string | undefined, limit: number): string[] {
  const prefix = (pathPrefix ?? "").trim();
  const wanted = prefix ? (prefix.startsWith("/") ? prefix : `/${prefix}`) : "";
  const kept: string[] = [];
  for (const page of pages) {
    if (kept.length >= limit) break;
    try {
      if (!wanted || new URL(page).pathname.startsWith(wanted)) kept.push(page);
    } catch {
      // a sitemap line that is no address is not a page
    }
  }
  return kept;
}

const titleSeparators = /\s+[|–—·•:-]\s+/;

/**
 * An ad group is named after its page: the title's first part ('Sourdough | Bakery Name' → 'Sourdough'),
 * else the main heading, else the address's last path segment in words, else the host.
 */
export function groupNameFromPage(page: { title?: string; headings?: readonly string[] }, url: string): string {
  const fromTitle = (page.title ?? "").split(titleSeparators)[0]?.trim() ?? "";
  const heading = (page.headings ?? [])[0]?.trim() ?? "";
  const chosen = fromTitle || heading || nameFromAddress(url);
  return chosen.replace(/\s+/g, " ").slice(0, 120).trim();
}

function nameFromAddress(url: string): string {
  try {
    const parsed = new URL(url);
    const segment = parsed.pathname.split("/").filter(Boolean).pop() ?? "";
    const words = decodeURIComponent(segment)
      .replace(/\.[a-z0-9]+$/i, "")
      .replace(/[-_+]+/g, " ")
      .trim();
    return words ? words.charAt(0).toUpperCase() + words.slice(1) : parsed.hostname;
  } catch {
    return url;
  }
}

/**
 * The keywords an ad group of a page starts with, typed with their match types (keyword-match.ts): the
 * page's strongest terms as phrase match, the first few also as exact match.
 */
export function pageKeywords(extracted: readonly string[], count = 8, exact = 3): string[] {
  const terms = [...new Set(extracted.map((term) => term.replace(/[[\]"!@%^*()={};~`<>?\\|,]/g, " ").replace(/\s+/g, " ").trim().toLowerCase()))]
    .filter((term) => term && term.split(" ").length <= 10 && term.length <= 80)
    .slice(0, count);
  return [...terms.slice(0, exact).map((term) => `[${term}]`), ...terms.map((term) => `"${term}"`)];
}

/** Elapsed and remaining time of a job, from the pages settled so far; null remaining until one is. */
export function jobTiming(job: { startedAt: string | null; finishedAt: string | null; total: number; done: number; failed: number }, now: number) {
  const started = job.startedAt ? Date.parse(job.startedAt) : null;
  if (started === null) return { elapsedMs: 0, remainingMs: null as number | null };
  const end = job.finishedAt ? Date.parse(job.finishedAt) : now;
  const elapsedMs = Math.max(0, end - started);
  const settled = job.done + job.failed;
  if (job.finishedAt) return { elapsedMs, remainingMs: 0 };
  if (settled === 0) return { elapsedMs, remainingMs: null };
  return { elapsedMs, remainingMs: Math.round((elapsedMs / settled) * (job.total - settled)) };
}

/** '1 min 05 s', '42 s': the jobs screen's durations. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, "0")} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}
