import { formatChargeDay } from 'shared-api';
import { intlLocale, lazyDateFormat } from 'shared-ui';

// A day of the calendar (an election's, a monthly charge's: 'YYYY-MM-DD', no time of day) as
// the page's language writes it: 'November 7, YYYY', '7 de noviembre de YYYY'. English is
// shared-api's formatChargeDay (the mails say the same, and no Intl object, so no ICU data, at
// the page's start); other languages go through Intl.

const dayFormat = lazyDateFormat({ timeZone: 'UTC', dateStyle: 'long' });

/** 'YYYY-11-07' -> 'November 7, YYYY' (en), '7 de noviembre de YYYY' (es). */
export function formatDay(day: string): string {
  return intlLocale() ? dayFormat(new Date(`${day}T00:00:00Z`)) : formatChargeDay(day);
}
