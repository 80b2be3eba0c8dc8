import { expect, test } from '@playwright/test';
import { measuredPages } from '../../e2e/lib/measured-pages';
import { remoteHeading } from '../../e2e/lib/remote-area';

// Two costs a page used to pay while starting, each a long task on a phone (bench/notes.md):
// - loading ICU's locale data (20-26 ms here): the first Intl object, toLocaleString or
//   localeCompare of a page. Numbers and money are written by shared-api/number-format,
//   module-level date formatters are made on first use, the Shorts tooltip time on hover.
// - opening the origin's localStorage (3-20 ms): the federation runtime's debug switch read
//   it as main.js ran (shared-config/webpack/federation-debug-switch-loader.js). A screen
//   may still read its own flags (the tournament's click-in): only the shell's start-up must not.
// A probe wraps each of these before the page's own scripts run and lists the calls.
const PROBE = `(() => {
  const calls = [];
  window.__startUpCalls = calls;
  const note = (name) => calls.push(name + ' ' + (new Error().stack || '').split('\\n')[3]);
  for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'RelativeTimeFormat', 'ListFormat']) {
    const Original = Intl[name];
    Intl[name] = function (...args) { note('Intl.' + name); return new Original(...args); };
  }
  const wrap = (proto, method, label) => {
    const original = proto[method];
    proto[method] = function (...args) { note(label); return original.apply(this, args); };
  };
  wrap(Number.prototype, 'toLocaleString', 'Number.toLocaleString');
  wrap(Date.prototype, 'toLocaleString', 'Date.toLocaleString');
  wrap(Date.prototype, 'toLocaleDateString', 'Date.toLocaleDateString');
  wrap(Date.prototype, 'toLocaleTimeString', 'Date.toLocaleTimeString');
  wrap(String.prototype, 'localeCompare', 'String.localeCompare');
  const owner = Object.getOwnPropertyDescriptor(window, 'localStorage') ? window : Window.prototype;
  const storage = Object.getOwnPropertyDescriptor(owner, 'localStorage');
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() { note('localStorage'); return storage.get.call(window); },
  });
})()`;

const PAGES = measuredPages();

test('the measured pages start without loading ICU or opening localStorage', async ({ page }) => {
  await page.addInitScript(PROBE);
  for (const path of PAGES) {
    await page.goto(path);
    await expect(remoteHeading(page), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    const calls = await page.evaluate(
      () => (window as { __startUpCalls?: string[] }).__startUpCalls,
    );
    const startUp = (calls ?? []).filter(
      (call) => !call.startsWith('localStorage') || /\/main\.[0-9a-f]+\.js/.test(call),
    );
    expect(startUp, path).toEqual([]);
  }
});

test('the probe sees such a call when a page makes one', async ({ page }) => {
  await page.addInitScript(PROBE);
  await page.goto('/home');
  await expect(remoteHeading(page)).toBeVisible();
  const calls = await page.evaluate(() => {
    (1234).toLocaleString('en-US');
    void window.localStorage;
    return (window as { __startUpCalls?: string[] }).__startUpCalls ?? [];
  });
  expect(calls.map((call) => call.split(' ')[0])).toEqual([
    'Number.toLocaleString',
    'localStorage',
  ]);
});

// A third: an SVG drawn as an image (the site icon, a CSS background) is a whole SVG document
// in the page's renderer, with its own style sheet and layout: 5-20 ms of main thread each as
// the page starts. The icon is a PNG and the select's arrow two gradients; inline <svg>
// elements (the icons of lucide-react) are part of the page and cost nothing of the kind.
test('the measured pages start without an SVG drawn as an image', async ({ page }) => {
  const svgImages: string[] = [];
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').startsWith('image/svg+xml')) {
      svgImages.push(response.url());
    }
  });
  for (const path of PAGES) {
    await page.goto(path);
    await expect(remoteHeading(page), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    const icons = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')].map((link) => link.href),
    );
    expect(icons.length, path).toBeGreaterThan(0);
    const svgBackgrounds = await page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .map((element) => getComputedStyle(element).backgroundImage)
        .filter((image) => /url\(["']?data:image\/svg|\.svg["']?\)/.test(image)),
    );
    expect(svgBackgrounds, path).toEqual([]);
  }
  // The browser asks for the icon outside the page's requests: read it as the browser would.
  const icon = await page.request.get('/favicon.png');
  expect(icon.headers()['content-type']).toBe('image/png');
  expect(svgImages).toEqual([]);
});

// A fourth: V8 compiles a function the first time it runs, on the main thread, unless the file
// asks for eager compilation (`//# allFunctionsCalledOnLoad`, shared-config/webpack/
// compile-hints-plugin.js); then a streamed script compiles on a background thread as it
// downloads. The files that mostly run as a page starts carry the hint; no other file does.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** A remote's chunks are numbered (create-webpack-config.js): `/remotes/mf-debate/346.<hash>.js`. */
const NUMBERED_REMOTE_CHUNK = /^\/remotes\/[^/]+\/\d+\.[0-9a-f]+\.js$/;
const HINTED_FILES = [
  /^\/main\.[0-9a-f]+\.js$/,
  /\/remoteEntry\.js$/,
  // A remote's screen: its exposed chunk (or a numbered chunk holding the screen: below).
  /^\/remotes\/.+\/__federation_expose_[^/]*$/,
  // The singletons' chunks (shared-config/webpack/shared-subsets.js): React DOM, the router,
  // TanStack Query, styled-components.
  /\/shared-(react-dom|react-router|react-query|styled-components)\.[0-9a-f]+\.js$/,
];

test('the scripts each measured page starts with are marked for eager compilation, and only they', async ({
  page,
}) => {
  // Each page cold, as a first visit (and Lighthouse) loads it: every script is fetched.
  const cdp = await page.context().newCDPSession(page);
  for (const path of PAGES) {
    await cdp.send('Network.clearBrowserCache');
    const bodies: Promise<[string, string]>[] = [];
    const listener = (response: import('@playwright/test').Response) => {
      // A redirect (a remote's entry, to its release's folder) has no body: its target is read.
      const redirect = response.status() >= 300 && response.status() < 400;
      if (response.request().resourceType() !== 'script' || redirect) return;
      const file = new URL(response.url()).pathname;
      bodies.push(response.text().then((text) => [file, text.slice(0, COMPILE_HINT.length)]));
    };
    page.on('response', listener);
    await page.goto(path);
    await expect(remoteHeading(page), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('response', listener);
    const files = await Promise.all(bodies);
    const hinted = files.filter(([, start]) => start === COMPILE_HINT).map(([file]) => file);
    // A numbered chunk of a remote holds its screen when its source map lists a screen module.
    const holdsScreen = async (file: string) =>
      NUMBERED_REMOTE_CHUNK.test(file) &&
      (
        (await (await page.request.get(`${file}.map`)).json()) as { sources: string[] }
      ).sources.some((source) => /\/src\/screens\/[^/]+-screen\.tsx$/.test(source));
    const expected: string[] = [];
    for (const [file] of files) {
      if (HINTED_FILES.some((pattern) => pattern.test(file)) || (await holdsScreen(file))) {
        expected.push(file);
      }
    }
    // The shell's entry, React DOM's client, the router, TanStack Query, styled-components,
    // the remote's entry and its screen's exposed chunk.
    expect(expected.length, path).toBeGreaterThanOrEqual(7);
    expect(hinted.sort(), path).toEqual(expected.sort());
  }
});
