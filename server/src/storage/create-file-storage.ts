import path from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { DatabaseFileStorage } from './database-file-storage';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';

// The one place that chooses where uploaded files live:
// - an S3-compatible bucket when the S3_* settings are present (config.s3);
// - else PostgreSQL when the database is one (DATABASE_URL), since several servers may share that database
//   and each must serve every file (files stored on disk earlier are still read from there);
// - else `<PAID_DATA_DIR>/files` (the embedded database: one server).
// Either way the server serves the files itself under `/files/<key>`.

export function filesDir(dataDir: string): string {
  return path.join(dataDir, 'files');
}

export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>, db: Db): FileStorage {
  if (config.s3) return new S3FileStorage(config.s3);
  const local = new LocalFileStorage(filesDir(config.dataDir));
  if (db.kind === 'postgres') return new DatabaseFileStorage(db, local);
  return local;
}
