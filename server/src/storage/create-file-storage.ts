import path from 'node:path';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';

// The one place that chooses where uploaded files live: an S3-compatible bucket when the
// S3_* settings are present (config.s3), else `<PAID_DATA_DIR>/files`.
// Either way the server serves the files itself under `/files/<key>`.

export function filesDir(dataDir: string): string {
  return path.join(dataDir, 'files');
}

export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  if (config.s3) return new S3FileStorage(config.s3);
  return new LocalFileStorage(filesDir(config.dataDir));
}
