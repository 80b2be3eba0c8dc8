import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { appWithStorage } from './helpers/app-with-storage';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// GET/POST /api/campaign-urls: logged in only, own links, slug rules, default slug from the
// candidate name, 409 on a taken slug, full URL from the configured origin.

const ORIGIN = 'https://paid.example';
const TAKEN = 'That link is taken.';
const SLUG_RULE =
  'Use 1 to 60 lowercase letters, digits or hyphens, with at least one letter, not starting or ending with a hyphen';

for (const kind of databaseKinds({ differsByDatabase: 'two simultaneous requests for one slug' })) {
  describe(`campaign URLs (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let candidateUserId: number;
    let candidate: Record<string, string>;
    let plain: Record<string, string>;
    /** The activated candidate the member without a profile makes supporter links for. */
    let supported: number;

    before(async () => {
      database = await createTestDatabase(kind);
      ({ app } = appWithStorage(database.db, undefined, { publicOrigin: ORIGIN }));
      // No account names: the default slug comes from the profile's name.
      candidateUserId = await insertUser(database.db, { firstName: null, lastName: null });
      // Verified: only a verified candidate picks bare slugs (campaign-slugs.ts).
      await insertCandidate(database.db, {
        userId: candidateUserId,
        name: 'José Núñez-García',
        isActivated: true,
      });
      candidate = await loginCookies(database.db, candidateUserId);
      plain = await loginCookies(database.db, await insertUser(database.db));
      supported = await insertCandidate(database.db, {
        userId: await insertUser(database.db),
        name: 'Riley Park',
        isActivated: true,
      });
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const create = (body: object, cookies: Record<string, string>, headers = {}) =>
      app.inject({ method: 'POST', url: '/api/campaign-urls', cookies, payload: body, headers });
    const list = (cookies: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/campaign-urls', cookies });

    it('answers 401 to visitors, for listing and creating', async () => {
      assert.equal((await list({})).statusCode, 401);
      const response = await create({ urlType: 'donation', urlSlug: 'x', title: 'X' }, {});
      assert.equal(response.statusCode, 401);
      const { rows } = await database.db.query('select 1 from campaign_urls');
      assert.equal(rows.length, 0);
    });

    it('creates a link with the configured origin, never the Host header (201)', async () => {
      const response = await create(
        {
          urlType: 'donation',
          urlSlug: 'Jose-2026',
          title: '  Give today  ',
          description: 'Main link',
        },
        candidate,
        { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      );
      assert.equal(response.statusCode, 201, response.body);
      const created = contract.campaignUrls.create.response.parse(response.json());
      assert.equal(created.urlSlug, 'jose-2026');
      assert.equal(created.fullUrl, `${ORIGIN}/donate/jose-2026`);
      assert.equal(created.title, 'Give today');
      assert.equal(created.description, 'Main link');
      assert.equal(created.visits, 0);
      assert.equal(created.raisedDollars, 0);
    });

    it("uses the candidate's name for a blank slug, the supported one's for a supporter", async () => {
      const fromName = await create(
        { urlType: 'events', urlSlug: '  ', title: 'Rally' },
        candidate,
      );
      assert.equal(fromName.statusCode, 201);
      assert.equal(fromName.json().fullUrl, `${ORIGIN}/events/jose-nunez-garcia`);
      const absent = await create(
        { urlType: 'policy', title: 'Plan', candidateId: supported },
        plain,
      );
      assert.equal(absent.statusCode, 201);
      assert.equal(absent.json().fullUrl, `${ORIGIN}/policy/riley-park-supporters`);
      assert.equal(absent.json().description, null);
    });

    it("prefers the account's first and last name for the default slug", async () => {
      const userId = await insertUser(database.db, { firstName: 'Zoë', lastName: 'Ångström' });
      await insertCandidate(database.db, {
        userId,
        name: 'Z. Angstrom for Mayor',
        isActivated: true,
      });
      const response = await create(
        { urlType: 'campaign', title: 'Main' },
        await loginCookies(database.db, userId),
      );
      assert.equal(response.statusCode, 201, response.body);
      assert.equal(response.json().fullUrl, `${ORIGIN}/campaign/zoe-angstrom`);
    });

    it('answers 409 for a slug taken for that template, also by someone else', async () => {
      const again = await create(
        { urlType: 'policy', urlSlug: 'riley-park-supporters', title: 'Mine' },
        candidate,
      );
      assert.equal(again.statusCode, 409);
      assert.deepEqual(again.json(), {
        message: TAKEN,
        errors: { urlSlug: TAKEN },
        suggestedSlug: 'riley-park-supporters-2',
      });
      // A blank slug is the member's default, made free with a suffix.
      const blankAgain = await create(
        { urlType: 'policy', urlSlug: '', title: 'Plan 2', candidateId: supported },
        plain,
      );
      assert.equal(blankAgain.statusCode, 201, blankAgain.body);
      assert.equal(blankAgain.json().urlSlug, 'riley-park-supporters-2');
      // The same slug under another template is another URL.
      const otherType = await create(
        { urlType: 'social', urlSlug: 'riley-park-supporters', title: 'S', candidateId: supported },
        plain,
      );
      assert.equal(otherType.statusCode, 201);
    });

    it('lets only one of two simultaneous requests take a slug', async () => {
      const body = { urlType: 'volunteer', urlSlug: 'riley-park-race', title: 'Help' };
      const answers = await Promise.all([
        create(body, candidate),
        create({ ...body, candidateId: supported }, plain),
      ]);
      assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 409]);
    });

    const bad: [string, object, string, string][] = [
      ['an unknown template', { urlType: 'blog', title: 'T' }, 'urlType', ''],
      [
        'a slug with spaces',
        { urlType: 'donation', urlSlug: 'jane doe', title: 'T' },
        'urlSlug',
        SLUG_RULE,
      ],
      [
        'a slug starting with a hyphen',
        { urlType: 'donation', urlSlug: '-jane', title: 'T' },
        'urlSlug',
        SLUG_RULE,
      ],
      [
        'a slug ending with a hyphen',
        { urlType: 'donation', urlSlug: 'jane-', title: 'T' },
        'urlSlug',
        SLUG_RULE,
      ],
      [
        'a slug of 61 characters',
        { urlType: 'donation', urlSlug: 'a'.repeat(61), title: 'T' },
        'urlSlug',
        SLUG_RULE,
      ],
      [
        'a slug of digits alone (a candidate id under /donate/)',
        { urlType: 'donation', urlSlug: '42', title: 'T' },
        'urlSlug',
        SLUG_RULE,
      ],
      [
        'a path in the slug',
        { urlType: 'donation', urlSlug: '../admin', title: 'T' },
        'urlSlug',
        SLUG_RULE,
      ],
      [
        'a blank title',
        { urlType: 'donation', urlSlug: 'ok', title: '   ' },
        'title',
        'Please select a template and enter a title.',
      ],
      [
        'a title of 121 characters',
        { urlType: 'donation', urlSlug: 'ok', title: 't'.repeat(121) },
        'title',
        'Title must be at most 120 characters',
      ],
      [
        'a description of 501 characters',
        { urlType: 'donation', urlSlug: 'ok', title: 'T', description: 'd'.repeat(501) },
        'description',
        'Description must be at most 500 characters',
      ],
    ];
    for (const [what, body, field, message] of bad) {
      it(`refuses ${what} (400, message on ${field})`, async () => {
        const response = await create(body, candidate);
        assert.equal(response.statusCode, 400);
        assert.ok(response.json().errors[field], response.body);
        if (message) assert.equal(response.json().errors[field], message);
      });
    }

    it('accepts a 60-character slug with double hyphens', async () => {
      // A supporter's: it begins with the supported candidate's name.
      const slug = `riley-park--${'b'.repeat(48)}`;
      const response = await create(
        { urlType: 'campaign', urlSlug: slug, title: 'T', candidateId: supported },
        plain,
      );
      assert.equal(response.statusCode, 201, response.body);
    });

    it("lists only the user's own links, newest first, with visits and money raised", async () => {
      const own = contract.campaignUrls.list.response.parse((await list(candidate)).json());
      const { rows: expected } = await database.db.query<{ id: number }>(
        'select id from campaign_urls where user_id = $1 order by id desc',
        [candidateUserId],
      );
      assert.ok(expected.length >= 2);
      assert.deepEqual(
        own.map((link) => link.id),
        expected.map((row) => row.id),
      );
      const others = contract.campaignUrls.list.response.parse((await list(plain)).json());
      assert.ok(others.every((link) => !own.some((mine) => mine.id === link.id)));

      // Visits counted by the landing page and donations attributed to the link show up.
      const donate = own.find((link) => link.urlSlug === 'jose-2026')!;
      await database.db.query('update campaign_urls set visits = 12 where id = $1', [donate.id]);
      const { rows } = await database.db.query<{ id: number }>(
        'select id from candidates where user_id = $1',
        [candidateUserId],
      );
      for (const [cents, status, key] of [
        [2500, 'succeeded', 'a'],
        [1050, 'succeeded', 'b'],
        [9900, 'declined', 'c'],
      ] as const) {
        await database.db.query(
          `insert into donations (candidate_id, amount_cents, donor_name, donor_email, status,
             idempotency_key, campaign_url_id)
           values ($1, $2, 'Donor', 'donor@example.com', $3, $4, $5)`,
          [rows[0].id, cents, status, `campaign-test-${key}`, donate.id],
        );
      }
      const again = contract.campaignUrls.list.response.parse((await list(candidate)).json());
      const updated = again.find((link) => link.id === donate.id)!;
      assert.equal(updated.visits, 12);
      assert.equal(updated.raisedDollars, 35.5);
    });
  });
}
