import {
  formatNumber as formatEnglishNumber,
  type NumberFormatOptions,
} from 'shared-api/number-format';
import { intlLocale, intlNumber } from '../i18n/format';

/** A count or figure in the page's language: '1,234.5' (en, without Intl), es-US by Intl. */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  const locale = intlLocale();
  return locale ? intlNumber(locale, value, options) : formatEnglishNumber(value, options);
}
