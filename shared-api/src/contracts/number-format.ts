// Numbers as en-US writes them ('1,234', '1,234.5', '$3,500'), without Intl.
//
// Why not Intl.NumberFormat or toLocaleString: the first Intl object a page makes loads ICU's
// locale data, 20-26 ms of main thread in Chromium 156 (measured on this project's pages;
// 80-100 ms on a phone, as Lighthouse counts it), and every screen writes money or a count in
// its first render. This gives the same text as `value.toLocaleString('en-US', options)` for
// the options below (a test compares the two over many values), so the pages start without it.

export interface NumberFormatOptions {
  /** Fraction digits always written (default 0). */
  minimumFractionDigits?: number;
  /** Fraction digits at most, rounded half away from zero (default 3, as Intl's). */
  maximumFractionDigits?: number;
}

/**
 * Rounds a non-negative decimal string ('1234.5678') to `digits` fraction digits, half away
 * from zero, on the shortest decimal form of the number: what ICU does (1.005 -> '1.01',
 * where toFixed reads the binary value and gives '1.00').
 */
function roundDecimal(decimal: string, digits: number): { whole: string; fraction: string } {
  const [whole, fraction = ''] = decimal.split('.');
  if (fraction.length <= digits) return { whole, fraction };
  const kept = whole + fraction.slice(0, digits);
  if (fraction[digits] < '5') return { whole, fraction: fraction.slice(0, digits) };
  // Add one to the last kept digit, carrying to the left.
  const up = [...kept];
  let index = up.length - 1;
  while (index >= 0 && up[index] === '9') up[index--] = '0';
  if (index < 0) up.unshift('1');
  else up[index] = String(Number(up[index]) + 1);
  const cut = up.length - digits;
  return { whole: up.slice(0, cut).join(''), fraction: up.slice(cut).join('') };
}

const groupThousands = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ',');

/** `value` as en-US writes it, e.g. formatNumber(1234.5) === '1,234.5'. */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  const min = options.minimumFractionDigits ?? 0;
  const max = Math.max(min, options.maximumFractionDigits ?? Math.max(min, 3));
  const magnitude = Math.abs(value);
  // Exponent forms ('1e+21', '5e-7') are past any amount or count this site shows.
  if (!Number.isFinite(value) || magnitude >= 1e21) return value.toLocaleString('en-US', options);
  const shortest = magnitude < 1e-6 ? magnitude.toFixed(max + 1) : String(magnitude);
  const rounded = roundDecimal(shortest, max);
  let fraction = rounded.fraction.padEnd(min, '0');
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  // Intl keeps the sign of a negative number that rounds to zero ('-0'), and of -0 itself.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupThousands(rounded.whole)}${fraction ? `.${fraction}` : ''}`;
}

/** US dollars with cents, e.g. formatUsDollars(-1234.5) === '-$1,234.50'. */
export function formatUsDollars(dollars: number): string {
  const text = formatNumber(dollars, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}
