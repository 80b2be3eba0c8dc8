import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { routeForPath } from '../src/http/page-preloads';
import { remoteEntries } from '../src/http/remotes';
import { shellHtml } from '../src/http/shell-html';
import { FIXTURE, makeFixtureSite } from './helpers/fixture-site';
import { preloadsOf, remoteListOf } from './helpers/page-elements';
import { testApp, unusedDb } from './helpers/test-app';

const HTML = { accept: 'text/html' };

describe('which remote screen a path opens (for preload hints)', () => {
  it('matches like the router: parameters, case-insensitive statics, statics first', () => {
    const screen = (pathname: string) => routeForPath(pathname)?.screen ?? null;
    assert.equal(screen('/home'), 'home-screen');
    assert.equal(screen('/shorts'), 'shorts-screen');
    assert.equal(screen('/Shorts/3'), 'post-screen');
    assert.equal(screen('/candidate/account'), 'account-screen');
    assert.equal(screen('/candidate/12'), 'candidate-screen');
    assert.equal(screen('/PaidCity/CA/037/44000'), 'city-screen');
    assert.equal(screen('/tournament/CA/'), 'tournament-screen');
    assert.equal(screen('/learn-more'), null);
    assert.equal(screen('/PaidState'), null);
    assert.equal(screen('/'), null);
  });
});

