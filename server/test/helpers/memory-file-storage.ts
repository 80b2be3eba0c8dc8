import type { FileStorage, StoredFile } from '../../src/storage/file-storage';

// FileStorage in a Map, so tests can see exactly what was stored (and that nothing was).

export class MemoryFileStorage implements FileStorage {
  readonly files = new Map<string, { bytes: Buffer; contentType: string }>();

  async put(key: string, bytes: Buffer, contentType: string): Promise<StoredFile> {
    this.files.set(key, { bytes: Buffer.from(bytes), contentType });
    return { key, contentType, size: bytes.length };
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    return this.files.get(key) ?? null;
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }

  publicUrl(key: string): string {
    return `/files/${key}`;
  }
}
