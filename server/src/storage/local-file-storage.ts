import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile } from './file-storage';

// Uploaded files on local disk, `<PAID_DATA_DIR>/files/<key>`, with the content type beside
// each file in `<key>.json`. Keys come from the server (random names such as
// `uploads/3f9a...c1.png`), never from user text; they are still checked, so no key can
// leave the folder or collide with a metadata file.

/** Segments of [A-Za-z0-9_-], the last one with one extension: `uploads/ab12.png`. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9-]*(\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_-]+\.[a-z0-9]{1,10}$/;

/**
 * Only media may be stored (docs/errors.md), so nothing in the store can be served as a
 * page or a script; SVG is an image type that can carry script. The database has the same
 * rule on stored_files.
 */
const MEDIA_TYPE = /^(image|video)\/[a-z0-9.+-]+$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && key.length <= 200;
}

/**
 * A live stream's HLS playlist (hls/hls-mirror.ts): a list of its video segments' names, which
 * no browser runs as a page or a script (served with nosniff, as every stored file).
 */
export const HLS_PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

export function isServableMediaType(contentType: string): boolean {
  return (
    (MEDIA_TYPE.test(contentType) && contentType !== 'image/svg+xml') ||
    contentType === HLS_PLAYLIST_TYPE
  );
}

interface FileMeta {
  contentType: string;
  size: number;
}

function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT';
}

export class LocalFileStorage implements FileStorage {
  /** The folder is created on the first `put`, so a server that never stores needs none. */
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    const file = path.resolve(this.root, key);
    // The pattern already rules out '..'; this is the belt to those braces.
    if (!file.startsWith(path.resolve(this.root) + path.sep)) {
      throw new Error(`Storage key outside the store: ${key}`);
    }
    return file;
  }

  /** Writes to a temporary name and renames, so a reader never sees half a file. */
  private async writeAtomically(file: string, bytes: Buffer | string): Promise<void> {
    const temporary = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, file);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<StoredFile> {
    if (!isServableMediaType(contentType)) {
      throw new Error(`Only images and videos may be stored, not ${contentType}`);
    }
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await this.writeAtomically(file, bytes);
    // The metadata last: a file without it does not exist for `get`.
    const meta: FileMeta = { contentType, size: bytes.length };
    await this.writeAtomically(`${file}.json`, JSON.stringify(meta));
    return { key, contentType, size: bytes.length };
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    if (!isStorageKey(key)) return null;
    const file = this.pathOf(key);
    try {
      const meta = JSON.parse(await fs.readFile(`${file}.json`, 'utf8')) as Partial<FileMeta>;
      if (typeof meta.contentType !== 'string') return null;
      return { bytes: await fs.readFile(file), contentType: meta.contentType };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.rm(`${file}.json`, { force: true });
    await fs.rm(file, { force: true });
  }

  publicUrl(key: string): string {
    return `/files/${key}`;
  }
}
