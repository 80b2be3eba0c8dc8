import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  ALREADY_REPORTED_MESSAGE,
  contract,
  OWN_POST_REPORT_MESSAGE,
  REPORT_DETAILS_MAX_CHARS,
  REPORT_DETAILS_REQUIRED_MESSAGE,
  REPORT_REASON_REQUIRED_MESSAGE,
} from 'shared-api/contracts';
import { appWithStorage } from './helpers/app-with-storage';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Shorts moderation (docs/roles.md): members report posts (one report each), support reads
// the queue and hides or restores; a hidden post is gone from the feed, its page and its
// replies for everyone but its author (who sees it marked hidden) and support.

type Cookies = Record<string, string>;

for (const kind of DATABASE_KINDS) {
  describe(`Shorts moderation (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let author: Cookies;
    let reader: Cookies;
    let second: Cookies;
    let support: Cookies;
    let postId: number;

    before(async () => {
      database = await createTestDatabase(kind);
      ({ app } = appWithStorage(database.db));
      const db = database.db;
      author = await loginCookies(
        db,
        await insertUser(db, { firstName: 'Ada', lastName: 'Author' }),
      );
      reader = await loginCookies(
        db,
        await insertUser(db, { firstName: 'Rita', lastName: 'Reader' }),
      );
      second = await loginCookies(
        db,
        await insertUser(db, { firstName: 'Sam', lastName: 'Second' }),
      );
      const adminId = await insertUser(db, { firstName: 'Avery', lastName: 'Admin' });
      await db.query('update users set is_admin = true where id = $1', [adminId]);
      support = await loginCookies(db, adminId);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    beforeEach(async () => {
      await database.db.query('delete from posts');
      const created = await app.inject({
        method: 'POST',
        url: '/api/shorts/post',
        cookies: author,
        payload: { text: 'Buy followers here', mediaUrl: null },
      });
      assert.equal(created.statusCode, 201, created.body);
      postId = created.json().id;
    });

    const report = (body: object, cookies: Cookies = reader, id = postId) =>
      app.inject({ method: 'POST', url: `/api/posts/${id}/report`, cookies, payload: body });
    const get = (url: string, cookies: Cookies = {}) => app.inject({ method: 'GET', url, cookies });
    const setHidden = (hidden: boolean, cookies: Cookies = support, id = postId) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/posts/${id}/${hidden ? 'hide' : 'restore'}`,
        cookies,
      });
    const feedIds = async (cookies: Cookies = {}) => {
      const response = await get('/api/posts', cookies);
      assert.equal(response.statusCode, 200);
      return contract.posts.list.response.parse(response.json()).posts.map((p) => p.id);
    };
    const reportRows = () =>
      database.db
        .query<{ reason: string; details: string }>(
          'select reason, details from post_reports order by created_at',
        )
        .then((result) => result.rows);

    describe('reports', () => {
      it('records a member report (201) and refuses a second one by the same member (409)', async () => {
        const first = await report({ reason: 'spam', details: '  Bot account  ' });
        assert.equal(first.statusCode, 201, first.body);
        const answer = contract.postModeration.report.response.parse(first.json());
        assert.equal(answer.reason, 'spam');
        assert.equal(answer.details, 'Bot account');
        const again = await report({ reason: 'harassment' });
        assert.equal(again.statusCode, 409);
        assert.deepEqual(again.json(), { message: ALREADY_REPORTED_MESSAGE });
        assert.equal((await report({ reason: 'harassment' }, second)).statusCode, 201);
        assert.deepEqual(await reportRows(), [
          { reason: 'spam', details: 'Bot account' },
          { reason: 'harassment', details: '' },
        ]);
      });

      it('asks a visitor to log in (401), refuses the author (403) and an absent post (404)', async () => {
        assert.equal((await report({ reason: 'spam' }, {})).statusCode, 401);
        const own = await report({ reason: 'spam' }, author);
        assert.equal(own.statusCode, 403);
        assert.equal(own.json().message, OWN_POST_REPORT_MESSAGE);
        assert.equal((await report({ reason: 'spam' }, reader, postId + 1000)).statusCode, 404);
        assert.deepEqual(await reportRows(), []);
      });

      it('refuses a bad reason or details with a 400 naming the field, storing nothing', async () => {
        const cases: [object, string, string][] = [
          [{ reason: 'boring' }, 'reason', REPORT_REASON_REQUIRED_MESSAGE],
          [{}, 'reason', REPORT_REASON_REQUIRED_MESSAGE],
          [{ reason: 'other', details: '   ' }, 'details', REPORT_DETAILS_REQUIRED_MESSAGE],
          [
            { reason: 'spam', details: 'x'.repeat(REPORT_DETAILS_MAX_CHARS + 1) },
            'details',
            `Details must be at most ${REPORT_DETAILS_MAX_CHARS} characters`,
          ],
        ];
        for (const [body, field, message] of cases) {
          const response = await report(body);
          assert.equal(response.statusCode, 400, JSON.stringify(body));
          assert.equal(response.json().errors[field], message, JSON.stringify(body));
        }
        assert.equal((await report({ reason: 'other', details: 'Fake poll' })).statusCode, 201);
        assert.deepEqual(await reportRows(), [{ reason: 'other', details: 'Fake poll' }]);
      });
    });

    describe("support's queue", () => {
      it('is support only: 401 for a visitor, 403 for members and the author', async () => {
        assert.equal((await get('/api/admin/post-reports')).statusCode, 401);
        for (const cookies of [reader, author]) {
          assert.equal((await get('/api/admin/post-reports', cookies)).statusCode, 403);
        }
        for (const hidden of [true, false]) {
          assert.equal((await setHidden(hidden, {})).statusCode, 401);
          assert.equal((await setHidden(hidden, author)).statusCode, 403);
          assert.equal((await setHidden(hidden, reader)).statusCode, 403);
        }
        const { rows } = await database.db.query('select 1 from posts where hidden_at is not null');
        assert.equal(rows.length, 0);
      });

      it('lists each reported post with its reports and reasons, never who reported', async () => {
        const unreported = await app.inject({
          method: 'POST',
          url: '/api/shorts/post',
          cookies: reader,
          payload: { text: 'Nothing to see', mediaUrl: null },
        });
        assert.equal(unreported.statusCode, 201);
        await report({ reason: 'spam', details: 'Bot' });
        await report({ reason: 'false-information' }, second);
        const response = await get('/api/admin/post-reports', support);
        assert.equal(response.statusCode, 200);
        const queue = contract.postModeration.queue.response.parse(response.json());
        assert.equal(queue.length, 1);
        const [item] = queue;
        assert.equal(item.post.id, postId);
        assert.equal(item.post.content, 'Buy followers here');
        assert.equal(item.post.user.displayName, 'Ada Author');
        assert.equal(item.post.hidden, false);
        assert.equal(item.hiddenAt, null);
        assert.equal(item.reportCount, 2);
        assert.deepEqual(
          item.reports.map((r) => [r.reason, r.details]),
          [
            ['false-information', ''],
            ['spam', 'Bot'],
          ],
        );
        // The reporters' names are nowhere in the answer.
        assert.doesNotMatch(response.body, /Rita|Reader|Sam|Second/);
      });
    });

    describe('hiding and restoring', () => {
      it('hides a post from the feed, its page and replies for all but its author and support', async () => {
        const comment = await app.inject({
          method: 'POST',
          url: `/api/posts/${postId}/comments`,
          cookies: reader,
          payload: { text: 'Reported.' },
        });
        assert.equal(comment.statusCode, 201);
        await report({ reason: 'spam' });
        // Cached for everyone first: hiding must not be served from the cache.
        assert.deepEqual(await feedIds(), [postId]);
        assert.deepEqual(await feedIds(reader), [postId]);

        const hidden = await setHidden(true);
        assert.equal(hidden.statusCode, 200, hidden.body);
        assert.deepEqual(hidden.json(), { id: postId, hidden: true, changed: true });
        assert.deepEqual((await setHidden(true)).json(), {
          id: postId,
          hidden: true,
          changed: false,
        });

        for (const cookies of [{}, reader, second]) {
          assert.deepEqual(await feedIds(cookies), []);
          assert.equal((await get(`/api/posts/${postId}`, cookies)).statusCode, 404);
          assert.equal((await get(`/api/posts/${postId}/comments`, cookies)).statusCode, 404);
        }
        for (const method of ['PUT', 'DELETE'] as const) {
          const like = await app.inject({
            method,
            url: `/api/posts/${postId}/like`,
            cookies: reader,
          });
          assert.equal(like.statusCode, 404);
        }
        const replyToHidden = await app.inject({
          method: 'POST',
          url: `/api/posts/${postId}/comments`,
          cookies: second,
          payload: { text: 'Where did it go?' },
        });
        assert.equal(replyToHidden.statusCode, 404);
        assert.equal((await report({ reason: 'spam' }, second)).statusCode, 404);

        // Its author and support still see it, marked hidden, with its replies.
        for (const cookies of [author, support]) {
          const feed = contract.posts.list.response.parse(
            (await get('/api/posts', cookies)).json(),
          );
          assert.deepEqual(
            feed.posts.map((p) => [p.id, p.hidden]),
            [[postId, true]],
          );
          const page = await get(`/api/posts/${postId}`, cookies);
          assert.equal(page.statusCode, 200);
          assert.equal(contract.posts.detail.response.parse(page.json()).hidden, true);
          const replies = await get(`/api/posts/${postId}/comments`, cookies);
          assert.equal(replies.statusCode, 200);
          assert.equal(replies.json().length, 1);
        }
        const queue = contract.postModeration.queue.response.parse(
          (await get('/api/admin/post-reports', support)).json(),
        );
        assert.equal(queue[0].post.hidden, true);
        assert.ok(queue[0].hiddenAt);

        // Restored: back for everyone, on the very next read.
        const restored = await setHidden(false);
        assert.deepEqual(restored.json(), { id: postId, hidden: false, changed: true });
        for (const cookies of [{}, reader, author, support]) {
          assert.deepEqual(await feedIds(cookies), [postId]);
          assert.equal((await get(`/api/posts/${postId}`, cookies)).json().hidden, false);
          assert.equal((await get(`/api/posts/${postId}/comments`, cookies)).statusCode, 200);
        }
      });

      it('keeps the rest of the feed and its pages for the author of a hidden post', async () => {
        const others: number[] = [];
        for (const text of ['one', 'two', 'three']) {
          const created = await app.inject({
            method: 'POST',
            url: '/api/shorts/post',
            cookies: reader,
            payload: { text, mediaUrl: null },
          });
          others.unshift(created.json().id);
        }
        await setHidden(true);
        assert.deepEqual(await feedIds(reader), others);
        const firstPage = contract.posts.list.response.parse(
          (await get('/api/posts?limit=2', author)).json(),
        );
        assert.deepEqual(
          firstPage.posts.map((p) => p.id),
          others.slice(0, 2),
        );
        const rest = contract.posts.list.response.parse(
          (
            await get(
              `/api/posts?limit=2&cursor=${encodeURIComponent(firstPage.nextCursor ?? '')}`,
              author,
            )
          ).json(),
        );
        assert.deepEqual(
          rest.posts.map((p) => [p.id, p.hidden]),
          [
            [others[2], false],
            [postId, true],
          ],
        );
      });

      it('answers 404 for a post that does not exist', async () => {
        assert.equal((await setHidden(true, support, postId + 1000)).statusCode, 404);
        assert.equal((await setHidden(false, support, postId + 1000)).statusCode, 404);
      });
    });
  });
}
