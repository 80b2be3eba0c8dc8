import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SCHEDULE_A_COLUMNS } from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// The committee report's `.fec` downloads (docs/donation-rules.md "Committee report"): the
// Schedule A filing of a range, checked record by record against format 8.4 (field positions
// as the FEC's schemas number them, committee-report-fec-format.test.ts checks every field)
// and against the CSVs of the same range; the 48-hour notices (Form 6) of the range; and who
// may download them.

const FS = '\u001c';
const MARCH = 'from=2026-03-01&to=2026-03-31';

/** A `.fec` file's records, as fields; every record ends with CRLF. */
function records(file: string): string[][] {
  assert.ok(file.endsWith('\r\n'));
  return file
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(FS));
}

// 1-based field positions of format 8.4 (fecgov/fecfile-validate schemas, SchA as the FEC's
// fecfile-web-api writes it).
const SA = {
  lastName: 8,
  firstName: 9,
  zip: 17,
  electionCode: 18,
  date: 20,
  amount: 21,
  aggregate: 22,
};
const F3 = { coverageFrom: 16, coverageThrough: 17, itemized: 33, unitemized: 34, total: 35 };
const F65 = { transactionId: 3, lastName: 6, date: 17, amount: 18 };
const field = (record: string[], position: number) => record[position - 1];

/** The CSV's cells (the fixture's values hold no comma or quote). */
const csvRows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

const dollars = (text: string) => Math.round(Number(text) * 100);

interface Gift {
  name: string;
  email: string;
  amountCents: number;
  createdAt: string;
  election: 'primary' | 'general';
  status?: 'succeeded' | 'refunded';
}

