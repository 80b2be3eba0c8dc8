// How every refusal for going too fast says when to try again: a wait of seconds reads in
// seconds, a longer one as people say it ("in about 35 minutes", not "in 2089 seconds").

const MINUTE = 60;
const HOUR = 60 * MINUTE;

function count(amount: number, unit: string): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** A wait of `ms` in words: '45 seconds', 'about 35 minutes', 'about 2 hours'. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  // Up to a minute and a half the exact count is short enough and worth knowing.
  if (seconds < 1.5 * MINUTE) return count(seconds, 'second');
  if (seconds < 1.5 * HOUR) return `about ${count(Math.round(seconds / MINUTE), 'minute')}`;
  return `about ${count(Math.round(seconds / HOUR), 'hour')}`;
}

/** The 429 answer's message (the API's error format) for a limit that frees up in `ttlMs`. */
export function tooManyRequestsMessage(ttlMs: number): string {
  return `Too many requests. Try again in ${waitInWords(ttlMs)}.`;
}
