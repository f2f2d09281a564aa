import type { BulkJobSummary } from "../../../domain/contracts/index.ts";
import { formatDuration, jobTiming } from "../../../domain/index.ts";

const statusLabels: Record<BulkJobSummary["status"], string> = { queued: "Queued", running: "Running", done: "Done", canceled: "Canceled" };
export const jobStatusLabel = (status: BulkJobSummary["status"]) => statusLabels[status];

/** A job's bar and counts: pages written, failed, left; time taken and, while it runs, an estimate of the rest. */
export function JobProgress({ job, now }: { job: BulkJobSummary; now: number }) {
  const settled = job.done + job.failed;
  const percent = job.total === 0 ? 100 : Math.round((settled / job.total) * 100);
  const timing = jobTiming(job, now);
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label={`Progress of the job on ${job.campaignName}`}
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={settled}
        aria-valuetext={`${settled} of ${job.total} pages`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="flex h-full">
          <div className="h-full bg-primary transition-[width]" style={{ width: `${job.total ? (job.done / job.total) * 100 : 0}%` }} />
          <div className="h-full bg-destructive transition-[width]" style={{ width: `${job.total ? (job.failed / job.total) * 100 : 0}%` }} />
        </div>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>{percent}%</span>
        <span data-testid="job-counts">
          {job.done} done · {job.failed} failed · {job.total - settled} left of {job.total}
        </span>
        {job.startedAt && <span>Elapsed {formatDuration(timing.elapsedMs)}</span>}
        {!job.finishedAt && job.status !== "canceled" && timing.remainingMs !== null && <span>About {formatDuration(timing.remainingMs)} left</span>}
      </p>
    </div>
  );
}
