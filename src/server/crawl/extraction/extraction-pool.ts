import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { type Deadline, timeLeft } from "../crawl-context.ts";
import { CrawlError, crawlErrors } from "../crawl-error.ts";
import type { Extraction, PageSource } from "../extract/extract-content.ts";
import type { ExtractionReply, ExtractionRequest } from "./extraction-worker.ts";

export interface ExtractionLimits {
  /** What one page may take in its worker before it is called too complex. */
  timeMs: number;
  /** The V8 heap one worker may grow to; past it the worker is stopped and the page is too complex. */
  heapMb: number;
}

/**
 * A landing page extracts in tens of milliseconds and a few MB of heap (bench/crawl); these leave room
 * for a 5 MB page on a loaded machine and still stop a page built to exhaust us.
 */
export const defaultExtractionLimits: ExtractionLimits = { timeMs: 5_000, heapMb: 256 };

export interface ExtractionPool {
  /** The page's extraction, done in a worker; rejects with a CrawlError when the page is too complex or the deadline passes. */
  extract(source: PageSource, deadline: Deadline): Promise<Extraction>;
  /** Stops the workers; pages still waiting fail. */
  close(): Promise<void>;
}

interface Job {
  request: ExtractionRequest;
  deadline: Deadline;
  waitingSince: number;
  resolve(extraction: Extraction): void;
  reject(error: Error): void;
  stopWaiting(): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  busy: boolean;
  /** How long the worker took to load: a page that waited for that is not charged for it. */
  startupMs: number;
  pagesDone: number;
}

const entry = new URL("./worker-entry.mjs", import.meta.url);

/**
 * Parsing and extraction in worker threads, so that a page however hostile never holds the event loop
 * that answers every other user. Each page runs under a time limit (the crawl's remaining deadline, at
 * most `timeMs`) and the worker under a heap limit; a worker past either is terminated and replaced.
 * Workers start on first use and stay, unreferenced while idle so they never keep the process alive.
 */
export function createExtractionPool(options: { size?: number; limits?: ExtractionLimits } = {}): ExtractionPool {
  const size = options.size ?? Math.max(1, Math.min(2, availableParallelism()));
  const limits = options.limits ?? defaultExtractionLimits;
  const slots = new Set<Slot>();
  const waiting: Job[] = [];

  const spawn = () => {
    const startedAt = performance.now();
    const worker = new Worker(entry, { resourceLimits: { maxOldGenerationSizeMb: limits.heapMb } });
    const slot: Slot = { worker, ready: false, busy: false, startupMs: 0, pagesDone: 0 };
    slots.add(slot);
    worker.unref();
    worker.once("message", (reply: ExtractionReply) => {
      if (!("ready" in reply)) return;
      slot.ready = true;
      slot.startupMs = performance.now() - startedAt;
      pump();
    });
    let failure: Error | undefined;
    worker.on("error", (error) => {
      failure = error;
    });
    worker.once("exit", () => {
      slots.delete(slot);
      // A worker that cannot even load would be replaced forever: the pages waiting for it fail instead.
      if (!slot.ready) for (const job of waiting.splice(0)) failed(job, failure ?? new Error("the extraction worker did not start"));
      pump();
    });
  };

  const failed = (job: Job, error: Error) => {
    job.stopWaiting();
    job.reject(error);
  };

  const run = (slot: Slot, job: Job) => {
    const { worker } = slot;
    slot.busy = true;
    worker.ref();
    const startupWait = slot.pagesDone === 0 ? Math.min(slot.startupMs, performance.now() - job.waitingSince) : 0;
    const crawlLeft = timeLeft(job.deadline) + startupWait;
    const settle = (keepWorker: boolean, outcome: () => void) => {
      clearTimeout(timer);
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      if (keepWorker) {
        slot.busy = false;
        slot.pagesDone += 1;
        worker.unref();
      } else {
        slots.delete(slot);
        void worker.terminate();
      }
      outcome();
      pump();
    };
    const onMessage = (reply: ExtractionReply) => {
      if ("ready" in reply) return;
      settle(true, () => (reply.ok ? job.resolve(reply.extraction) : job.reject(reply.kind ? new CrawlError(reply.kind, reply.message) : new Error(reply.message))));
    };
    const onError = (error: Error & { code?: string }) =>
      settle(false, () => job.reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? crawlErrors.tooComplex() : error));
    const onExit = () => settle(false, () => job.reject(new Error("the extraction worker stopped")));
    // Whichever ends first: the crawl's own deadline (the page took too long to load) or the page's limit (too complex).
    const timer = setTimeout(
      () => settle(false, () => job.reject(crawlLeft < limits.timeMs ? crawlErrors.timeout(job.deadline.ms) : crawlErrors.tooComplex())),
      Math.max(0, Math.min(crawlLeft, limits.timeMs)),
    );
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    worker.postMessage(job.request);
  };

  const starting = () => [...slots].filter((slot) => !slot.ready).length;

  const pump = () => {
    for (const slot of slots) {
      if (slot.ready && !slot.busy) {
        const job = waiting.shift();
        if (!job) break;
        job.stopWaiting();
        run(slot, job);
      }
    }
    for (let missing = Math.min(waiting.length - starting(), size - slots.size); missing > 0; missing -= 1) spawn();
  };

  return {
    extract(source, deadline) {
      return new Promise<Extraction>((resolve, reject) => {
        if (timeLeft(deadline) <= 0) return reject(crawlErrors.timeout(deadline.ms));
        const onDeadline = () => {
          // Waiting for busy workers counts against the crawl; waiting for one to load does not.
          if (starting() > 0) return;
          const index = waiting.indexOf(job);
          if (index >= 0) waiting.splice(index, 1);
          reject(crawlErrors.timeout(deadline.ms));
        };
        const job: Job = {
          request: { html: source.html, url: source.url.href, contentLanguage: source.contentLanguage },
          deadline,
          waitingSince: performance.now(),
          resolve,
          reject,
          stopWaiting: () => deadline.signal.removeEventListener("abort", onDeadline),
        };
        deadline.signal.addEventListener("abort", onDeadline);
        waiting.push(job);
        pump();
      });
    },
    async close() {
      for (const job of waiting.splice(0)) failed(job, new Error("the extraction pool was closed"));
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
      slots.clear();
    },
  };
}

let shared: ExtractionPool | undefined;

/** One pool for the process: every crawler shares its workers, so the cores they use stay bounded. */
export function sharedExtractionPool(): ExtractionPool {
  shared ??= createExtractionPool();
  return shared;
}
