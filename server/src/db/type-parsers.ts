// PGlite and `pg` disagree on a few types out of the box (pg answers int8 as a string,
// PGlite as a number; dates come back as local or UTC midnight; bytea is a Buffer from pg and
// a plain Uint8Array from PGlite). These parsers make both
// answer the same, so a query behaves identically on either database.

export const PG_TYPE = {
  INT8: 20,
  NUMERIC: 1700,
  DATE: 1082,
  BYTEA: 17,
} as const;

function parseSafeInteger(text: string): number {
  const value = Number(text);
  // Money is stored in bigint cents; 2^53 cents is ninety trillion dollars, so a larger
  // value means a bug, and rounding it silently would hide that.
  if (!Number.isSafeInteger(value))
    throw new RangeError(`int8 value ${text} is not a safe integer`);
  return value;
}

/**
 * Text -> JS for the types we normalise: int8 (ids, cents, count(*)) and numeric (what
 * sum() over bigint cents returns) become numbers; date stays the 'YYYY-MM-DD' text so no
 * time zone can shift it.
 */
export const typeParsers: Record<number, (text: string) => unknown> = {
  [PG_TYPE.INT8]: parseSafeInteger,
  [PG_TYPE.NUMERIC]: (text) => Number(text),
  [PG_TYPE.DATE]: (text) => text,
  // bytea's text form is hex (`\x0a1b...`, PostgreSQL's default bytea_output): a Buffer on both.
  [PG_TYPE.BYTEA]: (text) => Buffer.from(text.slice(2), 'hex'),
};
