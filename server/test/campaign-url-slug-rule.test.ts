import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  CAMPAIGN_SLUG_NAMES_MESSAGE,
  CAMPAIGN_SLUG_OUTSIDE_MESSAGE,
  campaignSlugTakenSchema,
} from 'shared-api/contracts';
import { migrateCampaignSlugs } from '../src/campaign-urls/migrate-slugs';
import { appWithStorage } from './helpers/app-with-storage';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Found in a security review: slugs were reserved only for candidates already registered, and
// only exactly. A supporter took `jane-future` before Jane Future registered, sending her
// supporters to someone else; `danielwhitaker` and `daniel-whitaker-2` were free to take. Now
// only a verified candidate picks a bare slug for their own links, every other link begins
// with its candidate's name, reserved names match after folding (a trailing -<digits>
// ignored), and links made before the rule that break it move, their owners mailed.

const ORIGIN = 'https://paid.example';

for (const kind of DATABASE_KINDS) {
  describe(`campaign slug rule (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let caseyId: number;
    let casey: Record<string, string>;
    let caseyUserId: number;
    let supporterUserId: number;
    let supporter: Record<string, string>;
    let pending: Record<string, string>;

    before(async () => {
      database = await createTestDatabase(kind);
      ({ app } = appWithStorage(database.db, undefined, { publicOrigin: ORIGIN }));
      const db = database.db;
      caseyUserId = await insertUser(db, {
        firstName: 'Casey',
        lastName: 'Morales',
        email: 'casey@paid.test',
      });
      caseyId = await insertCandidate(db, {
        userId: caseyUserId,
        name: 'Casey Morales',
        isActivated: true,
      });
      casey = await loginCookies(db, caseyUserId);
      // Daniel Whitaker as the demo has him: verified, no account.
      await insertCandidate(db, { name: 'Daniel Whitaker', isActivated: true });
      supporterUserId = await insertUser(db, { email: 'vera@paid.test' });
      supporter = await loginCookies(db, supporterUserId);
      const pendingUserId = await insertUser(db, { firstName: 'Pat', lastName: 'Pending' });
      await insertCandidate(db, { userId: pendingUserId, name: 'Pat Pending', stateCode: 'TX' });
      pending = await loginCookies(db, pendingUserId);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const create = (body: object, cookies: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/campaign-urls', cookies, payload: body });
    const linkCount = async () =>
      (await database.db.query('select 1 from campaign_urls')).rows.length;

    it("refuses a supporter a future candidate's name: the link lives under its candidate", async () => {
      const before = await linkCount();
      const squat = await create(
        { urlType: 'donation', urlSlug: 'jane-future', title: 'Jane', candidateId: caseyId },
        supporter,
      );
      assert.equal(squat.statusCode, 400, squat.body);
      const body = campaignSlugTakenSchema.parse(squat.json());
      assert.equal(body.message, CAMPAIGN_SLUG_OUTSIDE_MESSAGE);
      assert.equal(body.errors?.urlSlug, CAMPAIGN_SLUG_OUTSIDE_MESSAGE);
      assert.equal(body.suggestedSlug, 'casey-morales-jane-future');
      assert.equal(await linkCount(), before, 'nothing was made');

      const placed = await create(
        { urlType: 'donation', urlSlug: body.suggestedSlug, title: 'Jane', candidateId: caseyId },
        supporter,
      );
      assert.equal(placed.statusCode, 201, placed.body);

      // Jane Future registers and is verified: her name is hers.
      const janeUserId = await insertUser(database.db, { firstName: 'Jane', lastName: 'Future' });
      await insertCandidate(database.db, {
        userId: janeUserId,
        name: 'Jane Future',
        stateCode: 'NV',
        isActivated: true,
      });
      const jane = await create(
        { urlType: 'donation', urlSlug: 'jane-future', title: 'Give' },
        await loginCookies(database.db, janeUserId),
      );
      assert.equal(jane.statusCode, 201, jane.body);
    });

    it("refuses 'danielwhitaker' and 'daniel-whitaker-2' to everyone but Daniel Whitaker", async () => {
      const before = await linkCount();
      for (const urlSlug of ['danielwhitaker', 'daniel-whitaker-2', 'Daniel-Whitaker-17']) {
        for (const [who, cookies, candidateId] of [
          ['a verified candidate', casey, null],
          ['a supporter', supporter, caseyId],
        ] as const) {
          const response = await create(
            { urlType: 'events', urlSlug, title: 'T', candidateId },
            cookies,
          );
          assert.equal(response.statusCode, 409, `${who}: ${urlSlug}: ${response.body}`);
          assert.equal(response.json().message, CAMPAIGN_SLUG_NAMES_MESSAGE);
        }
      }
      assert.equal(await linkCount(), before);
    });

    it('lets a verified candidate pick a bare slug for their own links, not a pending one', async () => {
      const own = await create({ urlType: 'events', urlSlug: 'town-hall', title: 'T' }, casey);
      assert.equal(own.statusCode, 201, own.body);
      assert.equal(own.json().fullUrl, `${ORIGIN}/events/town-hall`);

      const bare = await create(
        { urlType: 'events', urlSlug: 'spring-drive', title: 'T' },
        pending,
      );
      assert.equal(bare.statusCode, 400, bare.body);
      assert.equal(bare.json().suggestedSlug, 'pat-pending-spring-drive');
      const under = await create(
        { urlType: 'events', urlSlug: 'pat-pending-spring-drive', title: 'T' },
        pending,
      );
      assert.equal(under.statusCode, 201, under.body);
    });

    it('moves links made before the rule that break it, mailing their owners, once', async () => {
      const db = database.db;
      // Written as they could be before migration 0031: slug_checked_at null.
      const legacy = async (userId: number, type: string, slug: string, candidateId: number) =>
        (
          await db.query<{ id: number }>(
            `insert into campaign_urls (user_id, url_type, url_slug, title, candidate_id)
             values ($1, $2, $3, 'Old link', $4) returning id`,
            [userId, type, slug, candidateId],
          )
        ).rows[0].id;
      const squatted = await legacy(supporterUserId, 'volunteer', 'rae-later', caseyId);
      const named = await legacy(caseyUserId, 'volunteer', 'danielwhitaker', caseyId);
      const fine = await legacy(caseyUserId, 'social', 'casey-bio', caseyId);
      const mailBefore = (await db.query('select 1 from mail_outbox')).rows.length;

      const moved = await migrateCampaignSlugs(db, { publicOrigin: ORIGIN });
      assert.deepEqual(
        moved.map((link) => [link.id, link.from, link.to]).sort(),
        [
          [named, 'danielwhitaker', 'casey-morales-danielwhitaker'],
          [squatted, 'rae-later', 'casey-morales-rae-later'],
        ].sort(),
      );
      const { rows } = await db.query<{ id: number; slug: string; checked: boolean }>(
        `select id, url_slug as slug, slug_checked_at is not null as checked
           from campaign_urls where id in ($1, $2, $3) order by id`,
        [squatted, named, fine],
      );
      assert.deepEqual(
        rows.map((row) => [Number(row.id), row.slug, row.checked]),
        [
          [squatted, 'casey-morales-rae-later', true],
          [named, 'casey-morales-danielwhitaker', true],
          [fine, 'casey-bio', true],
        ],
      );
      const mail = await db.query<{ recipient: string; kind: string; text: string }>(
        `select recipient, kind, body_text as text from mail_outbox
          where kind = 'campaign-link-moved' order by id`,
      );
      assert.equal(mail.rows.length, 2);
      assert.equal((await db.query('select 1 from mail_outbox')).rows.length, mailBefore + 2);
      const toVera = mail.rows.find((row) => row.recipient === 'vera@paid.test');
      assert.ok(toVera, JSON.stringify(mail.rows));
      assert.match(toVera.text, /https:\/\/paid\.example\/volunteer\/casey-morales-rae-later/);
      assert.match(toVera.text, /https:\/\/paid\.example\/volunteer\/rae-later/);
      assert.ok(mail.rows.some((row) => row.recipient === 'casey@paid.test'));

      // The old address leads nowhere; the new one to Casey. A second start moves nothing.
      const old = await app.inject({ method: 'GET', url: '/volunteer/rae-later' });
      assert.equal(old.statusCode, 404);
      const moved2 = await app.inject({ method: 'GET', url: '/volunteer/casey-morales-rae-later' });
      assert.equal(moved2.statusCode, 302);
      assert.equal(moved2.headers.location, `/candidate/${caseyId}`);
      assert.deepEqual(await migrateCampaignSlugs(db, { publicOrigin: ORIGIN }), []);
    });

    it("writes a moved link's notice in its owner's language", async () => {
      const db = database.db;
      const ownerId = await insertUser(db, { email: 'lena@paid.test' });
      await db.query(`update users set language = 'es' where id = $1`, [ownerId]);
      await db.query(
        `insert into campaign_urls (user_id, url_type, url_slug, title, candidate_id)
         values ($1, 'volunteer', 'lena-vieja', 'Enlace viejo', $2)`,
        [ownerId, caseyId],
      );
      const moved = await migrateCampaignSlugs(db, { publicOrigin: ORIGIN });
      assert.equal(moved.length, 1, JSON.stringify(moved));
      const { rows } = await db.query<{ subject: string; text: string }>(
        `select subject, body_text as text from mail_outbox
          where kind = 'campaign-link-moved' and recipient = 'lena@paid.test'`,
      );
      assert.equal(rows.length, 1);
      assert.equal(rows[0].subject, 'Su enlace de campaña de PAID tiene una nueva dirección');
      assert.ok(
        rows[0].text.startsWith(
          `Su enlace de campaña "Enlace viejo" tiene una nueva dirección:\n${ORIGIN}/volunteer/${moved[0].to}\n`,
        ),
        rows[0].text,
      );
      assert.ok(rows[0].text.includes(`La dirección anterior, ${ORIGIN}/volunteer/lena-vieja,`));
    });

    it("moves a verified candidate's bare slug once someone registers under that name", async () => {
      const db = database.db;
      // Casey, verified, takes a bare slug that names nobody yet.
      const taken = await create({ urlType: 'events', urlSlug: 'sam-later', title: 'T' }, casey);
      assert.equal(taken.statusCode, 201, taken.body);
      const mailBefore = (await db.query('select 1 from mail_outbox')).rows.length;

      // Sam Later registers through the form: from then on the name is theirs.
      const samUserId = await insertUser(db, { firstName: 'Sam', lastName: 'Later' });
      const registered = await app.inject({
        method: 'POST',
        url: '/api/candidate/register',
        cookies: await loginCookies(db, samUserId),
        payload: {
          name: 'Sam Later',
          position: 'Mayor',
          geographicCode: 'OR',
          email: 'sam@example.com',
          phone: '5035550123',
          bio: 'Neighbour.',
          experience: 'Council, 4 years',
          platform: 'Parks.',
        },
      });
      assert.equal(registered.statusCode, 201, registered.body);

      assert.equal((await app.inject({ method: 'GET', url: '/events/sam-later' })).statusCode, 404);
      const { rows } = await db.query<{ slug: string }>(
        'select url_slug as slug from campaign_urls where id = $1',
        [taken.json().id],
      );
      assert.notEqual(rows[0].slug, 'sam-later');
      assert.match(rows[0].slug, /^casey-morales/);
      const mail = await db.query<{ recipient: string; text: string }>(
        `select recipient, body_text as text from mail_outbox
          where kind = 'campaign-link-moved' order by id desc limit 1`,
      );
      assert.equal((await db.query('select 1 from mail_outbox')).rows.length, mailBefore + 1);
      assert.equal(mail.rows[0].recipient, 'casey@paid.test');
      assert.match(mail.rows[0].text, new RegExp(`/events/${rows[0].slug}`));
    });
  });
}
