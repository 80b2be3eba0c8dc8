import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ADMIN_SECRET_HEADER, contract } from 'shared-api/contracts';
import { createSession, SESSION_COOKIE } from '../src/auth/session';
import type { Db } from '../src/db/db';
import { openDatabase } from '../src/db/open-db';
import { releaseFileOf } from '../src/http/release-files';
import { BUCKET_COOKIE } from '../src/http/site';
import {
  copyReleaseFiles,
  describeReleases,
  KEEP_RELEASES,
  listReleases,
  pruneReleases,
  releaseFolder,
} from '../src/releases/release-store';
import { makeFixtureSite } from './helpers/fixture-site';
import { preloadsOf, remoteListOf } from './helpers/page-elements';
import { CHUNK, makeBuild, publishFixture, releaseId, remote } from './helpers/release-fixtures';
import { insertAccount } from './helpers/support-fixtures';
import { makeTempDir } from './helpers/temp-dir';
import { testApp } from './helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// Immutable remote releases (docs/releases.md): publishing, what each page
// loads, rollback and canary, the release files, support-only changes and error reports.

const SECRET = 'e'.repeat(64);
const HTML = { accept: 'text/html' };
const ADMIN = { [ADMIN_SECRET_HEADER]: SECRET };

interface Entry {
  name: string;
  entry: string;
  release: string;
}

function entryOf(list: Entry[], name: string): Entry {
  const entry = list.find((candidate) => candidate.name === name);
  assert.ok(entry, `no entry for ${name}`);
  return entry;
}

/** The release a page (as a browser in `bucket`) gets for a remote. */
async function pageRelease(app: FastifyInstance, name: string, bucket = 99, url = '/Shorts') {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: HTML,
    cookies: { [BUCKET_COOKIE]: String(bucket) },
  });
  assert.equal(response.statusCode, 200);
  return entryOf(remoteListOf<Entry>(response.body), name).release;
}

/** A GET whose path is sent exactly as written (no URL normalisation). */
function rawGet(
  origin: string,
  rawPath: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string; cacheControl: string | undefined }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port: Number(port), path: rawPath, method: 'GET', headers, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            cacheControl: response.headers['cache-control'],
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function bucketCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === BUCKET_COOKIE);
}

