import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT, startAppServer } from '../lib/app-server';
import { remoteHeading } from '../lib/remote-area';

// Releases of one remote (docs/releases.md) against a server of its own, so
// the other tests never see the changed Shorts. Each release is mf-shorts' built files with the
// Shorts page's lead sentence changed (no webpack run here: the CLI's --from publishes a built
// folder; the build path of `npm run release` is timed in bench/REPORT.md), published by the
// real command through the running server's admin API.

const run = promisify(execFile);
const ORIGINAL_LEAD = 'Short posts from the PAID community. Money talks, and so do you.';
const port = String(Number(process.env.E2E_PORT ?? 3210) + 57);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paid-e2e-releases-'));
const env = { ...process.env, PAID_DATA_DIR: dataDir };
let server: Awaited<ReturnType<typeof startAppServer>>;

// Each test starts a few CLI processes (tsx) and browsers: minutes on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A copy of mf-shorts' build whose Shorts page says `lead` instead of the original. */
function shortsBuildSaying(lead: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paid-e2e-shorts-'));
  fs.cpSync(path.join(REPO_ROOT, 'mf-shorts', 'dist'), dir, { recursive: true });
  const chunk = fs
    .readdirSync(dir)
    .find(
      (file) =>
        file.endsWith('.js') &&
        fs.readFileSync(path.join(dir, file), 'utf8').includes(ORIGINAL_LEAD),
    );
  if (!chunk) throw new Error('the Shorts lead is in no built chunk of mf-shorts');
  const file = path.join(dir, chunk);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(ORIGINAL_LEAD, lead));
  // The pre-compressed copies would still say the old sentence.
  for (const suffix of ['.br', '.gz']) fs.rmSync(file + suffix, { force: true });
  return dir;
}

/** The CLI's own words, e.g. "Published mf_shorts release 20261125T...Z-abc1234 in 0.4 s." */
async function publishShorts(lead: string): Promise<string> {
  // Release ids are per second: two publishes in one second would ask for the same folder.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/src/releases/publish-cli.ts',
      'mf-shorts',
      '--from',
      shortsBuildSaying(lead),
    ],
    { cwd: REPO_ROOT, env },
  );
  const id = /release (\S+) in/.exec(stdout)?.[1];
  if (!id) throw new Error(`no release id in: ${stdout}`);
  return id;
}

async function admin(...args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'server/src/admin.ts', ...args],
    {
      cwd: REPO_ROOT,
      env,
    },
  );
  return stdout;
}

/** A fresh browser (its own canary bucket cookie) on /Shorts: the lead it is shown. */
async function leadInNewBrowser(page: Page): Promise<string> {
  const context = await page.context().browser()!.newContext({ baseURL: server.url });
  const fresh = await context.newPage();
  await fresh.goto('/Shorts');
  await expect(remoteHeading(fresh, 'mf_shorts')).toBeVisible();
  const lead =
    (await fresh.locator('[data-remote-area="mf_shorts"] header p').first().textContent()) ?? '';
  await context.close();
  return lead.trim();
}

/** The export each shared library gets in the scratch copy, and the text it holds. */
const PROBES = {
  'shared-api': ['SKEW_PROBE_API', 'Built against a newer shared-api than the shell.'],
  'shared-ui': ['SKEW_PROBE_UI', 'Built against a newer shared-ui than the shell.'],
} as const;

/**
 * mf-shorts built in a scratch copy of the repo whose shared-api and shared-ui each have an
 * export the live shell's copies lack, and whose Shorts page shows both: what a team releasing
 * one remote with a change to the shared libraries ships. The copy links every other package
 * from this repo's node_modules. One build for both libraries: a webpack build is about 14 s
 * of CPU on CI's 2 cores.
 */
async function shortsBuiltWithNewerLibraries(): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'paid-e2e-skew-'));
  for (const folder of [
    'shared-api',
    'shared-ui',
    'shared-config',
    'mf-shorts',
    'types',
    'tsconfig.json',
  ]) {
    fs.cpSync(path.join(REPO_ROOT, folder), path.join(root, folder), {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
    });
  }
  const modules = path.join(root, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(REPO_ROOT, 'node_modules'))) {
    const local = ['shared-api', 'shared-ui', 'shared-config', 'mf-shorts'].includes(entry);
    fs.symlinkSync(
      local ? path.join(root, entry) : path.join(REPO_ROOT, 'node_modules', entry),
      path.join(modules, entry),
    );
  }
  for (const [library, [name, text]] of Object.entries(PROBES)) {
    fs.appendFileSync(
      path.join(root, library, 'src', 'index.ts'),
      `\nexport const ${name} = ${JSON.stringify(text)};\n`,
    );
  }
  // The screen draws the probe where it draws its lead (the catalogue's, shared with the
  // page's first paint; shorts-screen.tsx keeps it in SHORTS_LEAD for this probe).
  const screen = path.join(root, 'mf-shorts', 'src', 'screens', 'shorts-screen.tsx');
  const source = fs.readFileSync(screen, 'utf8');
  if (!source.includes('{SHORTS_LEAD}')) throw new Error('the Shorts screen draws no SHORTS_LEAD');
  fs.writeFileSync(
    screen,
    Object.entries(PROBES)
      .map(([library, [name]]) => `import { ${name} } from '${library}';\n`)
      .join('') +
      // An expression, as SHORTS_LEAD is one: it may stand as an attribute's value.
      source.replace(
        '{SHORTS_LEAD}',
        `{[${PROBES['shared-api'][0]}, ${PROBES['shared-ui'][0]}].join(' ')}`,
      ),
  );
  const out = path.join(root, 'out');
  await run(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      '--output-path',
      out,
    ],
    { cwd: path.join(root, 'mf-shorts') },
  );
  return out;
}

