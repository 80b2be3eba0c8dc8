// Where uploaded files live. Local disk (PAID_DATA_DIR/files) by default; any S3-compatible
// store when S3_* settings are present. Both sit behind this interface so routes never know.

export interface StoredFile {
  /** Key inside the store, e.g. `photos/3f9a...c1.png`; never derived from user text. */
  key: string;
  contentType: string;
  size: number;
}

export interface PutOptions {
  /**
   * How long a cache may keep the file when it is fetched from the store directly (S3 behind
   * a CDN: a live room's HLS, docs/video.md "HLS for crowds"). The stores this server serves
   * from itself ignore it: its routes say how long.
   */
  cacheControl?: string;
}

export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string, options?: PutOptions): Promise<StoredFile>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /** The URL the site serves the file under (same origin: `/files/<key>`). */
  publicUrl(key: string): string;
}
