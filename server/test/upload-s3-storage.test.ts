import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { isStorageKey } from '../src/storage/local-file-storage';
import { S3FileStorage } from '../src/storage/s3-file-storage';
import { SAMPLE_BYTES } from './helpers/media-samples';
import { makeTempDir } from './helpers/temp-dir';

// The S3 FileStorage against s3rver, an S3 emulator on this machine: the same checks as the
// local-disk store (upload-local-storage.test.ts).

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverInstance;

// s3rver ships no types; required through createRequire so the type above is the only one.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

const BUCKET = 'paid-test-files';

describe('S3FileStorage', () => {
  const directory = makeTempDir('paid-s3-storage');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  let storage: S3FileStorage;

  before(async () => {
    const { port } = await server.run();
    storage = new S3FileStorage({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: BUCKET,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });

  after(async () => {
    storage?.destroy();
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

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