describe('the shell page with its hints', () => {
  let site: string;
  let app: FastifyInstance;
  const overrides = { mf_debate: 'https://cdn.example/mf-debate/v2/mf-manifest.json' };
  before(async () => {
    site = makeFixtureSite();
    app = testApp(unusedDb(), { siteDir: site, remoteOverrides: overrides });
    await app.ready();
  });
  after(async () => {
    await app.close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  const page = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: HTML })).body;

  it("preloads the shell's start-up scripts and the page's remote manifest", async () => {
    const html = await page('/Shorts');
    assert.deepEqual(preloadsOf(html), [
      `script ${FIXTURE.bootScripts[0]}`,
      'fetch /remotes/mf-shorts/mf-manifest.json',
    ]);
    // A list for the shell to hint once the page has painted, not hints in the HTML: those
    // would start every download ahead of the page's first paint (shell-html.ts).
    assert.doesNotMatch(html, /<link rel="preload"/);
  });

  it('writes the remote list (with PAID_REMOTES overrides) into every page', async () => {
    for (const url of ['/', '/Shorts', '/learn-more', '/tournament/CA']) {
      assert.deepEqual(remoteListOf(await page(url)), remoteEntries(overrides), url);
    }
  });

  it("hints only the shell's files for its own pages, remotes served elsewhere and unbuilt remotes", async () => {
    for (const url of ['/', '/learn-more', '/no/such/page', '/tournament/CA', '/home']) {
      assert.deepEqual(preloadsOf(await page(url)), [`script ${FIXTURE.bootScripts[0]}`], url);
    }
  });

  it('reads the build on every page, so a rebuilt shell is hinted at once', async () => {
    const bootFile = `${site}/shell/dist/boot-scripts.json`;
    fs.writeFileSync(bootFile, JSON.stringify({ scripts: ['/main-chunk.fedcba9876543210.js'] }));
    assert.deepEqual(preloadsOf(await page('/learn-more')), [
      'script /main-chunk.fedcba9876543210.js',
    ]);
  });

  it("preloads the start-up catalogues of the page's language only", async () => {
    const bootFile = `${site}/shell/dist/boot-scripts.json`;
    const english = ['/src_locales_en_json.0123456789abcdef.js'];
    const spanish = ['/shared-api_src_locales_es_json.0123.js', '/src_locales_es_json.4567.js'];
    fs.writeFileSync(
      bootFile,
      JSON.stringify({ scripts: FIXTURE.bootScripts, languages: { en: english, es: spanish } }),
    );
    const inLanguage = async (language: string) =>
      preloadsOf(
        (
          await app.inject({
            method: 'GET',
            url: '/learn-more',
            headers: { ...HTML, 'accept-language': language },
          })
        ).body,
      );
    const boot = `script ${FIXTURE.bootScripts[0]}`;
    assert.deepEqual(await inLanguage('es-MX,es;q=0.9'), [
      boot,
      ...spanish.map((f) => `script ${f}`),
    ]);
    assert.deepEqual(await inLanguage('en-US'), [boot, ...english.map((f) => `script ${f}`)]);
    // A language the build has no catalogue file for: the start-up scripts alone.
    fs.writeFileSync(bootFile, JSON.stringify({ scripts: FIXTURE.bootScripts, languages: {} }));
    assert.deepEqual(await inLanguage('es'), [boot]);
    fs.writeFileSync(bootFile, JSON.stringify({ scripts: FIXTURE.bootScripts }));
  });

  it("never preloads a web font: a font in flight holds the page's first paint", async () => {
    const bootFile = `${site}/shell/dist/boot-scripts.json`;
    // A build of the time when the plugin listed the font too: the extra field is ignored.
    fs.writeFileSync(
      bootFile,
      JSON.stringify({
        scripts: FIXTURE.bootScripts,
        fonts: ['/assets/inter-latin-wght-normal.0123456789abcdef.woff2'],
      }),
    );
    const html = await page('/Shorts');
    assert.deepEqual(preloadsOf(html), [
      `script ${FIXTURE.bootScripts[0]}`,
      'fetch /remotes/mf-shorts/mf-manifest.json',
    ]);
    assert.doesNotMatch(html, /font/);
  });

  it("preloads the shell's copy of a shared module the screen needs beyond the start-up's", async () => {
    fs.writeFileSync(
      `${site}/shell/dist/boot-scripts.json`,
      JSON.stringify({
        scripts: FIXTURE.bootScripts,
        provides: {
          react: [FIXTURE.bootScripts[0]],
          'shared-ui/forms': ['/shared-ui_src_forms_ts.0123456789abcdef.js'],
        },
      }),
    );
    // What the remote's build wrote; names the shell does not provide (or the object's own
    // keys) name no file.
    fs.writeFileSync(
      `${site}/mf-shorts/dist/expose-shared.json`,
      JSON.stringify({
        'shorts-screen': ['react', 'shared-ui/forms', 'left-pad', 'constructor', '__proto__'],
        'moderation-screen': ['react'],
      }),
    );
    assert.deepEqual(preloadsOf(await page('/Shorts')), [
      `script ${FIXTURE.bootScripts[0]}`,
      'fetch /remotes/mf-shorts/mf-manifest.json',
      'script /shared-ui_src_forms_ts.0123456789abcdef.js',
    ]);
    // A screen that needs nothing beyond the start-up gets no more hints.
    assert.deepEqual(preloadsOf(await page('/Shorts/moderation')), [
      `script ${FIXTURE.bootScripts[0]}`,
      'fetch /remotes/mf-shorts/mf-manifest.json',
    ]);
    fs.rmSync(`${site}/mf-shorts/dist/expose-shared.json`);
  });

  it("hints the shell's copy only when the remote takes it: not when it needs another build", async () => {
    const formsFile = '/shared-ui_src_forms_ts.0123456789abcdef.js';
    const shellBuild = (formsVersion: string) =>
      fs.writeFileSync(
        `${site}/shell/dist/boot-scripts.json`,
        JSON.stringify({
          scripts: FIXTURE.bootScripts,
          provides: { 'shared-ui/forms': [formsFile] },
          versions: { 'shared-ui/forms': formsVersion },
        }),
      );
    fs.writeFileSync(
      `${site}/mf-shorts/dist/expose-shared.json`,
      JSON.stringify({ 'shorts-screen': ['shared-ui/forms'] }),
    );
    // The remote was built from other shared-ui source: it loads its own copy.
    fs.writeFileSync(
      `${site}/mf-shorts/dist/mf-manifest.json`,
      JSON.stringify({
        ...JSON.parse(FIXTURE.manifest),
        shared: [{ name: 'shared-ui/forms', requiredVersion: '1.0.0-sbbbbbbbbbbbb' }],
      }),
    );
    shellBuild('1.0.0-saaaaaaaaaaaa');
    assert.deepEqual(preloadsOf(await page('/Shorts')), [
      `script ${FIXTURE.bootScripts[0]}`,
      'fetch /remotes/mf-shorts/mf-manifest.json',
    ]);
    // Built from the same source: the shell's copy is the one it takes, hinted with the page.
    shellBuild('1.0.0-sbbbbbbbbbbbb');
    assert.deepEqual(preloadsOf(await page('/Shorts')), [
      `script ${FIXTURE.bootScripts[0]}`,
      'fetch /remotes/mf-shorts/mf-manifest.json',
      `script ${formsFile}`,
    ]);
    fs.writeFileSync(`${site}/mf-shorts/dist/mf-manifest.json`, FIXTURE.manifest);
    fs.rmSync(`${site}/mf-shorts/dist/expose-shared.json`);
  });

  it('keeps the page working without hints when a build file is unreadable', async () => {
    fs.writeFileSync(`${site}/shell/dist/boot-scripts.json`, '{not json');
    fs.writeFileSync(`${site}/mf-shorts/dist/mf-manifest.json`, '[]');
    const html = await page('/Shorts');
    assert.deepEqual(preloadsOf(html), []);
    assert.ok(html.includes('<div id="root"></div>'));
  });
});

describe('the remote list inside the page', () => {
  it('cannot close its script element or start markup', () => {
    const html = shellHtml('<html><head></head><body></body></html>', {
      remotes: [{ name: 'x', entry: '/a</script><script>alert(1)</script>', release: 'built' }],
      preloads: [{ href: '/a"><script>alert(1)</script>', as: 'script' }],
    });
    assert.ok(!html.includes('<script>alert(1)'), html);
    assert.deepEqual(remoteListOf(html), [
      { name: 'x', entry: '/a</script><script>alert(1)</script>', release: 'built' },
    ]);
  });
});
