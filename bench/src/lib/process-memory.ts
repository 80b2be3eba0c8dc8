import { readFileSync } from 'node:fs';

// Resident memory of another process (the server under load), read from Linux's
// /proc/<pid>/status like its CPU time in process-cpu.ts: measured from outside, so the server
// needs no endpoint of its own. Null where there is no /proc.

/** VmRSS of the process in bytes, or null when /proc cannot tell. */
export function residentBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export interface ResidentMemory {
  /** Before the load started. */
  beforeMiB: number | null;
  /** The highest sample taken while the load ran. */
  peakMiB: number | null;
  /** Once the load has stopped and the server has had a second to settle. */
  afterMiB: number | null;
}

const toMiB = (bytes: number | null) =>
  bytes === null ? null : Math.round((bytes / 2 ** 20) * 10) / 10;

/** Samples VmRSS every `everyMs` until the returned stop() resolves with the figures. */
export function sampleResidentMemory(pid: number, everyMs = 100) {
  const before = residentBytes(pid);
  let peak = before;
  const timer = setInterval(() => {
    const now = residentBytes(pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, everyMs);
  return {
    stop: async (): Promise<ResidentMemory> => {
      clearInterval(timer);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return {
        beforeMiB: toMiB(before),
        peakMiB: toMiB(peak),
        afterMiB: toMiB(residentBytes(pid)),
      };
    },
  };
}
