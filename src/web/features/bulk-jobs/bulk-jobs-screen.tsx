import { Link } from "react-router";
import { bulkJobHref } from "../../../domain/index.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LoadingScreen } from "../../components/loading-screen.tsx";
import { formatDate } from "../../lib/dates.ts";
import { useBulkJobs } from "./bulk-jobs-api.ts";
import { JobProgress, jobStatusLabel } from "./job-progress.tsx";
import { useNow } from "./use-now.ts";

/** `/bulk-jobs`: every bulk job of the user, newest first, each with its progress. */
export function BulkJobsScreen() {
  const jobs = useBulkJobs();
  const now = useNow();
  if (jobs.isLoading) return <LoadingScreen />;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Bulk jobs</h1>
        <p className="text-muted-foreground">Pages added to campaigns in bulk. Start one from a campaign with "Add pages in bulk".</p>
      </div>
      {jobs.error && <p className="text-destructive">{jobs.error.message}</p>}
      {jobs.data?.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">No bulk jobs yet.</Card>
      ) : (
        <ul className="flex flex-col gap-4">
          {jobs.data?.map((job) => (
            <li key={job.id}>
              <Card className="flex flex-col gap-3 p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 className="text-lg font-semibold break-words">
                    <Link to={bulkJobHref(job.id)} className="hover:underline">
                      {job.campaignName}
                    </Link>
                  </h2>
                  <Badge tone={job.status === "running" ? "primary" : "outline"}>{jobStatusLabel(job.status)}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">Started {formatDate(job.createdAt)}</p>
                <JobProgress job={job} now={now} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
