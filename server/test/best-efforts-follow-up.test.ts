import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  BEST_EFFORTS_REQUEST_DAYS,
  DONOR_DETAILS_EXPIRED_MESSAGE,
  DONOR_DETAILS_LINK_DAYS,
  DONOR_DETAILS_UNKNOWN_MESSAGE,
  DONOR_DETAILS_USED_MESSAGE,
} from 'shared-api/contracts';
import { buildCommitteeReport } from '../src/committee-report/committee-report';
import type { Db } from '../src/db/db';
import { openDatabase } from '../src/db/open-db';
import { requestMissingDonorDetails } from '../src/donations/best-efforts-requests';
import { donationReference } from '../src/donations/donation-receipt';
import { insertCandidate } from './helpers/make-accounts';
import { testApp } from './helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// Best efforts (docs/donation-rules.md "Best efforts follow-up"): a gift the committee report
// itemizes that lacks employer or occupation gets one follow-up mail within 30 days, with a
// single-use link whose answer completes the gift's record and so the report; never twice,
// also with two servers running the job at once.

const DAY_MS = 86_400_000;
const ORIGIN = 'http://localhost:3000';
const COMPLETE = '/api/donations/donor-details';

interface Gift {
  candidateId: number;
  amountCents: number;
  email: string;
  employer?: string | null;
  occupation?: string | null;
  /** Days before the test's clock; default 1. */
  daysAgo?: number;
}