for (const kind of DATABASE_KINDS) {
  describe(`committee report .fec (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let candidateId: number;
    let otherCandidateId: number;
    let owner: Record<string, string>;
    let member: Record<string, string>;
    let admin: Record<string, string>;
    let counter = 0;

    /** A gift designated to the candidate's 2026 primary (IL: 17 March) or general (3 Nov). */
    async function insertGift(db: Db, gift: Gift): Promise<void> {
      counter += 1;
      await db.query(
        `insert into donations (candidate_id, amount_cents, donor_name, donor_email,
           donor_address_line1, donor_city, donor_state, donor_postal_code, employer,
           occupation, status, idempotency_key, created_at, election_id)
         values ($1, $2, $3, $4, '1 Main St', 'Springfield', 'IL', '62701', 'Acme', 'Engineer',
                 $5, $6, $7,
                 (select id from elections where scope = 'IL' and kind = $8
                     and extract(year from election_date) = 2026))`,
        [
          candidateId,
          gift.amountCents,
          gift.name,
          gift.email,
          gift.status ?? 'succeeded',
          `fec-test-${counter}-${process.pid}`,
          gift.createdAt,
          gift.election,
        ],
      );
    }

    before(async () => {
      database = await createTestDatabase(kind);
      app = testApp(database.db);
      const db = database.db;
      const ownerId = await insertUser(db, { firstName: 'Casey', lastName: 'Morales' });
      const memberId = await insertUser(db);
      const adminId = await insertUser(db);
      await db.query('update users set is_admin = true where id = $1', [adminId]);
      candidateId = await insertCandidate(db, {
        userId: ownerId,
        isActivated: true,
        stateCode: 'IL',
      });
      otherCandidateId = await insertCandidate(db, { name: 'Other One', isActivated: true });
      owner = await loginCookies(db, ownerId);
      member = await loginCookies(db, memberId);
      admin = await loginCookies(db, adminId);
      const gifts: Gift[] = [
        // Before the range: in Ann's aggregates only.
        {
          name: 'Ann Lee',
          email: 'ann@example.com',
          amountCents: 150_00,
          createdAt: '2026-02-10T12:00:00Z',
          election: 'primary',
        },
        // Ann passes $200 in the cycle: itemized, P2026 aggregate 250.
        {
          name: 'Ann Lee',
          email: 'ann@example.com',
          amountCents: 100_00,
          createdAt: '2026-03-01T00:00:00Z',
          election: 'primary',
        },
        // $1,000 for the general, 15 days before the primary: a 48-hour notice.
        {
          name: 'Ann Lee',
          email: 'ann@example.com',
          amountCents: 1_000_00,
          createdAt: '2026-03-02T09:00:00Z',
          election: 'general',
        },
        // Refunded: no receipt, no notice.
        {
          name: 'Eve Roe',
          email: 'eve@example.com',
          amountCents: 1_500_00,
          createdAt: '2026-03-03T09:00:00Z',
          election: 'primary',
          status: 'refunded',
        },
        // Unitemized.
        {
          name: 'Bob Stone',
          email: 'bob@example.com',
          amountCents: 50_00,
          createdAt: '2026-03-05T09:00:00Z',
          election: 'primary',
        },
        // Itemized, one cent under a notice.
        {
          name: 'Dan Poe',
          email: 'dan@example.com',
          amountCents: 999_99,
          createdAt: '2026-03-10T09:00:00Z',
          election: 'primary',
        },
        // Within 48 hours of the primary (2 days before): no notice.
        {
          name: 'Cara Diaz',
          email: 'cara@example.com',
          amountCents: 2_000_00,
          createdAt: '2026-03-15T09:00:00Z',
          election: 'primary',
        },
      ];
      for (const gift of gifts) await insertGift(db, gift);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const get = (url: string, cookies: Record<string, string> = owner) =>
      app.inject({ method: 'GET', url, cookies });
    const base = () => `/api/candidate/${candidateId}/committee-report`;

    it('files the itemized receipts as SA11AI records with their election and aggregate', async () => {
      const response = await get(`${base()}/schedule-a.fec?${MARCH}`);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['content-type'], 'text/plain; charset=us-ascii');
      assert.equal(
        response.headers['content-disposition'],
        `attachment; filename="committee-report-${candidateId}-2026-03-01-to-2026-03-31-schedule-a.fec"`,
      );
      assert.equal(response.headers['cache-control'], 'private, no-store');
      const [hdr, f3, ...schedule] = records(response.body);
      assert.deepEqual(hdr.slice(0, 3), ['HDR', 'FEC', '8.4']);
      assert.equal(f3[0], 'F3N');
      assert.equal(f3.length, 93);
      assert.equal(field(f3, F3.coverageFrom), '20260301');
      assert.equal(field(f3, F3.coverageThrough), '20260331');
      assert.deepEqual(
        schedule.map((record) => [
          record[0],
          record.length,
          field(record, SA.lastName),
          field(record, SA.firstName),
          field(record, SA.electionCode),
          field(record, SA.date),
          field(record, SA.amount),
          field(record, SA.aggregate),
        ]),
        [
          ['SA11AI', 45, 'Lee', 'Ann', 'P2026', '20260301', '100.00', '250.00'],
          ['SA11AI', 45, 'Lee', 'Ann', 'G2026', '20260302', '1000.00', '1000.00'],
          ['SA11AI', 45, 'Poe', 'Dan', 'P2026', '20260310', '999.99', '999.99'],
          ['SA11AI', 45, 'Diaz', 'Cara', 'P2026', '20260315', '2000.00', '2000.00'],
        ],
      );
      assert.deepEqual(
        [F3.itemized, F3.unitemized, F3.total].map((position) => field(f3, position)),
        ['4099.99', '50.00', '4149.99'],
      );
    });

    it("totals what the range's CSVs total", async () => {
      const fec = records((await get(`${base()}/schedule-a.fec?${MARCH}`)).body);
      const [, f3, ...schedule] = fec;
      const summary = csvRows((await get(`${base()}/summary.csv?${MARCH}`)).body);
      const column = (name: string) => summary[0].indexOf(name);
      const sum = (name: string) =>
        summary.slice(1).reduce((total, row) => total + dollars(row[column(name)]), 0);
      assert.equal(dollars(field(f3, F3.itemized)), sum('Itemized Total'));
      assert.equal(dollars(field(f3, F3.unitemized)), sum('Unitemized Total'));
      assert.equal(dollars(field(f3, F3.total)), sum('Total Receipts'));
      assert.equal(
        schedule.reduce((total, record) => total + dollars(field(record, SA.amount)), 0),
        sum('Itemized Total'),
      );
      // Each SA11AI record is a line of the contributions CSV: date, amount, aggregate, election.
      const contributions = csvRows((await get(`${base()}/contributions.csv?${MARCH}`)).body);
      const at = (name: (typeof SCHEDULE_A_COLUMNS)[number]) => SCHEDULE_A_COLUMNS.indexOf(name);
      const csvLines = contributions
        .slice(1)
        .map((row) =>
          [
            row[at('Date of Receipt')].replaceAll('-', ''),
            row[at('Amount')],
            row[at('Aggregate Election-to-Date')],
            row[at('Election' as never)],
          ].join(' '),
        );
      for (const record of schedule) {
        const line = [SA.date, SA.amount, SA.aggregate, SA.electionCode]
          .map((position) => field(record, position))
          .join(' ');
        assert.ok(csvLines.includes(line), `${line} in ${csvLines.join(' | ')}`);
      }
    });

    it('lists the 48-hour notices of the range as a Form 6', async () => {
      const response = await get(`${base()}/48-hour-notices.fec?${MARCH}`);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(
        response.headers['content-disposition'],
        `attachment; filename="committee-report-${candidateId}-2026-03-01-to-2026-03-31-48-hour-notices.fec"`,
      );
      const [hdr, f6, ...contributions] = records(response.body);
      assert.deepEqual(hdr.slice(0, 3), ['HDR', 'FEC', '8.4']);
      assert.deepEqual([f6[0], f6.length], ['F6N', 24]);
      // Only Ann's $1,000: Eve's was refunded, Dan's is under $1,000, Cara's came within 48
      // hours of the primary.
      assert.deepEqual(
        contributions.map((record) => [
          record[0],
          record.length,
          field(record, F65.lastName),
          field(record, F65.date),
          field(record, F65.amount),
        ]),
        [['F65', 20, 'Lee', '20260302', '1000.00']],
      );
      assert.match(field(contributions[0], F65.transactionId), /^PAID[0-9]+$/);
      // A range with none: the Form 6 alone.
      const none = records(
        (await get(`${base()}/48-hour-notices.fec?from=2026-03-15&to=2026-03-31`)).body,
      );
      assert.deepEqual(
        none.map((record) => record[0]),
        ['HDR', 'F6N'],
      );
    });

    it('answers the owner and support only', async () => {
      for (const file of ['schedule-a.fec', '48-hour-notices.fec']) {
        const url = `${base()}/${file}?${MARCH}`;
        assert.equal((await get(url, {})).statusCode, 401, url);
        assert.equal((await get(url, member)).statusCode, 403, url);
        assert.equal((await get(url, admin)).statusCode, 200, url);
        assert.equal((await get(url, owner)).statusCode, 200, url);
        const unknown = `/api/candidate/999999/committee-report/${file}?${MARCH}`;
        assert.equal((await get(unknown, owner)).statusCode, 404, unknown);
        const other = `/api/candidate/${otherCandidateId}/committee-report/${file}?${MARCH}`;
        assert.equal((await get(other, owner)).statusCode, 403, other);
        const bad = `${base()}/${file}?from=2026-03-31&to=2026-03-01`;
        assert.equal((await get(bad, owner)).statusCode, 400, bad);
      }
    });
  });
}
