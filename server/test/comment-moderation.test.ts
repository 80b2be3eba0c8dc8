import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  ALREADY_REPORTED_COMMENT_MESSAGE,
  contract,
  OWN_COMMENT_REPORT_MESSAGE,
  REPORT_REASON_REQUIRED_MESSAGE,
} from 'shared-api/contracts';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits';
import { appWithStorage } from './helpers/app-with-storage';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Shorts comments (docs/roles.md): a security review posted 150 comments in 1.8 s from a new,
// unverified account, and nothing could report or remove one. Now comments have a rate limit
// (the app's `comments` limit, per account), reports (a reason, one per member and comment, not
// your own) and a place in support's queue, where support hides or restores them.

type Cookies = Record<string, string>;

for (const kind of DATABASE_KINDS) {
  describe(`Shorts comment moderation (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let author: Cookies;
    let reader: Cookies;
    let support: Cookies;
    let postId: number;

    before(async () => {
      database = await createTestDatabase(kind);
      // The production limits: the finding is about what the site allows as shipped.
      ({ app } = appWithStorage(database.db));
      const db = database.db;
      author = await loginCookies(db, await insertUser(db, { firstName: 'Ada', lastName: 'A' }));
      reader = await loginCookies(db, await insertUser(db, { firstName: 'Rita', lastName: 'R' }));
      const adminId = await insertUser(db, { firstName: 'Avery', lastName: 'Admin' });
      await db.query('update users set is_admin = true where id = $1', [adminId]);
      support = await loginCookies(db, adminId);
      const created = await app.inject({
        method: 'POST',
        url: '/api/shorts/post',
        cookies: author,
        payload: { text: 'Town hall tonight', mediaUrl: null },
      });
      assert.equal(created.statusCode, 201, created.body);
      postId = created.json().id;
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const comment = (text: string, cookies: Cookies) =>
      app.inject({
        method: 'POST',
        url: `/api/posts/${postId}/comments`,
        cookies,
        payload: { text },
      });
    const report = (commentId: number, body: object, cookies: Cookies = reader) =>
      app.inject({
        method: 'POST',
        url: `/api/comments/${commentId}/report`,
        cookies,
        payload: body,
      });
    const replies = async () =>
      (await app.inject({ method: 'GET', url: `/api/posts/${postId}/comments` })).json() as {
        id: number;
      }[];

    it('refuses comments past the limit: 150 at once from a new, unverified account', async () => {
      const spammerId = await insertUser(database.db, { verified: false });
      const spammer = await loginCookies(database.db, spammerId);
      const answers = [];
      for (let i = 0; i < 150; i += 1) {
        answers.push((await comment(`spam ${i}`, spammer)).statusCode);
      }
      const { max } = DEFAULT_RATE_LIMITS.comments;
      assert.deepEqual(answers.slice(0, max), Array(max).fill(201));
      assert.deepEqual(answers.slice(max), Array(150 - max).fill(429));
      const refused = await comment('one more', spammer);
      assert.match(
        refused.json().message,
        /^Too many requests\. Try again in (\d+ seconds?|about \d+ (minutes?|hours?))\.$/,
      );
      // Another member is not slowed by the spammer.
      assert.equal((await comment('I am a person', reader)).statusCode, 201);
    });

    it('takes a report of a comment: in support’s queue, support hides it, it leaves the replies', async () => {
      const written = await comment('You are all idiots', author);
      assert.equal(written.statusCode, 201, written.body);
      const commentId: number = written.json().id;

      // Bad input: a clear 400 and nothing recorded; not your own comment; one report each.
      const noReason = await report(commentId, { details: '' });
      assert.equal(noReason.statusCode, 400);
      assert.match(noReason.body, new RegExp(REPORT_REASON_REQUIRED_MESSAGE));
      const own = await report(commentId, { reason: 'harassment' }, author);
      assert.equal(own.statusCode, 403);
      assert.equal(own.json().message, OWN_COMMENT_REPORT_MESSAGE);
      assert.equal((await report(commentId, { reason: 'harassment' }, {})).statusCode, 401);
      assert.equal((await report(999_999, { reason: 'spam' })).statusCode, 404);

      const reported = await report(commentId, { reason: 'harassment', details: 'Insults' });
      assert.equal(reported.statusCode, 201, reported.body);
      const answer = contract.postModeration.reportComment.response.parse(reported.json());
      assert.deepEqual(
        { reason: answer.reason, details: answer.details },
        { reason: 'harassment', details: 'Insults' },
      );
      const twice = await report(commentId, { reason: 'spam' });
      assert.equal(twice.statusCode, 409);
      assert.equal(twice.json().message, ALREADY_REPORTED_COMMENT_MESSAGE);

      const queueAs = (cookies: Cookies) =>
        app.inject({ method: 'GET', url: '/api/admin/comment-reports', cookies });
      assert.equal((await queueAs(reader)).statusCode, 403);
      const queue = contract.postModeration.commentQueue.response.parse(
        (await queueAs(support)).json(),
      );
      const item = queue.find((entry) => entry.comment.id === commentId);
      assert.ok(item, JSON.stringify(queue));
      assert.equal(item.comment.content, 'You are all idiots');
      assert.equal(item.reportCount, 1);
      assert.equal(item.hiddenAt, null);
      assert.deepEqual(
        item.reports.map(({ reason, details }) => ({ reason, details })),
        [{ reason: 'harassment', details: 'Insults' }],
      );

      const hideUrl = `/api/admin/comments/${commentId}/hide`;
      assert.equal(
        (await app.inject({ method: 'POST', url: hideUrl, cookies: reader })).statusCode,
        403,
      );
      const hidden = await app.inject({ method: 'POST', url: hideUrl, cookies: support });
      assert.equal(hidden.statusCode, 200, hidden.body);
      assert.deepEqual(hidden.json(), { id: commentId, hidden: true, changed: true });
      assert.ok(!(await replies()).some((reply) => reply.id === commentId));
      const post = (await app.inject({ method: 'GET', url: `/api/posts/${postId}` })).json();
      assert.equal(post.commentCount, (await replies()).length);
      const after = contract.postModeration.commentQueue.response.parse(
        (await queueAs(support)).json(),
      );
      assert.ok(after.find((entry) => entry.comment.id === commentId)?.hiddenAt);
      // A hidden comment cannot be reported any more (it is gone for members).
      const third = await loginCookies(database.db, await insertUser(database.db));
      assert.equal((await report(commentId, { reason: 'spam' }, third)).statusCode, 404);

      const restored = await app.inject({
        method: 'POST',
        url: `/api/admin/comments/${commentId}/restore`,
        cookies: support,
      });
      assert.deepEqual(restored.json(), { id: commentId, hidden: false, changed: true });
      assert.ok((await replies()).some((reply) => reply.id === commentId));
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/admin/comments/999999/hide',
        cookies: support,
      });
      assert.equal(unknown.statusCode, 404);
    });
  });
}
