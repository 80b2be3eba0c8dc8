import { intlLocale, lazyDateFormat } from 'shared-ui';

// A day of the calendar (an election's, a monthly charge's: 'YYYY-MM-DD', no time of day) as
// the page's language writes it: 'November 7, 2028', '7 de noviembre de 2028'. The English is
// shared-api's formatChargeDay's (the mails say the same); this one follows the page. English
// is written by hand, as the site's other English figures are (shared-ui/i18n/format.ts): the
// candidate page shows the next election's day in its first render, and a page's first Intl
// object loads ICU's data there (a long task; bench/page-checks/start-up-work.spec.ts).

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );

const dayFormat = lazyDateFormat({ timeZone: 'UTC', dateStyle: 'long' });

/** '2028-11-07' -> 'November 7, 2028' (en), '7 de noviembre de 2028' (es). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (intlLocale()) return dayFormat(date);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
