import type { Dispatcher } from "undici";
import type { AddressPolicy } from "./address-policy.ts";

export interface FetchLimits {
  maxRedirects: number;
  maxBytes: number;
}

export const defaultFetchLimits: FetchLimits = { maxRedirects: 5, maxBytes: 5 * 1024 * 1024 };

export interface Deadline {
  signal: AbortSignal;
  /** The limit it was set to, for the message when it passes. */
  ms: number;
  /** When it passes, in epoch milliseconds, so later steps know how much time is left. */
  endsAt: number;
}

export function createDeadline(ms: number): Deadline {
  return { signal: AbortSignal.timeout(ms), ms, endsAt: Date.now() + ms };
}

export function timeLeft(deadline: Deadline): number {
  return Math.max(0, deadline.endsAt - Date.now());
}

/** What every request of one crawl shares: the guarded agent, the address rule, limits and one deadline. */
export interface CrawlContext {
  dispatcher: Dispatcher;
  policy: AddressPolicy;
  userAgent: string;
  limits: FetchLimits;
  deadline: Deadline;
}
