// The FEC's electronic filing format (`.fec`, version 8.4), the part the committee report
// writes: fields separated by the field separator (ASCII 28, "FS"), one record per line ending
// with CRLF, dates as YYYYMMDD, amounts as dollars with two decimals and no separators, text in
// printable ASCII no longer than the field's length. Field order and lengths: the FEC's own
// format schemas (github.com/fecgov/fecfile-validate, schema/HDR.json, schema/F3.json,
// schema/backlog/forms/F6.json and F65.json, each field's fec_spec COL_SEQ and TYPE) and the
// Schedule A record as the FEC's filing software writes it (github.com/fecgov/fecfile-web-api,
// web_services/dot_fec/schema_fields/SchA.json); fecfile's mappings.json (the parser of
// github.com/esonderegger/fecfile, keys `^sa[^3]`, `^f3[a|n|t]`, `(^f6$)|(^f6[an])`, `^f65`,
// `^hdr$`, versions 8.x) gives the same order for 8.4.

/** The field separator of format 8.x: ASCII 28 (FS). */
export const FEC_FIELD_SEPARATOR = '\u001c';
export const FEC_RECORD_END = '\r\n';
export const FEC_FORMAT_VERSION = '8.4';
/** The header's software name and version: this writer's (bump the version when its output changes). */
export const FEC_SOFTWARE = { name: 'PAID', version: '1.0.0' } as const;

/**
 * The committee ID put in every record's second field while the product keeps none: the FEC
 * assigns it when the committee registers (Form 1) and the product never asked for it. All
 * zeros fits the field's pattern (C + 8 digits) and is no committee's, so the filer's software
 * or the FEC's validation shows at once that it must be replaced.
 */
export const PLACEHOLDER_COMMITTEE_ID = 'C00000000';

/** One field's text: printable ASCII, one line, at most `length` characters. */
export function fecText(value: string | null | undefined, length: number): string {
  if (!value) return '';
  const ascii = value
    // Accents off (José -> Jose): the format is ASCII.
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    // Anything else outside printable ASCII (FS, CR, LF, other scripts) would break a record
    // or the format: a space.
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return ascii.slice(0, length).trimEnd();
}

/** A ZIP code as the format takes it: 5 or 9 digits, no hyphen (62701-1234 -> 627011234). */
export function fecZip(value: string | null | undefined): string {
  return (value ?? '').replace(/[^0-9A-Za-z]/g, '').slice(0, 9);
}

/** A UTC date (YYYY-MM-DD) as the format's NUM-8 date: 20260315. */
export function fecDate(date: string): string {
  return date.replaceAll('-', '');
}

/** Whole cents (never negative) as the format's amount: 123456 -> '1234.56'. */
export function fecAmount(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A record: its fields joined by FS, then CRLF. */
export function fecRecord(fields: readonly string[]): string {
  return fields.join(FEC_FIELD_SEPARATOR) + FEC_RECORD_END;
}

/**
 * The header record (HDR, 8 fields): record type, EF type, FEC version, software name and
 * version, report ID and report number (both blank for an original report: they name the
 * report an amendment amends), comment.
 */
export function headerRecord(): string {
  return fecRecord([
    'HDR',
    'FEC',
    FEC_FORMAT_VERSION,
    FEC_SOFTWARE.name,
    FEC_SOFTWARE.version,
    '',
    '',
    '',
  ]);
}

/** A person's name in the format's five fields. */
export interface FecName {
  last: string;
  first: string;
  middle: string;
  prefix: string;
  suffix: string;
}

/** The five name fields: last (30), first (20), middle (20), prefix (10), suffix (10). */
export function fecNameFields(name: FecName): string[] {
  return [
    fecText(name.last, 30),
    fecText(name.first, 20),
    fecText(name.middle, 20),
    fecText(name.prefix, 10),
    fecText(name.suffix, 10),
  ];
}

/** A mailing address as typed by a donor. */
export interface FecAddress {
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** The five address fields: street 1 and 2 (34), city (30), state (2), ZIP (9). */
export function fecAddressFields(address: FecAddress): string[] {
  return [
    fecText(address.street1, 34),
    fecText(address.street2, 34),
    fecText(address.city, 30),
    fecText(address.state?.toUpperCase(), 2),
    fecZip(address.zip),
  ];
}
