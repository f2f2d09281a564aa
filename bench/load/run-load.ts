/** A closed-loop load: `connections` workers each send the next request as soon as the last one answered. */
export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers outside 2xx, and requests that got no answer at all. */
  errors: number;
  /** How many answers came with each status; `network` for requests that got none. */
  statuses: Record<string, number>;
}

/** One request a worker sends: a GET unless a method is given. */
export interface LoadRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  /** The request to send next; `connection` is the worker's number, so each can act as its own user. */
  request?: (connection: number) => LoadRequest;
  /** A GET of this address, or of the address the function answers, with `headers` (when there is no `request`). */
  url?: string | (() => string);
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}

function requestMaker(options: LoadOptions): (connection: number) => LoadRequest {
  if (options.request) return options.request;
  const { url, headers } = options;
  if (url === undefined) throw new Error("runLoad needs a request or a url");
  return typeof url === "string" ? () => ({ url, headers }) : () => ({ url: url(), headers });
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const nextRequest = requestMaker(options);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const count = (status: string) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  const deadline = performance.now() + options.seconds * 1000;
  const worker = async (connection: number) => {
    while (performance.now() < deadline) {
      const { url, ...init } = nextRequest(connection);
      const started = performance.now();
      try {
        const response = await fetch(url, init);
        await response.arrayBuffer();
        count(String(response.status));
      } catch {
        count("network");
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, (_, connection) => worker(connection)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const errors = Object.entries(statuses).reduce((sum, [status, n]) => (/^2\d\d$/.test(status) ? sum : sum + n), 0);
  return { requests: latencies.length, perSecond: latencies.length / elapsed, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors, statuses };
}

/** `200 x1234, 429 x3`: every status seen, most frequent first. */
export function describeStatuses(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .sort(([, a], [, b]) => b - a)
    .map(([status, n]) => `${status} x${n}`)
    .join(", ");
}

export function describeLoad(label: string, options: Pick<LoadOptions, "connections" | "seconds">, result: LoadResult): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `${label} (${options.connections} connections, ${options.seconds} s): ${result.perSecond.toFixed(0)} req/s, ` +
    `p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}, errors ${result.errors} (${describeStatuses(result.statuses)})`;
}
