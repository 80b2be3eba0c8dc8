import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FIRST_PAINT_FILE, type FirstPaintAsset } from 'shared-api/first-paint';
import { REPO_ROOT } from '../../src/config';
import { listRemotes } from '../../src/remote-list';

// Each remote's first-paint.json as its webpack build writes it (the same plugin function,
// run on the remote's own src/first-paint.ts), without a whole webpack build.

const require = createRequire(import.meta.url);
const { buildFirstPaint } = require(
  path.join(REPO_ROOT, 'shared-config/webpack/first-paint-plugin.js'),
) as { buildFirstPaint: (source: string, exposes: Record<string, string>) => FirstPaintAsset };
const { REMOTES, remoteExposes } =
  require('shared-config/site-map') as typeof import('shared-config/site-map');

const built = new Map<string, FirstPaintAsset>();

/** The first paints the remote's build writes (built once per test process). */
export function remoteFirstPaint(packageName: string): FirstPaintAsset {
  const remote = REMOTES.find((candidate) => candidate.package === packageName);
  if (!remote) throw new Error(`no remote ${packageName}`);
  let asset = built.get(packageName);
  if (!asset) {
    asset = buildFirstPaint(
      path.join(REPO_ROOT, packageName, 'src/first-paint.ts'),
      remoteExposes(remote),
    );
    built.set(packageName, asset);
  }
  return asset;
}

/** Writes `asset` as the first-paint.json of the build in `folder`. */
export function writeFirstPaint(folder: string, asset: FirstPaintAsset): void {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, FIRST_PAINT_FILE), JSON.stringify(asset));
}

/** Writes every remote's first-paint.json into its dist in the fixture site `site`. */
export function writeRemoteFirstPaints(site: string): void {
  for (const remote of listRemotes()) {
    writeFirstPaint(path.join(site, remote.package, 'dist'), remoteFirstPaint(remote.package));
  }
}
