import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createFileStorage, filesDir } from '../src/storage/create-file-storage';
import { DatabaseFileStorage } from '../src/storage/database-file-storage';
import { LocalFileStorage } from '../src/storage/local-file-storage';
import { SAMPLE_BYTES } from './helpers/media-samples';
import { makeTempDir } from './helpers/temp-dir';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// The database FileStorage: every server on one PostgreSQL serves every file. The
// same checks as the disk and S3 stores, on both databases, and which store the server picks.

for (const kind of databaseKinds({ differsByDatabase: 'the file store is chosen by database' })) {
  describe(`DatabaseFileStorage (${kind})`, () => {
    let database: TestDatabase;
    let storage: DatabaseFileStorage;
    before(async () => {
      database = await createTestDatabase(kind);
      storage = new DatabaseFileStorage(database.db);
    });
    after(() => database.dispose());

    it('gives back the same bytes and type, and forgets them on delete', async () => {
      const stored = await storage.put('uploads/abc.png', SAMPLE_BYTES.png, 'image/png');
      assert.deepEqual(stored, { key: 'uploads/abc.png', contentType: 'image/png', size: 64 });
      const file = await storage.get('uploads/abc.png');
      assert.ok(file && Buffer.isBuffer(file.bytes));
      assert.deepEqual(file, { bytes: SAMPLE_BYTES.png, contentType: 'image/png' });
      await storage.delete('uploads/abc.png');
      assert.equal(await storage.get('uploads/abc.png'), null);
      await storage.delete('uploads/abc.png'); // deleting twice is fine
    });

    it("is one store for every server on the database (a second store reads the first one's file)", async () => {
      await storage.put('posts/clip_1.webm', SAMPLE_BYTES.webm, 'video/webm');
      const otherServer = new DatabaseFileStorage(database.db);
      assert.deepEqual(await otherServer.get('posts/clip_1.webm'), {
        bytes: SAMPLE_BYTES.webm,
        contentType: 'video/webm',
      });
    });

    it('stores only images and videos, never SVG, even when asked past the class', async () => {
      for (const type of ['text/html', 'image/svg+xml', 'application/javascript']) {
        await assert.rejects(
          storage.put('uploads/bad.png', SAMPLE_BYTES.html, type),
          /Only images/,
        );
        await assert.rejects(
          database.db.query(
            'insert into file_bytes (key, content_type, bytes) values ($1, $2, $3)',
            ['uploads/bad.png', type, SAMPLE_BYTES.html],
          ),
          /file_bytes_media_only/,
        );
      }
      assert.equal(await storage.get('uploads/bad.png'), null);
    });

    it('refuses keys that are not storage keys', async () => {
      await assert.rejects(
        storage.put('../a.png', SAMPLE_BYTES.png, 'image/png'),
        /Not a storage key/,
      );
      assert.equal(await storage.get('../a.png'), null);
    });

    it("still serves a file stored on this server's disk before the database held files", async () => {
      const dataDir = makeTempDir('paid-db-storage-previous');
      try {
        const disk = new LocalFileStorage(filesDir(dataDir));
        await disk.put('uploads/old.jpg', SAMPLE_BYTES.jpeg, 'image/jpeg');
        const withPrevious = new DatabaseFileStorage(database.db, disk);
        assert.deepEqual(await withPrevious.get('uploads/old.jpg'), {
          bytes: SAMPLE_BYTES.jpeg,
          contentType: 'image/jpeg',
        });
        await withPrevious.delete('uploads/old.jpg');
        assert.equal(await disk.get('uploads/old.jpg'), null);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('is the store the server picks on this database without S3 settings', async () => {
      const dataDir = makeTempDir('paid-db-storage-choice');
      try {
        const chosen = createFileStorage({ dataDir, s3: undefined }, database.db);
        const expected = kind === 'postgres' ? DatabaseFileStorage : LocalFileStorage;
        assert.ok(chosen instanceof expected, `${kind}: ${chosen.constructor.name}`);
        await chosen.put('uploads/choice.png', SAMPLE_BYTES.png, 'image/png');
        const onDisk = fs.existsSync(path.join(filesDir(dataDir), 'uploads', 'choice.png'));
        assert.equal(onDisk, kind === 'pglite');
        await chosen.delete('uploads/choice.png');
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
}
