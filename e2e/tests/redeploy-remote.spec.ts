import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, startAppServer } from '../lib/app-server';
import { remoteHeading } from '../lib/remote-area';
import { serveFolder } from '../lib/static-server';

const REMOTE = 'mf-campaign-urls';
/** The campaign URL page's lead (mf-campaign-urls/src/locales/en.json). */
const LEAD =
  'Make a short link for every part of your campaign. Each one counts its visits and the money raised through it.';

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

// Run-time discovery: one remote with a visible change is deployed alone to another host;
// pointing the remote list at it changes the composed site, and the shell's files are
// byte-for-byte the ones it had.
test('a remote redeployed alone changes the site without a shell rebuild', async ({ page }) => {
  test.setTimeout(240_000);
  const work = path.join(REPO_ROOT, '.paid-redeploy');
  rmSync(work, { recursive: true, force: true });
  const copy = path.join(work, REMOTE);
  mkdirSync(work, { recursive: true });
  // The "new version": the remote's built files with its page's lead sentence changed (a
  // remote built alone from changed source is releases.spec.ts's skew test; a webpack build
  // here would cost another 14 s of CPU). Its first paint says the new sentence too.
  const tag = `Redeployed alone, release ${Date.now()}.`;
  cpSync(path.join(REPO_ROOT, REMOTE, 'dist'), copy, { recursive: true });
  const changed = readdirSync(copy).filter(
    (file) =>
      (file.endsWith('.js') || file === 'first-paint.json') &&
      readFileSync(path.join(copy, file), 'utf8').includes(LEAD),
  );
  expect(changed.some((file) => file.endsWith('.js'))).toBe(true);
  for (const file of changed) {
    const where = path.join(copy, file);
    writeFileSync(where, readFileSync(where, 'utf8').replaceAll(LEAD, tag));
    // The pre-compressed copies would still say the old sentence.
    for (const suffix of ['.br', '.gz']) rmSync(where + suffix, { force: true });
  }

  const before = shellFingerprint();
  const host = await serveFolder(copy);
  const server = await startAppServer({
    PORT: String(Number(process.env.E2E_PORT ?? 3210) + 1),
    PAID_DATA_DIR: path.join(work, 'data'),
    PAID_EMPTY: '1',
    PAID_REMOTES: JSON.stringify({ mf_campaign_urls: `${host.origin}/mf-manifest.json` }),
  });
  try {
    await page.goto(`${server.url}/campaign-url-generator`);
    await expect(page.getByText(tag)).toBeVisible();
    // The site as deployed before is unchanged...
    await page.goto('/campaign-url-generator');
    await expect(remoteHeading(page, 'mf_campaign_urls')).toBeVisible();
    await expect(page.getByText(tag)).toHaveCount(0);
    // ...and no shell file was rebuilt.
    expect(shellFingerprint()).toBe(before);
  } finally {
    await server.stop();
    await host.close();
    rmSync(work, { recursive: true, force: true });
  }
});
