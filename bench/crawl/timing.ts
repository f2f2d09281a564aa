/** CPU time of this process (every thread, the garbage collector's included), in milliseconds. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Milliseconds per call of each function: CPU time, not wall time, so that other processes on a shared
 * 2-core machine count less; the median of many short rounds, each the mean of many calls (a mean counts
 * the garbage collection the calls cause); the functions taking turns round by round, so that each meets
 * the same conditions. The median, not the best: a lucky round without a collection flatters a function.
 */
export function msPerCall(runs: Array<() => unknown>, options: { roundMs?: number; rounds?: number } = {}): number[] {
  const { roundMs = 50, rounds = 15 } = options;
  const calls = runs.map((run) => {
    for (let i = 0; i < 3; i += 1) run();
    const start = performance.now();
    run();
    return Math.max(2, Math.min(5_000, Math.round(roundMs / Math.max(performance.now() - start, 0.005))));
  });
  const samples = runs.map((): number[] => []);
  for (let round = 0; round < rounds; round += 1) {
    runs.forEach((run, index) => {
      const count = calls[index] ?? 1;
      const start = cpuMs();
      for (let i = 0; i < count; i += 1) run();
      samples[index]?.push((cpuMs() - start) / count);
    });
  }
  return samples.map((times) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0);
}
