import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  CANDIDATE_NOT_VERIFIED_MESSAGE,
  CHAT_NAME_RESERVED_MESSAGE,
  contract,
} from 'shared-api/contracts';
import { buildApp } from '../src/app';
import {
  ACTIVATION_NAME_TAKEN_MESSAGE,
  NAME_TAKEN_MESSAGE,
  RIGHT_REFUSED_MESSAGES,
  scheduledDebaters,
} from '../src/candidates/eligibility';
import { refreshCandidateNameKeys } from '../src/candidates/name-keys';
import { NOT_A_MODERATOR } from '../src/chat/channel-moderators';
import type { Db } from '../src/db/db';
import { recheckPublishers } from '../src/media/publisher-recheck';
import { nameKey } from '../src/names/fold-name';
import { recomputeTotals } from '../src/totals/recompute-totals';
import { assertTotalsConsistent, platformCandidates } from './helpers/candidate-totals';
import { donationForm } from './helpers/donation-requests';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { recordingMediaServer, type RecordingMediaServer } from './helpers/recording-media-server';
import { testConfig } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Review findings on who a candidate is, each reproduced against the API (they passed on
// the main before the one eligibility rule, candidates/eligibility.ts, and are refused now):
// - "debate stage, chat moderation": two applicants nobody verified, registering in a state
//   with fewer than two money-raising candidates, became its scheduled debaters, published
//   live video, deleted messages, banned a viewer and set slow mode to an hour;
// - "PUT /api/candidate/profile": a verified candidate renamed themselves "Casey Morales",
//   moved to CA and stayed verified: two verified "Casey Morales" in CA;
// - "chat names": 'Casey\u00a0Morales', Cyrillic 'Cаsey' and zero-width variants passed as
//   a candidate's name in chat.

const OFFER = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n';
const ROOMY = { max: 100_000, windowMs: 60_000 };
type Cookies = Record<string, string>;

/** The demo's verified Californian and a candidate form anyone can fill. */
const CASEY = 'Casey Morales';
const form = (fields: Partial<Record<string, string>> = {}) => ({
  name: 'Jordan Blake',
  position: 'Governor',
  geographicCode: 'TX',
  email: 'campaign@example.com',
  phone: '5125550123',
  bio: 'Teacher.',
  ...fields,
});

for (const kind of DATABASE_KINDS) {
  describe(`the one eligibility rule: what an attacker found (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let media: RecordingMediaServer;
    let admin: Cookies;
    let address = 0;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      media = recordingMediaServer();
      app = buildApp({
        db,
        config: testConfig(),
        logger: false,
        media,
        limits: { chat: ROOMY, candidateApplications: ROOMY },
      });
      const adminId = await insertUser(db);
      await db.query('update users set is_admin = true where id = $1', [adminId]);
      admin = await loginCookies(db, adminId);
      // California's verified Casey Morales (the demo's), with an account.
      const caseyUser = await insertUser(db, { firstName: 'Casey', lastName: 'Morales' });
      await insertCandidate(db, { userId: caseyUser, name: CASEY, isActivated: true });
      await db.query(
        `insert into stream_channels (id, state_code) values ('state-CA', 'CA'), ('state-WY', 'WY')`,
      );
      await db.transaction((tx) => recomputeTotals(tx));
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const call = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      cookies: Cookies = {},
      payload?: object,
    ) =>
      app.inject({
        method,
        url,
        cookies,
        remoteAddress: `10.44.0.${++address % 250}`,
        ...(payload ? { payload } : {}),
      });

    /** A member with a verified address who applies through the API (pending). */
    async function applicant(fields: Partial<Record<string, string>>) {
      const userId = await insertUser(db);
      const cookies = await loginCookies(db, userId);
      const response = await call('POST', '/api/candidate/register', cookies, form(fields));
      assert.equal(response.statusCode, 201, response.body);
      const candidate = contract.candidates.register.response.parse(response.json());
      assert.equal(candidate.isActivated, false);
      return { userId, cookies, id: candidate.id };
    }

    describe('debate stage and chat moderation: verified candidates only', () => {
      it('never schedules, lets publish or moderate two applicants nobody verified', async () => {
        // Wyoming: one verified candidate who raised money, so fewer than two money-raising.
        const raiser = await insertCandidate(db, {
          name: 'Wade Raiser',
          stateCode: 'WY',
          isActivated: true,
        });
        await db.query('update candidates set total_donations_cents = 5000 where id = $1', [
          raiser,
        ]);
        // Written straight to the table: the running totals count it as the app would.
        await db.transaction((tx) => recomputeTotals(tx));
        const one = await applicant({ name: 'Ann Applicant', geographicCode: 'WY' });
        const two = await applicant({ name: 'Ben Applicant', geographicCode: 'WY' });

        // Not scheduled: the stage needs two VERIFIED candidates, and there is one.
        assert.deepEqual(await scheduledDebaters(db, 'WY'), []);

        // No live video: not on the stage, no click-in camera, no own stream.
        for (const pending of [one, two]) {
          for (const room of [
            { kind: 'debate', stateCode: 'WY' },
            { kind: 'click-in', stateCode: 'WY' },
            { kind: 'stream', candidateId: pending.id },
          ]) {
            const published = await call('POST', '/api/media/publish', pending.cookies, {
              room,
              offer: OFFER,
            });
            assert.equal(published.statusCode, 403, `${room.kind}: ${published.body}`);
            assert.equal(published.json().message, RIGHT_REFUSED_MESSAGES.publishVideo);
          }
          const clickIn = await call('POST', '/api/media/click-ins', pending.cookies, {
            stateCode: 'WY',
            durationSeconds: 30,
          });
          assert.equal(clickIn.statusCode, 403);
          const goLive = await call('POST', '/api/stream/start', pending.cookies);
          assert.equal(goLive.statusCode, 403);
        }
        assert.deepEqual(media.published, []);

        // No moderation: delete, ban, time-out, slow mode, the held queue.
        const viewer = await call(
          'POST',
          '/api/chat',
          {},
          {
            channelId: 'state-WY',
            username: 'Viewer',
            message: 'Hello Wyoming',
            isModerated: false,
          },
        );
        assert.equal(viewer.statusCode, 201, viewer.body);
        const messageId = viewer.json().id as number;
        const settings = await call('GET', '/api/chat/state-WY/settings', one.cookies);
        assert.equal(settings.json().isModerator, false);
        for (const [method, url, payload] of [
          ['DELETE', `/api/chat/state-WY/messages/${messageId}`, undefined],
          ['POST', `/api/chat/state-WY/messages/${messageId}/restrict`, { kind: 'ban' }],
          [
            'POST',
            `/api/chat/state-WY/messages/${messageId}/restrict`,
            { kind: 'timeout', minutes: 60 },
          ],
          ['PUT', '/api/chat/state-WY/slow-mode', { seconds: 3600 }],
          ['GET', '/api/chat/state-WY/held', undefined],
        ] as const) {
          const refused = await call(method, url, one.cookies, payload);
          assert.equal(refused.statusCode, 403, `${method} ${url}: ${refused.body}`);
          assert.equal(refused.json().message, NOT_A_MODERATOR);
        }
        const { rows } = await db.query<{ removed: string | null; slow: number }>(
          `select m.removed, c.slow_mode_seconds as slow
             from chat_messages m join stream_channels c on c.id = m.channel_id
            where m.id = $1`,
          [messageId],
        );
        assert.deepEqual(rows, [{ removed: null, slow: 0 }]);
        // A moderator's link is not held; theirs is, like anyone's.
        const link = await call('POST', '/api/chat', one.cookies, {
          channelId: 'state-WY',
          username: 'Ann',
          message: 'see paid.com',
          isModerated: false,
        });
        assert.equal(link.json().isModerated, true);

        // Once support verifies one of them the stage has two verified candidates: the pair
        // is scheduled, publishes and moderates (the rule, not a blanket refusal).
        const verified = await call('POST', `/api/admin/candidates/${one.id}/activate`, admin);
        assert.equal(verified.statusCode, 200, verified.body);
        assert.deepEqual(await scheduledDebaters(db, 'WY'), [raiser, one.id]);
        const onStage = await call('POST', '/api/media/publish', one.cookies, {
          room: { kind: 'debate', stateCode: 'WY' },
          offer: OFFER,
        });
        assert.equal(onStage.statusCode, 200, onStage.body);
        assert.equal(
          (await call('PUT', '/api/chat/state-WY/slow-mode', one.cookies, { seconds: 0 }))
            .statusCode,
          200,
        );
        // The still pending one stays off the stage and out of the moderators.
        const stillRefused = await call('PUT', '/api/chat/state-WY/slow-mode', two.cookies, {
          seconds: 3600,
        });
        assert.equal(stillRefused.statusCode, 403);

        // Support deactivates them again: the re-check kicks the camera off the stage.
        await call('POST', `/api/admin/candidates/${one.id}/deactivate`, admin);
        assert.deepEqual(await scheduledDebaters(db, 'WY'), []);
        assert.deepEqual(await recheckPublishers(db, media), [
          { room: 'debate-WY', candidateId: one.id },
        ]);
        await assertTotalsConsistent(db);
      });
    });

    describe('PUT /api/candidate/profile: a verified identity is frozen, a name is one person', () => {
      /** A verified Texan, as support leaves one. */
      async function verifiedTexan(name: string) {
        const candidate = await applicant({ name });
        const activated = await call(
          'POST',
          `/api/admin/candidates/${candidate.id}/activate`,
          admin,
        );
        assert.equal(activated.statusCode, 200, activated.body);
        return candidate;
      }
      const profile = async (cookies: Cookies) =>
        contract.candidates.profile.response.parse(
          (await call('GET', '/api/candidate/profile', cookies)).json(),
        );

      it("refuses a verified candidate's rename to another verified candidate's name, lookalikes too", async () => {
        const texan = await verifiedTexan('Jordan Blake');
        for (const name of [
          CASEY,
          'casey morales',
          'Casey\u00a0Morales',
          'C\u0430sey Morales', // Cyrillic а
          'Ca\u200bsey Morales', // zero-width space
          'Casey_Morales',
          'ＣａｓｅｙＭｏｒａｌｅｓ', // full-width
        ]) {
          const renamed = await call(
            'PUT',
            '/api/candidate/profile',
            texan.cookies,
            form({ name, geographicCode: 'CA' }),
          );
          assert.equal(renamed.statusCode, 409, `${JSON.stringify(name)}: ${renamed.body}`);
          assert.deepEqual(renamed.json(), {
            message: NAME_TAKEN_MESSAGE,
            errors: { name: NAME_TAKEN_MESSAGE },
          });
        }
        const after = await profile(texan.cookies);
        assert.equal(after?.name, 'Jordan Blake');
        assert.equal(after?.geographicCode, 'TX');
        assert.equal(after?.isActivated, true);
        const { rows } = await db.query(
          `select count(*)::int as n from candidates
            where name_key = $1 and is_active and is_activated`,
          [nameKey(CASEY)],
        );
        assert.deepEqual(rows, [{ n: 1 }], 'one verified Casey Morales');
      });

      it('refuses the name at registration and at support activation too', async () => {
        const userId = await insertUser(db);
        const registered = await call(
          'POST',
          '/api/candidate/register',
          await loginCookies(db, userId),
          form({ name: 'C\u0430sey\u00a0Morales', geographicCode: 'CA' }),
        );
        assert.equal(registered.statusCode, 409);
        assert.equal(registered.json().message, NAME_TAKEN_MESSAGE);
        // An application older than the rule (written straight to the table) keeps its name
        // while pending, but support cannot verify it under a verified candidate's name.
        const older = await insertCandidate(db, { name: 'CASEY  MORALES', stateCode: 'NV' });
        const activated = await call('POST', `/api/admin/candidates/${older}/activate`, admin);
        assert.equal(activated.statusCode, 409);
        assert.equal(activated.json().message, ACTIVATION_NAME_TAKEN_MESSAGE);
        const { rows } = await db.query('select is_activated from candidates where id = $1', [
          older,
        ]);
        assert.deepEqual(rows, [{ is_activated: false }]);
      });

      it('sends a verified candidate back to pending on a plain rename, position or move', async () => {
        for (const change of [
          { name: 'Jordan Q. Blake' },
          { position: 'US Senator' },
          { geographicCode: 'CA' },
        ]) {
          const texan = await verifiedTexan(`Taylor Reed ${Object.keys(change)[0]}`);
          const before = await profile(texan.cookies);
          const platformBefore = await platformCandidates(db);
          const saved = await call(
            'PUT',
            '/api/candidate/profile',
            texan.cookies,
            form({ name: before!.name, ...change }),
          );
          assert.equal(saved.statusCode, 200, saved.body);
          const answer = contract.candidates.updateProfile.response.parse(saved.json());
          assert.equal(answer.isActivated, false, JSON.stringify(change));
          assert.equal(answer.sentBackToPending, true);
          // Counted no longer, as support's deactivation does.
          assert.equal(await platformCandidates(db), platformBefore - 1);
          await assertTotalsConsistent(db);
          // Nothing a verified candidate may do is left: no gift, no stream, no mark.
          const gift = await call('POST', '/api/donations', {}, donationForm(texan.id));
          assert.equal(gift.statusCode, 409, gift.body);
          assert.equal(gift.json().message, CANDIDATE_NOT_VERIFIED_MESSAGE);
          assert.equal((await call('POST', '/api/stream/start', texan.cookies)).statusCode, 403);
        }
      });

      it('keeps verification when only the biography, contact or platform changes', async () => {
        const texan = await verifiedTexan('Riley Stone');
        const platformBefore = await platformCandidates(db);
        const saved = await call(
          'PUT',
          '/api/candidate/profile',
          texan.cookies,
          form({ name: 'Riley Stone', bio: 'Teacher and coach.', phone: '5125550199' }),
        );
        assert.equal(saved.statusCode, 200, saved.body);
        assert.equal(saved.json().isActivated, true);
        assert.equal(saved.json().sentBackToPending, false);
        assert.equal(await platformCandidates(db), platformBefore);
        await assertTotalsConsistent(db);
      });

      it('lets a pending candidate take back the name after the verified one left it', async () => {
        // A name is reserved by a verified candidate only: a removed one frees it.
        const holder = await verifiedTexan('Morgan Vale');
        const other = await applicant({ name: 'Morgan Other' });
        const taken = await call(
          'PUT',
          '/api/candidate/profile',
          other.cookies,
          form({ name: 'morgan  vale' }),
        );
        assert.equal(taken.statusCode, 409);
        assert.equal(
          (await call('DELETE', '/api/candidate/profile', holder.cookies)).statusCode,
          200,
        );
        const free = await call(
          'PUT',
          '/api/candidate/profile',
          other.cookies,
          form({ name: 'Morgan Vale' }),
        );
        assert.equal(free.statusCode, 200, free.body);
      });
    });

    describe('chat names: folded like candidate names', () => {
      const send = (username: string, cookies: Cookies = {}) =>
        call('POST', '/api/chat', cookies, {
          channelId: 'state-CA',
          username,
          message: 'Vote for me',
          isModerated: false,
        });

      it("refuses a verified candidate's name to anyone else, however it is disguised", async () => {
        const member = await loginCookies(db, await insertUser(db));
        for (const username of [
          'Casey\u00a0Morales', // no-break space
          'C\u0430sey Morales', // Cyrillic а
          'Ca\u200bsey Morales', // zero-width space
          'Casey\u200d Morales', // zero-width joiner
          'casey.morales',
          'ＣＡＳＥＹ ＭＯＲＡＬＥＳ', // full-width
        ]) {
          for (const cookies of [{}, member]) {
            const refused = await send(username, cookies);
            assert.equal(refused.statusCode, 403, JSON.stringify(username));
            assert.deepEqual(refused.json(), { message: CHAT_NAME_RESERVED_MESSAGE });
          }
        }
        const { rows } = await db.query(
          "select count(*)::int as n from chat_messages where channel_id = 'state-CA'",
        );
        assert.deepEqual(rows, [{ n: 0 }]);
        // A name that only resembles it is free.
        assert.equal((await send('Casey Moralez', member)).statusCode, 201);
      });

      it("gives the name and its Verified mark to the candidate's own account", async () => {
        const { rows } = await db.query<{ userId: number }>(
          `select user_id as "userId" from candidates where name = $1 and is_activated`,
          [CASEY],
        );
        const casey = await loginCookies(db, Number(rows[0].userId));
        const own = await send('Casey\u00a0Morales', casey);
        assert.equal(own.statusCode, 201, own.body);
        assert.equal(own.json().verified, true);
      });

      it('fills name keys the migration could not (rows older than the column)', async () => {
        const id = await insertCandidate(db, { name: 'Quinn Older', isActivated: true });
        await db.query('update candidates set name_key = null where id = $1', [id]);
        assert.equal((await send('Quinn\u00a0Older')).statusCode, 201, 'no key, not reserved');
        assert.ok((await refreshCandidateNameKeys(db)) >= 1);
        assert.equal((await send('Quinn\u00a0Older')).statusCode, 403);
        assert.equal(await refreshCandidateNameKeys(db), 0, 'nothing left to refresh');
      });
    });
  });
}
