import { readFileSync } from "node:fs";

/** A process's memory as the kernel counts it, in MB: no flag or hook needed inside the process. */
export interface ProcessMemory {
  /** Resident set: everything of the process in RAM (V8 heap, PGlite's WebAssembly memory, code, buffers). */
  rssMb: number;
  /** The anonymous part of it: heaps and buffers, without mapped files such as node's own binary. */
  anonMb: number;
}

export function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb("VmRSS") / 1024, anonMb: kb("RssAnon") / 1024 };
}

// Linux counts a process's CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`) on every platform Node runs on.
const ticksPerSecond = 100;

/** CPU time the process has used so far, user and system, in ms: what a request costs whatever else runs. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name, which sits in parentheses and may hold spaces; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}