test.beforeAll(async () => {
  server = await startAppServer({ PORT: port, PAID_DATA_DIR: dataDir });
});

test.afterAll(async () => {
  await server?.stop();
});

test('a release is live for new pages at once, and an open tab keeps working on its own', async ({
  page,
}) => {
  await page.goto(`${server.url}/Shorts`);
  await expect(page.getByText(ORIGINAL_LEAD)).toBeVisible();

  const first = await publishShorts('Release one of Shorts.');
  // The open tab moves to another Shorts screen (a post's page, not loaded before) and it works.
  const { posts } = (await (await fetch(`${server.url}/api/posts`)).json()) as {
    posts: { id: number }[];
  };
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/Shorts/${posts[0].id}`);
  await expect(page.getByText('A post from the PAID community.')).toBeVisible();
  await expect(page.getByText(/is unavailable|new version/)).toHaveCount(0);

  // A new tab gets the new release, named in the page's remote list.
  expect(await leadInNewBrowser(page)).toBe('Release one of Shorts.');
  const list = (await (await fetch(`${server.url}/remotes.json`)).json()) as {
    name: string;
    entry: string;
    release: string;
  }[];
  const shorts = list.find((remote) => remote.name === 'mf_shorts');
  expect(shorts?.release).toBe(first);
  expect(shorts?.entry).toBe(`/releases/mf-shorts/${first}/mf-manifest.json`);
});

test('rollback, canary at 100 % and 0 %, and the release list', async ({ page }) => {
  const second = await publishShorts('Release two of Shorts.');
  expect(await leadInNewBrowser(page)).toBe('Release two of Shorts.');

  await admin('rollback', 'mf-shorts');
  expect(await leadInNewBrowser(page)).toBe('Release one of Shorts.');

  await admin('canary', 'mf-shorts', second, '100');
  expect(await leadInNewBrowser(page)).toBe('Release two of Shorts.');
  await admin('canary', 'mf-shorts', second, '0');
  expect(await leadInNewBrowser(page)).toBe('Release one of Shorts.');
  await admin('drop-canary', 'mf-shorts');

  const listing = await admin('releases', 'mf-shorts');
  expect(listing).toContain(second);
  expect(listing).toMatch(/LIVE/);
});

test('an old tab that can no longer load its release offers the new version and reloads', async ({
  page,
}) => {
  // This tab registers the live release, then its files become unreachable (as after
  // retention) while another release goes live.
  await page.goto(`${server.url}/home`);
  await expect(remoteHeading(page, 'mf_brackets')).toBeVisible();
  await page.route('**/releases/mf-shorts/**', (route) => route.abort());
  await publishShorts('Release three of Shorts.');

  await page.evaluate(() => {
    window.history.pushState(null, '', '/Shorts');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const area = page.locator('[data-remote-area="mf_shorts"]');
  await expect(area.getByText('A new version of PAID is available')).toBeVisible();
  await page.unroute('**/releases/mf-shorts/**');
  await area.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText('Release three of Shorts.')).toBeVisible();

  // The failure was reported against the release that tab ran.
  await expect.poll(() => admin('releases', 'mf-shorts')).toMatch(/ [1-9]\d* errors?$/m);
});

test('a remote released with shared-api and shared-ui changes only it uses works under the old shell', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const built = await shortsBuiltWithNewerLibraries();
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await run(
    process.execPath,
    ['--import', 'tsx', 'server/src/releases/publish-cli.ts', 'mf-shorts', '--from', built],
    { cwd: REPO_ROOT, env },
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${server.url}/Shorts`);
  // Each library's new export, from the remote's own copy of it.
  await expect(
    page.getByText(`${PROBES['shared-api'][1]} ${PROBES['shared-ui'][1]}`),
  ).toBeVisible();
  // The rest of the page still runs on the shell's copy: the top bar and another remote.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/home');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(remoteHeading(page, 'mf_brackets')).toBeVisible();
  expect(errors.filter((error) => !/401/.test(error))).toEqual([]);
});
