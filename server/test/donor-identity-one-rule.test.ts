import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../src/db/db';
import { emailKey } from '../src/donations/donor-identity';
import { SERVER_DIR } from '../src/server-dir';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// One donor identity (docs/donation-rules.md "One donor identity"). Who a
// donor is has one home: donations/donor-identity.ts (emailKey, identityKey, donorKeyNames) and
// its SQL twins paid_email_key / paid_identity_key (migration 0007), which every match of two
// donors reads on both sides. This file fails when a path that matches donors is added (or
// changed) to compare emails another way, as role-table.test.ts fails for a route without a
// role row:
// - every server source that deals with donors (src/donations, src/committee-report,
//   src/totals, src/charts, and any other file whose SQL reads or writes the donations or
//   donors tables, or that imports the donation flow) is scanned for a comparison of emails
//   that is not the identity's: SQL lower()/upper()/trim() around an email, an email column
//   compared as it is, .toLowerCase()/.trim()/... on an email in TypeScript, === on emails;
// - every database function whose body reads donations or donors, and every index on those
//   tables, is scanned the same way (the live definitions, whatever migration wrote them);
// - and, as a property over generated spellings of addresses (case, spaces, +tags, gmail.com
//   dots, googlemail.com), emailKey and paid_email_key give every spelling one key.

const SRC_DIR = path.join(SERVER_DIR, 'src');
/** The one home of the rule: the only source that may normalize an address itself. */
const IDENTITY_HOME = path.join(SRC_DIR, 'donations', 'donor-identity.ts');
/** Folders whose every file deals with donors. */
const DONOR_FOLDERS = ['donations', 'committee-report', 'totals', 'charts'].map((folder) =>
  path.join(SRC_DIR, folder),
);
/** SQL that reads or writes the donors' tables: the file matches donors somewhere. */
const DONOR_TABLE_SQL = /\b(from|join|into|update|table)\s+(donations|donors)\b/i;
/** An import of the donation flow. */
const DONATION_IMPORT = /from\s+'[./]*(\.\.\/)?donations\//;

/** An email-named identifier that is not a key (`donorEmail`, `u.email`, `donor_email`). */
const isRawEmailName = (name: string) => /email$/i.test(name) && !/key$/i.test(name);

interface Finding {
  where: string;
  line: number;
  text: string;
  rule: string;
}

