import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { FUNCTIONS_DIR } from '../src/db/migrate';
import { SERVER_DIR } from '../src/server-dir';

// The running totals have one home (docs/money-sql.md): the SQL functions of
// server/sql/functions write them, and a gift's money moves through one of them alone,
// paid_move_totals, which record, settle and refund call. No production source (server/src,
// bench/src) writes a totals table or a total column itself; it calls the functions. This
// file fails when one does, as eligibility-one-rule.test.ts fails for a read of is_activated.
// (Tests may still set a fixture's total directly.)

const TOTALS_TABLES = ['state_totals', 'platform_totals', 'donors'];
const TOTAL_COLUMNS = [
  'total_donations_cents',
  'total_cents',
  'total_raised_cents',
  'total_donors',
  'total_candidates',
  'state_candidates',
  'active_candidates',
];

const TABLE_WRITE = new RegExp(
  `\\b(update|insert\\s+into|delete\\s+from|truncate)\\s+(table\\s+)?(${TOTALS_TABLES.join('|')})\\b`,
  'gi',
);
const COLUMN_WRITE = new RegExp(
  `\\bset\\b[^;\`'"]*?\\b(${TOTAL_COLUMNS.join('|')})\\s*=(?!=)`,
  'gi',
);
/** The batch insert helper (db/insert-rows.ts) naming a totals table. */
const BATCH_WRITE = new RegExp(`insertRows[^;]*?['"](${TOTALS_TABLES.join('|')})['"]`, 'g');

/** Source text without comments, whitespace folded: a statement may span lines. */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/(^|\s)--\s.*$/gm, '$1')
    .replace(/\s+/g, ' ');
}

/** Every write of a running total in `text`, as the statement's start. */
export function totalsWrites(text: string): string[] {
  const source = code(text);
  return [TABLE_WRITE, COLUMN_WRITE, BATCH_WRITE].flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[0].slice(0, 80)),
  );
}

function tsFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : tsFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const sqlFunction = (name: string) =>
  code(fs.readFileSync(path.join(FUNCTIONS_DIR, `${name}.sql`), 'utf8'));

describe('one totals mover', () => {
  it('finds a totals write however it is spelled (the scanner is not vacuous)', () => {
    for (const bad of [
      "await tx.query('update platform_totals set total_raised_cents = total_raised_cents + $1', [c]);",
      '`insert into state_totals (state_code) values ($1) on conflict do nothing`',
      "'delete from donors where email_key = $1'",
      '`update candidates\n   set total_donations_cents = total_donations_cents + $2 where id = $1`',
      "'update fundraising_streams set ended_at = now(), total_cents = 0 where id = $1'",
      "await insertRows(tx, 'donors', ['email_key', 'name'], rows);",
    ]) {
      assert.notDeepEqual(totalsWrites(bad), [], bad);
    }
    for (const good of [
      "'select total_raised_cents from platform_totals'",
      "'select paid_count_candidate($1, $2, $3, $4, $5)'",
      "'update fundraising_streams set viewer_count = $2 where id = $1'",
      '`select id from candidates where total_donations_cents = 0`',
      '// update platform_totals in a comment writes nothing',
    ]) {
      assert.deepEqual(totalsWrites(good), [], good);
    }
  });

  it('has no production source write a totals table or a total column', () => {
    const roots = [path.join(SERVER_DIR, 'src'), path.join(SERVER_DIR, '..', 'bench', 'src')];
    const files = roots.flatMap((root) => tsFiles(root));
    assert.ok(files.length > 100, `${files.length} sources scanned`);
    const writes = files.flatMap((file) =>
      totalsWrites(fs.readFileSync(file, 'utf8')).map(
        (write) => `${path.relative(path.join(SERVER_DIR, '..'), file)}: ${write}`,
      ),
    );
    assert.deepEqual(
      writes,
      [],
      'call the SQL functions of server/sql/functions (paid_move_totals and its siblings, docs/money-sql.md)',
    );
  });

  it('moves a gift’s money in paid_move_totals alone, called by record, settle and refund', () => {
    for (const name of ['paid_record_donation', 'paid_settle_donation', 'paid_refund_donation']) {
      const sql = sqlFunction(name);
      assert.match(sql, /perform paid_move_totals\(/, `${name} calls the mover`);
      assert.deepEqual(totalsWrites(sql), [], `${name} moves no total itself`);
    }
    const mover = sqlFunction('paid_move_totals');
    for (const written of [
      /update candidates c set total_donations_cents/,
      /insert into state_totals/,
      /insert into donors/,
      /delete from donors/,
      /update platform_totals/,
      /update fundraising_streams f set total_cents/,
    ]) {
      assert.match(mover, written);
    }
    // Every other function that writes a total is a candidate count or the rebuild.
    const writers = fs
      .readdirSync(FUNCTIONS_DIR)
      .map((file) => file.replace(/\.sql$/, ''))
      .filter((name) => totalsWrites(sqlFunction(name)).length > 0)
      .sort();
    assert.deepEqual(writers, [
      'paid_count_candidate',
      'paid_move_totals',
      'paid_recompute_totals',
    ]);
  });
});
