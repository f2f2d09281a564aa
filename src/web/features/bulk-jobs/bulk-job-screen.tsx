import { ExternalLink, RotateCcw, Square } from "lucide-react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import type { BulkJobView, CampaignSummary } from "../../../domain/contracts/index.ts";
import { adGroupsHref, bulkJobEnded, bulkJobRoutes, editAdHref, isCampaignTypeId } from "../../../domain/index.ts";
import { LoadingScreen } from "../../components/loading-screen.tsx";
import { NotFoundCard } from "../../components/not-found-card.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { CampaignExportButton } from "../export/index.ts";
import { useBulkJob, useJobAction } from "./bulk-jobs-api.ts";
import { JobProgress, jobStatusLabel } from "./job-progress.tsx";
import { useNow } from "./use-now.ts";

const itemLabels: Record<BulkJobView["items"][number]["status"], string> = {
  queued: "Queued",
  crawling: "Reading the page",
  writing: "Writing the ads",
  done: "Done",
  failed: "Failed",
};

/** `/bulk-jobs/:id`: one job's progress, page by page, with cancel, retry of the failed pages and the export. */
export function BulkJobScreen() {
  const { jobId = "" } = useParams();
  const job = useBulkJob(jobId);
  if (job.isLoading) return <LoadingScreen />;
  if (!job.data) {
    const missing = job.error instanceof ApiError && job.error.status === 404;
    return (
      <NotFoundCard
        title={missing ? "Job not found" : "The job could not be loaded"}
        message={missing ? "This bulk job does not exist, or it belongs to someone else." : (job.error?.message ?? "")}
        backTo={bulkJobRoutes.list}
        backLabel="All bulk jobs"
      />
    );
  }
  return <JobDetail job={job.data} />;
}

function JobDetail({ job }: { job: BulkJobView }) {
  const now = useNow();
  const cancel = useJobAction(job.id, "cancel");
  const retry = useJobAction(job.id, "retry");
  const ended = bulkJobEnded(job.status);
  const typeId = isCampaignTypeId(job.campaignType) ? job.campaignType : null;
  // The export dialog reads the saved campaign itself; it needs only its id, name and type.
  const exportable: CampaignSummary | null = typeId
    ? { id: job.campaignId, name: job.campaignName, campaignType: typeId, accountId: null, objective: null, adGroupCount: job.done, adCount: job.done, keywords: [], createdAt: job.createdAt }
    : null;
  const retryable = job.failed > 0 || (job.status === "canceled" && job.items.some((item) => item.status === "queued"));

  async function run(action: typeof cancel, done: string) {
    try {
      await action.mutateAsync();
      toast.success(done);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <Link to={bulkJobRoutes.list} className="text-sm text-primary hover:underline">
            All bulk jobs
          </Link>
          <h1 className="text-2xl font-semibold break-words">Pages for {job.campaignName}</h1>
          <p>
            <Badge tone={job.status === "running" ? "primary" : "outline"} data-testid="job-status">
              {jobStatusLabel(job.status)}
            </Badge>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!ended && (
            <Button variant="outline" onClick={() => run(cancel, "Job canceled")} disabled={cancel.isPending}>
              <Square aria-hidden="true" className="size-4" />
              Cancel job
            </Button>
          )}
          {ended && retryable && (
            <Button variant="outline" onClick={() => run(retry, "Retrying the failed pages")} disabled={retry.isPending}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {job.failed > 0 ? `Retry ${job.failed} failed` : "Resume"}
            </Button>
          )}
          <Link to={adGroupsHref({ campaignId: job.campaignId })} className={buttonClasses("outline")}>
            Open campaign
          </Link>
          {exportable && job.done > 0 && (
            <span className="inline-flex items-center gap-2">
              <CampaignExportButton campaign={exportable} />
              <span className="sr-only">Export the whole campaign</span>
            </span>
          )}
        </div>
      </div>
      <Card className="p-5">
        <JobProgress job={job} now={now} />
      </Card>
      <Card className="overflow-x-auto p-0">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Pages of this job and what became of each</caption>
          <thead className="border-b border-border text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                Page
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                <span className="sr-only">Result</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {job.items.map((item) => (
              <tr key={item.url} className="border-b border-border last:border-0" data-status={item.status}>
                <td className="px-4 py-2 break-all">{item.url}</td>
                <td className="px-4 py-2">
                  <span className={item.status === "failed" ? "font-medium text-destructive" : undefined}>
                    {item.status === "queued" && job.status === "canceled" ? "Not added" : itemLabels[item.status]}
                  </span>
                  {item.error && <p className="text-xs text-muted-foreground">{item.error}</p>}
                </td>
                <td className="px-4 py-2 text-right whitespace-nowrap">
                  {typeId && item.adGroupId && item.adId && (
                    <Link
                      to={editAdHref(typeId, { campaignId: job.campaignId, adGroupId: item.adGroupId, adId: item.adId })}
                      className="inline-flex items-center gap-1 text-primary hover:underline"
                    >
                      Open in editor
                      <ExternalLink aria-hidden="true" className="size-3.5" />
                      <span className="sr-only">: {item.url}</span>
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
