const pad2 = (n: number) => String(n).padStart(2, '0');

// Timers count whole seconds and never show negative time.
const wholeSeconds = (seconds: number) =>
  Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;

/** Elapsed timer 'mm:ss'; minutes keep counting past 59 ('60:00' at one hour). */
export function formatClock(seconds: number): string {
  const total = wholeSeconds(seconds);
  return `${pad2(Math.floor(total / 60))}:${pad2(total % 60)}`;
}

/** Countdown 'm:ss', e.g. '1:05'. */
export function formatCountdown(seconds: number): string {
  const total = wholeSeconds(seconds);
  return `${Math.floor(total / 60)}:${pad2(total % 60)}`;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Age of a post: 'Just now' under an hour (also for clock skew into the future), 'Nh' under
 * a day, then 'Nd'. Returns '' for an unparseable date.
 */
export function formatRelativeAge(
  date: Date | string | number,
  now: Date | number = Date.now(),
): string {
  const then = new Date(date).getTime();
  const nowMs = new Date(now).getTime();
  if (Number.isNaN(then) || Number.isNaN(nowMs)) return '';
  const hours = Math.floor((nowMs - then) / HOUR_MS);
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${hours}h`;
  return `${Math.floor(hours / 24)}d`;
}
