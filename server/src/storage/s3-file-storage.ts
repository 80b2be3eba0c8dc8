import type { S3Client } from '@aws-sdk/client-s3';
import type { FileStorage, PutOptions, StoredFile } from './file-storage';
import { isServableMediaType, isStorageKey } from './local-file-storage';

// Uploaded files in an S3-compatible bucket (AWS S3, MinIO, R2, ...). Same keys and the same
// media-only rule as the local store; the content type is kept as the object's ContentType.
// The server still serves every file itself under `/files/<key>`, so nothing user-uploaded is
// ever served from the bucket's origin.

export interface S3Settings {
  /** Custom endpoint for non-AWS stores, e.g. `http://127.0.0.1:9000`; unset means AWS. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO and the like). */
  forcePathStyle: boolean;
}

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

type Sdk = typeof import('@aws-sdk/client-s3');

// The SDK is hundreds of modules (~0.5 s of CPU to load): loaded on the first call, so a
// server (or a test file) that keeps its files elsewhere never pays for it.
let sdkModule: Promise<Sdk> | undefined;
const loadSdk = () => (sdkModule ??= import('@aws-sdk/client-s3'));

function isNotFound({ S3ServiceException }: Sdk, error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return (
      error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404
    );
  }
  return false;
}

export class S3FileStorage implements FileStorage {
  private client?: S3Client;
  private readonly ready: Promise<{ sdk: Sdk; client: S3Client }>;
  readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.ready = loadSdk().then((loaded) => {
      this.client = new loaded.S3Client({
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: {
          accessKeyId: settings.accessKeyId,
          secretAccessKey: settings.secretAccessKey,
        },
      });
      return { sdk: loaded, client: this.client };
    });
  }

  async put(
    key: string,
    bytes: Buffer,
    contentType: string,
    { cacheControl }: PutOptions = {},
  ): Promise<StoredFile> {
    if (!isServableMediaType(contentType)) {
      throw new Error(`Only images and videos may be stored, not ${contentType}`);
    }
    const { sdk, client } = await this.ready;
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedKey(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        CacheControl: cacheControl,
      }),
    );
    return { key, contentType, size: bytes.length };
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    if (!isStorageKey(key)) return null;
    const { sdk, client } = await this.ready;
    try {
      const result = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!result.Body) return null;
      const bytes = Buffer.from(await result.Body.transformToByteArray());
      // An object without a servable type was not written by `put`: treat it as absent.
      const contentType = result.ContentType ?? '';
      if (!isServableMediaType(contentType)) return null;
      return { bytes, contentType };
    } catch (error) {
      if (isNotFound(sdk, error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a missing key too, so deleting twice is fine.
    const { sdk, client } = await this.ready;
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  publicUrl(key: string): string {
    return `/files/${key}`;
  }

  /** Closes the client's sockets (tests; the server keeps one for its lifetime). */
  destroy(): void {
    this.client?.destroy();
  }
}
