import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SCHEDULE_A_COLUMNS } from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { recomputeTotals } from '../src/totals/recompute-totals';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// The committee report (docs/donation-rules.md "Committee report"): the exact CSV
// of a handful of gifts (aggregates across a contributor's gifts matched as the limit matches
// donors, a refunded gift, RFC 4180 quoting, formula neutralising), the inclusive UTC range,
// the per-election summary, the range's 400s and who may read it.

interface Gift {
  candidateId: number;
  amountCents: number;
  name: string;
  email: string;
  createdAt: string;
  status?: 'pending' | 'succeeded' | 'declined' | 'refunded';
  refundedAt?: string | null;
  userId?: number | null;
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  employer?: string | null;
  occupation?: string | null;
  message?: string | null;
}

let giftCounter = 0;

/** A gift row as the donation flow leaves it (the trigger fills its donor keys). */
async function insertGift(db: Db, gift: Gift): Promise<void> {
  giftCounter += 1;
  await db.query(
    `insert into donations (candidate_id, amount_cents, donor_name, donor_email,
       donor_address_line1, donor_address_line2, donor_city, donor_state, donor_postal_code,
       employer, occupation, message, status, idempotency_key, user_id, created_at,
       refunded_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      gift.candidateId,
      gift.amountCents,
      gift.name,
      gift.email,
      gift.line1 ?? null,
      gift.line2 ?? null,
      gift.city ?? null,
      gift.state ?? null,
      gift.zip ?? null,
      gift.employer ?? null,
      gift.occupation ?? null,
      gift.message ?? null,
      gift.status ?? 'succeeded',
      `report-test-${giftCounter}-${process.pid}`,
      gift.userId ?? null,
      gift.createdAt,
      gift.refundedAt ?? null,
    ],
  );
}

const HEADER = SCHEDULE_A_COLUMNS.join(',');
const MARCH = 'from=2026-03-01&to=2026-03-31';

for (const kind of DATABASE_KINDS) {
  describe(`committee report (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let candidateId: number;
    let otherCandidateId: number;
    let owner: Record<string, string>;
    let member: Record<string, string>;
    let admin: Record<string, string>;

    before(async () => {
      database = await createTestDatabase(kind);
      app = testApp(database.db);
      const db = database.db;
      const ownerId = await insertUser(db, { firstName: 'Casey', lastName: 'Morales' });
      const memberId = await insertUser(db);
      const adminId = await insertUser(db);
      await db.query('update users set is_admin = true where id = $1', [adminId]);
      const danaId = await insertUser(db, { email: 'Dana@Example.com' });
      candidateId = await insertCandidate(db, { userId: ownerId, isActivated: true });
      otherCandidateId = await insertCandidate(db, { name: 'Other One', isActivated: true });
      owner = await loginCookies(db, ownerId);
      member = await loginCookies(db, memberId);
      admin = await loginCookies(db, adminId);

      const ann = {
        candidateId,
        name: 'Ann Lee',
        line1: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        employer: 'Acme',
        occupation: 'Engineer',
      };
      const gifts: Gift[] = [
        // Before the cycle's first day (2024-11-06): counts in no aggregate of this election.
        {
          ...ann,
          amountCents: 90_000,
          email: 'ann@example.com',
          createdAt: '2024-11-05T23:00:00Z',
        },
        // Earlier in the election, before the range: not listed, but in Ann's aggregate.
        {
          ...ann,
          amountCents: 150_00,
          email: 'ann@example.com',
          createdAt: '2026-02-10T12:00:00Z',
        },
        // Just outside the range on either side.
        { ...ann, amountCents: 1_00, email: 'ann@example.com', createdAt: '2026-02-28T23:59:59Z' },
        // The range's first instant (inclusive); Ann by her email with a +tag and capitals:
        // 150 + 1 + 100 passes $200, so itemized.
        {
          ...ann,
          amountCents: 100_00,
          email: 'Ann+Report@Example.com',
          createdAt: '2026-03-01T00:00:00Z',
          message: 'Go Ann! This message is not a memo.',
        },
        // Dana, logged in, typing another address: her account is her.
        {
          candidateId,
          amountCents: 150_00,
          name: 'Dana Diaz',
          email: 'dana.other@example.com',
          userId: danaId,
          createdAt: '2026-03-02T10:00:00Z',
        },
        // Ann under another email, matched by name + street + ZIP.
        {
          ...ann,
          name: 'ANN LEE',
          line1: '1 Main St.',
          amountCents: 50_00,
          email: 'ann.work@example.org',
          createdAt: '2026-03-05T09:00:00Z',
        },
        // Refunded: listed with a memo, in no total or aggregate.
        {
          candidateId,
          amountCents: 500_00,
          name: 'Bob Stone',
          email: 'bob@example.com',
          status: 'refunded',
          createdAt: '2026-03-10T15:00:00Z',
          refundedAt: '2026-03-12T23:30:00Z',
        },
        // Declined and pending: not receipts, not listed.
        {
          candidateId,
          amountCents: 70_00,
          name: 'Bob Stone',
          email: 'bob@example.com',
          status: 'declined',
          createdAt: '2026-03-11T15:00:00Z',
        },
        {
          candidateId,
          amountCents: 80_00,
          name: 'Bob Stone',
          email: 'bob@example.com',
          status: 'pending',
          createdAt: '2026-03-12T15:00:00Z',
        },
        // A comma, quotes and a newline: RFC 4180 quoting.
        {
          candidateId,
          amountCents: 20_00,
          name: 'Smith, "Jo"\nJr.',
          line2: 'Apt 4, Rear',
          email: 'jo@example.com',
          createdAt: '2026-03-15T08:30:00Z',
        },
        // Cells that a spreadsheet would run as formulas.
        {
          candidateId,
          amountCents: 10_00,
          name: '=HYPERLINK("http://evil.test","x")',
          city: '+Town',
          employer: '@corp',
          occupation: '-dev',
          state: '\tTX',
          email: 'formula@example.com',
          createdAt: '2026-03-20T00:00:00Z',
        },
        // Dana again as a visitor, by her account's email: 150 + 100 passes $200.
        {
          candidateId,
          amountCents: 100_00,
          name: 'Dana Diaz',
          email: 'dana@example.com',
          createdAt: '2026-03-25T10:00:00Z',
        },
        // The range's last instant (inclusive), and the next one (outside).
        {
          candidateId,
          amountCents: 5_00,
          name: 'Cal End',
          email: 'cal@example.com',
          createdAt: '2026-03-31T23:59:59.999Z',
        },
        {
          candidateId,
          amountCents: 7_00,
          name: 'Cal End',
          email: 'cal@example.com',
          createdAt: '2026-04-01T00:00:00Z',
        },
        // Another candidate's gift, from Ann: not this report's.
        {
          ...ann,
          candidateId: otherCandidateId,
          amountCents: 999_00,
          email: 'ann@example.com',
          createdAt: '2026-03-03T00:00:00Z',
        },
      ];
      for (const gift of gifts) await insertGift(db, gift);
      await db.transaction((tx) => recomputeTotals(tx));
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const get = (url: string, cookies: Record<string, string> = owner) =>
      app.inject({ method: 'GET', url, cookies });

    it('lists the range as FEC Schedule A columns, exactly', async () => {
      const response = await get(
        `/api/candidate/${candidateId}/committee-report/contributions.csv?${MARCH}`,
      );
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
      assert.equal(
        response.headers['content-disposition'],
        `attachment; filename="committee-report-${candidateId}-2026-03-01-to-2026-03-31-contributions.csv"`,
      );
      assert.equal(response.headers['cache-control'], 'private, no-store');
      const expected = [
        HEADER,
        'Ann Lee,1 Main St,,Springfield,IL,62701,Acme,Engineer,2026-03-01,100.00,251.00,G2026,',
        'Dana Diaz,,,,,,,,2026-03-02,150.00,150.00,G2026,',
        'ANN LEE,1 Main St.,,Springfield,IL,62701,Acme,Engineer,2026-03-05,50.00,301.00,G2026,',
        'Bob Stone,,,,,,,,2026-03-10,500.00,0.00,G2026,"Refunded on 2026-03-12: not a receipt, not counted in totals or aggregates"',
        '"Smith, ""Jo""\nJr.",,"Apt 4, Rear",,,,,,2026-03-15,20.00,20.00,G2026,',
        `"'=HYPERLINK(""http://evil.test"",""x"")",,,'+Town,'\tTX,,'@corp,'-dev,2026-03-20,10.00,10.00,G2026,`,
        'Dana Diaz,,,,,,,,2026-03-25,100.00,250.00,G2026,',
        'Cal End,,,,,,,,2026-03-31,5.00,5.00,G2026,',
      ];
      // UTF-8 with a byte order mark, CRLF after every record (also inside no field).
      assert.equal(response.rawPayload.subarray(0, 3).toString('hex'), 'efbbbf');
      assert.equal(response.body, '\uFEFF' + expected.map((line) => `${line}\r\n`).join(''));
    });

    it('sums the election per contributor, receipts only, itemized above $200', async () => {
      const response = await get(`/api/candidate/${candidateId}/committee-report?${MARCH}`);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), {
        candidateId,
        candidateName: 'Casey Morales',
        from: '2026-03-01',
        to: '2026-03-31',
        elections: [
          {
            election: 'G2026',
            from: '2026-03-01',
            to: '2026-03-31',
            totalReceipts: 435,
            contributionCount: 7,
            // Ann's 100 and 50, Dana's second 100.
            itemizedTotal: 250,
            itemizedCount: 3,
            unitemizedTotal: 185,
            unitemizedCount: 4,
            // Ann, Dana, Jo, the formula, Cal (Bob's only gift was refunded).
            contributorCount: 5,
            refundedTotal: 500,
            refundedCount: 1,
          },
        ],
      });
      const csv = await get(`/api/candidate/${candidateId}/committee-report/summary.csv?${MARCH}`);
      assert.equal(csv.statusCode, 200);
      assert.equal(
        csv.body,
        '\uFEFFElection,From,To,Total Receipts,Contributions,Itemized Total,Itemized Contributions,Unitemized Total,Unitemized Contributions,Distinct Contributors,Refunded Total,Refunded Contributions\r\n' +
          'G2026,2026-03-01,2026-03-31,435.00,7,250.00,3,185.00,4,5,500.00,1\r\n',
      );
    });

    it("a whole election's receipts equal the candidate's running total, less gifts before the cycle", async () => {
      const response = await get(
        `/api/candidate/${candidateId}/committee-report?from=2024-11-06&to=2026-11-03`,
      );
      assert.equal(response.statusCode, 200, response.body);
      const { rows } = await database.db.query<{ total: number }>(
        'select total_donations_cents as total from candidates where id = $1',
        [candidateId],
      );
      assert.equal(rows[0].total, 90_000 + 150_00 + 1_00 + 435_00 + 7_00);
      assert.equal(response.json().elections[0].totalReceipts * 100, rows[0].total - 90_000);
    });

    it('counts both ends of the range, in UTC days', async () => {
      const oneDay = await get(
        `/api/candidate/${candidateId}/committee-report/contributions.csv?from=2026-03-31&to=2026-03-31`,
      );
      assert.equal(
        oneDay.body,
        `\uFEFF${HEADER}\r\nCal End,,,,,,,,2026-03-31,5.00,5.00,G2026,\r\n`,
      );
      const empty = await get(
        `/api/candidate/${candidateId}/committee-report?from=2026-06-01&to=2026-06-30`,
      );
      // One summary line per election the range's gifts are designated to: none here.
      assert.deepEqual(empty.json().elections, []);
    });

    it('refuses a bad range with a 400 naming the field', async () => {
      const cases: [string, string, string][] = [
        ['from=2026-03-31&to=2026-03-01', 'to', 'The end date must be on or after the start date'],
        ['from=2024-11-06&to=2026-11-08', 'to', 'A report covers at most 731 days (two years)'],
        ['from=2026-02-30&to=2026-03-01', 'from', 'Enter the start date as YYYY-MM-DD'],
        ['from=2026-03-01', 'to', 'Enter the end date'],
        [
          'from=2024-11-05&to=2024-12-01',
          'from',
          'Reports start on or after 2024-11-06, the first day of the 2025-2026 cycle',
        ],
      ];
      for (const [query, field, message] of cases) {
        const response = await get(`/api/candidate/${candidateId}/committee-report?${query}`);
        assert.equal(response.statusCode, 400, query);
        assert.equal(response.json().errors[field], message, query);
      }
      // The longest range allowed: 731 days.
      const longest = await get(
        `/api/candidate/${candidateId}/committee-report?from=2024-11-06&to=2026-11-06`,
      );
      assert.equal(longest.statusCode, 200, longest.body);
    });

    it('takes the earliest start from the cycle rows, for the report and every file', async () => {
      const range = 'from=2024-11-05&to=2024-12-01';
      // An earlier cycle support adds moves the earliest start back: no code changes.
      await database.db.query(
        `insert into election_cycles (id, starts_on, ends_on, limit_per_election_cents)
         values ('2023-2024', '2022-11-09', '2024-11-05', 330000)`,
      );
      try {
        for (const path of ['', '/contributions.csv', '/summary.csv', '/schedule-a.fec']) {
          const url = `/api/candidate/${candidateId}/committee-report${path}?${range}`;
          const taken = await get(url);
          assert.equal(taken.statusCode, 200, `${url} ${taken.body}`);
        }
        const before = await get(
          `/api/candidate/${candidateId}/committee-report?from=2022-11-08&to=2022-12-01`,
        );
        assert.equal(before.statusCode, 400, before.body);
        assert.equal(
          before.json().errors.from,
          'Reports start on or after 2022-11-09, the first day of the 2023-2024 cycle',
        );
      } finally {
        await database.db.query(`delete from election_cycles where id = '2023-2024'`);
      }
      const refused = await get(
        `/api/candidate/${candidateId}/committee-report/schedule-a.fec?${range}`,
      );
      assert.equal(refused.statusCode, 400, refused.body);
    });

    it('answers the owner and support only', async () => {
      const paths = ['', '/contributions.csv', '/summary.csv'];
      for (const path of paths) {
        const url = `/api/candidate/${candidateId}/committee-report${path}?${MARCH}`;
        assert.equal((await get(url, {})).statusCode, 401, url);
        assert.equal((await get(url, member)).statusCode, 403, url);
        assert.equal((await get(url, admin)).statusCode, 200, url);
        assert.equal((await get(url, owner)).statusCode, 200, url);
        const unknown = `/api/candidate/999999/committee-report${path}?${MARCH}`;
        assert.equal((await get(unknown, owner)).statusCode, 404, unknown);
        // Another candidate's owner is no owner of this one.
        const other = `/api/candidate/${otherCandidateId}/committee-report${path}?${MARCH}`;
        assert.equal((await get(other, owner)).statusCode, 403, other);
      }
    });
  });
}