for (const kind of databaseKinds({
  differsByDatabase: 'a second server instance on the same database',
})) {
  describe(`remote releases (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let site: string;
    let releasesDir: string;
    let adminCookies: Record<string, string>;
    let userCookies: Record<string, string>;
    const config = () => ({ siteDir: site, releasesDir });

    before(async () => {
      database = await createTestDatabase(kind);
      site = makeFixtureSite();
      releasesDir = makeTempDir('paid-test-releases');
      app = testApp(database.db, config(), {
        adminSecret: SECRET,
        limits: { clientErrors: { max: 4, windowMs: 60_000 } },
      });
      const adminId = await insertAccount(database.db, 'support@example.com', true);
      const userId = await insertAccount(database.db, 'voter@example.com');
      adminCookies = { [SESSION_COOKIE]: await createSession(database.db, adminId) };
      userCookies = { [SESSION_COOKIE]: await createSession(database.db, userId) };
    });
    after(async () => {
      await app.close();
      await database.dispose();
      fs.rmSync(site, { recursive: true, force: true });
      fs.rmSync(releasesDir, { recursive: true, force: true });
    });

    const post = (url: string, payload?: object, headers: Record<string, string> = ADMIN) =>
      app.inject({ method: 'POST', url, headers, payload });

    it('serves the built dist until a release is published, then the release, without a restart', async () => {
      assert.equal(await pageRelease(app, 'mf_shorts'), 'built');
      const id = releaseId(1);
      const build = makeBuild(id);
      copyReleaseFiles(releasesDir, remote('mf_shorts'), id, build);
      fs.rmSync(build, { recursive: true, force: true });
      // Through the admin API, as `npm run release` does while a server runs.
      const published = await post('/api/admin/releases', {
        remote: 'mf_shorts',
        id,
        gitRevision: 'abc1234',
      });
      assert.equal(published.statusCode, 201, published.body);
      assert.deepEqual(contract.releases.publish.response.parse(published.json()).state, {
        remote: 'mf_shorts',
        package: 'mf-shorts',
        live: id,
        canary: null,
      });

      const page = await app.inject({ method: 'GET', url: '/Shorts', headers: HTML });
      const list = remoteListOf<Entry>(page.body);
      assert.deepEqual(entryOf(list, 'mf_shorts'), {
        name: 'mf_shorts',
        entry: `/releases/mf-shorts/${id}/mf-manifest.json`,
        release: id,
      });
      // Other remotes keep their built dist.
      assert.equal(entryOf(list, 'mf_debate').release, 'built');
      // The page's manifest hint is the same release's.
      assert.ok(
        preloadsOf(page.body).includes(`fetch /releases/mf-shorts/${id}/mf-manifest.json`),
        page.body,
      );
      // /remotes.json says the same.
      const json = await app.inject({ method: 'GET', url: '/remotes.json' });
      assert.equal(entryOf(json.json() as Entry[], 'mf_shorts').release, id);
      // And the public ops view.
      const live = await app.inject({ method: 'GET', url: '/api/releases' });
      assert.equal(live.statusCode, 200);
      const state = live.json().remotes.find((r: { remote: string }) => r.remote === 'mf_shorts');
      assert.deepEqual(state, {
        remote: 'mf_shorts',
        package: 'mf-shorts',
        live: id,
        canary: null,
      });
    });

    it("serves a release's manifest and chunks from its own path, immutable, with CORS", async () => {
      const id = releaseId(1);
      const manifest = await app.inject({
        method: 'GET',
        url: `/releases/mf-shorts/${id}/mf-manifest.json`,
      });
      assert.equal(manifest.statusCode, 200);
      assert.equal(manifest.json().label, id);
      assert.equal(manifest.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(manifest.headers['access-control-allow-origin'], '*');
      assert.match(String(manifest.headers['content-type']), /application\/json/);
      for (const file of ['remoteEntry.js', CHUNK]) {
        const response = await app.inject({
          method: 'GET',
          url: `/releases/mf-shorts/${id}/${file}`,
        });
        assert.equal(response.statusCode, 200, file);
        assert.ok(response.body.includes(id), file);
        assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
        assert.match(String(response.headers['content-type']), /javascript/);
      }
    });

    it('serves a pre-compressed file when the browser accepts it', async () => {
      const id = releaseId(1);
      const folder = releaseFolder(releasesDir, 'mf-shorts', id);
      const gz = path.join(folder, `${CHUNK}.gz`);
      fs.chmodSync(folder, 0o755);
      fs.writeFileSync(gz, 'gzipped bytes');
      try {
        const response = await app.inject({
          method: 'GET',
          url: `/releases/mf-shorts/${id}/${CHUNK}`,
          headers: { 'accept-encoding': 'gzip' },
        });
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['content-encoding'], 'gzip');
        assert.equal(response.body, 'gzipped bytes');
      } finally {
        fs.rmSync(gz);
      }
    });

    it('answers 404, never a file, for paths that leave the release folder or name nothing', async () => {
      const id = releaseId(1);
      fs.writeFileSync(path.join(releasesDir, 'secret.txt'), 'not public');
      fs.writeFileSync(path.join(releasesDir, 'mf-shorts', 'secret.txt'), 'not public');
      const urls = [
        `/releases/mf-shorts/${id}/../secret.txt`,
        `/releases/mf-shorts/${id}/%2e%2e/secret.txt`,
        `/releases/mf-shorts/${id}/%2E%2E/%2E%2E/secret.txt`,
        `/releases/mf-shorts/${id}/..%2fsecret.txt`,
        `/releases/mf-shorts/${id}/..%5csecret.txt`,
        `/releases/mf-shorts/${id}/%2e%2e%2f%2e%2e%2fsecret.txt`,
        `/releases/mf-shorts/${id}/%252e%252e/secret.txt`,
        `/releases/mf-shorts/${id}//mf-manifest.json`,
        `/releases/mf-shorts/${id}/./mf-manifest.json`,
        `/releases/mf-shorts/${id}/`,
        `/releases/mf-shorts/${id}/.hidden`,
        `/releases/mf-shorts/${id}/nope.js`,
        `/releases/mf-shorts/..%2fsecret.txt/x`,
        `/releases/mf-shorts/${releaseId(59)}/mf-manifest.json`,
        `/releases/mf-shorts/not-an-id/mf-manifest.json`,
        `/releases/MF-SHORTS/${id}/mf-manifest.json`,
        `/releases/mf-nope/${id}/mf-manifest.json`,
        `/releases/%6d%66-shorts/${id}/mf-manifest.json`,
        `/releases/mf-shorts/${id}%2fmf-manifest.json`,
        `/releases/secret.txt`,
        `/releases/`,
      ];
      // Over a real socket: app.inject (like a browser) would tidy `.` and `..` segments away
      // before the server saw them, and a client that attacks does not.
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        for (const url of urls) {
          for (const headers of [{}, HTML]) {
            const response = await rawGet(`${address}`, url, headers);
            assert.equal(response.status, 404, `${url}: ${response.status}`);
            assert.ok(!response.body.includes('not public'), url);
            assert.notEqual(response.cacheControl, 'public, max-age=31536000, immutable', url);
          }
        }
      } finally {
        // The app keeps serving app.inject after its socket closes.
        app.server.close();
      }
      // The check itself, on the raw path.
      assert.equal(releaseFileOf(`/releases/mf-shorts/${id}/a/../b.js`, releasesDir), null);
      assert.deepEqual(releaseFileOf(`/releases/mf-shorts/${id}/a/b.js?x=1`, releasesDir), {
        folder: releaseFolder(releasesDir, 'mf-shorts', id),
        file: 'a/b.js',
      });
    });

    it('never overwrites a release: the same id is refused and its files stay', async () => {
      const id = releaseId(1);
      const other = makeBuild('another build');
      try {
        assert.throws(
          () => copyReleaseFiles(releasesDir, remote('mf_shorts'), id, other),
          /already exists; releases are never overwritten/,
        );
      } finally {
        fs.rmSync(other, { recursive: true, force: true });
      }
      const again = await post('/api/admin/releases', {
        remote: 'mf_shorts',
        id,
        gitRevision: 'abc1234',
      });
      assert.equal(again.statusCode, 409);
      assert.match(again.json().message, /already published/);
      const manifest = fs.readFileSync(
        path.join(releaseFolder(releasesDir, 'mf-shorts', id), 'mf-manifest.json'),
        'utf8',
      );
      assert.equal(JSON.parse(manifest).label, id);
      // Publishing a folder that holds no build is refused too.
      const missing = await post('/api/admin/releases', {
        remote: 'mf_shorts',
        id: releaseId(58),
        gitRevision: 'abc1234',
      });
      assert.equal(missing.statusCode, 404);
    });

    it('rolls back to the release before the live one, or a named one, and says when there is none', async () => {
      const first = releaseId(1);
      const second = releaseId(2);
      const third = releaseId(3);
      await publishFixture(database.db, releasesDir, 'mf_shorts', second);
      await publishFixture(database.db, releasesDir, 'mf_shorts', third);
      assert.equal(await pageRelease(app, 'mf_shorts'), third);

      const back = await post('/api/admin/releases/mf_shorts/rollback', {});
      assert.equal(back.statusCode, 200, back.body);
      assert.equal(back.json().state.live, second);
      assert.equal(await pageRelease(app, 'mf_shorts'), second);

      const named = await post('/api/admin/releases/mf-shorts/rollback', { release: third });
      assert.equal(named.json().state.live, third);
      const toFirst = await post('/api/admin/releases/mf_shorts/rollback', { release: first });
      assert.equal(toFirst.json().state.live, first);
      assert.equal(await pageRelease(app, 'mf_shorts'), first);

      const none = await post('/api/admin/releases/mf_shorts/rollback', {});
      assert.equal(none.statusCode, 409);
      assert.equal(
        none.json().message,
        `No release of mf_shorts before the live one (${first}) to roll back to`,
      );
      const unpublished = await post('/api/admin/releases/mf_campaign_urls/rollback', {});
      assert.equal(unpublished.statusCode, 409);
      assert.match(unpublished.json().message, /no published release/);
      const unknown = await post('/api/admin/releases/mf_shorts/rollback', {
        release: releaseId(57),
      });
      assert.equal(unknown.statusCode, 404);
      const noRemote = await post('/api/admin/releases/mf_nope/rollback', {});
      assert.equal(noRemote.statusCode, 404);
      await post('/api/admin/releases/mf_shorts/rollback', { release: third });
    });

    it('gives a canary to browsers whose bucket is below its percentage (0 and 100 included)', async () => {
      const second = releaseId(2);
      const third = releaseId(3);
      const setCanary = (percent: number) =>
        post('/api/admin/releases/mf_shorts/canary', { release: second, percent });

      const all = await setCanary(100);
      assert.equal(all.statusCode, 200, all.body);
      assert.deepEqual(all.json().state.canary, { release: second, percent: 100 });
      for (const bucket of [0, 50, 99])
        assert.equal(await pageRelease(app, 'mf_shorts', bucket), second);

      await setCanary(0);
      for (const bucket of [0, 50, 99])
        assert.equal(await pageRelease(app, 'mf_shorts', bucket), third);

      await setCanary(30);
      assert.equal(await pageRelease(app, 'mf_shorts', 29), second);
      assert.equal(await pageRelease(app, 'mf_shorts', 30), third);
      // The canary's hint is the canary's manifest.
      const page = await app.inject({
        method: 'GET',
        url: '/Shorts',
        headers: HTML,
        cookies: { [BUCKET_COOKIE]: '0' },
      });
      assert.ok(
        preloadsOf(page.body).includes(`fetch /releases/mf-shorts/${second}/mf-manifest.json`),
      );

      // The live release cannot be its own canary; a percentage is 0-100.
      assert.equal(
        (await post('/api/admin/releases/mf_shorts/canary', { release: third, percent: 5 }))
          .statusCode,
        409,
      );
      assert.equal(
        (await post('/api/admin/releases/mf_shorts/canary', { release: second, percent: 101 }))
          .statusCode,
        400,
      );
    });

    it('keeps a browser on one side of a canary: the bucket cookie is set once and sticks', async () => {
      const first = await app.inject({ method: 'GET', url: '/Shorts', headers: HTML });
      const cookie = bucketCookieOf(first);
      assert.ok(cookie, 'no bucket cookie');
      assert.match(cookie.value, /^\d{1,2}$/);
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, 'Lax');
      assert.equal(cookie.path, '/');
      assert.equal(cookie.maxAge, 365 * 24 * 60 * 60);
      const expected = Number(cookie.value) < 30 ? releaseId(2) : releaseId(3);
      assert.equal(entryOf(remoteListOf<Entry>(first.body), 'mf_shorts').release, expected);
      for (let load = 0; load < 5; load += 1) {
        const again: LightMyRequestResponse = await app.inject({
          method: 'GET',
          url: '/Shorts',
          headers: HTML,
          cookies: { [BUCKET_COOKIE]: cookie.value },
        });
        assert.equal(bucketCookieOf(again), undefined, 'the cookie is set only when missing');
        assert.equal(entryOf(remoteListOf<Entry>(again.body), 'mf_shorts').release, expected);
      }
      for (const bad of ['100', 'abc', '-1', '07', '']) {
        const response = await app.inject({
          method: 'GET',
          url: '/remotes.json',
          cookies: { [BUCKET_COOKIE]: bad },
        });
        assert.ok(bucketCookieOf(response), `a new bucket for "${bad}"`);
      }
    });

    it('promotes the canary and drops one', async () => {
      const second = releaseId(2);
      const promoted = await post('/api/admin/releases/mf_shorts/promote');
      assert.equal(promoted.statusCode, 200, promoted.body);
      assert.deepEqual(promoted.json().state, {
        remote: 'mf_shorts',
        package: 'mf-shorts',
        live: second,
        canary: null,
      });
      for (const bucket of [0, 99])
        assert.equal(await pageRelease(app, 'mf_shorts', bucket), second);
      const nothing = await post('/api/admin/releases/mf_shorts/promote');
      assert.equal(nothing.statusCode, 409);
      assert.equal(nothing.json().message, 'mf_shorts has no canary to promote');

      await post('/api/admin/releases/mf_shorts/canary', { release: releaseId(3), percent: 100 });
      assert.equal(await pageRelease(app, 'mf_shorts', 5), releaseId(3));
      const dropped = await post('/api/admin/releases/mf_shorts/drop-canary');
      assert.equal(dropped.statusCode, 200);
      assert.equal(dropped.json().state.canary, null);
      assert.equal(await pageRelease(app, 'mf_shorts', 5), second);
    });

    it(`keeps the files of the newest ${KEEP_RELEASES} releases, and of the live and canary ones`, async () => {
      const ids = Array.from({ length: 9 }, (_, index) => releaseId(10 + index));
      const onDisk = (id: string) => fs.existsSync(releaseFolder(releasesDir, 'mf-debate', id));
      let pruned: string[] = [];
      for (const id of ids.slice(0, 7)) {
        pruned = pruned.concat(
          (await publishFixture(database.db, releasesDir, 'mf_debate', id)).pruned,
        );
      }
      // Each publish applied retention: the two oldest went, the newest five stay.
      assert.deepEqual(pruned, [ids[0], ids[1]]);
      for (const id of ids.slice(2, 7)) assert.ok(onDisk(id), `${id} kept`);
      for (const id of pruned) assert.ok(!onDisk(id), `${id} pruned`);

      // The oldest kept releases live and canary, then two newer ones recorded without going
      // live (as another instance's publish would, between its insert and its retention run):
      // retention passes over the live and canary releases though they are beyond five.
      await post('/api/admin/releases/mf_debate/rollback', { release: ids[2] });
      await post('/api/admin/releases/mf_debate/canary', { release: ids[3], percent: 10 });
      for (const id of ids.slice(7)) {
        const build = makeBuild(id);
        copyReleaseFiles(releasesDir, remote('mf_debate'), id, build);
        fs.rmSync(build, { recursive: true, force: true });
        await database.db.query(
          "insert into remote_releases (remote, id, git_revision) values ('mf_debate', $1, 'abc1234')",
          [id],
        );
      }
      assert.deepEqual(await pruneReleases(database.db, releasesDir, remote('mf_debate')), []);
      for (const id of ids.slice(2)) assert.ok(onDisk(id), `${id} kept`);
      // Once they are neither, they go.
      await post('/api/admin/releases/mf_debate/drop-canary');
      await post('/api/admin/releases/mf_debate/rollback', { release: ids[8] });
      assert.deepEqual(await pruneReleases(database.db, releasesDir, remote('mf_debate')), [
        ids[3],
        ids[2],
      ]);
      assert.equal(ids.filter(onDisk).length, KEEP_RELEASES);

      const listed = await listReleases(database.db, remote('mf_debate'));
      assert.equal(listed.length, ids.length, 'rows stay after their files go');
      for (const release of listed) assert.equal(release.hasFiles, onDisk(release.id), release.id);
      // A pruned release cannot go live again.
      const refused = await post('/api/admin/releases/mf_debate/rollback', { release: ids[2] });
      assert.equal(refused.statusCode, 409);
      assert.match(refused.json().message, /retention deleted its files/);
    });

    it('refuses every release change to visitors (401) and members (403)', async () => {
      const calls: [string, string, object | undefined][] = [
        ['GET', '/api/admin/releases', undefined],
        [
          'POST',
          '/api/admin/releases',
          { remote: 'mf_shorts', id: releaseId(1), gitRevision: 'a1' },
        ],
        ['POST', '/api/admin/releases/mf_shorts/rollback', {}],
        ['POST', '/api/admin/releases/mf_shorts/canary', { release: releaseId(1), percent: 50 }],
        ['POST', '/api/admin/releases/mf_shorts/promote', undefined],
        ['POST', '/api/admin/releases/mf_shorts/drop-canary', undefined],
      ];
      const before = await app.inject({ method: 'GET', url: '/api/releases' });
      for (const [method, url, payload] of calls) {
        for (const [cookies, status] of [
          [{}, 401],
          [userCookies, 403],
        ] as const) {
          const response = await app.inject({
            method: method as 'GET' | 'POST',
            url,
            payload,
            cookies,
          });
          assert.equal(response.statusCode, status, `${method} ${url}`);
        }
        const wrongSecret = await app.inject({
          method: method as 'GET' | 'POST',
          url,
          payload,
          headers: { [ADMIN_SECRET_HEADER]: 'nope' },
        });
        assert.equal(wrongSecret.statusCode, 403, `${method} ${url}`);
      }
      const afterCalls = await app.inject({ method: 'GET', url: '/api/releases' });
      assert.deepEqual(afterCalls.json(), before.json(), 'nothing changed');
      const list = await app.inject({
        method: 'GET',
        url: '/api/admin/releases',
        cookies: adminCookies,
      });
      assert.equal(list.statusCode, 200);
      assert.ok(contract.releases.list.response.parse(list.json()).releases.length > 0);
    });

    it('counts error reports per release, refuses bad reports with 400 and limits each address', async () => {
      const report = (payload: unknown, ip = '10.0.0.1') =>
        app.inject({
          method: 'POST',
          url: '/api/client-errors',
          payload: payload as object,
          remoteAddress: ip,
        });
      const live = releaseId(2);
      const good = {
        remote: 'mf_shorts',
        release: live,
        message: 'boom',
        stack: 'at x',
        path: '/Shorts',
      };
      const counted = await report(good);
      assert.equal(counted.statusCode, 202, counted.body);
      assert.deepEqual(counted.json(), { counted: true });
      const built = await report({ remote: 'mf_brackets', release: 'built', message: 'x' });
      assert.deepEqual(built.json(), { counted: false });

      const bad: unknown[] = [
        {},
        { ...good, message: '' },
        { ...good, message: 'x'.repeat(1001) },
        { ...good, stack: 'x'.repeat(4001) },
        { ...good, path: 'x'.repeat(2001) },
        { ...good, release: '../../etc' },
        { ...good, remote: 'mf_nope' },
        { ...good, remote: 'mf-shorts' },
        { ...good, message: 42 },
        { ...good, message: 'nul \u0000' },
        [good],
        null,
      ];
      for (const [index, payload] of bad.entries()) {
        const response = await report(payload, `10.0.1.${index}`);
        assert.equal(
          response.statusCode,
          400,
          `${JSON.stringify(payload)?.slice(0, 80)}: ${response.body}`,
        );
      }
      const text = await report('text', '10.0.1.99');
      assert.equal(text.statusCode, 415, 'API writes take JSON only');
      const notJson = await app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: { 'content-type': 'application/json' },
        payload: '{"remote":',
        remoteAddress: '10.0.2.1',
      });
      assert.equal(notJson.statusCode, 400);
      const longest = await report(
        { ...good, message: 'x'.repeat(1000), stack: 'y'.repeat(4000) },
        '10.0.2.2',
      );
      assert.equal(longest.statusCode, 202);

      // The limit is 4 a minute per address here: 10.0.0.1 has sent 2.
      assert.equal((await report(good)).statusCode, 202);
      assert.equal((await report(good)).statusCode, 202);
      const limited = await report(good);
      assert.equal(limited.statusCode, 429);
      assert.equal(
        (await report(good, '10.0.3.1')).statusCode,
        202,
        'another address is not limited',
      );

      const releases = await listReleases(database.db, remote('mf_shorts'));
      const row = releases.find((release) => release.id === live);
      assert.equal(row?.errorCount, 5);
      assert.match(describeReleases(releases), new RegExp(`${live} .* LIVE +5 errors`));
    });

    if (kind === 'postgres') {
      it('serves a release on another server instance that never had its folder, from the database', async () => {
        const otherDb: Db = await openDatabase({ databaseUrl: database.url!, dataDir: '' });
        const otherReleases = makeTempDir('paid-test-other-releases');
        const other = testApp(otherDb, { siteDir: site, releasesDir: otherReleases });
        try {
          const live = await pageRelease(other, 'mf_shorts');
          assert.equal(fs.existsSync(releaseFolder(otherReleases, 'mf-shorts', live)), false);
          for (const file of ['mf-manifest.json', 'remoteEntry.js', CHUNK]) {
            const here = await app.inject({
              method: 'GET',
              url: `/releases/mf-shorts/${live}/${file}`,
            });
            const there = await other.inject({
              method: 'GET',
              url: `/releases/mf-shorts/${live}/${file}`,
            });
            assert.equal(there.statusCode, 200, file);
            assert.equal(there.body, here.body, file);
            assert.equal(there.headers['cache-control'], 'public, max-age=31536000, immutable');
          }
          // Written once to its own folder, then served from there.
          assert.ok(fs.existsSync(releaseFolder(otherReleases, 'mf-shorts', live)));
          // A release whose files retention deleted is not brought back.
          const { rows } = await database.db.query<{ id: string }>(
            `select id from remote_releases where remote = 'mf_shorts' and pruned_at is not null limit 1`,
          );
          if (rows[0]) {
            const gone = await other.inject({
              method: 'GET',
              url: `/releases/mf-shorts/${rows[0].id}/remoteEntry.js`,
            });
            assert.equal(gone.statusCode, 404);
          }
          const { rows: kept } = await database.db.query<{ releases: number }>(
            `select count(distinct release_id)::int as releases from release_files where remote = 'mf_shorts'`,
          );
          const { rows: unpruned } = await database.db.query<{ releases: number }>(
            `select count(*)::int as releases from remote_releases where remote = 'mf_shorts' and pruned_at is null`,
          );
          assert.equal(kept[0].releases, unpruned[0].releases);
        } finally {
          await other.close();
          await otherDb.close();
          fs.rmSync(otherReleases, { recursive: true, force: true });
        }
      });

      it('two server instances on one database see a rollback at once', async () => {
        const otherDb: Db = await openDatabase({ databaseUrl: database.url!, dataDir: '' });
        const other = testApp(otherDb, config(), { adminSecret: SECRET });
        try {
          const live = await pageRelease(other, 'mf_shorts');
          assert.equal(live, releaseId(2));
          const back = await post('/api/admin/releases/mf_shorts/rollback', {});
          assert.equal(back.statusCode, 200);
          const now = back.json().state.live;
          assert.notEqual(now, live);
          // The other instance's very next page has it: nothing cached.
          assert.equal(await pageRelease(other, 'mf_shorts'), now);
          const again = await other.inject({
            method: 'POST',
            url: '/api/admin/releases/mf_shorts/rollback',
            headers: ADMIN,
            payload: { release: live },
          });
          assert.equal(again.statusCode, 200);
          assert.equal(await pageRelease(app, 'mf_shorts'), live);
        } finally {
          await other.close();
          await otherDb.close();
        }
      });
    }
  });
}
