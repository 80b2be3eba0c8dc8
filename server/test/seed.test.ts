import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  candidatePlatformSchema,
  candidateProfileSchema,
  positionLabel,
} from 'shared-api/contracts';
import { verifyPassword } from '../src/auth/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { DEMO_CANDIDATES } from '../src/seed/demo-candidates';
import { seedDemoDataIfEmpty } from '../src/seed/seed-demo-data';
import { prepareDatabase } from '../src/startup';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

for (const kind of DATABASE_KINDS) {
  describe(`demo seed (${kind})`, () => {
    let database: TestDatabase;
    before(async () => {
      database = await createTestDatabase(kind, { migrated: false });
    });
    after(() => database.dispose());

    const count = async (table: string, where = 'true') => {
      const { rows } = await database.db.query<{ n: number }>(
        `select count(*) as n from ${table} where ${where}`,
      );
      return rows[0].n;
    };

    it('fills a fresh database on start', async () => {
      const { migrations, seeded } = await prepareDatabase(database.db, { empty: false });
      assert.ok(migrations.length > 0);
      assert.ok(seeded);
      assert.equal(await count('users'), DEMO_ACCOUNTS.length);
      assert.equal(await count('candidates'), DEMO_CANDIDATES.length);
      assert.ok((await count('candidates')) >= 30);
      assert.equal(await count('candidates', `level = 'state' and state_code = 'CA'`), 8);
      assert.ok((await count('candidates', `level = 'county'`)) > 0);
      assert.ok((await count('candidates', `level = 'city'`)) > 0);
      assert.ok((await count('donations')) >= 300);
      assert.equal(await count('posts'), 12);
      assert.equal(await count('chat_messages'), 20);
      assert.equal(await count('direct_messages'), 3);
      // Every demo link promotes a candidate, so it lands on a page and attributes gifts.
      assert.ok((await count('campaign_urls')) > 0);
      assert.equal(await count('campaign_urls', 'candidate_id is null'), 0);
      assert.equal(
        await count('stream_channels', `state_code = 'CA' and is_live and viewer_count > 0`),
        1,
      );
    });

    it('leaves the demo accounts with the documented password and roles', async () => {
      const { rows } = await database.db.query<{
        email: string;
        password_hash: string;
        is_admin: boolean;
      }>('select email, password_hash, is_admin from users order by id');
      assert.deepEqual(
        rows.map((row) => [row.email, row.is_admin]),
        DEMO_ACCOUNTS.map((account) => [account.email, account.isAdmin]),
      );
      assert.equal(await verifyPassword(DEMO_PASSWORD, rows[1].password_hash), true);
      const { rows: owned } = await database.db.query<{
        email: string;
        is_activated: boolean;
        state_code: string;
      }>(
        `select u.email, c.is_activated, c.state_code from candidates c join users u on u.id = c.user_id order by u.id`,
      );
      assert.deepEqual(owned, [
        { email: 'casey@paid.test', is_activated: true, state_code: 'CA' },
        { email: 'morgan@paid.test', is_activated: false, state_code: 'TX' },
      ]);
    });

    it('activates every demo candidate but morgan@paid.test’s, which takes no gift', async () => {
      // Only activated candidates fill brackets and tiles (docs/roles.md), so the demo
      // activates the rest; the one pending verification shows as such and has no money.
      const { rows } = await database.db.query<{ name: string; raised: number }>(
        `select c.name, (select count(*) from donations d where d.candidate_id = c.id) as raised
           from candidates c where not c.is_activated order by c.id`,
      );
      assert.deepEqual(rows, [{ name: 'Morgan Patel', raised: 0 }]);
      const { rows: tiles } = await database.db.query<{ state_candidates: number }>(
        `select state_candidates from state_totals where state_code = 'CA'`,
      );
      assert.equal(tiles[0].state_candidates, 8, 'California’s bracket is full');
    });

    it('gives every demo candidate a profile each account tab saves as it is', async () => {
      const { rows } = await database.db.query<{
        name: string;
        position: string;
        geographicCode: string;
        email: string | null;
        phone: string | null;
        bio: string | null;
        experience: string | null;
        platform: string | null;
      }>(
        `select name, position, geographic_code as "geographicCode", email, phone, bio,
                experience, platform
           from candidates order by id`,
      );
      const logins = new Set<string>(DEMO_ACCOUNTS.map((account) => account.email));
      for (const row of rows) {
        // What the Profile and Platform tabs show and send (the position as its label).
        const profile = candidateProfileSchema.safeParse({
          name: row.name,
          position: positionLabel(row.position),
          geographicCode: row.geographicCode,
          email: row.email ?? '',
          phone: row.phone ?? '',
          bio: row.bio ?? '',
        });
        assert.ok(profile.success, `${row.name}: ${profile.error?.message}`);
        const platform = candidatePlatformSchema.safeParse({
          experience: row.experience ?? '',
          platform: row.platform ?? '',
        });
        assert.ok(platform.success, row.name);
        assert.ok(row.bio && row.experience && row.platform, `${row.name} has every text`);
        // The public contact is the campaign's, never a member's login (privacy).
        assert.ok(!logins.has(row.email!), `${row.name}'s contact is not a login address`);
      }
    });

    it('writes totals that equal the sums over succeeded donations', async () => {
      const { db } = database;
      const mismatchedCandidates = await db.query(`
        select c.id from candidates c
         where c.total_donations_cents <> coalesce(
           (select sum(amount_cents) from donations d where d.candidate_id = c.id and d.status = 'succeeded'), 0)`);
      assert.equal(mismatchedCandidates.rows.length, 0);

      const { rows: states } = await db.query<{
        state_code: string;
        total_raised_cents: number;
        state_candidates: number;
        raised: number;
        n: number;
      }>(`
        select s.state_code, s.total_raised_cents, s.state_candidates,
               (select coalesce(sum(d.amount_cents), 0) from donations d join candidates c on c.id = d.candidate_id
                 where c.state_code = s.state_code and d.status = 'succeeded') as raised,
               (select count(*) from candidates c
                 where c.state_code = s.state_code and c.level = 'state' and c.is_activated) as n
          from state_totals s order by s.state_code`);
      assert.deepEqual(
        states.map((s) => s.state_code),
        ['CA', 'FL', 'NY', 'OH', 'PA', 'TX'],
      );
      for (const state of states) {
        assert.equal(state.total_raised_cents, state.raised, state.state_code);
        assert.equal(state.state_candidates, state.n, state.state_code);
      }
      const ca = states.find((s) => s.state_code === 'CA')!;
      assert.ok(ca.total_raised_cents > 50_000_00, 'California is HOT');

      const { rows: platform } = await db.query<Record<string, number>>(`
        select p.total_raised_cents, p.total_candidates, p.total_donors,
               (select sum(amount_cents) from donations where status = 'succeeded') as raised,
               (select count(*) from candidates where is_activated) as candidates,
               (select count(distinct donor_email_key) from donations where status = 'succeeded') as donors,
               (select count(*) from donors) as donor_rows
          from platform_totals p`);
      assert.equal(platform[0].total_raised_cents, platform[0].raised);
      assert.equal(platform[0].total_candidates, platform[0].candidates);
      assert.equal(platform[0].total_donors, platform[0].donors);
      assert.equal(platform[0].donor_rows, platform[0].donors);

      // Refunds and declines exist and are left out of every total.
      assert.ok((await count('donations', `status <> 'succeeded'`)) > 0);
      // Nobody gave a candidate more than the legal limit.
      const overLimit = await db.query(`
        select 1 from donations where status = 'succeeded'
         group by donor_email_key, candidate_id having sum(amount_cents) > 350000`);
      assert.equal(overLimit.rows.length, 0);
      // The ended stream's total is the donations made through it.
      const { rows: streams } = await db.query<{ total_cents: number; raised: number }>(`
        select s.total_cents, (select coalesce(sum(amount_cents), 0) from donations d
                                 where d.stream_id = s.id and d.status = 'succeeded') as raised
          from fundraising_streams s`);
      assert.equal(streams.length, 1);
      assert.equal(streams[0].total_cents, streams[0].raised);
    });

    it('holds a finished, an active (mid-round) and an upcoming state tournament', async () => {
      // A first-time visitor can see every stage of a bracket, decided by the real engine.
      const { rows } = await database.db.query<{
        code: string;
        status: string;
        round: number;
        winner: string | null;
        decided: number;
        matches: number;
      }>(`
        select t.geographic_code as code, t.status, t.current_round as round, w.name as winner,
               (select count(*) from bracket_matches m
                 where m.tournament_id = t.id and m.decided_at is not null) as decided,
               (select count(*) from bracket_matches m where m.tournament_id = t.id) as matches
          from tournaments t left join candidates w on w.id = t.winner_id
         order by t.geographic_code`);
      assert.deepEqual(
        rows.map(({ code, status, round, decided, matches }) => ({
          code,
          status,
          round,
          decided,
          matches,
        })),
        [
          // Round 1 of California decided (4 matches), the semi-finals under way.
          { code: 'CA', status: 'active', round: 2, decided: 4, matches: 7 },
          { code: 'FL', status: 'upcoming', round: 0, decided: 0, matches: 0 },
          { code: 'NY', status: 'completed', round: 3, decided: 7, matches: 7 },
        ],
      );
      const newYork = rows.find((row) => row.code === 'NY')!;
      assert.ok(newYork.winner, 'the finished bracket has its PAID CANDIDATE');
      // Each decided match between two candidates went to the one who raised more in its round.
      const { rows: wrong } = await database.db.query(`
        select m.id from bracket_matches m
         where m.raised1_cents is not null and m.raised1_cents <> m.raised2_cents
           and m.winner_id <> case when m.raised1_cents > m.raised2_cents
                                   then m.candidate1_id else m.candidate2_id end`);
      assert.equal(wrong.length, 0);
    });

    it('does nothing on a database that already has users', async () => {
      assert.equal(await seedDemoDataIfEmpty(database.db), null);
      const { seeded } = await prepareDatabase(database.db, { empty: false });
      assert.equal(seeded, null);
      assert.equal(await count('users'), DEMO_ACCOUNTS.length);
    });
  });

  describe(`started empty (${kind})`, () => {
    let database: TestDatabase;
    before(async () => {
      database = await createTestDatabase(kind, { migrated: false });
    });
    after(() => database.dispose());

    it('migrates but writes no demo data', async () => {
      const { migrations, seeded } = await prepareDatabase(database.db, { empty: true });
      assert.ok(migrations.length > 0);
      assert.equal(seeded, null);
      for (const table of ['users', 'candidates', 'donations', 'posts', 'stream_channels']) {
        const { rows } = await database.db.query<{ n: number }>(
          `select count(*) as n from ${table}`,
        );
        assert.equal(rows[0].n, 0, table);
      }
    });
  });
}
