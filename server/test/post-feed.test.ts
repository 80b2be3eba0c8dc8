import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract, type Post } from 'shared-api/contracts';
import { appWithStorage } from './helpers/app-with-storage';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { dataUrl, SAMPLE_BYTES } from './helpers/media-samples';
import type { MemoryFileStorage } from './helpers/memory-file-storage';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// Reading the Shorts feed (public, cursor pages), one post, deleting (author only), likes
// and comments.

for (const kind of databaseKinds({ differsByDatabase: 'two simultaneous likes of one post' })) {
  describe(`Shorts feed (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let storage: MemoryFileStorage;
    let authorId: number;
    let author: Record<string, string>;
    let other: Record<string, string>;
    /** 25 posts, oldest first; two share one created_at to test the id tie-break. */
    let postIds: number[];

    before(async () => {
      database = await createTestDatabase(kind);
      ({ app, storage } = appWithStorage(database.db));
      authorId = await insertUser(database.db, { firstName: 'Ada', lastName: null });
      author = await loginCookies(database.db, authorId);
      other = await loginCookies(database.db, await insertUser(database.db));
      const { rows } = await database.db.query<{ id: number }>(
        `insert into posts (user_id, content, created_at)
         select $1, 'post ' || n,
                timestamptz '2026-01-01 00:00:00.123456+00' + make_interval(mins => least(n, 24))
           from generate_series(1, 25) as n
          order by n
         returning id`,
        [authorId],
      );
      postIds = rows.map((row) => row.id).sort((a, b) => a - b);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const get = (url: string, cookies: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, cookies });

    async function allPages(limit: number, cookies: Record<string, string> = {}) {
      const seen: Post[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const response = await get(`/api/posts?limit=${limit}${query}`, cookies);
        assert.equal(response.statusCode, 200);
        const page = contract.posts.list.response.parse(response.json());
        assert.ok(page.posts.length <= limit);
        seen.push(...page.posts);
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 100);
      return { seen, pages };
    }

    it('lists the newest 20 first for a visitor, with counts and likedByMe false', async () => {
      const response = await get('/api/posts');
      assert.equal(response.statusCode, 200);
      const page = contract.posts.list.response.parse(response.json());
      assert.equal(page.posts.length, 20);
      assert.deepEqual(
        page.posts.map((post) => post.id),
        [...postIds].reverse().slice(0, 20),
      );
      assert.equal(typeof page.nextCursor, 'string');
      const [newest] = page.posts;
      assert.deepEqual(newest.user, { displayName: 'Ada', verified: false });
      assert.equal(newest.likedByMe, false);
      assert.equal(newest.likeCount, 0);
      assert.equal(newest.commentCount, 0);
    });

    it('pages through every post exactly once, also across equal timestamps', async () => {
      for (const limit of [1, 7, 24, 25, 50]) {
        const { seen, pages } = await allPages(limit);
        assert.deepEqual(
          seen.map((post) => post.id),
          [...postIds].reverse(),
          `limit ${limit}`,
        );
        assert.equal(pages, Math.ceil(25 / limit));
      }
    });

    it('keeps a cursor valid when new posts arrive or its post is deleted', async () => {
      const first = contract.posts.list.response.parse((await get('/api/posts?limit=10')).json());
      const { rows } = await database.db.query<{ id: number }>(
        `insert into posts (user_id, content, created_at)
         values ($1, 'brand new', '2027-01-01T00:00:00Z') returning id`,
        [authorId],
      );
      const second = contract.posts.list.response.parse(
        (await get(`/api/posts?limit=10&cursor=${first.nextCursor}`)).json(),
      );
      assert.deepEqual(
        second.posts.map((post) => post.id),
        [...postIds].reverse().slice(10, 20),
      );
      await database.db.query('delete from posts where id = $1', [rows[0].id]);
    });

    it('refuses a forged cursor and a limit above 50', async () => {
      const forged = await get('/api/posts?cursor=not-a-cursor');
      assert.equal(forged.statusCode, 400);
      assert.equal(forged.json().errors.cursor, 'This page link is not valid; reload the feed');
      assert.equal((await get('/api/posts?limit=51')).statusCode, 400);
      assert.equal((await get('/api/posts?limit=0')).statusCode, 400);
    });

    it('answers one post, 404 when absent, 400 for a bad id', async () => {
      const response = await get(`/api/posts/${postIds[3]}`);
      assert.equal(response.statusCode, 200);
      assert.equal(contract.posts.detail.response.parse(response.json()).content, 'post 4');
      const absent = await get('/api/posts/999999');
      assert.equal(absent.statusCode, 404);
      assert.deepEqual(absent.json(), { message: 'Post not found' });
      assert.equal((await get('/api/posts/abc')).statusCode, 400);
    });

    describe('likes', () => {
      const like = (postId: number, cookies: Record<string, string>, method = 'PUT') =>
        app.inject({ method, url: `/api/posts/${postId}/like`, cookies });

      it('needs a login (401) and an existing post (404)', async () => {
        assert.equal((await like(postIds[0], {})).statusCode, 401);
        assert.equal((await like(postIds[0], {}, 'DELETE')).statusCode, 401);
        assert.equal((await like(999999, author)).statusCode, 404);
        assert.equal((await like(999999, author, 'DELETE')).statusCode, 404);
      });

      it('counts one like per user however often they like, and takes it back', async () => {
        const postId = postIds[0];
        assert.deepEqual((await like(postId, author)).json(), { likeCount: 1, likedByMe: true });
        assert.deepEqual((await like(postId, author)).json(), { likeCount: 1, likedByMe: true });
        const together = await Promise.all([like(postId, other), like(postId, other)]);
        for (const response of together) assert.equal(response.statusCode, 200);
        assert.deepEqual((await like(postId, other)).json(), { likeCount: 2, likedByMe: true });

        const asAuthor = contract.posts.detail.response.parse(
          (await get(`/api/posts/${postId}`, author)).json(),
        );
        assert.equal(asAuthor.likeCount, 2);
        assert.equal(asAuthor.likedByMe, true);
        const asVisitor = contract.posts.detail.response.parse(
          (await get(`/api/posts/${postId}`)).json(),
        );
        assert.equal(asVisitor.likedByMe, false);

        assert.deepEqual((await like(postId, other, 'DELETE')).json(), {
          likeCount: 1,
          likedByMe: false,
        });
        assert.deepEqual((await like(postId, other, 'DELETE')).json(), {
          likeCount: 1,
          likedByMe: false,
        });
        const { seen } = await allPages(50, author);
        const listed = seen.find((post) => post.id === postId);
        assert.equal(listed?.likeCount, 1);
        assert.equal(listed?.likedByMe, true);
      });
    });

    describe('comments', () => {
      const comment = (postId: number, body: object, cookies: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: `/api/posts/${postId}/comments`,
          cookies,
          payload: body,
        });

      it('needs a login, an existing post and 1 to 280 characters', async () => {
        assert.equal((await comment(postIds[1], { text: 'hi' }, {})).statusCode, 401);
        assert.equal((await comment(999999, { text: 'hi' }, author)).statusCode, 404);
        const blank = await comment(postIds[1], { text: '   ' }, author);
        assert.equal(blank.statusCode, 400);
        assert.equal(blank.json().errors.text, 'Please write a comment.');
        const long = await comment(postIds[1], { text: 'x'.repeat(281) }, author);
        assert.equal(long.statusCode, 400);
        assert.equal(long.json().errors.text, 'Comment must be at most 280 characters');
        assert.equal((await get(`/api/posts/999999/comments`)).statusCode, 404);
      });

      it('adds comments and lists them oldest first, publicly, counted in the feed', async () => {
        const postId = postIds[1];
        const first = await comment(postId, { text: 'First!' }, other);
        assert.equal(first.statusCode, 201);
        const created = contract.posts.addComment.response.parse(first.json());
        assert.equal(created.postId, postId);
        assert.equal(created.content, 'First!');
        assert.equal((await comment(postId, { text: '<b>not html</b>' }, author)).statusCode, 201);

        const response = await get(`/api/posts/${postId}/comments`);
        assert.equal(response.statusCode, 200);
        const comments = contract.posts.comments.response.parse(response.json());
        assert.deepEqual(
          comments.map((c) => c.content),
          ['First!', '<b>not html</b>'],
        );
        assert.equal(comments[1].user.displayName, 'Ada');
        const post = contract.posts.detail.response.parse(
          (await get(`/api/posts/${postId}`)).json(),
        );
        assert.equal(post.commentCount, 2);
      });
    });

    describe('delete', () => {
      const remove = (postId: number, cookies: Record<string, string>) =>
        app.inject({ method: 'DELETE', url: `/api/posts/${postId}`, cookies });

      it('is for the author only: 401 visitor, 403 someone else, 404 absent', async () => {
        assert.equal((await remove(postIds[2], {})).statusCode, 401);
        const forbidden = await remove(postIds[2], other);
        assert.equal(forbidden.statusCode, 403);
        assert.deepEqual(forbidden.json(), { message: 'Only the author can delete this post' });
        assert.equal((await remove(999999, author)).statusCode, 404);
        assert.equal((await get(`/api/posts/${postIds[2]}`)).statusCode, 200);
      });

      it('deletes the post with its likes, comments and stored file', async () => {
        const created = await app.inject({
          method: 'POST',
          url: '/api/shorts/post',
          cookies: author,
          payload: {
            text: 'bye',
            mediaUrl: dataUrl('image/png', SAMPLE_BYTES.png),
            altText: 'A pixel',
          },
        });
        const { id, mediaUrl } = contract.posts.create.response.parse(created.json());
        const key = mediaUrl!.slice('/files/'.length);
        assert.ok(storage.files.has(key));
        await app.inject({ method: 'PUT', url: `/api/posts/${id}/like`, cookies: other });
        await app.inject({
          method: 'POST',
          url: `/api/posts/${id}/comments`,
          cookies: other,
          payload: { text: 'nice' },
        });

        const response = await remove(id, author);
        assert.equal(response.statusCode, 200);
        assert.deepEqual(response.json(), { id });
        assert.equal((await get(`/api/posts/${id}`)).statusCode, 404);
        assert.equal(storage.files.has(key), false);
        for (const table of ['post_likes', 'post_comments']) {
          const { rows } = await database.db.query(`select 1 from ${table} where post_id = $1`, [
            id,
          ]);
          assert.equal(rows.length, 0, table);
        }
        const files = await database.db.query('select 1 from stored_files where key = $1', [key]);
        assert.equal(files.rows.length, 0);
        assert.equal((await remove(id, author)).statusCode, 404);
      });
    });
  });
}
