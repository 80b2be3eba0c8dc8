import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { FILE_CACHE_CONTROL } from '../src/routes/file-routes';
import { filesDir } from '../src/storage/create-file-storage';
import { LocalFileStorage } from '../src/storage/local-file-storage';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { SAMPLE_BYTES } from './helpers/media-samples';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import { makeTempDir } from './helpers/temp-dir';
import { uploadFile } from './helpers/upload-requests';

// GET /files/<key>: stored files with their stored type, cached for a year, never anything a
// browser would run.

for (const kind of DATABASE_KINDS) {
  describe(`GET /files/* (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let dataDir: string;
    let objectPath: string;

    before(async () => {
      database = await createTestDatabase(kind);
      dataDir = makeTempDir('paid-files-test');
      app = testApp(database.db, { dataDir });
      const cookies = await loginCookies(database.db, await insertUser(database.db));
      objectPath = await uploadFile(app, cookies, SAMPLE_BYTES.webp, 'image/webp');
    });
    after(async () => {
      await app.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('serves an uploaded file with its type and safe, long-lived headers', async () => {
      const response = await app.inject({ method: 'GET', url: objectPath });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.rawPayload, SAMPLE_BYTES.webp);
      assert.equal(response.headers['content-type'], 'image/webp');
      assert.equal(response.headers['cache-control'], FILE_CACHE_CONTROL);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['content-disposition'], 'inline');
      assert.match(String(response.headers['content-security-policy']), /sandbox/);
      assert.match(String(response.headers['content-security-policy']), /default-src 'none'/);
    });

    it('answers a byte range with that part (206), for a video seek bar', async () => {
      const whole = await app.inject({ method: 'GET', url: objectPath });
      const size = whole.rawPayload.length;
      assert.equal(whole.headers['accept-ranges'], 'bytes');

      const part = await app.inject({
        method: 'GET',
        url: objectPath,
        headers: { range: 'bytes=4-11' },
      });
      assert.equal(part.statusCode, 206);
      assert.equal(part.headers['content-range'], `bytes 4-11/${size}`);
      assert.deepEqual(part.rawPayload, whole.rawPayload.subarray(4, 12));
      assert.match(String(part.headers['content-security-policy']), /sandbox/);

      const tail = await app.inject({
        method: 'GET',
        url: objectPath,
        headers: { range: 'bytes=-5' },
      });
      assert.equal(tail.statusCode, 206);
      assert.deepEqual(tail.rawPayload, whole.rawPayload.subarray(size - 5));

      const past = await app.inject({
        method: 'GET',
        url: objectPath,
        headers: { range: `bytes=${size + 10}-` },
      });
      assert.equal(past.statusCode, 416);
      assert.equal(past.headers['content-range'], `bytes */${size}`);

      // A malformed range is ignored: the whole file.
      const odd = await app.inject({
        method: 'GET',
        url: objectPath,
        headers: { range: 'pages=1-2' },
      });
      assert.equal(odd.statusCode, 200);
      assert.equal(odd.rawPayload.length, size);
    });

    it('answers HEAD with the headers only', async () => {
      const response = await app.inject({ method: 'HEAD', url: objectPath });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'image/webp');
      assert.equal(response.body, '');
    });

    it('answers 404 for unknown keys, metadata files and paths out of the store', async () => {
      const urls = [
        '/files/uploads/0123456789abcdef0123456789abcdef.png',
        `${objectPath}.json`,
        '/files/../package.json',
        '/files/uploads/..%2f..%2fpgdata%2fPG_VERSION',
        '/files/%2e%2e/%2e%2e/etc/passwd',
        '/files/',
        '/files/no-extension',
      ];
      for (const url of urls) {
        const response = await app.inject({ method: 'GET', url });
        assert.equal(response.statusCode, 404, url);
        assert.match(response.headers['content-type'] as string, /^application\/json/, url);
      }
    });

    it('never serves a file whose recorded type is not an image or video', async () => {
      // Written behind the store's back (the store itself refuses these types).
      const key = 'uploads/0000000000000000000000000000beef.png';
      const file = path.join(filesDir(dataDir), key);
      // On PostgreSQL the store is the database, reading this folder only for older files.
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, SAMPLE_BYTES.html);
      for (const contentType of ['text/html', 'image/svg+xml', 'application/javascript']) {
        fs.writeFileSync(`${file}.json`, JSON.stringify({ contentType, size: 1 }));
        const response = await app.inject({ method: 'GET', url: `/files/${key}` });
        assert.equal(response.statusCode, 404, contentType);
      }
    });

    it('serves post media (video) put in the same store', async () => {
      const storage = new LocalFileStorage(filesDir(dataDir));
      await storage.put('posts/0123456789abcdef.mp4', SAMPLE_BYTES.mp4, 'video/mp4');
      const response = await app.inject({
        method: 'GET',
        url: storage.publicUrl('posts/0123456789abcdef.mp4'),
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'video/mp4');
    });
  });
}
