import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SERVER_DIR } from '../src/server-dir';

// Route files parse a request, call one domain function and answer: the SQL and the rules it
// carries live in the domain modules, where an admin command, a job or a test can call them
// without a request. (That domain code never imports server/src/http
// or server/src/routes is ESLint's import-x/no-restricted-paths, eslint.config.js.) So no file
// of server/src/routes may run a query, open a transaction or hold a statement's text.

const ROUTES = path.join(SERVER_DIR, 'src', 'routes');

/**
 * Route files that still hold SQL, each with why; the test fails when one no longer does, so
 * the list only shrinks.
 */
const STILL_HOLDING_SQL: Record<string, string> = {};

/** The text without comments (a comment may say "select"; only code runs it). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const SQL_SIGNS: { name: string; pattern: RegExp }[] = [
  { name: 'a query', pattern: /\.(query|exec)\s*(<[^>]*>)?\s*\(/g },
  { name: 'a transaction', pattern: /\.transaction\s*(<[^>]*>)?\s*\(/g },
  {
    name: 'a statement',
    pattern: /['"`]\s*(select|insert\s+into|update\s+\w+\s+set|delete\s+from|with\s+\w+\s+as)\b/gi,
  },
];

/** "line: what" of each sign of SQL in a route file's code. */
export function sqlIn(text: string): string[] {
  const source = code(text);
  return SQL_SIGNS.flatMap(({ name, pattern }) =>
    [...source.matchAll(pattern)].map((match) => {
      const line = source.slice(0, match.index).split('\n').length;
      return `${line}: ${name} (${match[0].trim()})`;
    }),
  );
}

const routeFiles = fs.readdirSync(ROUTES).filter((name) => name.endsWith('.ts'));

describe('route files hold no SQL', () => {
  it('finds the signs of SQL it looks for', () => {
    assert.deepEqual(sqlIn("const { rows } = await db.query<Row>('select 1');"), [
      '1: a query (.query<Row>()',
      "1: a statement ('select)",
    ]);
    assert.deepEqual(sqlIn('await db.transaction(async (tx) => {});'), [
      '1: a transaction (.transaction()',
    ]);
    assert.deepEqual(sqlIn('`insert into t (a) values ($1)`'), ['1: a statement (`insert into)']);
    assert.deepEqual(sqlIn("// select a row, then\nreturn 'Selected';"), []);
  });

  for (const file of routeFiles) {
    it(file, () => {
      const found = sqlIn(fs.readFileSync(path.join(ROUTES, file), 'utf8'));
      if (file in STILL_HOLDING_SQL) {
        assert.notDeepEqual(found, [], `${file} holds no SQL any more: take it off the list`);
        return;
      }
      assert.deepEqual(
        found,
        [],
        `${file} holds SQL: move it into the domain module of what it reads or writes`,
      );
    });
  }

  it('knows every listed file', () => {
    for (const file of Object.keys(STILL_HOLDING_SQL)) assert.ok(routeFiles.includes(file), file);
  });
});
