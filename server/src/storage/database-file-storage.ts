import type { Db } from '../db/db';
import type { FileStorage, StoredFile } from './file-storage';
import { isServableMediaType, isStorageKey } from './local-file-storage';

// Uploaded files in PostgreSQL (table file_bytes, migration 0014): the store when DATABASE_URL
// is set and S3 is not, so that every server on the database serves every file.
//
// Files written to local disk before this store existed are still read from `previous` (the
// old folder on the server that took them); new files go to the database only.

export class DatabaseFileStorage implements FileStorage {
  constructor(
    private readonly db: Db,
    private readonly previous?: FileStorage,
  ) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<StoredFile> {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    if (!isServableMediaType(contentType)) {
      throw new Error(`Only images and videos may be stored, not ${contentType}`);
    }
    // Keys are random and never reused; a retried put of the same key writes the same bytes.
    await this.db.query(
      `insert into file_bytes (key, content_type, bytes) values ($1, $2, $3)
       on conflict (key) do update set content_type = excluded.content_type, bytes = excluded.bytes`,
      [key, contentType, bytes],
    );
    return { key, contentType, size: bytes.length };
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    if (!isStorageKey(key)) return null;
    const { rows } = await this.db.query<{ content_type: string; bytes: Buffer }>(
      'select content_type, bytes from file_bytes where key = $1',
      [key],
    );
    const row = rows[0];
    if (row) return { bytes: row.bytes, contentType: row.content_type };
    return this.previous ? this.previous.get(key) : null;
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    await this.db.query('delete from file_bytes where key = $1', [key]);
    await this.previous?.delete(key);
  }

  publicUrl(key: string): string {
    return `/files/${key}`;
  }
}
