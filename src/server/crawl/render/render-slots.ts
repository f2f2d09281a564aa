/**
 * At most `size` renders at once: each is a Chromium of a few hundred megabytes. A render waits for a
 * slot until its signal aborts.
 */
export function createRenderSlots(size: number) {
  let busy = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else busy -= 1;
  };

  return {
    acquire(signal: AbortSignal): Promise<() => void> {
      if (busy < size) {
        busy += 1;
        return Promise.resolve(release);
      }
      return new Promise((resolve, reject) => {
        if (signal.aborted) {
          reject(signal.reason);
          return;
        }
        const grant = () => {
          signal.removeEventListener("abort", giveUp);
          resolve(release);
        };
        const giveUp = () => {
          waiting.splice(waiting.indexOf(grant), 1);
          reject(signal.reason);
        };
        waiting.push(grant);
        signal.addEventListener("abort", giveUp, { once: true });
      });
    },
  };
}

