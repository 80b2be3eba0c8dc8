import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { appWithStorage } from './helpers/app-with-storage';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Privacy (docs/donation-rules.md): no member's email address leaves the server except to that
// member and support. Post and comment authors carry a display name the server derives (first and
// last name, else the part of the email before the at sign), never the address.

const NAMED = 'ada.lovelace.private@paid.test';
const UNNAMED = 'grace.hopper.private@paid.test';
const SUPPORT = 'support.private@paid.test';
const ANY_OF_THEM =
  /ada\.lovelace\.private@|grace\.hopper\.private@|support\.private@|@paid\.test/i;

for (const kind of DATABASE_KINDS) {
  describe(`post and comment authors carry no email (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let postId: number;

    before(async () => {
      database = await createTestDatabase(kind);
      ({ app } = appWithStorage(database.db));
      const db = database.db;
      const named = await insertUser(db, { email: NAMED, firstName: 'Ada', lastName: 'Lovelace' });
      const unnamed = await insertUser(db, { email: UNNAMED, firstName: null, lastName: ' ' });
      const support = await insertUser(db, { email: SUPPORT, firstName: null, lastName: null });
      await db.query('update users set is_admin = true where id = $1', [support]);
      const created = await app.inject({
        method: 'POST',
        url: '/api/shorts/post',
        cookies: await loginCookies(db, named),
        payload: { text: 'Hello', mediaUrl: null, mediaType: null },
      });
      assert.equal(created.statusCode, 201, created.body);
      postId = created.json().id;
      assert.doesNotMatch(created.body, ANY_OF_THEM);
      for (const author of [unnamed, support]) {
        const comment = await app.inject({
          method: 'POST',
          url: `/api/posts/${postId}/comments`,
          cookies: await loginCookies(db, author),
          payload: { text: 'Reply' },
        });
        assert.equal(comment.statusCode, 201, comment.body);
        assert.doesNotMatch(comment.body, ANY_OF_THEM);
      }
      await db.query('insert into posts (user_id, content) values ($1, $2), ($3, $4)', [
        unnamed,
        'By Grace',
        support,
        'By support',
      ]);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    it('answers the feed, a post and its comments to a visitor without any email', async () => {
      for (const url of ['/api/posts', `/api/posts/${postId}`, `/api/posts/${postId}/comments`]) {
        const response = await app.inject({ method: 'GET', url });
        assert.equal(response.statusCode, 200, url);
        assert.doesNotMatch(response.body, ANY_OF_THEM, url);
        assert.doesNotMatch(response.body, /"email"/, url);
      }
    });

    it('shows authors by the display name the server derives', async () => {
      const page = contract.posts.list.response.parse(
        (await app.inject({ method: 'GET', url: '/api/posts' })).json(),
      );
      assert.deepEqual(
        page.posts.map((post) => [post.content, post.user]),
        [
          ['By support', { displayName: 'support.private', verified: false }],
          ['By Grace', { displayName: 'grace.hopper.private', verified: false }],
          ['Hello', { displayName: 'Ada Lovelace', verified: false }],
        ],
      );
      const comments = contract.posts.comments.response.parse(
        (await app.inject({ method: 'GET', url: `/api/posts/${postId}/comments` })).json(),
      );
      assert.deepEqual(
        comments.map((comment) => comment.user.displayName),
        ['grace.hopper.private', 'support.private'],
      );
    });
  });
}
