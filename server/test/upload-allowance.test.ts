import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../src/app';
import type { FastifyInstance } from 'fastify';
import { deleteUnattachedFiles } from '../src/uploads/unattached-files';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { dataUrl, SAMPLE_BYTES } from './helpers/media-samples';
import { MemoryFileStorage } from './helpers/memory-file-storage';
import { testConfig } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import { newUploadUrl, putFile, uploadFile } from './helpers/upload-requests';

// What a member may upload per day (count and bytes, photo uploads and post media alike),
// and the clean-up of uploads nobody attached within a day.

type Cookies = Record<string, string>;
const PNG = SAMPLE_BYTES.png; // 64 bytes

for (const kind of DATABASE_KINDS) {
  describe(`upload allowance and clean-up (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    const storage = new MemoryFileStorage();

    before(async () => {
      database = await createTestDatabase(kind);
      app = buildApp({
        db: database.db,
        config: testConfig(),
        logger: false,
        storage,
        limits: { posts: { max: 10_000, windowMs: 60_000 } },
        // Three files or 200 bytes a day.
        uploadAllowance: { filesPerDay: 3, bytesPerDay: 200 },
      });
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const filesOf = async (userId: number) =>
      (
        await database.db.query<{ key: string }>(
          'select key from stored_files where user_id = $1 order by id',
          [userId],
        )
      ).rows.map((row) => row.key);

    it('refuses the upload past the daily count, storing nothing', async () => {
      const userId = await insertUser(database.db);
      const cookies: Cookies = await loginCookies(database.db, userId);
      const tiny = PNG.subarray(0, 40);
      for (let n = 0; n < 3; n += 1) await uploadFile(app, cookies, tiny, 'image/png');
      const before = storage.files.size;
      const fourth = await putFile(app, await newUploadUrl(app, cookies), tiny, 'image/png');
      assert.equal(fourth.statusCode, 429);
      assert.deepEqual(fourth.json(), {
        message: 'You can upload at most 3 files a day. Try again tomorrow.',
      });
      assert.equal((await filesOf(userId)).length, 3);
      assert.equal(storage.files.size, before, 'the refused bytes were removed from the store');
      // Another member is not affected.
      const otherId = await insertUser(database.db);
      await uploadFile(app, await loginCookies(database.db, otherId), tiny, 'image/png');
    });

    it('refuses the upload past the daily bytes, and post media count too', async () => {
      const userId = await insertUser(database.db);
      const cookies: Cookies = await loginCookies(database.db, userId);
      await uploadFile(app, cookies, PNG, 'image/png'); // 64
      const post = await app.inject({
        method: 'POST',
        url: '/api/shorts/post',
        cookies,
        payload: {
          text: 'with a picture',
          mediaUrl: dataUrl('image/png', PNG),
          mediaType: 'image',
          altText: 'A pixel',
        }, // 128
      });
      assert.equal(post.statusCode, 201, post.body);
      const third = await putFile(app, await newUploadUrl(app, cookies), PNG, 'image/png'); // 192
      assert.equal(third.statusCode, 200);
      const tooMuch = await app.inject({
        method: 'POST',
        url: '/api/shorts/post',
        cookies,
        payload: {
          text: 'one more',
          mediaUrl: dataUrl('image/png', PNG),
          mediaType: 'image',
          altText: 'A pixel',
        },
      });
      assert.equal(tooMuch.statusCode, 429);
      assert.match(tooMuch.json().message, /^You can upload at most/);
      assert.equal((await filesOf(userId)).length, 3);
      const { rows } = await database.db.query("select 1 from posts where content = 'one more'");
      assert.equal(rows.length, 0, 'no post without its media');
    });

    it('deletes uploads left unattached for a day, keeping attached and recent ones', async () => {
      const userId = await insertUser(database.db);
      const cookies: Cookies = await loginCookies(database.db, userId);
      const candidateId = await insertCandidate(database.db, { userId, name: 'Una Attached' });
      const photo = await uploadFile(app, cookies, PNG, 'image/png');
      const attach = await app.inject({
        method: 'PUT',
        url: `/api/candidate/${candidateId}/photo`,
        cookies,
        payload: { photoURL: photo },
      });
      assert.equal(attach.statusCode, 200, attach.body);
      const orphan = await uploadFile(app, cookies, PNG.subarray(0, 50), 'image/png');
      const recent = await uploadFile(
        app,
        await loginCookies(database.db, userId),
        PNG.subarray(0, 30),
        'image/png',
      );
      // The photo and the orphan were uploaded 25 hours ago.
      await database.db.query(
        `update stored_files set created_at = now() - interval '25 hours'
          where user_id = $1 and key <> $2`,
        [userId, recent.replace('/files/', '')],
      );
      const deleted = await deleteUnattachedFiles(database.db, storage);
      assert.equal(deleted, 1);
      const left = await filesOf(userId);
      assert.deepEqual(
        left.sort(),
        [photo, recent].map((url) => url.replace('/files/', '')).sort(),
      );
      assert.equal(storage.files.has(orphan.replace('/files/', '')), false);
      assert.equal(storage.files.has(photo.replace('/files/', '')), true);
      // Nothing left to do: a second run (another server) deletes nothing.
      assert.equal(await deleteUnattachedFiles(database.db, storage), 0);
    });
  });
}
