import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  LIVE_POSITION_ELEMENT_ID,
  LIVE_RESYNC_EVENT,
  type LivePosition,
} from 'shared-api/contracts';
import { deleteOldLiveEvents } from '../src/live/live-hub';
import { makeFixtureSite } from './helpers/fixture-site';
import { openSse, type SseClient, type SseEvent } from './helpers/sse-client';
import { listenOnPorts, testApp } from './helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// A page's live position (live-hub.ts `position`, shell-html.ts): the newest live event the
// data it is served with includes, written into it, so that its first live connection resumes
// after it (the server replays what happened since) instead of reading everything afresh.

const HTML = { accept: 'text/html' };
const POSITION = new RegExp(
  `<script id="${LIVE_POSITION_ELEMENT_ID}" type="application/json">(.*?)</script>`,
);
const messageOf = (event: SseEvent) =>
  (event.data as { data?: { message?: string } }).data?.message;

for (const kind of databaseKinds({
  differsByDatabase: 'events heard between servers through LISTEN/NOTIFY',
})) {
  describe(`a page's live position (${kind})`, () => {
    let database: TestDatabase;
    let site: string;
    /** Two servers on one database, as behind a balancer. */
    let apps: FastifyInstance[];
    let origins: string[];
    const clients: SseClient[] = [];
    let address = 0;

    const pagePosition = async (server: number) => {
      const page = await apps[server].inject({
        method: 'GET',
        url: '/PaidState/CA',
        headers: HTML,
      });
      assert.equal(page.statusCode, 200);
      const match = POSITION.exec(page.body);
      return match ? (JSON.parse(match[1]) as LivePosition) : null;
    };
    const positionOf = async (server: number) => {
      const position = await pagePosition(server);
      return position ? Number(position.lastEventId) : null;
    };
    /** Waits until server's pages carry `id`: events are heard through the database (NOTIFY). */
    const positionReaches = async (server: number, id: number | null) => {
      for (let tries = 0; (await positionOf(server)) !== id; tries++) {
        assert.ok(tries < 100, `the pages never reached event ${id}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const newestEventId = async () => {
      const { rows } = await database.db.query<{ id: string | null }>(
        'select max(id) as id from live_events',
      );
      return rows[0]?.id === null ? null : Number(rows[0]?.id);
    };
    const sendChat = async (server: number, message: string) => {
      const sent = await apps[server].inject({
        method: 'POST',
        url: '/api/chat',
        remoteAddress: `10.2.0.${++address}`,
        payload: { channelId: 'state-CA', username: 'voter', message, isModerated: false },
      });
      assert.equal(sent.statusCode, 201, sent.body);
    };
    const open = async (query: string) => {
      const client = await openSse(`${origins[0]}/api/live?${query}`);
      clients.push(client);
      await client.next((event) => event.event === 'ready');
      return client;
    };

    before(async () => {
      database = await createTestDatabase(kind);
      await database.db.query(
        `insert into stream_channels (id, state_code) values ('state-CA', 'CA')`,
      );
      site = makeFixtureSite();
      apps = [testApp(database.db, { siteDir: site }), testApp(database.db, { siteDir: site })];
      origins = await listenOnPorts(apps);
    });
    after(async () => {
      for (const client of clients) client.close();
      for (const app of apps) await app.close();
      await database.dispose();
      fs.rmSync(site, { recursive: true, force: true });
    });

    it('writes none while there is no event to resume after', async () => {
      assert.equal(await newestEventId(), null);
      assert.equal(await positionOf(0), null);
    });

    it('writes the newest event, one written by the other server included, once heard', async () => {
      await sendChat(0, 'first');
      await positionReaches(0, await newestEventId());
      await sendChat(1, 'on the other server');
      await positionReaches(0, await newestEventId());
    });

    it('a connection resuming after it gets what happened since, without a resync', async () => {
      const position = await positionOf(0);
      assert.notEqual(position, null);
      await sendChat(1, 'after the page was served');
      const live = await open(`topics=chat:state-CA&lastEventId=${position}`);
      await live.next((event) => messageOf(event) === 'after the page was served');
      assert.equal(live.events.filter((event) => event.event === LIVE_RESYNC_EVENT).length, 0);
    });

    it('writes when it was served on the database clock, and replays late commits from then', async () => {
      await sendChat(0, 'just before');
      await sendChat(0, 'the newest');
      await positionReaches(0, await newestEventId());
      const before = Date.now();
      const position = await pagePosition(0);
      assert.ok(position);
      // The same machine's clock here: the database's, within a second.
      assert.ok(Math.abs(position.heardAt - before) < 1_000, `${position.heardAt} vs ${before}`);
      const topics = 'topics=chat:state-CA';
      const resumed = (query: string) =>
        open(`${topics}&lastEventId=${position.lastEventId}${query}`);
      const isJustBefore = (event: SseEvent) => messageOf(event) === 'just before';
      // An event just before the position could have committed after it: replayed when the
      // position was learned then (a reconnect after the event arrived)...
      const unknown = await resumed('');
      await unknown.next(isJustBefore);
      // ...but not when the page was served later than the late-commit look-back.
      await sendChat(0, 'after a later page');
      const later = await resumed(`&heardAt=${position.heardAt + 10_000}`);
      await later.next((event) => messageOf(event) === 'after a later page');
      assert.equal(later.events.filter(isJustBefore).length, 0);
    });

    it('refuses a heardAt that is no time, with a 400', async () => {
      for (const heardAt of ['soon', '-1', '1.5']) {
        const answer = await apps[0].inject({
          method: 'GET',
          url: `/api/live?topics=competition&lastEventId=1&heardAt=${heardAt}`,
        });
        assert.equal(answer.statusCode, 400, heardAt);
        assert.match(answer.json().message, /heardAt/);
      }
    });

    it('a position no longer kept is answered with a resync', async () => {
      const position = await positionOf(0);
      await deleteOldLiveEvents(database.db, -60_000); // everything is "old"
      const live = await open(`topics=chat:state-CA&lastEventId=${position}`);
      await live.next((event) => event.event === LIVE_RESYNC_EVENT);
    });
  });
}
