import fc from 'fast-check';
import { z } from 'zod';

// fast-check generators of hostile input for the API fuzz tests: text that breaks naive code
// (NUL, lone surrogates, right-to-left overrides, combining marks, huge strings, markup, SQL),
// values of the wrong type, extra and prototype-polluting fields, undecodable bodies.

/** Strings that have broken real servers: each is tried as a field, a param and a body. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\n\t\r',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Egnp.exe',
  '\uFEFFbom',
  'Z\u0337\u0322\u0354\u0308a\u0338l\u0334g\u0336o',
  '🏳️‍🌈👨‍👩‍👧‍👦'.repeat(40),
  '<script>window.__paidPwned = 1</script>',
  '"><img src=x onerror="window.__paidPwned=1">',
  'javascript:alert(1)',
  "' OR '1'='1' --",
  "'; drop table users; --",
  '${7*7}{{7*7}}<%= 7*7 %>',
  '../../../../etc/passwd',
  '/files/../../etc/passwd',
  '%00%2e%2e%2f',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'true',
  '0',
  '-1',
  '1e309',
  '9007199254740993',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/png;base64,AAAA',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'http://evil.example/x.png',
  'user@paid.test\r\nBcc: victim@example.com',
];

/** Any text: random code points, graphemes, the list above, and (rarely) very long text. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 10 }))
      .map(([nasty, tail]) => `${nasty}${tail}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 300, max: 120_000 }), fc.constantFrom('x', 'é', '😀', '<', '\u0000'))
      .map(([length, unit]) => unit.repeat(length)),
  },
);

/** Numbers at the edges: huge, negative, fractional, unsafe, NaN and Infinity (null in JSON). */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 0.5, 2 ** 31, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308),
);

/** A value of any JSON type, hostile where it can be. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** The keys of an object schema (through pipes/transforms), to aim fields at real names. */
export function objectKeysOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return objectKeysOf(schema.in as z.ZodType);
  return [];
}

/** Fields mixing the schema's own keys and made-up ones, each with a hostile value. */
function nastyObject(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const known =
    keys.length > 0
      ? fc.record(Object.fromEntries(keys.map((key) => [key, nastyValue])), { requiredKeys: [] })
      : fc.constant({});
  const extra = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('isAdmin', 'userId', 'id', 'role')),
    nastyValue,
    { maxKeys: 4 },
  );
  return fc.tuple(known, extra).map(([own, more]) => ({ ...more, ...own }));
}

/**
 * A valid body with one field replaced by a hostile value, one field dropped, or a field added:
 * bodies that get past the first checks and reach the later refinements.
 */
function mutatedSample(sample: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(sample);
  if (keys.length === 0) return fc.constant(sample);
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...keys), nastyValue)
      .map(([key, value]) => ({ ...sample, [key]: value })),
    fc.constantFrom(...keys).map((key) => {
      const { [key]: _dropped, ...rest } = sample;
      return rest;
    }),
    fc
      .tuple(fc.string({ maxLength: 12 }), nastyValue, fc.constantFrom(...keys), nastyValue)
      .map(([extraKey, extraValue, key, value]) => ({
        ...sample,
        [key]: value,
        [extraKey]: extraValue,
      })),
  );
}

/** The JSON value of a body: any value, an object aimed at the schema's fields, or a mutant. */
export function nastyJsonBody(
  schema: z.ZodType | undefined,
  sample?: Record<string, unknown>,
): fc.Arbitrary<unknown> {
  const arbitraries: fc.Arbitrary<unknown>[] = [nastyValue, nastyObject(objectKeysOf(schema))];
  if (sample) arbitraries.push(mutatedSample(sample), mutatedSample(sample));
  return fc.oneof(...arbitraries);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Text sent as application/json that is not JSON (or that Fastify refuses: __proto__). */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  // Valid JSON, but refused by Fastify's parser as prototype pollution.
  fc.constantFrom(
    '{"__proto__": {"isAdmin": true}}',
    '{"constructor": {"prototype": {"isAdmin": true}}}',
  ),
  fc
    .oneof(
      fc.constantFrom(
        '',
        '{',
        '{"a":',
        '[1, 2',
        "{'single': 'quotes'}",
        '{"a": 1}}',
        'NaN',
        '\u0000',
      ),
      fc.string({ maxLength: 60 }),
      // Cut short mid-way.
      fc
        .jsonValue({ maxDepth: 2 })
        .map((value) => JSON.stringify(value))
        .map((text) => text.slice(0, -1)),
    )
    .filter((text) => !isJson(text)),
);

/** Content types the API never takes as a JSON body. */
export const foreignContentType: fc.Arbitrary<string> = fc.constantFrom(
  'application/xml',
  'text/xml',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----paid',
  'application/octet-stream',
  'application/javascript',
  'application/x-php',
  'not a type',
);

/**
 * A path param value: hostile text, numbers that are no id, and well-formed ids or tokens that
 * name nothing (ids from `absentIdFloor` up, where the test database has no rows).
 */
export function nastyParam(absentIdFloor: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: nastyString.filter((text) => text.length > 0) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '1e3',
        'NaN',
        'Infinity',
        '0x10',
        ' 7',
        '7 ',
        '9007199254740993',
        '99999999999999999999999',
        '%',
        '.',
        '..',
      ),
    },
    {
      weight: 2,
      arbitrary: fc.integer({ min: absentIdFloor, max: Number.MAX_SAFE_INTEGER }).map(String),
    },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
  );
}
