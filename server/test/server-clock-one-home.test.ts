import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SERVER_DIR } from '../src/server-dir';

// One server clock (clock/server-clock.ts; docs/donation-rules.md "The server's clock"): every
// decision by date that moves money (a gift's election, an election already held, the
// allowance, monthly plans and their renewal, the best-efforts window) reads the "now" it is
// given, which the server builds from PAID_CLOCK_OFFSET_MS. This file fails when a source of
// those paths reads the real clock itself (`new Date()`, `Date.now()`), which a set clock
// would not move: a test server living past an election would then decide by two dates.

const SRC_DIR = path.join(SERVER_DIR, 'src');
/** Folders whose every file decides money by date. */
const MONEY_FOLDERS = ['donations', 'elections'].map((folder) => path.join(SRC_DIR, folder));
/** The routes of the donation form, one-tap and monthly gifts, and the candidate's elections. */
const MONEY_ROUTES = [
  'donation-routes.ts',
  'saved-card-routes.ts',
  'gift-answers.ts',
  'plan-renewal-routes.ts',
  'candidate-routes.ts',
].map((file) => path.join(SRC_DIR, 'routes', file));

/** The real clock read without an argument: "now" not taken from the server's clock. */
const REAL_CLOCK = /\bnew\s+Date\s*\(\s*\)|\bDate\s*\.\s*now\s*\(/;

/** Source text without comments, line numbers kept. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function moneySources(): string[] {
  const files = MONEY_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => path.join(folder, name)),
  );
  return [...files, ...MONEY_ROUTES.filter((file) => fs.existsSync(file))];
}

/** `file:line text` of every line of `source` that reads the real clock. */
export function realClockReads(file: string, source: string): string[] {
  return withoutComments(source)
    .split('\n')
    .flatMap((line, index) =>
      REAL_CLOCK.test(line)
        ? [`${path.relative(SERVER_DIR, file)}:${index + 1} ${line.trim()}`]
        : [],
    );
}

describe('one server clock for money decisions', () => {
  it('recognizes a read of the real clock, and not a date made from a value', () => {
    assert.equal(realClockReads('x.ts', 'const today = utcDay(new Date());').length, 1);
    assert.equal(realClockReads('x.ts', 'const at = Date.now() - 5;').length, 1);
    assert.equal(realClockReads('x.ts', 'const at = new Date(row.createdAt);').length, 0);
    assert.equal(realClockReads('x.ts', '// new Date() in a comment').length, 0);
  });

  it('no donations, elections or donate-route source reads the real clock', () => {
    const sources = moneySources();
    assert.ok(sources.length > 10, `scanned ${sources.length} files`);
    const reads = sources.flatMap((file) => realClockReads(file, fs.readFileSync(file, 'utf8')));
    assert.deepEqual(reads, [], 'take "now" from the server clock (clock/server-clock.ts)');
  });
});
