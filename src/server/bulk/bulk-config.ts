import { z } from "zod";

/** How bulk jobs run on this instance; the defaults suit one small machine (docs/decisions/bulk-jobs.md). */
export interface BulkConfig {
  /** Pages this instance works on at once; 0 serves the API only and leaves the pages to other instances. */
  workers: number;
  /** Requests at once to one host, from this instance. */
  perHost: number;
  /** How often an idle worker asks the queue for work. */
  pollingSeconds: number;
  /** A task taken by a worker that has not finished within this is given to another (the worker died). */
  taskExpireSeconds: number;
  /** How often expired tasks are looked for. */
  maintenanceSeconds: number;
  /** Times a page's task is taken again after a worker died on it, before the page is failed. */
  taskRetries: number;
}

const environment = z.object({
  BULK_WORKERS: z.coerce.number().int().min(0).max(64).default(4),
  BULK_PER_HOST: z.coerce.number().int().min(1).max(16).default(2),
  BULK_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  BULK_TASK_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(300),
  BULK_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
});

export function bulkConfigFrom(env: NodeJS.ProcessEnv): BulkConfig {
  const e = environment.parse(env);
  return {
    workers: e.BULK_WORKERS,
    perHost: e.BULK_PER_HOST,
    pollingSeconds: e.BULK_POLL_SECONDS,
    taskExpireSeconds: e.BULK_TASK_EXPIRE_SECONDS,
    maintenanceSeconds: e.BULK_MAINTENANCE_SECONDS,
    taskRetries: 3,
  };
}
