import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { appWithStorage } from './helpers/app-with-storage';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Verified marks in Shorts (docs/roles.md): a post or reply whose author's
// account owns an activated candidate profile says so (user.verified), derived by the server
// on each read: pending candidates and plain members are not verified, deactivation takes the
// mark away, and nothing a client sends can set it.

for (const kind of DATABASE_KINDS) {
  describe(`verified authors in Shorts (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    const authors: Record<'activated' | 'pending' | 'member', Record<string, string>> = {
      activated: {},
      pending: {},
      member: {},
    };
    let activatedCandidateId: number;

    before(async () => {
      database = await createTestDatabase(kind);
      ({ app } = appWithStorage(database.db));
      const db = database.db;
      const activatedId = await insertUser(db, { firstName: 'Casey', lastName: 'Morales' });
      activatedCandidateId = await insertCandidate(db, { userId: activatedId, isActivated: true });
      const pendingId = await insertUser(db, { firstName: 'Morgan', lastName: 'Reyes' });
      await insertCandidate(db, { userId: pendingId, name: 'Morgan Reyes' });
      authors.activated = await loginCookies(db, activatedId);
      authors.pending = await loginCookies(db, pendingId);
      authors.member = await loginCookies(db, await insertUser(db, { firstName: 'Vera' }));
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    /** [text, verified] of every post of the feed, and of the replies under `postId`. */
    async function marks(postId: number) {
      const feed = contract.posts.list.response.parse(
        (await app.inject({ method: 'GET', url: '/api/posts' })).json(),
      );
      const replies = contract.posts.comments.response.parse(
        (await app.inject({ method: 'GET', url: `/api/posts/${postId}/comments` })).json(),
      );
      return {
        posts: feed.posts.map((p) => [p.content, p.user.verified]),
        replies: replies.map((r) => [r.content, r.user.verified]),
      };
    }

    it('marks the activated candidate only, on posts and replies, and follows deactivation', async () => {
      let postId = 0;
      for (const [role, cookies] of Object.entries(authors)) {
        const created = await app.inject({
          method: 'POST',
          url: '/api/shorts/post',
          cookies,
          // A client cannot claim the mark: the body has no such field, and extra keys are dropped.
          payload: { text: `post by ${role}`, mediaUrl: null, user: { verified: true } },
        });
        assert.equal(created.statusCode, 201, created.body);
        assert.equal(created.json().user.verified, role === 'activated');
        postId = created.json().id;
      }
      for (const [role, cookies] of Object.entries(authors)) {
        const reply = await app.inject({
          method: 'POST',
          url: `/api/posts/${postId}/comments`,
          cookies,
          payload: { text: `reply by ${role}` },
        });
        assert.equal(reply.statusCode, 201);
        assert.equal(reply.json().user.verified, role === 'activated');
      }
      assert.deepEqual(await marks(postId), {
        posts: [
          ['post by member', false],
          ['post by pending', false],
          ['post by activated', true],
        ],
        replies: [
          ['reply by activated', true],
          ['reply by pending', false],
          ['reply by member', false],
        ],
      });

      await database.db.transaction((tx) =>
        tx.query('update candidates set is_activated = false where id = $1', [
          activatedCandidateId,
        ]),
      );
      const after = await marks(postId);
      assert.ok(after.posts.every(([, verified]) => verified === false));
      assert.ok(after.replies.every(([, verified]) => verified === false));
    });
  });
}
