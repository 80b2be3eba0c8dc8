import { tUi } from '../i18n/messages';
import { intlDate, intlLocale } from '../i18n/format';

const pad2 = (n: number) => String(n).padStart(2, '0');

// Timers count whole seconds and never show negative time.
const wholeSeconds = (seconds: number) =>
  Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;

/** Elapsed timer 'mm:ss'; minutes keep counting past 59 ('60:00' at one hour). */
export function formatClock(seconds: number): string {
  const total = wholeSeconds(seconds);
  return `${pad2(Math.floor(total / 60))}:${pad2(total % 60)}`;
}

/** A length of time as a player shows it: '0:42', '12:05', '1:02:03' (whole seconds). */
export function formatDuration(milliseconds: number): string {
  const total = wholeSeconds(milliseconds / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = pad2(total % 60);
  return hours > 0 ? `${hours}:${pad2(minutes)}:${seconds}` : `${minutes}:${seconds}`;
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
  if (hours < 1) return tUi('ui.justNow');
  if (hours < 24) return tUi('ui.hoursAgo', { hours });
  return tUi('ui.daysAgo', { days: Math.floor(hours / 24) });
}

/**
 * An en-US date formatter made on first use. A page's first Intl object loads ICU's data
 * (20-26 ms of main thread, shared-api/src/contracts/number-format.ts); made at module level,
 * it was paid by every page that loaded the module, as it started, showing a date or not.
 */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => {
    // A page's language is fixed for its life (i18n/catalogs.ts): no need to re-check it.
    const locale = intlLocale();
    if (locale) return intlDate(locale, date, options);
    return (format ??= new Intl.DateTimeFormat('en-US', options)).format(date);
  };
}

const SHORT_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/**
 * A UTC minute as en-US writes it, 'Nov 28, 3:00 PM UTC' (what Intl.DateTimeFormat gives for
 * month short, day, hour, 2-digit minute and the zone's short name), written by hand because
 * the bracket's money chart shows it in its first render and Intl would load ICU's data there.
 */
export function formatUtcMinute(date: Date): string {
  const locale = intlLocale();
  if (locale) {
    const options = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
    return intlDate(locale, date, { ...options, timeZone: 'UTC', timeZoneName: 'short' });
  }
  const hours = date.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const day = `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
  return `${day}, ${hour12}:${pad2(date.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'} UTC`;
}
