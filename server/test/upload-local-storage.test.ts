import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { isStorageKey, LocalFileStorage } from '../src/storage/local-file-storage';
import { SAMPLE_BYTES } from './helpers/media-samples';
import { makeTempDir } from './helpers/temp-dir';

// The local-disk FileStorage: round trips, and the rules that keep the store to media files
// inside its own folder.

describe('LocalFileStorage', () => {
  const parent = makeTempDir('paid-local-storage');
  const root = path.join(parent, 'files');
  const storage = new LocalFileStorage(root);
  after(() => fs.rmSync(parent, { recursive: true, force: true }));

  it('creates its folder on the first put, not before', async () => {
    assert.equal(fs.existsSync(root), false);
    assert.equal(await storage.get('uploads/abc.png'), null);
    const stored = await storage.put('uploads/abc.png', SAMPLE_BYTES.png, 'image/png');
    assert.deepEqual(stored, { key: 'uploads/abc.png', contentType: 'image/png', size: 64 });
    assert.ok(fs.existsSync(path.join(root, 'uploads', 'abc.png')));
  });

  it('gives back the bytes and type, and forgets them on delete', async () => {
    await storage.put('posts/clip_1.webm', SAMPLE_BYTES.webm, 'video/webm');
    assert.deepEqual(await storage.get('posts/clip_1.webm'), {
      bytes: SAMPLE_BYTES.webm,
      contentType: 'video/webm',
    });
    await storage.delete('posts/clip_1.webm');
    assert.equal(await storage.get('posts/clip_1.webm'), null);
    await storage.delete('posts/clip_1.webm'); // deleting twice is fine
    assert.deepEqual(fs.readdirSync(path.join(root, 'posts')), []);
  });

  it('stores only images and videos, never SVG', async () => {
    for (const type of ['text/html', 'image/svg+xml', 'application/javascript', 'text/plain']) {
      await assert.rejects(storage.put('uploads/bad.png', SAMPLE_BYTES.html, type), /Only images/);
    }
    assert.equal(await storage.get('uploads/bad.png'), null);
  });

  it('accepts only keys that stay in the store and cannot be metadata', async () => {
    for (const key of ['uploads/a.png', 'posts/3f9a_c1-x.mp4', 'a/b/c.jpg']) {
      assert.equal(isStorageKey(key), true, key);
    }
    for (const key of [
      '',
      'a.png',
      '../a.png',
      'uploads/../a.png',
      'uploads/a.png.json',
      'uploads/.png',
      '/uploads/a.png',
      'uploads//a.png',
      'Uploads/a.png',
      'uploads/a b.png',
      'uploads/a',
    ]) {
      assert.equal(isStorageKey(key), false, key);
    }
    await assert.rejects(
      storage.put('../escape.png', SAMPLE_BYTES.png, 'image/png'),
      /Not a storage key/,
    );
    assert.equal(fs.existsSync(path.join(parent, 'escape.png')), false);
  });

  it('answers its files under /files/', () => {
    assert.equal(storage.publicUrl('uploads/abc.png'), '/files/uploads/abc.png');
  });
});