for (const kind of databaseKinds({ differsByDatabase: 'two servers claim the follow-ups' })) {
  describe(`best-efforts follow-up (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let clock = Date.now();
    let serial = 0;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      app = testApp(db, {}, { accountClock: () => clock });
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    /** A succeeded gift as the donation flow leaves it (the trigger fills its donor keys). */
    async function give(gift: Gift): Promise<number> {
      serial += 1;
      const { rows } = await db.query<{ id: number }>(
        `insert into donations (candidate_id, amount_cents, donor_name, donor_email,
           donor_address_line1, donor_city, donor_state, donor_postal_code, employer,
           occupation, status, idempotency_key, created_at)
         values ($1, $2, $3, $4, '1 Main St', 'Springfield', 'IL', '62701', $5, $6,
                 'succeeded', $7, $8)
         returning id`,
        [
          gift.candidateId,
          gift.amountCents,
          `Donor ${gift.email}`,
          gift.email,
          gift.employer ?? null,
          gift.occupation ?? null,
          `best-efforts-${serial}-${process.pid}`,
          new Date(clock - (gift.daysAgo ?? 1) * DAY_MS).toISOString(),
        ],
      );
      return Number(rows[0].id);
    }

    let candidateSerial = 0;
    async function newCandidate(): Promise<number> {
      candidateSerial += 1;
      return insertCandidate(db, { name: `Pat Follow${candidateSerial}`, isActivated: true });
    }

    /** The follow-up mails queued for `email`, oldest first. */
    async function followUps(email: string): Promise<string[]> {
      const { rows } = await db.query<{ text: string }>(
        `select body_text as text from mail_outbox
          where recipient = $1 and kind = 'best-efforts-request' order by id`,
        [email],
      );
      return rows.map((row) => row.text);
    }

    function tokenOf(text: string): string {
      const token = /\/donation-details\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      assert.ok(token, text);
      return token;
    }

    const run = (on: Db = db) =>
      requestMissingDonorDetails(on, { now: new Date(clock), publicOrigin: ORIGIN });

    it('mails once per itemized gift lacking a detail; not under the threshold nor with both', async () => {
      clock = Date.now();
      const candidateId = await newCandidate();
      // Ann: $150 (her aggregate $150, not itemized), then $100 (aggregate $250, itemized).
      const annSmall = await give({ candidateId, amountCents: 15_000, email: 'ann@example.com' });
      const annPassing = await give({ candidateId, amountCents: 10_000, email: 'ann@example.com' });
      // Bo: $300 with both details. Cy: $50 with neither. Di: $250, occupation only missing.
      await give({
        candidateId,
        amountCents: 30_000,
        email: 'bo@example.com',
        employer: 'Acme',
        occupation: 'Welder',
      });
      await give({ candidateId, amountCents: 5_000, email: 'cy@example.com' });
      const di = await give({
        candidateId,
        amountCents: 25_000,
        email: 'di@example.com',
        employer: 'Acme',
        occupation: '  ',
      });

      const { requested } = await run();
      assert.deepEqual(
        requested.filter((id) => id >= annSmall).sort((a, b) => a - b),
        [annPassing, di],
      );
      const [annMail, ...annMore] = await followUps('ann@example.com');
      assert.deepEqual(annMore, []);
      assert.match(annMail, new RegExp(donationReference(annPassing)));
      assert.match(annMail, /this gift's record has no employer and occupation/);
      assert.match(annMail, new RegExp(`${ORIGIN}/donation-details\\?token=`));
      const [diMail] = await followUps('di@example.com');
      assert.match(diMail, /this gift's record has no occupation\./);
      assert.deepEqual(await followUps('bo@example.com'), []);
      assert.deepEqual(await followUps('cy@example.com'), []);

      // A later run (this server or another) asks nothing again.
      assert.deepEqual((await run()).requested, []);
      assert.equal((await followUps('ann@example.com')).length, 1);
      assert.equal((await followUps('di@example.com')).length, 1);
    });

    it(`asks only within ${BEST_EFFORTS_REQUEST_DAYS} days of the gift`, async () => {
      clock = Date.now();
      const candidateId = await newCandidate();
      await give({
        candidateId,
        amountCents: 50_000,
        email: 'late@example.com',
        daysAgo: BEST_EFFORTS_REQUEST_DAYS + 1,
      });
      const inTime = await give({
        candidateId,
        amountCents: 50_000,
        email: 'intime@example.com',
        daysAgo: BEST_EFFORTS_REQUEST_DAYS - 1,
      });
      const { requested } = await run();
      assert.ok(requested.includes(inTime), JSON.stringify(requested));
      assert.deepEqual(await followUps('late@example.com'), []);
      assert.equal((await followUps('intime@example.com')).length, 1);
    });

    it('a backlog larger than one batch is asked in full, in short transactions', async () => {
      clock = Date.now();
      const candidateId = await newCandidate();
      const gifts: number[] = [];
      for (let n = 0; n < 120; n += 1) {
        gifts.push(
          await give({ candidateId, amountCents: 25_000, email: `backlog${n}@example.com` }),
        );
      }
      const transactions: number[] = [];
      const counting: Db = {
        kind: db.kind,
        query: (sql, params) => db.query(sql, params),
        exec: (sql) => db.exec(sql),
        transaction: (fn) => {
          transactions.push(1);
          return db.transaction(fn);
        },
        listen: (channel, onNotify, onGap) => db.listen(channel, onNotify, onGap),
        close: () => db.close(),
      };
      const { requested } = await run(counting);
      assert.deepEqual(
        requested.filter((id) => id >= gifts[0]).sort((a, b) => a - b),
        gifts,
      );
      assert.ok(transactions.length >= 3, `${transactions.length} transaction(s) for 120 gifts`);
      for (const n of [0, 60, 119]) {
        assert.equal((await followUps(`backlog${n}@example.com`)).length, 1);
      }
    });

    it('the link completes the record, the committee report reads it, a spent link is refused', async () => {
      clock = Date.now();
      const candidateId = await newCandidate();
      const giftId = await give({ candidateId, amountCents: 40_000, email: 'eve@example.com' });
      await run();
      const token = tokenOf((await followUps('eve@example.com'))[0]);

      // Opening the page spends nothing; the form's POST does.
      const answered = await app.inject({
        method: 'POST',
        url: COMPLETE,
        payload: { token, employer: ' Initech ', occupation: 'Analyst' },
      });
      assert.equal(answered.statusCode, 200, answered.body);
      assert.equal(answered.json().reference, donationReference(giftId));

      const day = (at: number) => new Date(at).toISOString().slice(0, 10);
      const report = await buildCommitteeReport(db, candidateId, {
        from: day(clock - 2 * DAY_MS),
        to: day(clock),
      });
      const line = report.lines.find((l) => Number(l.gift.id) === giftId);
      assert.equal(line?.gift.employer, 'Initech');
      assert.equal(line?.gift.occupation, 'Analyst');
      assert.equal(line?.itemized, true);

      const again = await app.inject({
        method: 'POST',
        url: COMPLETE,
        payload: { token, employer: 'Other', occupation: 'Other' },
      });
      assert.equal(again.statusCode, 409, again.body);
      assert.equal(again.json().message, DONOR_DETAILS_USED_MESSAGE);
      const { rows } = await db.query<{ employer: string }>(
        'select employer from donations where id = $1',
        [giftId],
      );
      assert.equal(rows[0].employer, 'Initech');

      const unknown = await app.inject({
        method: 'POST',
        url: COMPLETE,
        payload: { token: 'u'.repeat(43), employer: 'A', occupation: 'B' },
      });
      assert.equal(unknown.statusCode, 400, unknown.body);
      assert.equal(unknown.json().message, DONOR_DETAILS_UNKNOWN_MESSAGE);
    });

    it(`refuses a link older than ${DONOR_DETAILS_LINK_DAYS} days`, async () => {
      clock = Date.now();
      const candidateId = await newCandidate();
      await give({ candidateId, amountCents: 40_000, email: 'old@example.com' });
      await run();
      const token = tokenOf((await followUps('old@example.com'))[0]);
      clock += DONOR_DETAILS_LINK_DAYS * DAY_MS + 1;
      const expired = await app.inject({
        method: 'POST',
        url: COMPLETE,
        payload: { token, employer: 'Initech', occupation: 'Analyst' },
      });
      assert.equal(expired.statusCode, 403, expired.body);
      assert.equal(expired.json().message, DONOR_DETAILS_EXPIRED_MESSAGE);
    });

    it('two servers running the job at once ask once per gift', async () => {
      clock = Date.now();
      const candidateId = await newCandidate();
      const gifts: number[] = [];
      for (let n = 0; n < 8; n += 1) {
        gifts.push(await give({ candidateId, amountCents: 25_000, email: `race${n}@example.com` }));
      }
      // Another server's own connection (PGlite: one process, the same database).
      const second: Db =
        kind === 'postgres' ? await openDatabase({ databaseUrl: database.url, dataDir: '' }) : db;
      try {
        const [a, b] = await Promise.all([run(db), run(second)]);
        const both = [...a.requested, ...b.requested].filter((id) => gifts.includes(id));
        assert.deepEqual(
          [...both].sort((x, y) => x - y),
          gifts,
          JSON.stringify({ a: a.requested, b: b.requested }),
        );
        for (let n = 0; n < gifts.length; n += 1) {
          assert.equal((await followUps(`race${n}@example.com`)).length, 1, `race${n}`);
        }
      } finally {
        if (second !== db) await second.close();
      }
    });
  });
}