/** Source text without comments (TypeScript's and SQL's), line numbers kept. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/(^|\s)--\s.*$/gm, '$1');
}

const RULES: { rule: string; test: (line: string) => boolean }[] = [
  {
    rule: 'SQL lower()/upper()/trim() around an email (use paid_email_key or donor_email_key)',
    test: (line) => /(?<!\.)\b(lower|upper|b?trim|ltrim|rtrim)\s*\([^;]*?email/i.test(line),
  },
  {
    rule: 'an email column compared as it is (compare paid_email_key / donor_email_key)',
    test: (line) => {
      for (const match of line.matchAll(
        /\b((?:\w+\.)?(\w*email\w*))\s*(=|<>|!=|\bin\s*\(|\blike\b|\bilike\b)(?![=>])/gi,
      )) {
        // A TypeScript declaration, not a comparison.
        if (/\b(const|let|var)\s+$/.test(line.slice(0, match.index))) continue;
        if (isRawEmailName(match[2]) && /_email$|^email$/i.test(match[2])) return true;
      }
      for (const match of line.matchAll(
        /(?<![=!<>])(=|<>|!=)\s*((?:\w+\.)?(\w*email\w*))\b(?!\s*\()/gi,
      )) {
        if (isRawEmailName(match[3]) && /_email$|^email$/i.test(match[3])) return true;
      }
      return false;
    },
  },
  {
    rule: 'an email normalized in TypeScript (use emailKey / donorKeysOf)',
    test: (line) => {
      for (const match of line.matchAll(
        /\b(\w*email\w*)\)?\??\.\s*(toLowerCase|toUpperCase|toLocaleLowerCase|toLocaleUpperCase|trim|trimStart|trimEnd|normalize|localeCompare|replace|replaceAll|split)\s*\(/gi,
      )) {
        if (isRawEmailName(match[1])) return true;
      }
      return false;
    },
  },
  {
    rule: 'emails compared with ===/!== in TypeScript (compare emailKey of both)',
    test: (line) => {
      // Whether an address is there at all (null, undefined, '') is no comparison of two.
      const nothing = /^\s*(null|undefined|''|"")\b|^\s*(null|undefined|''|"")\s*$/;
      for (const match of line.matchAll(/\b(\w*email\w*)\s*[!=]==?/gi)) {
        const rest = line.slice(match.index + match[0].length);
        if (isRawEmailName(match[1]) && !nothing.test(rest)) return true;
      }
      for (const match of line.matchAll(/([!=]==?)\s*(?:[\w?]+\.)*(\w*email\w*)\b(?!\s*\()/gi)) {
        const before = line.slice(0, match.index);
        if (isRawEmailName(match[2]) && !/(null|undefined|''|"")\s*$/.test(before)) return true;
      }
      return false;
    },
  },
];

/** Every comparison of emails in `source` that is not the identity's. */
export function findOtherWays(where: string, source: string): Finding[] {
  const findings: Finding[] = [];
  withoutComments(source)
    .split('\n')
    .forEach((text, index) => {
      for (const { rule, test } of RULES) {
        if (test(text)) findings.push({ where, line: index + 1, text: text.trim(), rule });
      }
    });
  return findings;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The server sources that deal with donors (see the top of this file). */
function donorSources(): string[] {
  return sourceFiles(SRC_DIR).filter((file) => {
    if (file === IDENTITY_HOME) return false;
    if (DONOR_FOLDERS.some((folder) => file.startsWith(folder + path.sep))) return true;
    const source = fs.readFileSync(file, 'utf8');
    return DONOR_TABLE_SQL.test(source) || DONATION_IMPORT.test(source);
  });
}

const report = (findings: Finding[]) =>
  findings.map((f) => `${f.where}:${f.line}: ${f.rule}\n    ${f.text}`).join('\n');

describe('one donor identity: the scanner', () => {
  it('finds the other ways of comparing emails this rule replaced', () => {
    for (const bad of [
      'select array_agg(u.id) from users u where lower(u.email) = lower(btrim(p_email))',
      'returning d.candidate_id, lower(d.donor_email), d.created_at',
      "select count(distinct lower(donor_email)) from donations where status = 'succeeded'",
      'where g.donor_email = p_email and g.status = $1',
      'where r.email = v_email',
      'and v_email = g.donor_email',
      'const email = form.donorEmail.toLowerCase();',
      'donor.email.trim(),',
      'if (state.earlierEmail !== email) throw conflict(message);',
      'const same = account.email === typed;',
      'users.find((user) => user.email?.toLowerCase() === email)',
    ]) {
      assert.notDeepEqual(findOtherWays('bad', bad), [], bad);
    }
  });
  it('lets the identity pass', () => {
    for (const good of [
      'select paid_email_key(u.email) into v_account_key from users u where u.id = p_user_id',
      'where g.donor_email_key = v_email_key or paid_email_key(u.email) = v_account_key',
      'insert into donors (email_key, name) select s.donor_email_key, s.donor_name from settled s',
      'const names = donorKeyNames(donorKeysOf(locks));',
      'state.earlierEmailKey !== emailKey(form.donorEmail)',
      'accountEmail: user?.email ?? null,',
      'if (locks.accountEmail !== null) names.add(key);',
      'email: form.donorEmail,',
      '`select donor_name as "donorName", donor_email as "donorEmail" from donations`',
      '// lower(email) in a comment says nothing',
    ]) {
      assert.deepEqual(findOtherWays('good', good), [], good);
    }
  });
});

describe('one donor identity: the sources', () => {
  it('scans the donation flow, the committee report, the totals and the charts', () => {
    const files = donorSources().map((file) => path.relative(SRC_DIR, file));
    for (const expected of [
      'donations/make-donation.ts',
      'donations/donor-allowance.ts',
      'donations/gift-locks.ts',
      'donations/saved-card-gift.ts',
      'donations/recurring-gifts.ts',
      'donations/my-donations.ts',
      'committee-report/committee-report.ts',
      'committee-report/contributors.ts',
      'totals/recompute-totals.ts',
      'charts/chart-days.ts',
      'routes/donation-routes.ts',
      'routes/saved-card-routes.ts',
    ]) {
      assert.ok(files.includes(expected), `${expected} is scanned`);
    }
  });
  it('compares donors only through donor-identity.ts and paid_email_key', () => {
    const findings = donorSources().flatMap((file) =>
      findOtherWays(path.relative(SERVER_DIR, file), fs.readFileSync(file, 'utf8')),
    );
    assert.equal(findings.length, 0, `\n${report(findings)}`);
  });
  it('matches donors in the gift, the locks and the report with the identity functions', () => {
    const read = (file: string) => fs.readFileSync(path.join(SRC_DIR, file), 'utf8');
    assert.match(read('donations/gift-locks.ts'), /donorKeyNames\(donorKeysOf\(/);
    assert.match(read('committee-report/contributors.ts'), /donorKeyNames\(/);
    assert.match(read('committee-report/committee-report.ts'), /paid_email_key\(u\.email\)/);
    assert.match(read('donations/make-donation.ts'), /emailKey\(form\.donorEmail\)/);
  });
});

/** Spellings of one mailbox a person may type: case, spaces, a +tag, and gmail's dots. */
function spellings(random: () => number, local: string, domain: string): string[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const recase = (text: string) =>
    [...text].map((c) => (random() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join('');
  const dotless = domain === 'gmail.com';
  const out: string[] = [];
  for (let n = 0; n < 12; n += 1) {
    let mailbox = local;
    if (dotless && random() < 0.6) {
      const at = 1 + Math.floor(random() * (local.length - 1));
      mailbox = `${local.slice(0, at)}.${local.slice(at)}`;
    }
    if (random() < 0.5) mailbox += `+${pick(['2', 'news', 'a.b', 'x+y', ''])}`;
    const host = dotless && random() < 0.3 ? 'googlemail.com' : domain;
    out.push(
      `${pick(['', ' ', '\t', '  '])}${recase(`${mailbox}@${host}`)}${pick(['', ' ', '\n'])}`,
    );
  }
  return out;
}

/** A seeded generator (mulberry32): a failure names its seed and repeats. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

for (const kind of DATABASE_KINDS) {
  describe(`one donor identity: the database (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
    });
    after(async () => {
      await database.dispose();
    });

    it('compares donors only through paid_email_key in every function that reads donations or donors', async () => {
      const { rows } = await db.query<{ name: string; source: string }>(
        `select p.proname as name, p.prosrc as source
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = current_schema()
            and p.prosrc ~* '\\m(donations|donors)\\M'`,
      );
      const names = rows.map((row) => row.name);
      for (const expected of [
        'paid_gift_state',
        'paid_settle_donation',
        'paid_record_donation',
        'paid_refund_donation',
      ]) {
        assert.ok(names.includes(expected), `${expected} is scanned`);
      }
      const findings = rows.flatMap((row) => findOtherWays(`function ${row.name}`, row.source));
      assert.equal(findings.length, 0, `\n${report(findings)}`);
    });

    it('indexes donors and donations by key, not by a lower-cased address', async () => {
      const { rows } = await db.query<{ name: string; definition: string }>(
        `select indexname as name, indexdef as definition from pg_indexes
          where schemaname = current_schema() and tablename in ('donations', 'donors')`,
      );
      const findings = rows.flatMap((row) => findOtherWays(`index ${row.name}`, row.definition));
      assert.equal(findings.length, 0, `\n${report(findings)}`);
    });

    it('gives every spelling of an address one key, in TypeScript and in SQL alike', async () => {
      const seed = Number(process.env.PAID_PROPERTY_SEED ?? Date.now() % 100_000);
      const random = seeded(seed);
      const boxes: [string, string][] = [];
      for (let n = 0; n < 40; n += 1) {
        const local = Array.from({ length: 3 + Math.floor(random() * 8) }, () =>
          'abcdefghijklmnopqrstuvwxyz0123456789'.charAt(Math.floor(random() * 36)),
        ).join('');
        boxes.push([local, ['gmail.com', 'example.org', 'paid.test'][n % 3]]);
      }
      const typed = boxes.flatMap(([local, domain]) =>
        spellings(random, local, domain).map((spelling) => ({
          spelling,
          key: `${local}@${domain}`,
        })),
      );
      for (const { spelling, key } of typed) {
        assert.equal(emailKey(spelling), key, `seed ${seed}: ${JSON.stringify(spelling)}`);
      }
      // One statement for all of them: the SQL twin agrees with the TypeScript on each (a
      // placeholder per value: PGlite and pg agree on scalar parameters, not on arrays).
      const values = typed.map((_, index) => `($${index + 1}::text, ${index})`).join(', ');
      const { rows } = await db.query<{ key: string }>(
        `select paid_email_key(t.s) as key from (values ${values}) as t(s, n) order by t.n`,
        typed.map((item) => item.spelling),
      );
      rows.forEach((row, index) =>
        assert.equal(
          row.key,
          typed[index].key,
          `seed ${seed}: ${JSON.stringify(typed[index].spelling)}`,
        ),
      );
    });
  });
}
