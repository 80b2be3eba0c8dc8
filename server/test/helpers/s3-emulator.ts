import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { S3FileStorage } from '../../src/storage/s3-file-storage';
import { makeTempDir } from './temp-dir';

// s3rver, an S3 emulator on this machine, with one bucket, and our S3 store on it: what the
// S3 tests share. It answers unsigned GETs as a public bucket would (what a CDN in front of
// one fetches).

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

export interface S3Emulator {
  storage: S3FileStorage;
  /** The bucket's address, path style: `<it>/<key>` is a file. */
  bucketUrl: string;
  close(): Promise<void>;
}

export async function startS3Emulator(bucket: string): Promise<S3Emulator> {
  const directory = makeTempDir('paid-s3');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const storage = new S3FileStorage({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    storage,
    bucketUrl: `http://127.0.0.1:${port}/${bucket}`,
    async close() {
      storage.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
