// `npx tsx src/gift-profile.ts` (PGlite) or `DATABASE_URL=postgres://... npx tsx
// src/gift-profile.ts` (a fresh, empty PostgreSQL database): what one POST /api/donations
// does to the database. The real app (buildApp, the test-mode provider, production rate
// limits) answers gifts through app.inject over a Db that notes every call: each statement's
// text, whether it ran inside a transaction, and its wall time. After warm-up gifts it
// profiles GIFTS more, one at a time, and prints per gift: the statements in order with their
// mean time, the round trips inside and outside transactions (a transaction adds its BEGIN
// and COMMIT), the transactions, the gift's lock names, and the total time. bench/REPORT.md
// ("A gift's path") keeps the figures.
import { performance } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { Db, DbTx } from '../../server/src/db/db';
import { migrate } from '../../server/src/db/migrate';
import { seedElectionsIfEmpty } from '../../server/src/elections/seed-elections';
import { openDatabase } from '../../server/src/db/open-db';
import { giftLockNames } from '../../server/src/donations/gift-locks';
import { recomputeTotals } from '../../server/src/totals/recompute-totals';

const WARM_UP = 100;
const GIFTS = 200;

interface Call {
  sql: string;
  inTransaction: boolean;
  ms: number;
}

/** The first words of a statement, whitespace folded: enough to name it. */
const label = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 90);

/** A Db that notes every statement (and each transaction's BEGIN and COMMIT) in `calls`. */
function profilingDb(inner: Db, calls: Call[]): Db {
  const timed = async <T>(sql: string, inTransaction: boolean, run: () => Promise<T>) => {
    const start = performance.now();
    try {
      return await run();
    } finally {
      calls.push({ sql: label(sql), inTransaction, ms: performance.now() - start });
    }
  };
  const wrap = (tx: DbTx, inTransaction: boolean): DbTx => ({
    query: (sql, params) => timed(sql, inTransaction, () => tx.query(sql, params)),
    exec: (sql) => timed(sql, inTransaction, () => tx.exec(sql)),
  });
  return {
    kind: inner.kind,
    ...wrap(inner, false),
    transaction: async (fn) => {
      calls.push({ sql: 'BEGIN', inTransaction: true, ms: 0 });
      const first = calls.length;
      const start = performance.now();
      try {
        return await inner.transaction((tx) => fn(wrap(tx, true)));
      } finally {
        // BEGIN and COMMIT together: the transaction's time less its statements' (and less
        // the work between them in this process).
        const statementsMs = calls.slice(first).reduce((sum, call) => sum + call.ms, 0);
        calls.push({
          sql: 'COMMIT',
          inTransaction: true,
          ms: performance.now() - start - statementsMs,
        });
      }
    },
    listen: (channel, onNotify, onGap) => inner.listen(channel, onNotify, onGap),
    close: () => inner.close(),
  };
}

function giftBody(candidateId: number, n: number) {
  return {
    candidateId,
    amount: 25,
    donorName: `Profile Donor ${n}`,
    donorEmail: `profile-donor-${n}@bench.example`,
    addressLine1: '1 Main Street',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    occupation: 'Engineer',
    employer: 'Acme',
    attestations: {
      citizenOrResident: true,
      ownFunds: true,
      personalCard: true,
      atLeast18: true,
      notFederalContractor: true,
    },
    card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    idempotencyKey: `profile-gift-${process.pid}-${n}`,
  };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paid-gift-profile-'));
  const inner = await openDatabase({ dataDir, databaseUrl });
  const calls: Call[] = [];
  try {
    await migrate(inner);
    // The calendar (the server does this at start): a gift needs an election ahead.
    await seedElectionsIfEmpty(inner);
    const { rows } = await inner.query<{ id: number }>(
      `insert into candidates (name, position, geographic_code, level, state_code, is_active,
                               is_activated)
       values ('Profile Candidate', 'governor', 'IL', 'state', 'IL', true, true) returning id`,
    );
    await inner.transaction((tx) => recomputeTotals(tx));
    const candidateId = rows[0].id;

    const config = loadConfig(
      { PAID_DATA_DIR: dataDir, PAID_EMPTY: '1', LOG_LEVEL: 'silent', NODE_ENV: 'production' },
      ['node', 'main'],
    );
    const app = buildApp({
      db: profilingDb(inner, calls),
      config,
      logger: false,
      limits: { donations: { max: 1_000_000_000, windowMs: 60_000 } },
    });
    await app.ready();
    const give = async (n: number) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/donations',
        payload: giftBody(candidateId, n),
      });
      if (answer.statusCode !== 201) throw new Error(`${answer.statusCode}: ${answer.body}`);
    };
    for (let n = 0; n < WARM_UP; n += 1) await give(n);
    calls.length = 0;
    const start = performance.now();
    for (let n = WARM_UP; n < WARM_UP + GIFTS; n += 1) await give(n);
    const wallMs = (performance.now() - start) / GIFTS;
    await app.close();

    // The calls of one gift, in order, with the mean time of each over the gifts.
    const perGift = calls.length / GIFTS;
    if (!Number.isInteger(perGift)) throw new Error(`${calls.length} calls for ${GIFTS} gifts`);
    const steps = calls.slice(0, perGift).map((call, index) => {
      let ms = 0;
      for (let g = 0; g < GIFTS; g += 1) ms += calls[g * perGift + index].ms;
      return { ...call, ms: ms / GIFTS };
    });
    const statements = steps.filter((s) => s.sql !== 'BEGIN' && s.sql !== 'COMMIT');
    const transactions = steps.filter((s) => s.sql === 'BEGIN').length;
    const inside = statements.filter((s) => s.inTransaction).length;
    const locks = giftLockNames({
      idempotencyKey: 'k',
      email: 'profile-donor-1@bench.example',
      userId: null,
      accountEmail: null,
      donorName: 'Profile Donor 1',
      addressLine1: '1 Main Street',
      postalCode: '62701',
    });

    console.log(`One gift on ${inner.kind} (mean of ${GIFTS} after ${WARM_UP} to warm up):\n`);
    console.log('| # | where | statement | mean ms |');
    console.log('| ---: | --- | --- | ---: |');
    steps.forEach((s, index) =>
      console.log(
        `| ${index + 1} | ${s.inTransaction ? 'in tx' : 'outside'} | \`${s.sql.replace(/\|/g, '\\|')}\` | ${s.ms.toFixed(2)} |`,
      ),
    );
    const dbMs = statements.reduce((sum, s) => sum + s.ms, 0);
    console.log(
      `\n${statements.length} statements (${inside} inside ${transactions} transaction(s), ` +
        `${statements.length - inside} outside); round trips ${statements.length + 2 * transactions} ` +
        `(each transaction adds BEGIN and COMMIT); ${locks.length} gift lock names ` +
        `(${inner.kind === 'postgres' ? 'advisory locks in one call' : 'in-process locks'}); ` +
        `database ${dbMs.toFixed(2)} ms of ${wallMs.toFixed(2)} ms per gift (wall, one at a time).`,
    );
  } finally {
    await inner.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
