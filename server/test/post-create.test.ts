import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract, MEDIA_MAX_BYTES } from 'shared-api/contracts';
import { POST_BODY_LIMIT } from '../src/routes/post-routes';
import { appWithStorage } from './helpers/app-with-storage';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { dataUrl, SAMPLE_BYTES } from './helpers/media-samples';
import { MemoryFileStorage } from './helpers/memory-file-storage';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// POST /api/shorts/post: who may post, the text rules, and the media checks.
// A refused post stores nothing: neither a file nor a row.

for (const kind of DATABASE_KINDS) {
  describe(`POST /api/shorts/post (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let storage: MemoryFileStorage;
    let cookies: Record<string, string>;
    let userId: number;

    before(async () => {
      database = await createTestDatabase(kind);
      ({ app, storage } = appWithStorage(database.db));
      userId = await insertUser(database.db, { firstName: 'Jordan', lastName: 'Rivera' });
      cookies = await loginCookies(database.db, userId);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });
    beforeEach(async () => {
      storage.files.clear();
      await database.db.query('delete from posts');
      await database.db.query('delete from stored_files');
    });

    const post = (body: object, withCookies: Record<string, string> = cookies) =>
      app.inject({ method: 'POST', url: '/api/shorts/post', cookies: withCookies, payload: body });

    async function assertNothingStored() {
      assert.equal(storage.files.size, 0);
      const { rows } = await database.db.query('select id from posts');
      assert.equal(rows.length, 0);
      const files = await database.db.query('select id from stored_files');
      assert.equal(files.rows.length, 0);
    }

    it('posts text for a logged-in user (201, the post with its author)', async () => {
      const response = await post({ text: 'Hello 👋', mediaUrl: null, mediaType: null });
      assert.equal(response.statusCode, 201);
      const created = contract.posts.create.response.parse(response.json());
      assert.equal(created.content, 'Hello 👋');
      assert.equal(created.mediaUrl, null);
      assert.equal(created.mediaType, null);
      assert.equal(created.userId, userId);
      assert.deepEqual(created.user, { displayName: 'Jordan Rivera', verified: false });
      assert.equal(created.likeCount, 0);
      assert.equal(created.likedByMe, false);
      assert.equal(created.commentCount, 0);
    });

    it('answers 401 to a visitor and stores nothing', async () => {
      const response = await post(
        {
          text: 'hi',
          mediaUrl: dataUrl('image/png', SAMPLE_BYTES.png),
          mediaType: 'image',
          altText: 'A pixel',
        },
        {},
      );
      assert.equal(response.statusCode, 401);
      await assertNothingStored();
    });

    it('refuses blank text without a file with the spec message', async () => {
      const response = await post({ text: '  \n ', mediaUrl: null, mediaType: null });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().errors.text, 'Please add some text or upload a file.');
      assert.match(response.json().message, /Please add some text or upload a file\./);
      await assertNothingStored();
    });

    it('counts 280 characters in code points (emoji once)', async () => {
      assert.equal((await post({ text: '😀'.repeat(280), mediaUrl: null })).statusCode, 201);
      const tooLong = await post({ text: 'a'.repeat(281), mediaUrl: null });
      assert.equal(tooLong.statusCode, 400);
      assert.equal(tooLong.json().errors.text, 'Post must be at most 280 characters');
    });

    const formats = [
      ['image/png', SAMPLE_BYTES.png, 'image', 'png'],
      ['image/jpeg', SAMPLE_BYTES.jpeg, 'image', 'jpg'],
      ['image/gif', SAMPLE_BYTES.gif, 'image', 'gif'],
      ['image/webp', SAMPLE_BYTES.webp, 'image', 'webp'],
      ['video/mp4', SAMPLE_BYTES.mp4, 'video', 'mp4'],
      ['video/quicktime', SAMPLE_BYTES.mov, 'video', 'mov'],
      ['video/webm', SAMPLE_BYTES.webm, 'video', 'webm'],
    ] as const;
    for (const [mime, bytes, mediaType, extension] of formats) {
      it(`stores a ${mime} file and keeps only its URL`, async () => {
        const altText = mediaType === 'image' ? 'A test picture' : undefined;
        const response = await post({
          text: '',
          mediaUrl: dataUrl(mime, bytes),
          mediaType,
          altText,
        });
        assert.equal(response.statusCode, 201, response.body);
        const created = contract.posts.create.response.parse(response.json());
        assert.equal(created.mediaType, mediaType);
        assert.equal(created.altText, altText ?? '');
        assert.match(
          created.mediaUrl ?? '',
          new RegExp(`^/files/posts/[0-9a-f]{32}\\.${extension}$`),
        );
        const key = created.mediaUrl!.slice('/files/'.length);
        assert.deepEqual(storage.files.get(key), { bytes, contentType: mime });
        const { rows } = await database.db.query<{ media_url: string }>(
          'select media_url from posts where id = $1',
          [created.id],
        );
        assert.equal(rows[0].media_url, created.mediaUrl);
        const files = await database.db.query<{ key: string; size: number; user_id: number }>(
          'select key, size, user_id from stored_files',
        );
        assert.deepEqual(files.rows, [{ key, size: bytes.length, user_id: userId }]);
      });
    }

    it('derives mediaType from the file when the client leaves it out', async () => {
      const response = await post({
        text: 'clip',
        mediaUrl: dataUrl('video/webm', SAMPLE_BYTES.webm),
      });
      assert.equal(response.statusCode, 201);
      assert.equal(response.json().mediaType, 'video');
    });

    const refusals: [string, unknown, number, string][] = [
      [
        'a data URL that is not base64',
        'data:image/png,abc',
        400,
        'The attached file could not be read',
      ],
      [
        'broken base64',
        'data:image/png;base64,iVBO@@@=',
        400,
        'The attached file could not be read',
      ],
      [
        'base64 of a wrong length',
        'data:image/png;base64,iVBORw0KG',
        400,
        'The attached file could not be read',
      ],
      ['an empty payload', 'data:image/png;base64,', 400, 'The attached file could not be read'],
      [
        'a link instead of a file',
        'https://evil.example/a.png',
        400,
        'The attached file could not be read',
      ],
      [
        'a file without a type',
        `data:;base64,${SAMPLE_BYTES.png.toString('base64')}`,
        400,
        'The attached file could not be read',
      ],
      [
        'a PDF',
        dataUrl('application/pdf', Buffer.from('%PDF-1.7 ...')),
        400,
        'Only image or video files can be attached',
      ],
      [
        'an HTML page',
        dataUrl('text/html', SAMPLE_BYTES.html),
        400,
        'Only image or video files can be attached',
      ],
      [
        'an SVG (can carry script)',
        dataUrl('image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')),
        400,
        'This file type is not supported. Use PNG, JPEG, GIF, WebP, MP4, MOV or WebM.',
      ],
      [
        'HTML disguised as a PNG',
        dataUrl('image/png', SAMPLE_BYTES.html),
        400,
        'The attached file is not the image or video it claims to be',
      ],
      [
        'a JPEG labelled PNG',
        dataUrl('image/png', SAMPLE_BYTES.jpeg),
        400,
        'The attached file is not the image or video it claims to be',
      ],
      [
        'a PNG labelled video/mp4',
        dataUrl('video/mp4', SAMPLE_BYTES.png),
        400,
        'The attached file is not the image or video it claims to be',
      ],
      [
        'an AVIF picture labelled video/mp4',
        dataUrl('video/mp4', SAMPLE_BYTES.avif),
        400,
        'The attached file is not the image or video it claims to be',
      ],
    ];
    for (const [what, mediaUrl, status, message] of refusals) {
      it(`refuses ${what} (${status}) and stores nothing`, async () => {
        // Described when it claims to be an image, so the file's own problem is the answer.
        const altText = /^data:image\//.test(String(mediaUrl)) ? 'A picture' : undefined;
        const response = await post({ text: 'look', mediaUrl, altText });
        assert.equal(response.statusCode, status, response.body);
        assert.equal(response.json().message, message);
        assert.equal(response.json().errors.mediaUrl, message);
        await assertNothingStored();
      });
    }

    it('refuses a mediaType that contradicts the file', async () => {
      const response = await post({
        text: 'x',
        mediaUrl: dataUrl('image/png', SAMPLE_BYTES.png),
        mediaType: 'video',
      });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().errors.mediaType, 'mediaType must match the attached file');
      await assertNothingStored();
    });

    it('accepts exactly 10 MB and answers 413 one byte above, storing nothing', async () => {
      const atLimit = Buffer.concat([
        SAMPLE_BYTES.png,
        Buffer.alloc(MEDIA_MAX_BYTES - SAMPLE_BYTES.png.length),
      ]);
      const ok = await post({ text: '', mediaUrl: dataUrl('image/png', atLimit), altText: 'Big' });
      assert.equal(ok.statusCode, 201, ok.body);
      storage.files.clear();
      await database.db.query('delete from posts');
      await database.db.query('delete from stored_files');

      const tooBig = Buffer.concat([atLimit, Buffer.alloc(1)]);
      const response = await post({
        text: '',
        mediaUrl: dataUrl('image/png', tooBig),
        altText: 'Too big',
      });
      assert.equal(response.statusCode, 413);
      assert.deepEqual(response.json(), {
        message: 'Files can be at most 10 MB',
        errors: { mediaUrl: 'Files can be at most 10 MB' },
      });
      await assertNothingStored();
    });

    it('removes the stored file again when the database refuses the post', async () => {
      // A trigger stands in for any failure of the insert after the file was stored.
      await database.db.query(
        `create function paid_test_fail() returns trigger language plpgsql as
         $$ begin raise exception 'refused'; end $$`,
      );
      await database.db.query(
        'create trigger paid_test_fail before insert on posts for each row execute function paid_test_fail()',
      );
      try {
        const response = await post({
          text: '',
          mediaUrl: dataUrl('image/gif', SAMPLE_BYTES.gif),
          altText: 'A gif',
        });
        assert.equal(response.statusCode, 500);
        assert.deepEqual(response.json(), { message: 'Internal server error' });
        await assertNothingStored();
      } finally {
        await database.db.query('drop trigger paid_test_fail on posts');
        await database.db.query('drop function paid_test_fail');
      }
    });

    it('answers a body beyond the route limit with a JSON 413, storing nothing', async () => {
      const response = await post({
        text: '',
        mediaUrl: `data:image/png;base64,${'A'.repeat(POST_BODY_LIMIT)}`,
        altText: 'Huge',
      });
      assert.equal(response.statusCode, 413);
      assert.match(response.json().message, /Request body is too large/);
      await assertNothingStored();
    });
  });

  describe(`POST /api/shorts/post rate limit (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    before(async () => {
      database = await createTestDatabase(kind);
      ({ app } = appWithStorage(
        database.db,
        new MemoryFileStorage(),
        {},
        {
          posts: { max: 2, windowMs: 60_000 },
        },
      ));
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    it("applies the app's posts limit per account (429 after it)", async () => {
      const cookies = await loginCookies(database.db, await insertUser(database.db));
      const post = () =>
        app.inject({
          method: 'POST',
          url: '/api/shorts/post',
          cookies,
          payload: { text: 'again', mediaUrl: null },
        });
      assert.equal((await post()).statusCode, 201);
      assert.equal((await post()).statusCode, 201);
      const refused = await post();
      assert.equal(refused.statusCode, 429);
      assert.match(refused.json().message, /Too many requests/);
      const other = await loginCookies(database.db, await insertUser(database.db));
      const fresh = await app.inject({
        method: 'POST',
        url: '/api/shorts/post',
        cookies: other,
        payload: { text: 'me too', mediaUrl: null },
      });
      assert.equal(fresh.statusCode, 201);
    });
  });
}
