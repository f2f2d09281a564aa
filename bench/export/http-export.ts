import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "../server/server-process.ts";
import { signUpOver } from "../server/sign-up.ts";
import { bigSearchCampaign } from "./big-campaign.ts";

/** The server's peak resident memory so far (Linux), or null elsewhere. */
function peakRssMb(pid: number | undefined): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** The saved benchmark campaign exported over HTTP: loading it from the database is part of the time. */
export async function runHttpExportBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "adsmith-bench-export-"));
  const server = await startServer(dataDir, { BILLING: "off" });
  try {
    const { cookie } = await signUpOver(server.url, "bench-export@example.com");
    const headers = { cookie, origin: server.url, "content-type": "application/json" };
    const saved = await fetch(`${server.url}/api/campaigns`, { method: "POST", headers, body: JSON.stringify(bigSearchCampaign()) });
    if (saved.status !== 201) throw new Error(`saving the benchmark campaign failed: ${saved.status} ${await saved.text()}`);
    const { campaign } = (await saved.json()) as { campaign: { id: string } };
    const before = peakRssMb(server.pid);
    for (const format of ["csv", "editor", "xlsx"]) {
      const times: number[] = [];
      let bytes = 0;
      for (let run = 0; run < 6; run++) {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/export/${format}`, { method: "POST", headers, body: JSON.stringify({ campaignId: campaign.id }) });
        bytes = (await response.arrayBuffer()).byteLength;
        if (!response.ok) throw new Error(`${format} export answered ${response.status}`);
        times.push(performance.now() - started);
      }
      const [cold = 0, ...warm] = times;
      warm.sort((a, b) => a - b);
      console.log(
        `export over HTTP: POST /api/export/${format} (saved campaign, 50x200): first ${Math.round(cold)} ms, ` +
          `median of 5 after ${Math.round(warm[2] ?? 0)} ms, ${Math.round(bytes / 1024)} KB`,
      );
    }
    console.log(`export over HTTP: server peak RSS ${before ?? "?"} MB before the exports, ${peakRssMb(server.pid) ?? "?"} MB after`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
