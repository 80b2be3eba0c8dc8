import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { migrate, readMigrations } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-db';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

const EXPECTED_TABLES = [
  // Mailed single-use links: password reset, email verification.
  'account_tokens',
  // One best-efforts follow-up per itemized gift lacking employer or occupation.
  'best_efforts_requests',
  // Decided matches that counted a gift refunded later: why their figures exceed today's sum.
  'bracket_match_refunds',
  'bracket_matches',
  // Visits counted per client address, link and day, under a cap.
  'campaign_url_address_visits',
  // One visit per visitor per link per day (campaign-urls/campaign-visits).
  'campaign_url_visits',
  'campaign_urls',
  'candidates',
  'chat_messages',
  'chat_restrictions',
  'chat_slow_mode_sends',
  'click_ins',
  // Members' reports of Shorts replies, for support's queue.
  'comment_reports',
  // Which database this is: the id a data folder's database.json names (db/database-marker.ts).
  'database_identity',
  'direct_messages',
  // Donate page experiments: variants, and each visitor's exposure (experiments/).
  'donate_experiment_exposures',
  'donate_experiment_variants',
  'donate_experiments',
  // The parts of an excess found by a donor link: which gift carries how much (excess-gifts.ts).
  'donation_excess_gifts',
  // The committee's excess queue with its 60-day clock (donations/excess-gifts.ts).
  'donation_excesses',
  'donations',
  // Addresses support linked as one person (donations/donor-links.ts).
  'donor_links',
  'donors',
  // Elections as data: cycles with their limit, and their elections (elections/).
  'election_cycles',
  'elections',
  // A candidate owner's fixed-amount one-press links (donations/express-links.ts).
  'express_links',
  // Uploaded files on PostgreSQL, so every server serves them (storage/database-file-storage).
  'file_bytes',
  'fundraising_streams',
  // Which server put each HLS file into the shared store (hls/hls-store-ledger.ts).
  'hls_store_files',
  // Live push: what changed, kept ~10 minutes for reconnects (live/live-hub.ts).
  'live_events',
  // Mail waiting for the mail job, and what it sent (mail/outbox.ts).
  'mail_outbox',
  // Which server holds which live video room, and the key servers sign calls with (media/).
  'media_hop_key',
  'media_hosts',
  'media_rooms',
  // Renewal links mailed a week before a monthly plan ends (donations/plan-renewals.ts).
  'plan_renewals',
  'platform_totals',
  'post_comments',
  'post_likes',
  // Members' reports of a post, for support's queue (posts/post-moderation.ts).
  'post_reports',
  'posts',
  // Rate-limit counters every server shares (http/rate-limit-store.ts).
  'rate_limit_buckets',
  'rate_limit_hits',
  // Stream and debate recordings, each a replay once made (src/recordings/).
  'recordings',
  // Monthly gifts (donations/recurring-gifts.ts).
  'recurring_plans',
  // One visit per visitor, refcode and day, for the refcode report (refcodes/refcode-visits.ts).
  'refcode_visits',
  // Release files every server can serve (releases/release-files-db.ts).
  'release_files',
  'remote_live',
  'remote_releases',
  // A member's saved card: the provider's token, brand and last 4 (donations/saved-cards.ts).
  'saved_cards',
  // The hash of each function file last applied (db/migrate.ts, docs/money-sql.md).
  'schema_functions',
  'schema_migrations',
  // The key that signs campaign cookies, shared by every server.
  'server_secrets',
  'sessions',
  'state_totals',
  'stored_files',
  'stream_channels',
  'stream_viewers',
  // The test-mode payment provider's own charges (payments/test-payment-provider.ts).
  'test_payment_charges',
  // Its refunds, one per charge (PaymentProvider.refund).
  'test_payment_refunds',
  // Its vault of saved cards: how each behaves, never the number (PaymentProvider.saveCard).
  'test_payment_tokens',
  'tournament_transitions',
  'tournaments',
  'upload_tokens',
  'users',
];

