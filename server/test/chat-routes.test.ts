import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits';
import { appWithStorage } from './helpers/app-with-storage';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Debate chat: public reads with ETag/304, public writes with validation and a per-sender
// rate limit.

const TOO_FAST = 'You are sending messages too fast. Wait a few seconds.';
/** The production limit: a burst of `max` messages, refilled evenly over `windowMs`. */
const CHAT_LIMIT = DEFAULT_RATE_LIMITS.chat;

/** The same database, counting the queries that go through it. */
function countingDb(db: Db): { db: Db; queries: string[] } {
  const queries: string[] = [];
  const counted: Db = {
    kind: db.kind,
    query: (sql, params) => {
      queries.push(sql);
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    listen: (channel, onNotify, onGap) => db.listen(channel, onNotify, onGap),
    close: () => db.close(),
  };
  return { db: counted, queries };
}

for (const kind of DATABASE_KINDS) {
  describe(`chat (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let queries: string[];
    let address = 0;
    /** A fresh client address per test, so the rate limit of one test never touches another. */
    const nextAddress = () => `10.0.0.${++address}`;

    /**
     * The same app on a clock that stands still: the chat limit is a token bucket that refills
     * one message every 3 s (20 a minute), so on a loaded machine a burst slower than that got
     * its 21st message through and the limit tests failed once.
     */
    let stillApp: FastifyInstance;

    before(async () => {
      database = await createTestDatabase(kind);
      const counting = countingDb(database.db);
      queries = counting.queries;
      ({ app } = appWithStorage(counting.db));
      const standsStill = Date.now();
      ({ app: stillApp } = appWithStorage(
        database.db,
        undefined,
        {},
        {},
        {
          chatClock: () => standsStill,
        },
      ));
      await database.db.query(
        `insert into stream_channels (id, state_code) values ('state-CA', 'CA'), ('state-TX', 'TX')`,
      );
    });
    after(async () => {
      await app.close();
      await stillApp.close();
      await database.dispose();
    });

    const send = (
      body: object,
      options: {
        remoteAddress?: string;
        cookies?: Record<string, string>;
        to?: FastifyInstance;
      } = {},
    ) =>
      (options.to ?? app).inject({
        method: 'POST',
        url: '/api/chat',
        payload: body,
        remoteAddress: options.remoteAddress ?? nextAddress(),
        cookies: options.cookies ?? {},
      });
    const read = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers });
    const message = (text: string, channelId = 'state-CA') => ({
      channelId,
      username: 'voter',
      message: text,
      isModerated: false,
    });

    it('answers 404 for an unknown channel, reading or sending', async () => {
      const missing = await read('/api/chat/state-ZZ');
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(missing.json(), { message: 'Chat channel not found' });
      assert.equal((await send(message('hi', 'state-ZZ'))).statusCode, 404);
      assert.equal((await read('/api/chat/bad%20id')).statusCode, 400);
    });

    it('answers an empty channel with [] and an ETag', async () => {
      const response = await read('/api/chat/state-TX');
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), []);
      assert.equal(response.headers.etag, '"chat-0"');
      assert.equal(response.headers['cache-control'], 'no-cache');
    });

    it('lets a visitor send a message, trimmed and stored as text (201)', async () => {
      const response = await send({
        channelId: 'state-CA',
        username: '  Sam  ',
        message: '  <img src=x onerror=alert(1)>  ',
        isModerated: false,
      });
      assert.equal(response.statusCode, 201);
      const sent = contract.chat.send.response.parse(response.json());
      assert.equal(sent.username, 'Sam');
      assert.equal(sent.message, '<img src=x onerror=alert(1)>');
      assert.equal(sent.isModerated, false);
      assert.equal(sent.channelId, 'state-CA');
    });

    const bad: [string, object, string][] = [
      ['a blank username', { username: '   ' }, 'username'],
      ['a username of 21 characters', { username: 'u'.repeat(21) }, 'username'],
      ['a blank message', { message: ' \n ' }, 'message'],
      ['a message of 501 characters', { message: 'm'.repeat(501) }, 'message'],
      ['isModerated true', { isModerated: true }, 'isModerated'],
      ['a bad channel id', { channelId: 'state CA' }, 'channelId'],
    ];
    for (const [what, patch, field] of bad) {
      it(`refuses ${what} (400)`, async () => {
        const response = await send({ ...message('hello'), ...patch });
        assert.equal(response.statusCode, 400);
        assert.ok(response.json().errors[field], response.body);
      });
    }

    it('accepts a 20-character username and a 500-character message', async () => {
      const response = await send({ ...message('m'.repeat(500)), username: 'u'.repeat(20) });
      assert.equal(response.statusCode, 201);
    });

    it('answers the latest `limit` oldest first, and only newer ones after `after`', async () => {
      await database.db.query("delete from chat_messages where channel_id = 'state-TX'");
      const ids: number[] = [];
      for (const text of ['one', 'two', 'three', 'four']) {
        ids.push((await send(message(text, 'state-TX'))).json().id);
      }
      const latest = await read('/api/chat/state-TX?limit=2');
      assert.deepEqual(
        latest.json().map((m: { message: string }) => m.message),
        ['three', 'four'],
      );
      const all = await read('/api/chat/state-TX');
      assert.deepEqual(
        all.json().map((m: { id: number }) => m.id),
        ids,
      );
      const newer = await read(`/api/chat/state-TX?after=${ids[1]}`);
      assert.deepEqual(
        newer.json().map((m: { message: string }) => m.message),
        ['three', 'four'],
      );
      assert.deepEqual((await read(`/api/chat/state-TX?after=${ids[3]}`)).json(), []);
      assert.equal((await read('/api/chat/state-TX?limit=51')).statusCode, 400);
      assert.equal((await read('/api/chat/state-TX?after=-1')).statusCode, 400);
    });

    it('answers 304 to an unchanged channel without querying, 200 once it changes', async () => {
      const first = await read('/api/chat/state-CA?limit=50');
      assert.equal(first.statusCode, 200);
      const etag = first.headers.etag as string;
      assert.match(etag, /^"chat-\d+"$/);

      queries.length = 0;
      const again = await read('/api/chat/state-CA?limit=50', { 'if-none-match': etag });
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      assert.equal(again.headers.etag, etag);
      assert.deepEqual(queries, [], 'a 304 within the cache time runs no query at all');
      // A list of validators, weak ones included, matches too.
      const weak = await read('/api/chat/state-CA', { 'if-none-match': `"x", W/${etag}` });
      assert.equal(weak.statusCode, 304);

      await send(message('news'));
      const changed = await read('/api/chat/state-CA?limit=50', { 'if-none-match': etag });
      assert.equal(changed.statusCode, 200);
      assert.notEqual(changed.headers.etag, etag);
      assert.equal(changed.json().at(-1).message, 'news');
    });

    it('reads the database once per new message, however many polls come', async () => {
      await send(message('fresh'));
      queries.length = 0;
      const polls = await Promise.all(
        ['?limit=50', '?limit=3', '', '?limit=50', '?after=1'].map((query) =>
          read(`/api/chat/state-CA${query}`),
        ),
      );
      for (const poll of polls) {
        assert.equal(poll.statusCode, 200);
        assert.equal(poll.json().at(-1).message, 'fresh');
      }
      assert.equal(polls[1].json().length, 3);
      const reads = queries.filter((sql) => sql.includes('from chat_messages'));
      assert.equal(reads.length, 1, reads.join('\n'));
    });

    it("sees another server's messages within a second", async () => {
      const first = await read('/api/chat/state-CA');
      const etag = first.headers.etag as string;
      // Written by "another instance": straight into the database, past this app's cache.
      await database.db.query(
        `insert into chat_messages (channel_id, username, message) values ('state-CA', 'x', 'elsewhere')`,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const later = await read('/api/chat/state-CA', { 'if-none-match': etag });
      assert.equal(later.statusCode, 200);
      assert.equal(later.json().at(-1).message, 'elsewhere');
    });

    it(`answers 429 to message ${CHAT_LIMIT.max + 1} within a minute from one address`, async () => {
      const remoteAddress = nextAddress();
      for (let n = 1; n <= CHAT_LIMIT.max; n += 1) {
        const response = await send(message(`burst ${n}`), { remoteAddress, to: stillApp });
        assert.equal(response.statusCode, 201, `message ${n}`);
      }
      const refused = await send(message('one too many'), { remoteAddress, to: stillApp });
      assert.equal(refused.statusCode, 429);
      assert.deepEqual(refused.json(), { message: TOO_FAST });
      const { rows } = await database.db.query(
        "select 1 from chat_messages where message = 'one too many'",
      );
      assert.equal(rows.length, 0);
      // Someone else is not slowed down.
      assert.equal((await send(message('other sender'), { to: stillApp })).statusCode, 201);
    });

    it("takes its numbers from the app's chat limit (PAID_RATE_LIMITS)", async () => {
      const { app: strict } = appWithStorage(
        database.db,
        undefined,
        {},
        {
          chat: { max: 2, windowMs: 60_000 },
        },
      );
      try {
        const post = (text: string) =>
          strict.inject({
            method: 'POST',
            url: '/api/chat',
            payload: message(text),
            remoteAddress: '10.9.9.9',
          });
        assert.equal((await post('strict 1')).statusCode, 201);
        assert.equal((await post('strict 2')).statusCode, 201);
        assert.equal((await post('strict 3')).statusCode, 429);
      } finally {
        await strict.close();
      }
    });

    it('limits a logged-in sender per account, whatever their address', async () => {
      const cookies = await loginCookies(database.db, await insertUser(database.db));
      for (let n = 1; n <= CHAT_LIMIT.max; n += 1) {
        // A new address each time: the account is what counts.
        assert.equal((await send(message(`acct ${n}`), { cookies, to: stillApp })).statusCode, 201);
      }
      const refused = await send(message('one more from the account'), { cookies, to: stillApp });
      assert.equal(refused.statusCode, 429);
    });
  });
}
