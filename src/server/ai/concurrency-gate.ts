/** A held slot; release it exactly once when the call ends, however it ends. */
export interface Slot {
  release(): void;
}

export type Admission = { admitted: true; slot: Slot } | { admitted: false; reason: "user" | "busy" };

/**
 * Model calls in flight on this instance: at most `total`, and at most `perUser` for one user, so one
 * user's burst cannot take every slot while others wait.
 */
export function createConcurrencyGate(limits: { total: number; perUser: number }) {
  let active = 0;
  const byUser = new Map<string, number>();
  return {
    tryEnter(userId: string): Admission {
      const mine = byUser.get(userId) ?? 0;
      if (mine >= limits.perUser) return { admitted: false, reason: "user" };
      if (active >= limits.total) return { admitted: false, reason: "busy" };
      active++;
      byUser.set(userId, mine + 1);
      let released = false;
      return {
        admitted: true,
        slot: {
          release() {
            if (released) return;
            released = true;
            active--;
            const left = (byUser.get(userId) ?? 1) - 1;
            if (left > 0) byUser.set(userId, left);
            else byUser.delete(userId);
          },
        },
      };
    },
    inFlight: () => active,
  };
}

export type ConcurrencyGate = ReturnType<typeof createConcurrencyGate>;
