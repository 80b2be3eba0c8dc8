import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, startAppServer } from '../lib/app-server';
import { remoteHeading } from '../lib/remote-area';
import { serveFolder } from '../lib/static-server';

const REMOTE = 'mf-campaign-urls';
const SCREEN = 'campaign-url-generator-screen';

function shellFingerprint(): string {
  const dist = path.join(REPO_ROOT, 'shell/dist');
  const hash = createHash('sha256');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

// Run-time discovery: one remote is rebuilt alone (with a visible change) and deployed to
// another host; pointing the remote list at it changes the composed site, and the shell's
// files are byte-for-byte the ones it had.
test('a remote rebuilt and redeployed alone changes the site without a shell rebuild', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const work = path.join(REPO_ROOT, '.paid-redeploy');
  rmSync(work, { recursive: true, force: true });
  const copy = path.join(work, REMOTE);
  mkdirSync(copy, { recursive: true });
  for (const entry of ['package.json', 'webpack.config.js', 'src']) {
    cpSync(path.join(REPO_ROOT, REMOTE, entry), path.join(copy, entry), { recursive: true });
  }
  // The "new version": the same screen with a release banner above it.
  const tag = `release-${Date.now()}`;
  const screens = path.join(copy, 'src/screens');
  renameSync(path.join(screens, `${SCREEN}.tsx`), path.join(screens, 'previous-screen.tsx'));
  writeFileSync(
    path.join(screens, `${SCREEN}.tsx`),
    `import PreviousScreen from './previous-screen';\n` +
      `export default function RedeployedScreen() {\n` +
      `  return (<><p data-testid="redeployed">${tag}</p><PreviousScreen /></>);\n}\n`,
  );

  const before = shellFingerprint();
  execFileSync(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'],
    {
      cwd: copy,
      stdio: 'inherit',
    },
  );
  const host = await serveFolder(path.join(copy, 'dist'));
  const server = await startAppServer({
    PORT: String(Number(process.env.E2E_PORT ?? 3210) + 1),
    PAID_DATA_DIR: path.join(work, 'data'),
    PAID_EMPTY: '1',
    PAID_REMOTES: JSON.stringify({ mf_campaign_urls: `${host.origin}/mf-manifest.json` }),
  });
  try {
    await page.goto(`${server.url}/campaign-url-generator`);
    await expect(page.getByTestId('redeployed')).toHaveText(tag);
    // The site as deployed before is unchanged...
    await page.goto('/campaign-url-generator');
    await expect(remoteHeading(page, 'mf_campaign_urls')).toBeVisible();
    await expect(page.getByTestId('redeployed')).toHaveCount(0);
    // ...and no shell file was rebuilt.
    expect(shellFingerprint()).toBe(before);
  } finally {
    await server.stop();
    await host.close();
    rmSync(work, { recursive: true, force: true });
  }
});
