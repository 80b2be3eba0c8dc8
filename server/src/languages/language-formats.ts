import type { Language } from 'shared-api/languages';

// Days and moments as the server writes them into text (error answers, mail) in the reader's
// language. English keeps its own formats where they are (shared-api's formatChargeDay,
// mail/donation-mail.ts's formatReceiptTime), so English text does not change; Spanish uses
// Intl with es-US, as the browser does (docs/languages.md "Money, numbers, dates"). Amounts
// stay $1,234.50 in both: US dollars.

// Made once: building an Intl formatter costs far more than using one.
const SPANISH_DAY = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' });
const SPANISH_MOMENT = new Intl.DateTimeFormat('es-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** YYYY-MM-DD in Spanish: '7 de marzo de 2028' (English: shared-api's formatChargeDay). */
export function spanishDay(day: string): string {
  return SPANISH_DAY.format(new Date(`${day}T00:00:00Z`));
}

/** A moment in Spanish, in UTC: '20 de noviembre de 2026 a las 10:00 a.m. UTC'. */
export function spanishMoment(at: Date | string): string {
  return `${SPANISH_MOMENT.format(new Date(at))} UTC`;
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** An English long date ('March 7, 2028', formatChargeDay's), as a pattern. */
export const ENGLISH_DAY_PATTERN = `(?:${ENGLISH_MONTHS.join('|')}) \\d{1,2}, \\d{4}`;

/** 'March 7, 2028' (formatChargeDay's English) in `language`; anything else as it is. */
export function englishDayIn(text: string, language: Language): string {
  if (language === 'en') return text;
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  const month = match ? ENGLISH_MONTHS.indexOf(match[1]) : -1;
  if (!match || month < 0) return text;
  const day = `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[2].padStart(2, '0')}`;
  return spanishDay(day);
}
