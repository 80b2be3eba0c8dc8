// The recordings' tools (janus-pp-rec, ffmpeg, ffprobe) run at the lowest CPU priority, so
// making a finished recording's video never slows the cameras still live on this machine
// (docs/video.md "Recordings", "Processing"): the 2-core server runs Janus and, in the e2e
// suite, the Chromiums of the next live spec while an ended debate's video is encoded.
// Two levels, since Linux's autogroup scheduling (kernel.sched_autogroup_enabled) shares the
// CPU between sessions first and a plain `nice` only ranks processes within their session:
// the tool gets a session of its own (spawned detached), that session's autogroup is set to
// nice 19 (/proc/self/autogroup), and the tool itself runs under `nice -n 19` (the whole
// story where the kernel schedules no autogroup, as in CI's container, where
// /proc/self/autogroup reads empty and the write fails or changes nothing; both are ignored).

/** The lowest priority `nice` gives. */
export const LOW_PRIORITY_NICE = 19;

const SCRIPT = `{ echo ${LOW_PRIORITY_NICE} > /proc/self/autogroup; } 2>/dev/null; exec nice -n ${LOW_PRIORITY_NICE} "$@"`;

/**
 * The command that runs `program args` at the lowest priority; spawn it with
 * `detached: true` (a session, so an autogroup, of its own).
 */
export function lowPriority(program: string, args: string[]): [string, string[]] {
  return ['sh', ['-c', SCRIPT, 'low-priority', program, ...args]];
}
