import type { Language } from 'shared-api/languages';
import contractEs from 'shared-api/locales/es.json' with { type: 'json' };
import serverEs from '../locales/es.json' with { type: 'json' };
import { ENGLISH_DAY_PATTERN, englishDayIn } from './language-formats';

// The server's sentences in the reader's language (docs/languages.md "The server's words").
// One table keyed by the exact English sentence the server writes, kept in two files by who
// reads it: shared-api/src/locales/es.json, the sentences a browser may show by itself too (the
// contract's schema messages, offices, attestations: a Spanish page loads that file), and
// server/src/locales/es.json, those only the server writes (its refusals, sentences with
// values). Each en.json holds the same keys, each its own translation, for the catalogue
// check. A sentence that is in neither stays English.
//
// A sentence with values inside ("Too many requests. Try again in 45 seconds.") is keyed
// by its English with ICU placeholders ("Too many requests. Try again in {wait}."), and
// matched as a pattern when no key matches the sentence exactly. What a placeholder matches
// is decided by its name:
// - {count}: a whole number; {amount}, {limit}, {room}: dollars ($3,500, $12.50). Written as is.
// - {date}: an English long date ('March 7, 2028'), written in the reader's language.
// - any other name: any text, itself translated when the table knows it (so
//   "Invalid body: {field}: {message}" translates the field's message inside it; a field
//   name, a path or a person's name is in no table and stays as it is).

type Table = Readonly<Record<string, string>>;

const TABLES: Partial<Record<Language, Table>> = { es: { ...contractEs, ...serverEs } };

const DOLLARS = String.raw`\$\d[\d,]*(?:\.\d\d)?`;
const VALUE_PATTERNS: Readonly<Record<string, string>> = {
  count: String.raw`\d[\d,]*`,
  amount: DOLLARS,
  limit: DOLLARS,
  room: DOLLARS,
  date: ENGLISH_DAY_PATTERN,
};
/** Values of other names are sentences or names: any text, as short as the pattern allows. */
const ANY_TEXT = '.+?';
/** A value inside a value inside a value: no sentence of the server nests deeper. */
const MAX_DEPTH = 3;

const PLACEHOLDER = /\{(\w+)\}/g;

interface Pattern {
  regex: RegExp;
  names: string[];
  translation: string;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternsOf(table: Table): Pattern[] {
  return Object.entries(table)
    .filter(([english]) => english.includes('{'))
    .map(([english, translation]) => {
      const names: string[] = [];
      const source = english
        .split(PLACEHOLDER)
        // split with a capture group alternates text and placeholder names.
        .map((part, index) => {
          if (index % 2 === 0) return escapeRegex(part);
          names.push(part);
          return `(${VALUE_PATTERNS[part] ?? ANY_TEXT})`;
        })
        .join('');
      return { regex: new RegExp(`^${source}$`), names, translation };
    });
}

const patternsByLanguage = new Map<Language, Pattern[]>();

function patterns(language: Language, table: Table): Pattern[] {
  let found = patternsByLanguage.get(language);
  if (!found) {
    found = patternsOf(table);
    patternsByLanguage.set(language, found);
  }
  return found;
}

function translate(message: string, language: Language, table: Table, depth: number): string {
  if (Object.hasOwn(table, message)) return table[message];
  if (depth >= MAX_DEPTH) return message;
  for (const pattern of patterns(language, table)) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const values = new Map(
      pattern.names.map((name, index) => {
        const value = match[index + 1];
        if (name === 'date') return [name, englishDayIn(value, language)];
        if (VALUE_PATTERNS[name]) return [name, value];
        return [name, translate(value, language, table, depth + 1)];
      }),
    );
    return pattern.translation.replace(
      PLACEHOLDER,
      (whole, name: string) => values.get(name) ?? whole,
    );
  }
  return message;
}

/** A sentence of the server's in `language`; as it is when the table does not know it. */
export function translateMessage(message: string, language: Language): string {
  const table = TABLES[language];
  return table ? translate(message, language, table, 0) : message;
}

/** An error answer's body (`{ message, errors? }`, docs/errors.md) in `language`. */
export function errorBodyIn<
  B extends { message: string; errors?: Readonly<Record<string, string>> },
>(body: B, language: Language): B {
  if (!TABLES[language]) return body;
  const translated: B = { ...body, message: translateMessage(body.message, language) };
  if (body.errors) {
    translated.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, message]) => [
        field,
        translateMessage(message, language),
      ]),
    );
  }
  return translated;
}
