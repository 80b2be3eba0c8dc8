import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../src/db/db';
import type { RemoteInfo } from '../../src/remote-list';
import {
  copyReleaseFiles,
  findRemote,
  newReleaseId,
  publishRelease,
} from '../../src/releases/release-store';
import { makeTempDir } from './temp-dir';

// Built remotes for the release tests: a manifest and a chunk that say which build they are.

export function remote(name: string): RemoteInfo {
  const found = findRemote(name);
  if (!found) throw new Error(`no remote ${name}`);
  return found;
}

export const CHUNK = 'screens.89abcdef01.js';

/** A folder shaped like a remote's webpack output, its files marked with `label`. */
export function makeBuild(label: string): string {
  const dir = makeTempDir('paid-test-build');
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      id: 'mf_shorts',
      name: 'mf_shorts',
      label,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      exposes: [{ name: 'shorts-screen', assets: { js: { sync: [CHUNK], async: [] } } }],
    }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var build = ${JSON.stringify(label)};`);
  fs.writeFileSync(path.join(dir, CHUNK), `export const label = ${JSON.stringify(label)};`);
  return dir;
}

/** A release id for the n-th second of a fixed day (ids sort by time). */
export function releaseId(second: number, revision = 'abc1234'): string {
  return newReleaseId(new Date(Date.UTC(2026, 10, 25, 7, 0, second)), revision);
}

/** Copies a build labelled with the id and records it live, as the release command does. */
export async function publishFixture(db: Db, releasesDir: string, remoteName: string, id: string) {
  const build = makeBuild(id);
  try {
    copyReleaseFiles(releasesDir, remote(remoteName), id, build);
  } finally {
    fs.rmSync(build, { recursive: true, force: true });
  }
  return publishRelease(db, releasesDir, { remote: remoteName, id, gitRevision: 'abc1234' });
}
