import type { BulkJobView } from "../../../src/domain/contracts/bulk-jobs.ts";
import type { TestApp } from "../server/test-app.ts";

/** Reads the job until it has ended (done or canceled), or fails the test after `withinMs`. */
export async function jobWhenEnded(t: TestApp, cookie: string, jobId: string, withinMs = 20_000): Promise<BulkJobView> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const response = await t.request(`/api/bulk-jobs/${jobId}`, { cookie });
    const { job } = (await response.json()) as { job: BulkJobView };
    if (job.status === "done" || job.status === "canceled") return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} did not end within ${withinMs} ms: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function createJob(t: TestApp, cookie: string, campaignId: string, body: unknown): Promise<{ id: string; total: number }> {
  const response = await t.request(`/api/campaigns/${campaignId}/bulk-jobs`, { body, cookie });
  if (response.status !== 202) throw new Error(`job not created: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { job: { id: string; total: number } }).job;
}
