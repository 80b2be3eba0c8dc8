import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { defaultIceInterface } from '../src/config';
import { findJanus } from '../src/media/janus-process';
import type { MediaServer } from '../src/media/media-server';
import { startMedia } from '../src/media/start-media';
import { makeRoles } from './helpers/make-accounts';
import { testConfig } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-databases';

// The real Janus (Debian's, installed by scripts/ensure-janus.sh) behind our routes: a live
// candidate's offer (one Chromium wrote: camera and microphone) gets Janus's answer with
// candidates on the ICE address only; End Stream ends the publication. The picture itself
// is checked in e2e/tests/live-video.spec.ts.

const CHROMIUM_OFFER = readFileSync(
  path.join(import.meta.dirname, 'helpers/chromium-offer.sdp'),
  'utf8',
);

describe(
  'live video through Janus',
  { skip: findJanus(undefined) ? false : 'Janus is not installed' },
  () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let media: MediaServer;
    let dataDir: string;
    let roles: Awaited<ReturnType<typeof makeRoles>>;

    before(async () => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'paid-janus-test-'));
      const started = await startMedia(
        {
          enabled: true,
          bin: undefined,
          port: 0,
          // What the server uses by default; the answer's candidates must be on it alone.
          iceInterfaces: defaultIceInterface(),
          rtpPortRange: '20000-40000',
        },
        dataDir,
      );
      assert.equal(started.note.level, 'info', String(started.note.error ?? started.note.message));
      media = started.media;
      database = await createTestDatabase('pglite');
      app = buildApp({ db: database.db, config: testConfig(), logger: false, media });
      roles = await makeRoles(database.db);
    });
    after(async () => {
      await app?.close();
      await media?.stop();
      await database?.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const post = (url: string, payload: object, cookies: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload, cookies });

    it('relays the live candidate to viewers and ends with End Stream', async () => {
      const room = { kind: 'stream', candidateId: roles.active.candidateId };
      const visitor = await post('/api/media/publish', { room, offer: CHROMIUM_OFFER });
      assert.equal(visitor.statusCode, 401);
      assert.deepEqual((await post('/api/media/watch', { room })).json().live, false);

      await post('/api/stream/start', {}, roles.active.cookies);
      const published = await post(
        '/api/media/publish',
        { room, offer: CHROMIUM_OFFER },
        roles.active.cookies,
      );
      assert.equal(published.statusCode, 200, published.body);
      const { answer } = published.json();
      assert.match(answer, /^v=0/);
      // Its IPv4 candidates only on the address ICE is limited to (PAID_JANUS_ICE).
      const candidates: string[] = answer.match(/^a=candidate:.*$/gm) ?? [];
      const ipv4 = candidates
        .map((line) => line.split(' ')[4] ?? '')
        .filter((host) => /^\d+\.\d+\.\d+\.\d+$/.test(host));
      assert.ok(ipv4.length > 0, 'Janus answers with its candidates (no trickle)');
      assert.deepEqual(new Set(ipv4), new Set([defaultIceInterface()]));

      const { sessionId } = published.json();
      assert.deepEqual(media.sessionOf(sessionId), {
        room: `stream-${roles.active.candidateId}`,
        publisher: roles.active.candidateId,
      });
      // No browser sends the media here: the room has no active publisher to watch yet.
      assert.equal((await post('/api/media/watch', { room })).json().live, false);

      await post('/api/stream/end', {}, roles.active.cookies);
      // End Stream ended the publication: the session and the room are gone.
      assert.equal(media.sessionOf(sessionId), undefined);
      assert.deepEqual(await media.publishers(`stream-${roles.active.candidateId}`), []);
    });
  },
);
