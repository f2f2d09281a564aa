/** A closed-loop load: `connections` workers each send the next request as soon as the last one answered. */
export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export interface LoadOptions {
  url: string | (() => string);
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const nextUrl = typeof options.url === "string" ? () => options.url as string : options.url;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const response = await fetch(nextUrl(), { headers: options.headers });
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, perSecond: latencies.length / elapsed, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors };
}

export function describeLoad(label: string, options: Pick<LoadOptions, "connections" | "seconds">, result: LoadResult): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `${label} (${options.connections} connections, ${options.seconds} s): ${result.perSecond.toFixed(0)} req/s, ` +
    `p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}, errors ${result.errors}`;
}
