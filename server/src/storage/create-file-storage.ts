import path from 'node:path';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';

// The one place that chooses where uploaded files live. Today: `<PAID_DATA_DIR>/files`.
// An S3-compatible store would be chosen here from S3_* settings (decisions section 1); it
// is not implemented yet because it could not be tested against a real store.

export function filesDir(dataDir: string): string {
  return path.join(dataDir, 'files');
}

export function createFileStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return new LocalFileStorage(filesDir(config.dataDir));
}
