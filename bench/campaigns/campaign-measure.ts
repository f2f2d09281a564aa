import { describeLoad, runLoad } from "../load/run-load.ts";

export interface MeasureOptions {
  connections: number;
  seconds: number;
  warmUpSeconds: number;
  /** Also one connection for this long: the latency of a request that never waits behind another. */
  serialSeconds: number;
}

interface PageBody {
  campaigns: { adGroupCount: number; adCount: number }[];
  nextCursor: string | null;
}

/** The list's first page and single campaigns under load, after checking both answer what was seeded. */
export async function measureCampaignReads(label: string, baseUrl: string, cookie: string, ids: string[], options: MeasureOptions): Promise<void> {
  const headers = { cookie };
  const pageUrl = `${baseUrl}/api/campaigns?limit=50`;
  await assertSeeded(pageUrl, `${baseUrl}/api/campaigns/${ids[0]}`, headers);
  // A stride coprime with the id count visits every campaign, spread over the table rather than in insert order.
  const stride = 7_919;
  let next = 0;
  const campaignUrl = () => {
    next += 1;
    return `${baseUrl}/api/campaigns/${ids[(next * stride) % ids.length]}`;
  };
  for (const [name, url] of [["GET /api/campaigns?limit=50 (first page)", pageUrl], ["GET /api/campaigns/:id", campaignUrl]] as const) {
    // A short unmeasured run first: the first requests pay for V8 warming up, the pool opening connections and cold caches.
    await runLoad({ url, headers, connections: options.connections, seconds: options.warmUpSeconds });
    for (const load of [{ connections: options.connections, seconds: options.seconds }, { connections: 1, seconds: options.serialSeconds }]) {
      console.log(`${label}: ${describeLoad(name, load, await runLoad({ url, headers, ...load }))}`);
    }
  }
}

async function assertSeeded(pageUrl: string, campaignUrl: string, headers: Record<string, string>): Promise<void> {
  const pageResponse = await fetch(pageUrl, { headers });
  if (!pageResponse.ok) throw new Error(`first page answered ${pageResponse.status}`);
  const page = (await pageResponse.json()) as PageBody;
  const first = page.campaigns[0];
  if (page.campaigns.length !== 50 || !page.nextCursor || first?.adGroupCount !== 3 || first.adCount !== 6) {
    throw new Error(`first page does not show the seeded campaigns: ${JSON.stringify(page).slice(0, 300)}`);
  }
  const campaignResponse = await fetch(campaignUrl, { headers });
  if (!campaignResponse.ok) throw new Error(`a seeded campaign answered ${campaignResponse.status}`);
}
