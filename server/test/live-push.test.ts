import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { LIVE_RESYNC_EVENT } from 'shared-api/contracts';
import { deleteOldLiveEvents } from '../src/live/live-hub';
import { LIVE_STREAMS_PER_ADDRESS_MESSAGE } from '../src/routes/live-routes';
import { listenOnPorts, testApp } from './helpers/test-app';
import { publishViewerCounts } from '../src/streams/viewer-counts';
import {
  countingProvider,
  donationApp,
  donationForm,
  postDonation,
} from './helpers/donation-requests';
import { openSse, type SseClient, type SseEvent } from './helpers/sse-client';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';
import { addCandidate } from './helpers/tournament-fixtures';

// Live push: GET /api/live streams what changed as Server-Sent Events, written by
// the database's triggers and heard by every server on the database (LISTEN/NOTIFY on
// PostgreSQL, in process on PGlite); a reconnect with Last-Event-ID gets what it missed.

const topicOf = (event: SseEvent) => (event.data as { topic?: string }).topic;
const payloadOf = <T>(event: SseEvent) => (event.data as { data: T }).data;

for (const kind of databaseKinds({
  differsByDatabase: 'events heard between servers through LISTEN/NOTIFY',
})) {
  describe(`live push (${kind})`, () => {
    let database: TestDatabase;
    /** Two servers on one database, as behind a balancer. */
    let apps: FastifyInstance[];
    let origins: string[];
    let candidateId: number;
    const clients: SseClient[] = [];
    let address = 0;

    const open = async (server: number, query: string, headers: Record<string, string> = {}) => {
      const client = await openSse(`${origins[server]}/api/live?${query}`, headers);
      clients.push(client);
      await client.next((event) => event.event === 'ready');
      return client;
    };
    const sendChat = (server: number, text: string) =>
      apps[server].inject({
        method: 'POST',
        url: '/api/chat',
        remoteAddress: `10.1.0.${++address}`,
        payload: { channelId: 'state-CA', username: 'voter', message: text, isModerated: false },
      });

    before(async () => {
      database = await createTestDatabase(kind);
      await database.db.query(
        `insert into stream_channels (id, state_code) values ('state-CA', 'CA')`,
      );
      candidateId = await addCandidate(database.db, {
        name: 'Casey Morales',
        geographicCode: 'CA',
      });
      apps = [
        donationApp(database.db, countingProvider()),
        donationApp(database.db, countingProvider()),
      ];
      origins = await listenOnPorts(apps);
    });
    after(async () => {
      for (const client of clients) client.close();
      for (const app of apps) await app.close();
      await database.dispose();
    });

    it('refuses a topic it does not know with a 400 naming it, before streaming', async () => {
      for (const query of [
        'topics=chat:',
        'topics=news',
        'topics=candidate:0',
        'topics=competition&lastEventId=x',
        '',
      ]) {
        const response = await apps[0].inject({ method: 'GET', url: `/api/live?${query}` });
        assert.equal(response.statusCode, 400, query);
        assert.match(response.json().message, /^Invalid query: /, query);
      }
      const tooMany = Array.from({ length: 9 }, (_, n) => `candidate:${n + 1}`).join(',');
      const response = await apps[0].inject({ method: 'GET', url: `/api/live?topics=${tooMany}` });
      assert.equal(response.statusCode, 400);
    });

    it('streams a chat message, as the API shows it, to a viewer on the other server', async () => {
      const viewer = await open(1, 'topics=chat:state-CA');
      const sent = await sendChat(0, 'Hello from server one');
      assert.equal(sent.statusCode, 201);
      const event = await viewer.next((e) => e.event === 'message');
      assert.equal(topicOf(event), 'chat:state-CA');
      assert.deepEqual(payloadOf(event), sent.json());
      assert.match(event.id ?? '', /^[0-9]+$/);
    });

    it('streams a gift to the candidate topic and the competition topic, and nothing to others', async () => {
      const viewer = await open(1, `topics=candidate:${candidateId},competition`);
      const bystander = await open(0, `topics=candidate:${candidateId + 1000}`);
      const gift = await postDonation(apps[0], donationForm(candidateId));
      assert.equal(gift.statusCode, 201);
      const donation = await viewer.next((e) => e.event === 'donation');
      assert.equal(topicOf(donation), `candidate:${candidateId}`);
      assert.equal(payloadOf<{ candidateId: number }>(donation).candidateId, candidateId);
      await viewer.next((e) => e.event === 'money' && topicOf(e) === 'competition');
      await sendChat(0, 'after the gift'); // a later event on a topic nobody here follows
      assert.deepEqual(
        bystander.events.filter((e) => e.event !== 'ready'),
        [],
      );
    });

    it('streams a stream going live and ending', async () => {
      const viewer = await open(0, `topics=candidate:${candidateId}`);
      await database.db.query('insert into fundraising_streams (candidate_id) values ($1)', [
        candidateId,
      ]);
      const live = await viewer.next((e) => e.event === 'stream');
      assert.deepEqual(payloadOf(live), { candidateId, live: true });
      await database.db.query(
        'update fundraising_streams set ended_at = now() where candidate_id = $1',
        [candidateId],
      );
      await viewer.next(
        (e) => e.event === 'stream' && payloadOf<{ live: boolean }>(e).live === false,
      );
    });

    it("pushes a live stream's viewer count when it changes, once whoever runs the clock", async () => {
      const viewer = await open(0, `topics=candidate:${candidateId}`);
      const { rows } = await database.db.query<{ id: number }>(
        'insert into fundraising_streams (candidate_id) values ($1) returning id',
        [candidateId],
      );
      const streamId = rows[0].id;
      for (const key of ['ip:10.9.0.1', 'ip:10.9.0.2']) {
        await database.db.query(
          'insert into stream_viewers (stream_id, viewer_key) values ($1, $2)',
          [streamId, key],
        );
      }
      // Two servers' clocks at once: the count changed once, so it is published once.
      const moved = await Promise.all([
        publishViewerCounts(database.db),
        publishViewerCounts(database.db),
      ]);
      assert.equal(moved[0] + moved[1], 1);
      const counted = await viewer.next((e) => e.event === 'viewers');
      assert.deepEqual(payloadOf(counted), { candidateId, viewerCount: 2 });
      assert.equal(await publishViewerCounts(database.db), 0); // unchanged: nothing
      await database.db.query(
        `update stream_viewers set last_seen_at = now() - interval '1 minute' where viewer_key = 'ip:10.9.0.1'`,
      );
      assert.equal(await publishViewerCounts(database.db), 1); // a heartbeat lapsed
      await viewer.next(
        (e) => e.event === 'viewers' && payloadOf<{ viewerCount: number }>(e).viewerCount === 1,
      );
      assert.equal(viewer.events.filter((e) => e.event === 'viewers').length, 2);
      await database.db.query('update fundraising_streams set ended_at = now() where id = $1', [
        streamId,
      ]);
    });

    it('sends nothing for a write that rolls back', async () => {
      const viewer = await open(0, 'topics=chat:state-CA');
      await assert.rejects(
        database.db.transaction(async (tx) => {
          await tx.query(
            `insert into chat_messages (channel_id, username, message) values ('state-CA', 'ghost', 'never')`,
          );
          throw new Error('roll back');
        }),
      );
      await sendChat(0, 'after the rollback');
      const event = await viewer.next((e) => e.event === 'message');
      assert.equal(payloadOf<{ message: string }>(event).message, 'after the rollback');
    });

    it('gives a reconnect with Last-Event-ID exactly what it missed, on either server', async () => {
      const first = await open(0, 'topics=chat:state-CA');
      await sendChat(0, 'seen');
      const seen = await first.next((e) => payloadOf<{ message?: string }>(e)?.message === 'seen');
      first.close();
      await sendChat(1, 'missed one');
      await sendChat(0, 'missed two');
      const again = await open(1, 'topics=chat:state-CA', { 'last-event-id': seen.id ?? '' });
      await again.next((e) => payloadOf<{ message?: string }>(e)?.message === 'missed two');
      await sendChat(1, 'live again');
      await again.next((e) => payloadOf<{ message?: string }>(e)?.message === 'live again');
      // Replay also resends the few seconds before the last id heard (an earlier id may commit
      // later); the page drops the ids it has. What came after it is exactly what was missed.
      const after = (e: SseEvent) => Number(e.id) > Number(seen.id);
      const messages = again.events
        .filter((e) => e.event === 'message' && after(e))
        .map((e) => payloadOf<{ message: string }>(e).message);
      assert.deepEqual(messages, ['missed one', 'missed two', 'live again']);
      assert.equal(new Set(again.events.map((e) => e.id)).size, again.events.length);
      // The same through the query (a page that changed its topics opens a new connection).
      const byQuery = await open(0, `topics=chat:state-CA&lastEventId=${seen.id}`);
      await byQuery.next((e) => payloadOf<{ message?: string }>(e)?.message === 'live again');
      assert.equal(byQuery.events.filter((e) => e.event === 'message' && after(e)).length, 3);
    });

    it('writes a burst of missed events one after another, in order', async () => {
      // A replay sends its events in one go, and Node holds a response's writes of one tick
      // together: past 16 KB each further write waited for 'drain' with listeners of its own,
      // dozens on one response (MaxListenersExceededWarning on a demo site's page loads).
      const warnings: string[] = [];
      const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
      process.on('warning', onWarning);
      try {
        const first = await open(0, 'topics=chat:state-CA');
        await sendChat(0, 'before the burst');
        const seen = await first.next(
          (e) => payloadOf<{ message?: string }>(e)?.message === 'before the burst',
        );
        first.close();
        const burst = Array.from({ length: 60 }, (_, n) => `burst ${n + 1} ${'x'.repeat(180)}`);
        for (const text of burst) assert.equal((await sendChat(0, text)).statusCode, 201);
        const again = await open(1, 'topics=chat:state-CA', { 'last-event-id': seen.id ?? '' });
        await again.next((e) => payloadOf<{ message?: string }>(e)?.message === burst.at(-1));
        const messages = again.events
          .filter((e) => e.event === 'message' && Number(e.id) > Number(seen.id))
          .map((e) => payloadOf<{ message: string }>(e).message);
        assert.deepEqual(messages, burst);
        await new Promise((resolve) => setImmediate(resolve));
        assert.deepEqual(
          warnings.filter((warning) => warning.includes('MaxListeners')),
          [],
        );
      } finally {
        process.off('warning', onWarning);
      }
    });

    it('asks a reconnect from before the kept events to resync instead', async () => {
      const first = await open(0, 'topics=chat:state-CA');
      await sendChat(0, 'soon forgotten');
      const old = await first.next(
        (e) => payloadOf<{ message?: string }>(e)?.message === 'soon forgotten',
      );
      await deleteOldLiveEvents(database.db, -60_000); // everything is "old"
      const again = await open(1, 'topics=chat:state-CA', { 'last-event-id': old.id ?? '' });
      await again.next((e) => e.event === LIVE_RESYNC_EVENT);
    });

    it('holds at most the set number of streams open per client address', async () => {
      // Through testApp's config: three streams per address.
      const capped = testApp(database.db, { liveStreamsPerAddress: 3 });
      await capped.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(capped.server.address() as AddressInfo).port}`;
      try {
        const streams: SseClient[] = [];
        for (let n = 0; n < 3; n += 1) {
          const stream = await openSse(`${origin}/api/live?topics=competition`);
          await stream.next((e) => e.event === 'ready');
          streams.push(stream);
        }
        const refused = await fetch(`${origin}/api/live?topics=competition`, {
          headers: { accept: 'text/event-stream' },
        });
        assert.equal(refused.status, 429);
        assert.equal((await refused.json()).message, LIVE_STREAMS_PER_ADDRESS_MESSAGE);
        streams[0].close();
        await streams[0].ended;
        let again: SseClient | undefined;
        for (let tries = 0; !again && tries < 50; tries += 1) {
          const stream = await openSse(`${origin}/api/live?topics=competition`);
          if (stream.status === 200) again = stream;
          else await new Promise((resolve) => setTimeout(resolve, 20));
        }
        assert.ok(again, 'a closed stream frees its place');
        await again.next((e) => e.event === 'ready');
        for (const stream of [...streams, again]) stream.close();
      } finally {
        await capped.close();
      }
    });

    it('closes its streams when the server stops, so it can stop', async () => {
      const app = donationApp(database.db, countingProvider());
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      const viewer = await openSse(`http://127.0.0.1:${port}/api/live?topics=competition`);
      await viewer.next((e) => e.event === 'ready');
      await app.close();
      await viewer.ended;
    });
  });
}
