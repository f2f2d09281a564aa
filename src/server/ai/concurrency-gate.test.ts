import { describe, expect, it } from "vitest";
import { createConcurrencyGate } from "./concurrency-gate.ts";

describe("the model slots", () => {
  it("hold at most the per-user share for one user, and at most the total for all", () => {
    const gate = createConcurrencyGate({ total: 3, perUser: 2 });
    const first = gate.tryEnter("ann");
    expect(first.admitted).toBe(true);
    expect(gate.tryEnter("ann").admitted).toBe(true);
    expect(gate.tryEnter("ann")).toEqual({ admitted: false, reason: "user" });
    expect(gate.tryEnter("bob").admitted).toBe(true);
    expect(gate.tryEnter("cid")).toEqual({ admitted: false, reason: "busy" });
    if (first.admitted) first.slot.release();
    expect(gate.inFlight()).toBe(2);
    expect(gate.tryEnter("cid").admitted).toBe(true);
  });

  it("count a slot released twice only once", () => {
    const gate = createConcurrencyGate({ total: 1, perUser: 1 });
    const entry = gate.tryEnter("ann");
    if (!entry.admitted) throw new Error("the first call gets a slot");
    entry.slot.release();
    entry.slot.release();
    expect(gate.inFlight()).toBe(0);
  });
});
