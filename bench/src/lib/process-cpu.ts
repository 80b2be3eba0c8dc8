import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// CPU time of another process (the server under load), read from Linux's /proc/<pid>/stat:
// user + system time of all its threads, in clock ticks. Measured from outside, so the
// server needs no endpoint of its own and the load generator's work is not counted.

let ticksPerSecond: number | undefined;

function clockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    } catch {
      ticksPerSecond = 100; // Linux's USER_HZ nearly everywhere
    }
  }
  return ticksPerSecond;
}

/** Seconds of CPU the process has used so far (user + system). */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its ')' start at field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const userTicks = Number(fields[14 - 3]);
  const systemTicks = Number(fields[15 - 3]);
  return (userTicks + systemTicks) / clockTicksPerSecond();
}
