import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { invalid } from '../domain-error';
import type { RemoteInfo } from '../remote-list';
import { filesUnder } from './release-files-db';
import { copyReleaseFiles } from './release-store';

// A release's files sent through the admin API (POST /api/admin/releases with `files`), so
// `npm run release` never needs to know where the servers read releases: the server it
// reaches writes them into its own releases folder, and on PostgreSQL publishRelease keeps a
// copy every other server restores from (release-files-db.ts).

export interface SentFile {
  /** Relative to the release folder, with `/` between folders, as webpack wrote it. */
  path: string;
  base64: string;
}

/** A built folder's files as the admin API takes them. */
export function readBuiltFiles(folder: string): SentFile[] {
  return filesUnder(folder).map((file) => ({
    path: file,
    base64: fs.readFileSync(path.join(folder, file)).toString('base64'),
  }));
}

/** The file's place under `root`, or a refusal for a path that would leave it. */
function placeOf(root: string, file: string): string {
  const parts = file.split('/');
  const safe =
    !file.includes('\\') &&
    !file.includes('\0') &&
    parts.every((part) => part !== '' && part !== '.' && part !== '..');
  if (!safe) throw invalid(`Not a release file path: "${file}"`);
  return path.join(root, ...parts);
}

/**
 * Writes sent files as release `id` of `remote` in `releasesDir` (once, read-only, as
 * copyReleaseFiles does for a local build) and returns its folder.
 */
export function writeSentRelease(
  releasesDir: string,
  remote: RemoteInfo,
  id: string,
  files: readonly SentFile[],
): string {
  const staged = fs.mkdtempSync(path.join(os.tmpdir(), `paid-sent-release-${remote.package}-`));
  try {
    const seen = new Set<string>();
    for (const file of files) {
      const target = placeOf(staged, file.path);
      if (seen.has(target)) throw invalid(`A release file path is sent twice: "${file.path}"`);
      seen.add(target);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, Buffer.from(file.base64, 'base64'));
    }
    return copyReleaseFiles(releasesDir, remote, id, staged);
  } finally {
    fs.rmSync(staged, { recursive: true, force: true });
  }
}