for (const kind of databaseKinds({ differsByDatabase: 'migrations run on a PostgreSQL server' })) {
  describe(`migrations (${kind})`, () => {
    let database: TestDatabase;
    before(async () => {
      database = await createTestDatabase(kind, { migrated: false });
    });
    after(() => database.dispose());

    it('apply every migration in order on an empty database', async () => {
      const applied = await migrate(database.db);
      assert.deepEqual(
        applied,
        readMigrations().map((m) => `${m.version}_${m.name}`),
      );
      const { rows } = await database.db.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      assert.deepEqual(
        rows.map((row) => row.table_name),
        EXPECTED_TABLES,
      );
      const { rows: versions } = await database.db.query<{ version: string }>(
        'select version from schema_migrations order by version',
      );
      assert.deepEqual(
        versions.map((row) => row.version),
        readMigrations().map((m) => m.version),
      );
    });

    it('apply nothing the second time', async () => {
      assert.deepEqual(await migrate(database.db), []);
    });

    it('return the same JS types on both databases (int8 and numeric as numbers)', async () => {
      const { rows } = await database.db.query<Record<string, unknown>>(
        `select 9007199254740991::bigint as big, sum(x) as total, count(*) as n, '2026-03-04'::date as day,
                now() as at, '{"a":1}'::jsonb as doc
           from (values (1::bigint), (2::bigint)) v(x)`,
      );
      const row = rows[0];
      assert.equal(row.big, 9007199254740991);
      assert.equal(row.total, 3);
      assert.equal(row.n, 2);
      assert.equal(row.day, '2026-03-04');
      assert.ok(row.at instanceof Date);
      assert.deepEqual(row.doc, { a: 1 });
    });

    it('enforce the schema rules (case-insensitive email, one open tournament per geography)', async () => {
      const { db } = database;
      await db.query(`insert into users (email) values ('Someone@Example.com')`);
      await assert.rejects(
        db.query(`insert into users (email) values ('someone@example.COM')`),
        /unique|duplicate/i,
      );
      await db.query(
        `insert into tournaments (level, geographic_code, name, start_date) values ('state', 'CA', 'CA 1', now())`,
      );
      await assert.rejects(
        db.query(
          `insert into tournaments (level, geographic_code, name, start_date) values ('state', 'CA', 'CA 2', now())`,
        ),
        /unique|duplicate/i,
      );
      await db.query(`update tournaments set status = 'completed'`);
      await db.query(
        `insert into tournaments (level, geographic_code, name, start_date) values ('state', 'CA', 'CA 2', now())`,
      );
      const { rows } = await db.query<{ n: number }>('select count(*) as n from platform_totals');
      assert.equal(rows[0].n, 1);
    });

    it("keep a member's, a gift's and a plan's language to the languages PAID speaks, none until chosen (0048, 0049)", async () => {
      const { db } = database;
      const { rows } = await db.query<{ language: string | null }>(
        `insert into users (email) values ('lang@example.com') returning language`,
      );
      assert.equal(rows[0].language, null);
      await db.query(`update users set language = 'es' where email = 'lang@example.com'`);
      await assert.rejects(
        db.query(`update users set language = 'fr' where email = 'lang@example.com'`),
        /check constraint/i,
      );
      // A gift's and a monthly plan's: the language of the request that made it (0049).
      for (const table of ['donations', 'recurring_plans']) {
        const { rows: checks } = await db.query<{ definition: string }>(
          `select pg_get_constraintdef(oid) as definition from pg_constraint
            where conrelid = $1::regclass and contype = 'c'
              and pg_get_constraintdef(oid) like '%language%'`,
          [table],
        );
        assert.equal(checks.length, 1, table);
        assert.match(checks[0].definition, /'en'.*'es'/, table);
      }
      await db.query(`delete from users where email = 'lang@example.com'`);
    });

    it('roll back a transaction that throws', async () => {
      const { db } = database;
      await assert.rejects(
        db.transaction(async (tx) => {
          await tx.query(`insert into users (email) values ('rollback@example.com')`);
          throw new Error('boom');
        }),
        /boom/,
      );
      const { rows } = await db.query(`select 1 from users where email = 'rollback@example.com'`);
      assert.equal(rows.length, 0);
    });

    if (kind === 'pglite') {
      it('keep the data and apply nothing after a restart on the same folder', async () => {
        await database.db.close();
        database.db = await openDatabase({ dataDir: database.dataDir!, databaseUrl: undefined });
        assert.deepEqual(await migrate(database.db), []);
        const { rows } = await database.db.query<{ n: number }>('select count(*) as n from users');
        assert.equal(rows[0].n, 1);
      });
    }

    if (kind === 'postgres') {
      it('let two servers migrate one fresh database at once', async () => {
        const fresh = await createTestDatabase('postgres', { migrated: false });
        try {
          const second = await openDatabase({ databaseUrl: fresh.url, dataDir: '' });
          try {
            const [a, b] = await Promise.all([migrate(fresh.db), migrate(second)]);
            assert.equal(a.length + b.length, readMigrations().length);
          } finally {
            await second.close();
          }
        } finally {
          await fresh.dispose();
        }
      });
    }
  });
}
