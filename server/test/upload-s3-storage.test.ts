import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isStorageKey } from '../src/storage/local-file-storage';
import type { S3FileStorage } from '../src/storage/s3-file-storage';
import { SAMPLE_BYTES } from './helpers/media-samples';
import { startS3Emulator, type S3Emulator } from './helpers/s3-emulator';

// The S3 FileStorage against s3rver (helpers/s3-emulator.ts): the same checks as the
// local-disk store (upload-local-storage.test.ts).

const BUCKET = 'paid-test-files';

describe('S3FileStorage', () => {
  let s3: S3Emulator;
  let storage: S3FileStorage;

  before(async () => {
    s3 = await startS3Emulator(BUCKET);
    storage = s3.storage;
  });

  after(() => s3?.close());

  it('stores and gives back the bytes and type', async () => {
    assert.equal(await storage.get('uploads/abc.png'), null);
    const stored = await storage.put('uploads/abc.png', SAMPLE_BYTES.png, 'image/png');
    assert.deepEqual(stored, { key: 'uploads/abc.png', contentType: 'image/png', size: 64 });
    assert.deepEqual(await storage.get('uploads/abc.png'), {
      bytes: SAMPLE_BYTES.png,
      contentType: 'image/png',
    });
  });

  it('forgets a file on delete', async () => {
    await storage.put('posts/clip_1.webm', SAMPLE_BYTES.webm, 'video/webm');
    assert.deepEqual(await storage.get('posts/clip_1.webm'), {
      bytes: SAMPLE_BYTES.webm,
      contentType: 'video/webm',
    });
    await storage.delete('posts/clip_1.webm');
    assert.equal(await storage.get('posts/clip_1.webm'), null);
    await storage.delete('posts/clip_1.webm'); // deleting twice is fine
  });

  it('answers null for a missing key', async () => {
    assert.equal(await storage.get('uploads/never-stored.jpg'), null);
  });

  it('stores only images and videos, never SVG', async () => {
    for (const type of ['text/html', 'image/svg+xml', 'application/javascript', 'text/plain']) {
      await assert.rejects(storage.put('uploads/bad.png', SAMPLE_BYTES.html, type), /Only images/);
    }
    assert.equal(await storage.get('uploads/bad.png'), null);
  });

  it('accepts only keys that stay in the store', async () => {
    for (const key of ['../escape.png', 'uploads/../a.png', '/uploads/a.png', 'uploads/a']) {
      assert.equal(isStorageKey(key), false, key);
      await assert.rejects(storage.put(key, SAMPLE_BYTES.png, 'image/png'), /Not a storage key/);
      await assert.rejects(storage.delete(key), /Not a storage key/);
      assert.equal(await storage.get(key), null);
    }
  });

  it('answers its files under /files/', () => {
    assert.equal(storage.publicUrl('uploads/abc.png'), '/files/uploads/abc.png');
  });
});
