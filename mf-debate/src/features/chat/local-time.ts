import { intlLocale } from 'shared-ui';

/**
 * The locale a reader's times are written in: the browser's own on an English page (as
 * before the site had languages), the page's language on another ('es-US').
 */
export function timeLocale(): string | undefined {
  return intlLocale() ?? undefined;
}

/** An ISO time as the reader's clock shows it ("2:35 PM"; the day too when not today). */
export function localTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const locale = timeLocale();
  const time = at.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  if (at.toDateString() === now.toDateString()) return time;
  return `${at.toLocaleDateString(locale, { month: 'short', day: 'numeric' })}, ${time}`;
}
