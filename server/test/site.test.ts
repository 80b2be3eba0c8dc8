import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../src/http/site';
import { listRemotes } from '../src/remote-list';
import { FIXTURE, assertShellPage, makeFixtureSite } from './helpers/fixture-site';
import { testApp, testConfig, unusedDb } from './helpers/test-app';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('serving the built site', () => {
  let site: string;
  let app: FastifyInstance;
  before(async () => {
    site = makeFixtureSite();
    app = testApp(unusedDb(), {
      siteDir: site,
      remoteOverrides: { mf_debate: 'https://cdn.example/mf-debate/v2/mf-manifest.json' },
    });
    await app.ready();
  });
  after(async () => {
    await app.close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  it('serves the shell index at / with no-cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: HTML });
    assert.equal(response.statusCode, 200);
    assertShellPage(response.body);
    assert.match(response.headers['content-type'] as string, /^text\/html/);
    assert.equal(response.headers['cache-control'], NO_CACHE);
  });

  it('serves hashed files as immutable with the right content type', async () => {
    const response = await app.inject({ method: 'GET', url: '/main.0123456789abcdef.js' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, FIXTURE.mainJs);
    assert.match(response.headers['content-type'] as string, /javascript/);
    assert.equal(response.headers['cache-control'], IMMUTABLE);
  });

  it('falls back to index.html for client-side routes a browser navigates to', async () => {
    for (const url of ['/PaidState/CA', '/candidate/12?tab=about', '/Shorts/3']) {
      const response = await app.inject({ method: 'GET', url, headers: HTML });
      assert.equal(response.statusCode, 200, url);
      assertShellPage(response.body);
      assert.equal(response.headers['cache-control'], NO_CACHE);
    }
  });

  it('answers 404 JSON, not the shell, for API paths, missing remote files and non-HTML requests', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nope', headers: HTML });
    assert.equal(api.statusCode, 404);
    assert.deepEqual(api.json(), { message: 'No such API route: GET /api/nope' });

    const remote = await app.inject({
      method: 'GET',
      url: '/remotes/mf-shorts/missing.js',
      headers: HTML,
    });
    assert.equal(remote.statusCode, 404);
    assert.deepEqual(remote.json(), { message: 'Not found' });

    const asset = await app.inject({
      method: 'GET',
      url: '/missing.0123456789.js',
      headers: { accept: '*/*' },
    });
    assert.equal(asset.statusCode, 404);
    assert.deepEqual(asset.json(), { message: 'Not found' });
  });

  it('lists the remotes in /remotes.json with PAID_REMOTES overrides, no-cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], NO_CACHE);
    const expected = listRemotes().map((remote) => ({
      name: remote.name,
      entry:
        remote.name === 'mf_debate'
          ? 'https://cdn.example/mf-debate/v2/mf-manifest.json'
          : `/remotes/${remote.package}/mf-manifest.json`,
      release: remote.name === 'mf_debate' ? 'override' : 'built',
    }));
    assert.deepEqual(response.json(), expected);
    assert.ok(
      expected.some(
        (entry) =>
          entry.name === 'mf_shorts' && entry.entry === '/remotes/mf-shorts/mf-manifest.json',
      ),
    );
  });

  it('serves remote files with CORS, manifests and remoteEntry.js no-cache, chunks immutable', async () => {
    const manifest = await app.inject({
      method: 'GET',
      url: '/remotes/mf-shorts/mf-manifest.json',
    });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.body, FIXTURE.manifest);
    assert.match(manifest.headers['content-type'] as string, /application\/json/);
    assert.equal(manifest.headers['cache-control'], NO_CACHE);
    assert.equal(manifest.headers['access-control-allow-origin'], '*');

    const entry = await app.inject({ method: 'GET', url: '/remotes/mf-shorts/remoteEntry.js' });
    assert.equal(entry.body, FIXTURE.remoteEntry);
    assert.equal(entry.headers['cache-control'], NO_CACHE);
    assert.equal(entry.headers['access-control-allow-origin'], '*');

    const chunk = await app.inject({
      method: 'GET',
      url: '/remotes/mf-shorts/screens.89abcdef01.js',
    });
    assert.equal(chunk.body, FIXTURE.chunkJs);
    assert.equal(chunk.headers['cache-control'], IMMUTABLE);
    assert.equal(chunk.headers['access-control-allow-origin'], '*');

    const shellFile = await app.inject({ method: 'GET', url: '/main.0123456789abcdef.js' });
    assert.equal(shellFile.headers['access-control-allow-origin'], undefined);
  });

  it('answers Range requests for video files', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/media/intro.mp4',
      headers: { range: 'bytes=10-19' },
    });
    assert.equal(response.statusCode, 206);
    assert.equal(response.headers['content-type'], 'video/mp4');
    assert.equal(response.headers['content-range'], `bytes 10-19/${FIXTURE.video.length}`);
    assert.deepEqual(response.rawPayload, FIXTURE.video.subarray(10, 20));
  });

  it('decides caching by content hash in the file name', () => {
    assert.equal(cacheControlFor('/x/main.3f9a2c1b.js'), IMMUTABLE);
    assert.equal(cacheControlFor('/x/123.0a1b2c3d4e5f.css.br'), IMMUTABLE);
    assert.equal(cacheControlFor('/x/remoteEntry.js'), NO_CACHE);
    assert.equal(cacheControlFor('/x/mf-manifest.json'), NO_CACHE);
    assert.equal(cacheControlFor('/x/index.html'), NO_CACHE);
    assert.equal(cacheControlFor('/x/logo.1234.png'), NO_CACHE); // too short to be a hash
  });
});

describe('answering a page once', () => {
  it('sends each client route its page and nothing after it (no 404 on top, no warning)', async () => {
    // The not-found handler used to read the page helper's answer, a thenable Fastify reply,
    // as "no page" and send a 404 over the page it had just sent: Fastify logged
    // FST_ERR_REP_ALREADY_SENT for page loads.
    const site = makeFixtureSite();
    const logged: string[] = [];
    const app = buildApp({
      db: unusedDb(),
      config: testConfig({ siteDir: site }),
      logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } },
    });
    try {
      await app.ready();
      for (const url of ['/PaidState/CA', '/tournament/NE', '/candidate/12', '/Shorts']) {
        const response = await app.inject({ method: 'GET', url, headers: HTML });
        assert.equal(response.statusCode, 200, url);
        assertShellPage(response.body);
      }
      await new Promise((resolve) => setImmediate(resolve));
      // (This app has no database: the pages' data reads log their own failures.)
      assert.deepEqual(
        logged.filter((line) => line.includes('FST_ERR_REP_ALREADY_SENT')),
        [],
      );
    } finally {
      await app.close();
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('serving before the site is built', () => {
  let site: string;
  let app: FastifyInstance;
  before(async () => {
    site = makeFixtureSite({ withShell: false });
    app = testApp(unusedDb(), { siteDir: site });
    await app.ready();
  });
  after(async () => {
    await app.close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  it('answers / and client routes with a plain-text 503 saying to build', async () => {
    for (const [url, headers] of [
      ['/', {}],
      ['/PaidState/CA', HTML],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers });
      assert.equal(response.statusCode, 503, url);
      assert.match(response.headers['content-type'] as string, /^text\/plain/);
      assert.match(response.body, /npm run build/);
    }
  });

  it('still serves the API and the built remotes', async () => {
    const remotes = await app.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(remotes.statusCode, 200);
    const manifest = await app.inject({
      method: 'GET',
      url: '/remotes/mf-shorts/mf-manifest.json',
    });
    assert.equal(manifest.statusCode, 200);
  });
});
