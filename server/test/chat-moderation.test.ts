import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { testApp } from './helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// Chat moderation (docs/roles.md): who moderates a channel (its two scheduled candidates' accounts
// and support), deleting, time-outs and bans (by name and by account, ended by the chat's
// clock, never by waiting), slow mode shared by two servers on one database, and messages with
// links held until a moderator approves them.

const CHANNEL = 'state-NV';
const OTHER_CHANNEL = 'state-UT';
const ROOMY = { max: 100_000, windowMs: 60_000 };
type Cookies = Record<string, string>;

interface Message {
  id: number;
  username: string;
  message: string;
  isModerated: boolean;
}

for (const kind of databaseKinds({
  differsByDatabase: 'slow mode shared by two servers sending at once',
})) {
  describe(`chat moderation (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    /** The second server on the same database (slow mode across servers). */
    let second: FastifyInstance;
    let nowMs = Date.parse('2026-11-25T12:00:00Z');
    const clock = () => nowMs;
    let address = 0;
    const cookies: Record<'moderator' | 'partner' | 'unscheduled' | 'member' | 'admin', Cookies> =
      {} as never;
    let unscheduledCandidate = 0;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      app = testApp(db, {}, { limits: { chat: ROOMY }, chatClock: clock });
      second = testApp(db, {}, { limits: { chat: ROOMY }, chatClock: clock });
      await Promise.all([app.ready(), second.ready()]);
      await db.query(`insert into stream_channels (id, state_code) values ($1, 'NV'), ($2, 'UT')`, [
        CHANNEL,
        OTHER_CHANNEL,
      ]);
      const moderatorId = await insertUser(db);
      const partnerId = await insertUser(db);
      const unscheduledId = await insertUser(db);
      const adminId = await insertUser(db);
      await db.query('update users set is_admin = true where id = $1', [adminId]);
      // The stage schedules the first two verified of Nevada's list (same money: first
      // registered); only verified candidates debate and moderate.
      const verified = { stateCode: 'NV', isActivated: true };
      await insertCandidate(db, { userId: moderatorId, name: 'Nia Vance', ...verified });
      await insertCandidate(db, { userId: partnerId, name: 'Rex Hall', ...verified });
      unscheduledCandidate = await insertCandidate(db, {
        userId: unscheduledId,
        name: 'Una Third',
        ...verified,
      });
      cookies.moderator = await loginCookies(db, moderatorId);
      cookies.partner = await loginCookies(db, partnerId);
      cookies.unscheduled = await loginCookies(db, unscheduledId);
      cookies.member = await loginCookies(db, await insertUser(db));
      cookies.admin = await loginCookies(db, adminId);
    });
    after(async () => {
      await app.close();
      await second.close();
      await database.dispose();
    });

    const send = (
      username: string,
      message: string,
      {
        as = {},
        server = app,
        channelId = CHANNEL,
      }: {
        as?: Cookies;
        server?: FastifyInstance;
        channelId?: string;
      } = {},
    ) =>
      server.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { channelId, username, message, isModerated: false },
        cookies: as,
        remoteAddress: `10.1.0.${++address % 250}`,
      });
    const sent = async (...args: Parameters<typeof send>): Promise<Message> => {
      const response = await send(...args);
      assert.equal(response.statusCode, 201, response.body);
      return response.json();
    };
    const list = async (channelId = CHANNEL): Promise<Message[]> =>
      (await app.inject({ method: 'GET', url: `/api/chat/${channelId}` })).json();
    const act = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      as: Cookies,
      payload?: object,
    ) => app.inject({ method, url, cookies: as, ...(payload ? { payload } : {}) });
    const restrict = (messageId: number, body: object, as = cookies.moderator) =>
      act('POST', `/api/chat/${CHANNEL}/messages/${messageId}/restrict`, as, body);
    const liveEvents = async (kindName: string) =>
      (
        await db.query<{ data: { id?: number; slowModeSeconds?: number } }>(
          'select data from live_events where topic = $1 and kind = $2 order by id',
          [`chat:${CHANNEL}`, kindName],
        )
      ).rows.map((row) => row.data);

    it('tells each caller whether they moderate: the scheduled candidates and support', async () => {
      const settings = async (as: Cookies) => {
        const response = await act('GET', `/api/chat/${CHANNEL}/settings`, as);
        assert.equal(response.statusCode, 200);
        return contract.chatModeration.settings.response.parse(response.json());
      };
      assert.deepEqual(await settings({}), { slowModeSeconds: 0, isModerator: false });
      assert.equal((await settings(cookies.moderator)).isModerator, true);
      assert.equal((await settings(cookies.partner)).isModerator, true);
      assert.equal((await settings(cookies.admin)).isModerator, true);
      assert.equal((await settings(cookies.unscheduled)).isModerator, false);
      assert.equal((await settings(cookies.member)).isModerator, false);
      assert.equal((await act('GET', '/api/chat/state-ZZ/settings', {})).statusCode, 404);

      // The third candidate raises the most: the stage now schedules them, not the second.
      await db.query('update candidates set total_donations_cents = 500 where id = $1', [
        unscheduledCandidate,
      ]);
      try {
        assert.equal((await settings(cookies.unscheduled)).isModerator, true);
        assert.equal((await settings(cookies.partner)).isModerator, false);
      } finally {
        await db.query('update candidates set total_donations_cents = 0 where id = $1', [
          unscheduledCandidate,
        ]);
      }
    });

    it('refuses every moderation route to visitors (401) and non-moderators (403)', async () => {
      const target = await sent('Target', 'visit paid.com');
      const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
        ['held', 'GET', `/api/chat/${CHANNEL}/held`],
        ['approve', 'POST', `/api/chat/${CHANNEL}/messages/${target.id}/approve`],
        ['reject', 'POST', `/api/chat/${CHANNEL}/messages/${target.id}/reject`],
        ['delete', 'DELETE', `/api/chat/${CHANNEL}/messages/${target.id}`],
        [
          'timeout',
          'POST',
          `/api/chat/${CHANNEL}/messages/${target.id}/restrict`,
          { kind: 'timeout', minutes: 10 },
        ],
        ['ban', 'POST', `/api/chat/${CHANNEL}/messages/${target.id}/restrict`, { kind: 'ban' }],
        ['slow mode', 'PUT', `/api/chat/${CHANNEL}/slow-mode`, { seconds: 30 }],
      ];
      for (const [name, method, url, payload] of calls) {
        assert.equal((await act(method, url, {}, payload)).statusCode, 401, `${name}: visitor`);
        for (const who of ['member', 'unscheduled'] as const) {
          const response = await act(method, url, cookies[who], payload);
          assert.equal(response.statusCode, 403, `${name}: ${who}`);
          assert.match(response.json().message, /scheduled candidates and support/);
        }
        const elsewhere = url.replace(CHANNEL, 'state-ZZ');
        assert.equal((await act(method, elsewhere, cookies.admin, payload)).statusCode, 404);
        if (url.includes('/messages/')) {
          const missing = url.replace(`/messages/${target.id}`, '/messages/999999999');
          const response = await act(method, missing, cookies.admin, payload);
          assert.equal(response.statusCode, 404, `${name}: unknown message`);
        }
      }
      // Nothing changed: still held, nobody restricted, no slow mode.
      const held = await act('GET', `/api/chat/${CHANNEL}/held`, cookies.moderator);
      assert.ok(held.json().some((m: Message) => m.id === target.id));
      assert.equal((await send('Target', 'still here')).statusCode, 201);
      const { rows } = await db.query(
        'select slow_mode_seconds from stream_channels where id = $1',
        [CHANNEL],
      );
      assert.equal(Number((rows[0] as { slow_mode_seconds: number }).slow_mode_seconds), 0);
      // Bad input: a clear 400 on the field.
      const bad = await restrict(target.id, { kind: 'timeout', minutes: 7 });
      assert.equal(bad.statusCode, 400);
      assert.ok(bad.json().errors.minutes, bad.body);
      const badSlow = await act('PUT', `/api/chat/${CHANNEL}/slow-mode`, cookies.moderator, {
        seconds: 3601,
      });
      assert.equal(badSlow.statusCode, 400);
      assert.ok(badSlow.json().errors.seconds, badSlow.body);
    });

    it('deletes a message for every viewer: the list, the ETag and the live push', async () => {
      const message = await sent('Speaker', 'something rude');
      const first = await app.inject({ method: 'GET', url: `/api/chat/${CHANNEL}` });
      assert.ok(first.json().some((m: Message) => m.id === message.id));
      const etag = first.headers.etag as string;

      const deleted = await act(
        'DELETE',
        `/api/chat/${CHANNEL}/messages/${message.id}`,
        cookies.partner,
      );
      assert.equal(deleted.statusCode, 204);
      // A poller with the old copy gets the new list (no 304), without the message.
      const poll = await app.inject({
        method: 'GET',
        url: `/api/chat/${CHANNEL}`,
        headers: { 'if-none-match': etag },
      });
      assert.equal(poll.statusCode, 200);
      assert.notEqual(poll.headers.etag, etag);
      assert.ok(!poll.json().some((m: Message) => m.id === message.id));
      // The other server sees it as soon as its cache time is up: its head is read afresh.
      nowMs += 1_100;
      const elsewhere = await second.inject({ method: 'GET', url: `/api/chat/${CHANNEL}` });
      assert.ok(!elsewhere.json().some((m: Message) => m.id === message.id));
      assert.ok((await liveEvents('removed')).some((data) => data.id === message.id));
      // Already gone: 404.
      const again = await act(
        'DELETE',
        `/api/chat/${CHANNEL}/messages/${message.id}`,
        cookies.partner,
      );
      assert.equal(again.statusCode, 404);
    });

    it('holds link messages from non-moderators until approved; rejected ones never show', async () => {
      const plain = await sent('Linker', 'no link here, node.js and e.g. are fine');
      assert.equal(plain.isModerated, false);
      const heldOne = await sent('Linker', 'donate at www.paid.example');
      const heldTwo = await sent('Linker', 'and HTTPS://spam.example/win');
      const heldThree = await sent('Linker', 'or vote.org');
      for (const message of [heldOne, heldTwo, heldThree]) assert.equal(message.isModerated, true);
      // The moderator's own link goes straight through.
      const own = await sent('Nia Vance', 'my site: nia.com', { as: cookies.moderator });
      assert.equal(own.isModerated, false);

      const shown = (await list()).map((m) => m.id);
      assert.ok(shown.includes(plain.id) && shown.includes(own.id));
      for (const message of [heldOne, heldTwo, heldThree]) assert.ok(!shown.includes(message.id));
      const pushed = (await liveEvents('message')).map((data) => data.id);
      assert.ok(!pushed.includes(heldOne.id), 'a held message is not pushed to viewers');
      assert.ok((await liveEvents('held')).some((data) => data.id === heldOne.id));

      const queue = await act('GET', `/api/chat/${CHANNEL}/held`, cookies.admin);
      assert.equal(queue.statusCode, 200);
      const queued = contract.chatModeration.held.response.parse(queue.json()).map((m) => m.id);
      assert.deepEqual(
        queued.filter((id) => [heldOne.id, heldTwo.id, heldThree.id].includes(id)),
        [heldOne.id, heldTwo.id, heldThree.id],
      );

      const approved = await act(
        'POST',
        `/api/chat/${CHANNEL}/messages/${heldOne.id}/approve`,
        cookies.moderator,
      );
      assert.equal(approved.statusCode, 200, approved.body);
      assert.equal(approved.json().isModerated, false);
      assert.ok(
        (await list()).some((m) => m.id === heldOne.id),
        'approved: shown to everyone',
      );
      assert.ok((await liveEvents('message')).some((data) => data.id === heldOne.id));

      const rejected = await act(
        'POST',
        `/api/chat/${CHANNEL}/messages/${heldTwo.id}/reject`,
        cookies.moderator,
      );
      assert.equal(rejected.statusCode, 204);
      assert.ok(!(await list()).some((m) => m.id === heldTwo.id), 'rejected: never shown');
      // A rejected message cannot be approved after all; a shown one is not held.
      const late = await act(
        'POST',
        `/api/chat/${CHANNEL}/messages/${heldTwo.id}/approve`,
        cookies.moderator,
      );
      assert.equal(late.statusCode, 404);
      const notHeld = await act(
        'POST',
        `/api/chat/${CHANNEL}/messages/${plain.id}/approve`,
        cookies.moderator,
      );
      assert.equal(notHeld.statusCode, 409);
      const left = (await act('GET', `/api/chat/${CHANNEL}/held`, cookies.moderator)).json();
      assert.deepEqual(
        left.map((m: Message) => m.id).filter((id: number) => id >= heldOne.id),
        [heldThree.id],
      );
    });

    it('times out a name until the clock passes the time-out, case and spaces ignored', async () => {
      const message = await sent('Troll One', 'first');
      const response = await restrict(message.id, { kind: 'timeout', minutes: 10 });
      assert.equal(response.statusCode, 201, response.body);
      const until = new Date(nowMs + 10 * 60_000).toISOString();
      assert.deepEqual(response.json(), { kind: 'timeout', username: 'Troll One', until });

      const refused = await send('trollone', 'second');
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().until, until);
      assert.match(refused.json().message, /^You are timed out of this chat until \d\d:\d\d UTC/);
      assert.equal((await send('TROLL  ONE', 'third')).statusCode, 403);
      // Another name, and the same name in another channel, may chat.
      assert.equal((await send('Fine Person', 'hello')).statusCode, 201);
      assert.equal((await send('Troll One', 'hi', { channelId: OTHER_CHANNEL })).statusCode, 201);

      nowMs += 10 * 60_000 - 1_000;
      assert.equal((await send('Troll One', 'not yet')).statusCode, 403);
      nowMs += 1_000;
      assert.equal((await send('Troll One', 'back again')).statusCode, 201);
    });

    it('bans a name for good', async () => {
      const message = await sent('Spammer', 'buy stuff');
      const response = await restrict(message.id, { kind: 'ban' }, cookies.admin);
      assert.equal(response.statusCode, 201);
      assert.equal(response.json().until, null);
      nowMs += 30 * 86_400_000;
      const refused = await send(' spam mer ', 'I am back');
      assert.equal(refused.statusCode, 403);
      assert.deepEqual(refused.json(), {
        message: 'You are banned from this chat by its moderators.',
      });
    });

    it("bans a logged-in sender's account whatever name they take, and their name", async () => {
      const memberId = await insertUser(db);
      const member = await loginCookies(db, memberId);
      const message = await sent('Alias One', 'from my account', { as: member });
      assert.equal((await restrict(message.id, { kind: 'ban' })).statusCode, 201);
      const renamed = await send('Brand New Name', 'new name, same account', { as: member });
      assert.equal(renamed.statusCode, 403);
      // The name is banned for a visitor too.
      assert.equal((await send('alias one', 'visitor with the name')).statusCode, 403);
      // Not another account, not another channel.
      assert.equal((await send('Brand New Name', 'me', { as: cookies.member })).statusCode, 201);
      assert.equal(
        (await send('Brand New Name', 'elsewhere', { as: member, channelId: OTHER_CHANNEL }))
          .statusCode,
        201,
      );
    });

    it('slow mode: one message per N seconds per sender, shared by two servers', async () => {
      const set = await act('PUT', `/api/chat/${CHANNEL}/slow-mode`, cookies.moderator, {
        seconds: 30,
      });
      assert.equal(set.statusCode, 200, set.body);
      assert.deepEqual(set.json(), { slowModeSeconds: 30, isModerator: true });
      const settings = await second.inject({ method: 'GET', url: `/api/chat/${CHANNEL}/settings` });
      assert.equal(settings.json().slowModeSeconds, 30, 'viewers see that slow mode is on');
      assert.ok((await liveEvents('settings')).some((data) => data.slowModeSeconds === 30));

      try {
        assert.equal((await send('Slowpoke', 'one', { server: app })).statusCode, 201);
        // The other server knows: the turn is in the shared table, not in either process.
        const refused = await send('slow poke', 'two', { server: second });
        assert.equal(refused.statusCode, 429);
        assert.equal(refused.json().retryAfterSeconds, 30);
        assert.equal(
          refused.json().message,
          'Slow mode is on: one message every 30 seconds. Wait 30 seconds before sending again.',
        );
        assert.equal(refused.headers['retry-after'], '30');
        nowMs += 12_000;
        const stillRefused = await send('Slowpoke', 'three', { server: app });
        assert.equal(stillRefused.json().retryAfterSeconds, 18);
        // Others are not slowed by this sender; moderators are not slowed at all.
        assert.equal((await send('Quick', 'hi', { server: second })).statusCode, 201);
        assert.equal((await send('Nia Vance', 'a', { as: cookies.moderator })).statusCode, 201);
        assert.equal((await send('Nia Vance', 'b', { as: cookies.moderator })).statusCode, 201);
        // A logged-in sender is counted per account, whatever name they take.
        assert.equal(
          (await send('Name A', 'x', { as: cookies.member, server: second })).statusCode,
          201,
        );
        assert.equal((await send('Name B', 'y', { as: cookies.member })).statusCode, 429);

        nowMs += 18_000;
        assert.equal((await send('Slowpoke', 'four', { server: second })).statusCode, 201);
        // Two sends at once on two servers: exactly one goes.
        nowMs += 30_000;
        const both = await Promise.all([
          send('Slowpoke', 'race a', { server: app }),
          send('Slowpoke', 'race b', { server: second }),
        ]);
        assert.deepEqual(both.map((r) => r.statusCode).sort(), [201, 429]);
      } finally {
        const off = await act('PUT', `/api/chat/${CHANNEL}/slow-mode`, cookies.admin, {
          seconds: 0,
        });
        assert.equal(off.json().slowModeSeconds, 0);
      }
      assert.equal((await send('Slowpoke', 'free again')).statusCode, 201);
      assert.equal((await send('Slowpoke', 'and again')).statusCode, 201);
    });
  });
}
