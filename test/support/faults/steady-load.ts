export interface LoadResult {
  /** What the test had done to the database when the request started, and when its answer came. */
  phase: string;
  endPhase: string;
  path: string;
  status: number;
  error: string | null;
  ms: number;
}

/**
 * A few clients each sending one request after another until stopped, every answer recorded with the
 * phase it started in, so the test can say what each phase got.
 */
export function startSteadyLoad(options: { clients: number; send(client: number, turn: number): Promise<{ path: string; response: Response }> }) {
  const results: LoadResult[] = [];
  let phase = "up";
  let running = true;

  const client = async (index: number) => {
    for (let turn = 0; running; turn += 1) {
      const startedIn = phase;
      const started = performance.now();
      try {
        const { path, response } = await options.send(index, turn);
        const text = await response.text();
        const error = response.ok ? null : ((JSON.parse(text) as { error?: string }).error ?? text);
        results.push({ phase: startedIn, endPhase: phase, path, status: response.status, error, ms: performance.now() - started });
      } catch (error) {
        results.push({ phase: startedIn, endPhase: phase, path: "?", status: 0, error: String(error), ms: performance.now() - started });
      }
    }
  };
  const clients = Array.from({ length: options.clients }, (_, index) => client(index));

  return {
    results,
    enter(next: string) {
      phase = next;
    },
    /** Requests that started and ended within the phase. */
    of: (name: string) => results.filter((result) => result.phase === name && result.endPhase === name),
    /** Resolves once `count` requests have started and ended within the phase, however busy the machine is. */
    async completed(name: string, count: number, withinMs = 15_000) {
      const giveUpAt = performance.now() + withinMs;
      while (results.filter((result) => result.phase === name && result.endPhase === name).length < count) {
        if (performance.now() > giveUpAt) throw new Error(`fewer than ${count} requests completed in phase "${name}" within ${withinMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** Requests the change of phase caught in flight. */
    spanning: () => results.filter((result) => result.phase !== result.endPhase),
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}
