import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract, type PostsPage } from 'shared-api/contracts';
import { FEED_MAX_AGE_MS } from '../src/posts/feed-pages';
import { appWithStorage } from './helpers/app-with-storage';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// GET /api/posts answers from a short cache (posts/feed-pages.ts). A write through this
// server shows on the very next read, each viewer sees their own likes and never another's,
// a change made elsewhere shows within FEED_MAX_AGE_MS, and an unchanged page is a 304.

type Cookies = Record<string, string>;

for (const kind of DATABASE_KINDS) {
  describe(`Shorts feed cache (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let alice: Cookies;
    let bob: Cookies;
    let aliceId: number;
    /** Three posts by Alice, newest first. */
    let postIds: number[];

    before(async () => {
      database = await createTestDatabase(kind);
      ({ app } = appWithStorage(database.db));
      aliceId = await insertUser(database.db, { firstName: 'Alice' });
      alice = await loginCookies(database.db, aliceId);
      bob = await loginCookies(database.db, await insertUser(database.db, { firstName: 'Bob' }));
      postIds = [];
      for (const text of ['one', 'two', 'three']) {
        const created = await post(alice, text);
        postIds.unshift(created.id);
      }
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    async function post(cookies: Cookies, text: string) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/shorts/post',
        cookies,
        payload: { text, mediaUrl: null },
      });
      assert.equal(response.statusCode, 201, response.body);
      return contract.posts.create.response.parse(response.json());
    }

    async function feed(cookies: Cookies = {}): Promise<PostsPage> {
      const response = await app.inject({ method: 'GET', url: '/api/posts', cookies });
      assert.equal(response.statusCode, 200, response.body);
      return contract.posts.list.response.parse(response.json());
    }

    /** [id, likeCount, likedByMe, commentCount] of each post of the first page. */
    const counts = (page: PostsPage) =>
      page.posts.map((p) => [p.id, p.likeCount, p.likedByMe, p.commentCount]);

    const like = (postId: number, cookies: Cookies, method: 'PUT' | 'DELETE' = 'PUT') =>
      app.inject({ method, url: `/api/posts/${postId}/like`, cookies });

    it('shows a new post on the next read', async () => {
      await feed(); // cached now
      const created = await post(bob, 'fresh from Bob');
      assert.equal((await feed()).posts[0].id, created.id);
      assert.equal((await feed(alice)).posts[0].id, created.id);
      await app.inject({ method: 'DELETE', url: `/api/posts/${created.id}`, cookies: bob });
    });

    it('shows a deletion on the next read', async () => {
      const created = await post(alice, 'short-lived');
      assert.equal((await feed()).posts[0].id, created.id);
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/posts/${created.id}`,
        cookies: alice,
      });
      assert.equal(removed.statusCode, 200);
      assert.deepEqual(
        (await feed()).posts.map((p) => p.id),
        postIds,
      );
    });

    it('gives each viewer their own likes, right after each like and unlike', async () => {
      const [newest, middle] = postIds;
      await Promise.all([feed(), feed(alice), feed(bob)]); // all cached
      assert.equal((await like(newest, alice)).statusCode, 200);
      assert.equal((await like(middle, bob)).statusCode, 200);

      // Simultaneous reads share one database read of the page; the likes stay apart.
      const [asAlice, asBob, asVisitor] = await Promise.all([feed(alice), feed(bob), feed()]);
      assert.deepEqual(counts(asAlice).slice(0, 2), [
        [newest, 1, true, 0],
        [middle, 1, false, 0],
      ]);
      assert.deepEqual(counts(asBob).slice(0, 2), [
        [newest, 1, false, 0],
        [middle, 1, true, 0],
      ]);
      assert.deepEqual(counts(asVisitor).slice(0, 2), [
        [newest, 1, false, 0],
        [middle, 1, false, 0],
      ]);
      // And again from the cache, in another order.
      assert.deepEqual(counts(await feed()), counts(asVisitor));
      assert.deepEqual(counts(await feed(bob)), counts(asBob));
      assert.deepEqual(counts(await feed(alice)), counts(asAlice));

      assert.equal((await like(newest, bob)).statusCode, 200);
      assert.deepEqual(counts(await feed(alice))[0], [newest, 2, true, 0]);
      assert.deepEqual(counts(await feed(bob))[0], [newest, 2, true, 0]);
      assert.equal((await like(newest, alice, 'DELETE')).statusCode, 200);
      assert.deepEqual(counts(await feed(alice))[0], [newest, 1, false, 0]);
      assert.deepEqual(counts(await feed(bob))[0], [newest, 1, true, 0]);
      assert.deepEqual(counts(await feed())[0], [newest, 1, false, 0]);
    });

    it('counts a comment on the next read', async () => {
      const oldest = postIds[2];
      const before = (await feed()).posts.find((p) => p.id === oldest);
      const response = await app.inject({
        method: 'POST',
        url: `/api/posts/${oldest}/comments`,
        cookies: bob,
        payload: { text: 'Nice one' },
      });
      assert.equal(response.statusCode, 201);
      const afterComment = (await feed()).posts.find((p) => p.id === oldest);
      assert.equal(afterComment?.commentCount, (before?.commentCount ?? 0) + 1);
    });

    it('shows a change made elsewhere (not through this server) within the max age', async () => {
      const readAt = Date.now();
      const cached = await feed();
      // Straight into the database, as another server process would: nothing here knows.
      await database.db.query('update posts set content = $2 where id = $1', [
        postIds[0],
        'edited elsewhere',
      ]);
      if (Date.now() - readAt < FEED_MAX_AGE_MS) {
        assert.deepEqual(await feed(), cached, 'kept for up to the max age');
      }
      await new Promise((resolve) => setTimeout(resolve, FEED_MAX_AGE_MS + 50));
      assert.equal((await feed()).posts[0].content, 'edited elsewhere');
    });

    it('drops a post support hides on the next read, and brings it back when restored', async () => {
      const adminId = await insertUser(database.db, { firstName: 'Avery' });
      await database.db.query('update users set is_admin = true where id = $1', [adminId]);
      const support = await loginCookies(database.db, adminId);
      const ids = async (cookies: Cookies = {}) => (await feed(cookies)).posts.map((p) => p.id);
      const [newest] = postIds;
      await Promise.all([feed(), feed(bob)]); // cached
      const hide = await app.inject({
        method: 'POST',
        url: `/api/admin/posts/${newest}/hide`,
        cookies: support,
      });
      assert.equal(hide.statusCode, 200, hide.body);
      assert.ok(!(await ids()).includes(newest), 'visitor');
      assert.ok(!(await ids(bob)).includes(newest), 'another member');
      assert.ok((await ids(alice)).includes(newest), 'its author');
      assert.ok((await ids(support)).includes(newest), 'support');
      // The author's and support's pages are never kept for others.
      assert.ok(!(await ids()).includes(newest), 'visitor after the author read');

      const restore = await app.inject({
        method: 'POST',
        url: `/api/admin/posts/${newest}/restore`,
        cookies: support,
      });
      assert.equal(restore.statusCode, 200);
      assert.ok((await ids()).includes(newest));
      assert.ok((await ids(bob)).includes(newest));
    });

    it('drops a post hidden elsewhere (another server) within the max age', async () => {
      const [newest] = postIds;
      await feed(); // cached
      await database.db.query('update posts set hidden_at = now() where id = $1', [newest]);
      await new Promise((resolve) => setTimeout(resolve, FEED_MAX_AGE_MS + 50));
      assert.ok(!(await feed()).posts.some((p) => p.id === newest));
      await database.db.query('update posts set hidden_at = null where id = $1', [newest]);
    });

    it('answers 304 to the ETag it sent until the page changes, per viewer', async () => {
      const getPage = (cookies: Cookies, ifNoneMatch: string) =>
        app.inject({
          method: 'GET',
          url: '/api/posts',
          cookies,
          headers: { 'if-none-match': ifNoneMatch },
        });
      const first = await app.inject({ method: 'GET', url: '/api/posts', cookies: bob });
      const etag = first.headers.etag as string;
      assert.match(etag, /^"[\w-]+"$/);
      assert.equal(first.headers['cache-control'], 'private, no-cache');
      const again = await getPage(bob, etag);
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      assert.equal(again.headers.etag, etag);

      // Bob likes a post the visitor sees unliked: the visitor's page is another page.
      const asVisitor = await getPage({}, etag);
      assert.equal(asVisitor.statusCode, 200);
      assert.notEqual(asVisitor.headers.etag, etag);

      await like(postIds[1], alice);
      const changed = await getPage(bob, etag);
      assert.equal(changed.statusCode, 200);
      assert.notEqual(changed.headers.etag, etag);
    });
  });
}
