import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  ALT_TEXT_MAX_CHARS,
  ALT_TEXT_REQUIRED_MESSAGE,
  ALT_TEXT_TOO_LONG_MESSAGE,
  ALT_TEXT_WITHOUT_IMAGE_MESSAGE,
  contract,
} from 'shared-api/contracts';
import { appWithStorage } from './helpers/app-with-storage';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { dataUrl, SAMPLE_BYTES } from './helpers/media-samples';
import type { MemoryFileStorage } from './helpers/memory-file-storage';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// A post's image needs alt text (docs/roles.md): the posts contract requires it with an
// image and refuses it without one, the server stores it, and the feed and the post's page
// answer it. Posts from before it was asked for have '' (the page names the image by its author).

for (const kind of DATABASE_KINDS) {
  describe(`alt text of a post's image (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let storage: MemoryFileStorage;
    let cookies: Record<string, string>;
    let userId: number;

    before(async () => {
      database = await createTestDatabase(kind);
      ({ app, storage } = appWithStorage(database.db));
      userId = await insertUser(database.db);
      cookies = await loginCookies(database.db, userId);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const post = (body: object) =>
      app.inject({ method: 'POST', url: '/api/shorts/post', cookies, payload: body });
    const png = dataUrl('image/png', SAMPLE_BYTES.png);

    async function assertNothingStored() {
      assert.equal(storage.files.size, 0);
      assert.equal((await database.db.query('select 1 from posts')).rows.length, 0);
      assert.equal((await database.db.query('select 1 from stored_files')).rows.length, 0);
    }

    it('refuses an image without alt text (400 on altText), storing nothing', async () => {
      for (const altText of [undefined, null, '', '   \n ']) {
        const response = await post({ text: 'Rally tonight', mediaUrl: png, altText });
        assert.equal(response.statusCode, 400, String(altText));
        assert.equal(response.json().errors.altText, ALT_TEXT_REQUIRED_MESSAGE);
        assert.match(response.json().message, /alt text/);
      }
      await assertNothingStored();
    });

    it(`refuses alt text over ${ALT_TEXT_MAX_CHARS} characters, and without an image`, async () => {
      const tooLong = await post({
        text: '',
        mediaUrl: png,
        altText: 'a'.repeat(ALT_TEXT_MAX_CHARS + 1),
      });
      assert.equal(tooLong.statusCode, 400);
      assert.equal(tooLong.json().errors.altText, ALT_TEXT_TOO_LONG_MESSAGE);
      for (const mediaUrl of [null, dataUrl('video/webm', SAMPLE_BYTES.webm)]) {
        const response = await post({ text: 'Hi', mediaUrl, altText: 'A crowd' });
        assert.equal(response.statusCode, 400);
        assert.equal(response.json().errors.altText, ALT_TEXT_WITHOUT_IMAGE_MESSAGE);
      }
      await assertNothingStored();
    });

    it('stores the alt text (trimmed) and answers it in the post, the feed and the page', async () => {
      const altText = '😀'.repeat(ALT_TEXT_MAX_CHARS - 10) + ' a crowd';
      const created = await post({ text: '', mediaUrl: png, altText: `  ${altText}  ` });
      assert.equal(created.statusCode, 201, created.body);
      const { id } = contract.posts.create.response.parse(created.json());
      assert.equal(created.json().altText, altText);
      const { rows } = await database.db.query<{ alt_text: string }>(
        'select alt_text from posts where id = $1',
        [id],
      );
      assert.equal(rows[0].alt_text, altText);
      const feed = contract.posts.list.response.parse(
        (await app.inject({ method: 'GET', url: '/api/posts' })).json(),
      );
      assert.equal(feed.posts.find((p) => p.id === id)?.altText, altText);
      const page = await app.inject({ method: 'GET', url: `/api/posts/${id}` });
      assert.equal(contract.posts.detail.response.parse(page.json()).altText, altText);
    });

    it("answers '' for text posts, videos and images posted before alt text", async () => {
      const text = await post({ text: 'Just words', mediaUrl: null });
      assert.equal(text.json().altText, '');
      const video = await post({ text: '', mediaUrl: dataUrl('video/webm', SAMPLE_BYTES.webm) });
      assert.equal(video.statusCode, 201);
      assert.equal(video.json().altText, '');
      // As migration 0020 left an older image post: no alt text.
      const { rows } = await database.db.query<{ id: number }>(
        `insert into posts (user_id, content, media_url, media_type)
         values ($1, 'old', '/files/posts/old.png', 'image') returning id`,
        [userId],
      );
      const page = await app.inject({ method: 'GET', url: `/api/posts/${rows[0].id}` });
      assert.equal(page.statusCode, 200);
      assert.equal(page.json().altText, '');
    });
  });
}
