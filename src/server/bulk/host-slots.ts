/**
 * At most `perHost` requests at once to one host from this instance: a site's pages are fetched a few at
 * a time however many workers are free. Waiters are served in arrival order.
 */
export function createHostSlots(perHost: number) {
  const active = new Map<string, number>();
  const waiting = new Map<string, Array<() => void>>();

  function release(host: string) {
    const next = waiting.get(host)?.shift();
    if (next) return next();
    const left = (active.get(host) ?? 1) - 1;
    if (left > 0) active.set(host, left);
    else active.delete(host);
    if (waiting.get(host)?.length === 0) waiting.delete(host);
  }

  return {
    async acquire(host: string): Promise<() => void> {
      const count = active.get(host) ?? 0;
      if (count < perHost) active.set(host, count + 1);
      else await new Promise<void>((resolve) => waiting.set(host, [...(waiting.get(host) ?? []), resolve]));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release(host);
      };
    },
    inUse: (host: string) => active.get(host) ?? 0,
  };
}

export type HostSlots = ReturnType<typeof createHostSlots>;
