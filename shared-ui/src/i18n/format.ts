import { pageLanguage } from './catalogs';

// Money, numbers and dates in the page's language, US dollars in both (docs/languages.md).
// English keeps the site's own en-US formatting without Intl (shared-api/number-format: the
// first Intl object of a page loads ICU's data, a long task at start); other languages use
// Intl with their US locale ('es-US': "$1,234.56", "1 dic 2026").

const INTL_LOCALE = { es: 'es-US' } as const;

/** The Intl locale of the page's language, or null on an English page. */
export function intlLocale(): string | null {
  const language = pageLanguage();
  return language === 'en' ? null : INTL_LOCALE[language];
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formatters.get(key) as F | undefined;
  if (!format) formatters.set(key, (format = make()));
  return format;
}

/** A number in a non-English page's language ('1234.5' -> '1,234.5' in es-US). */
export function intlNumber(locale: string, value: number, options: Intl.NumberFormatOptions = {}) {
  return cached(
    `n:${locale}:${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  ).format(value);
}

/** US dollars in a non-English page's language. */
export function intlDollars(
  locale: string,
  dollars: number,
  options: Intl.NumberFormatOptions = {},
) {
  return intlNumber(locale, dollars, { style: 'currency', currency: 'USD', ...options });
}

/** A date in a non-English page's language. */
export function intlDate(locale: string, date: Date, options: Intl.DateTimeFormatOptions) {
  return cached(
    `d:${locale}:${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  ).format(date);
}
