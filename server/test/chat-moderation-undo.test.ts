import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import {
  PROTECTED_SENDER_MESSAGE,
  SELF_RESTRICT_MESSAGE,
  SUPPORT_SENDER_MESSAGE,
} from '../src/chat/protected-senders';
import type { Db } from '../src/db/db';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Moderation that can be undone (docs/roles.md), each finding as a security review found it: a
// debater banned support and the rival debater for good, nothing listed or lifted a ban, a ban
// was sidestepped by renaming (`troll9` -> `troll_9`) or by logging out, and the link hold
// missed `evil . com`, `evil。com` and `ftp://`.

const CHANNEL = 'state-NM';
const ROOMY = { max: 100_000, windowMs: 60_000 };
type Cookies = Record<string, string>;

interface Message {
  id: number;
  username: string;
  isModerated: boolean;
}

for (const kind of DATABASE_KINDS) {
  describe(`chat moderation that can be undone (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let nowMs = Date.parse('2026-11-25T12:00:00Z');
    let address = 0;
    const cookies: Record<'debater' | 'rival' | 'support' | 'otherSupport', Cookies> = {} as never;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      app = testApp(db, {}, { limits: { chat: ROOMY }, chatClock: () => nowMs });
      await app.ready();
      await db.query(`insert into stream_channels (id, state_code) values ($1, 'NM')`, [CHANNEL]);
      const debaterId = await insertUser(db);
      const rivalId = await insertUser(db);
      // Verified candidates: the stage schedules the first two of New Mexico's list.
      await insertCandidate(db, {
        userId: debaterId,
        name: 'Dana Debater',
        stateCode: 'NM',
        isActivated: true,
      });
      await insertCandidate(db, {
        userId: rivalId,
        name: 'Riley Rival',
        stateCode: 'NM',
        isActivated: true,
      });
      const supportId = await insertUser(db, { firstName: 'Sue', lastName: 'Support' });
      const otherSupportId = await insertUser(db);
      await db.query('update users set is_admin = true where id in ($1, $2)', [
        supportId,
        otherSupportId,
      ]);
      cookies.debater = await loginCookies(db, debaterId);
      cookies.rival = await loginCookies(db, rivalId);
      cookies.support = await loginCookies(db, supportId);
      cookies.otherSupport = await loginCookies(db, otherSupportId);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    /** A fresh address per call unless `from` names one. */
    const send = (
      username: string,
      message: string,
      { as = {}, from }: { as?: Cookies; from?: string } = {},
    ) =>
      app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { channelId: CHANNEL, username, message, isModerated: false },
        cookies: as,
        remoteAddress: from ?? `10.2.0.${++address % 250}`,
      });
    const sent = async (...args: Parameters<typeof send>): Promise<Message> => {
      const response = await send(...args);
      assert.equal(response.statusCode, 201, response.body);
      return response.json();
    };
    const restrict = (messageId: number, as: Cookies, body: object = { kind: 'ban' }) =>
      app.inject({
        method: 'POST',
        url: `/api/chat/${CHANNEL}/messages/${messageId}/restrict`,
        cookies: as,
        payload: body,
      });
    const remove = (messageId: number, as: Cookies) =>
      app.inject({
        method: 'DELETE',
        url: `/api/chat/${CHANNEL}/messages/${messageId}`,
        cookies: as,
      });
    const listRestrictions = async (as: Cookies, query = `?channelId=${CHANNEL}`) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/chat-restrictions${query}`,
        cookies: as,
      });
      assert.equal(response.statusCode, 200, response.body);
      return contract.chatModeration.restrictions.response.parse(response.json());
    };

    it('refuses a debater banning, timing out or deleting support: 403, nothing recorded', async () => {
      const said = await sent('Sue from PAID', 'Please keep it civil', { as: cookies.support });
      for (const body of [{ kind: 'ban' }, { kind: 'timeout', minutes: 10 }]) {
        const refused = await restrict(said.id, cookies.debater, body);
        assert.equal(refused.statusCode, 403, refused.body);
        assert.equal(refused.json().message, PROTECTED_SENDER_MESSAGE);
      }
      assert.equal((await remove(said.id, cookies.debater)).statusCode, 403);
      assert.equal(
        (await send('Sue from PAID', 'still here', { as: cookies.support })).statusCode,
        201,
      );
      assert.deepEqual(await listRestrictions(cookies.support), []);
    });

    it('refuses a debater banning or deleting the rival debater; support may', async () => {
      const said = await sent('Riley Rival', 'My plan is better', { as: cookies.rival });
      const refused = await restrict(said.id, cookies.debater);
      assert.equal(refused.statusCode, 403, refused.body);
      assert.equal(refused.json().message, PROTECTED_SENDER_MESSAGE);
      assert.equal((await remove(said.id, cookies.debater)).statusCode, 403);
      assert.equal(
        (await send('Riley Rival', 'I can still talk', { as: cookies.rival })).statusCode,
        201,
      );
      // Nobody bans themselves; support does not ban support; support oversees debaters.
      const own = await sent('Dana Debater', 'Hello all', { as: cookies.debater });
      assert.equal((await restrict(own.id, cookies.debater)).json().message, SELF_RESTRICT_MESSAGE);
      const colleague = await sent('Other Support', 'hi', { as: cookies.otherSupport });
      const supportOnSupport = await restrict(colleague.id, cookies.support);
      assert.equal(supportOnSupport.statusCode, 403);
      assert.equal(supportOnSupport.json().message, SUPPORT_SENDER_MESSAGE);
      const timedOut = await restrict(said.id, cookies.support, { kind: 'timeout', minutes: 10 });
      assert.equal(timedOut.statusCode, 201, timedOut.body);
      assert.equal((await send('Riley Rival', 'muted', { as: cookies.rival })).statusCode, 403);
      // Lift it again for the other tests.
      const [entry] = await listRestrictions(cookies.support);
      await app.inject({
        method: 'POST',
        url: `/api/admin/chat-restrictions/${entry.id}/lift`,
        cookies: cookies.support,
      });
      assert.equal((await send('Riley Rival', 'back', { as: cookies.rival })).statusCode, 201);
    });

    it('lets support list the bans in force and lift one: the sender chats again', async () => {
      const said = await sent('Banned Bob', 'spam spam');
      const banned = await restrict(said.id, cookies.debater);
      assert.equal(banned.statusCode, 201, banned.body);
      assert.equal((await send('Banned Bob', 'let me back')).statusCode, 403);

      const listed = await listRestrictions(cookies.support);
      const entry = listed.find((row) => row.username === 'Banned Bob');
      assert.ok(entry, JSON.stringify(listed));
      assert.equal(entry.kind, 'ban');
      assert.equal(entry.until, null);
      assert.equal(entry.channelId, CHANNEL);
      assert.equal(entry.account, false);
      assert.equal(entry.address, true);
      // Who banned: the debater's name (insertUser names them 'Test User<n>').
      assert.match(entry.createdBy ?? '', /^Test User\d+$/);
      // Every channel's, too; and nobody but support reads or lifts them.
      assert.ok((await listRestrictions(cookies.support, '')).some((row) => row.id === entry.id));
      for (const as of [{}, cookies.debater]) {
        const list = await app.inject({
          method: 'GET',
          url: '/api/admin/chat-restrictions',
          cookies: as,
        });
        assert.equal(list.statusCode, as === cookies.debater ? 403 : 401);
      }
      const liftUrl = `/api/admin/chat-restrictions/${entry.id}/lift`;
      assert.equal(
        (await app.inject({ method: 'POST', url: liftUrl, cookies: cookies.debater })).statusCode,
        403,
      );

      const lifted = await app.inject({ method: 'POST', url: liftUrl, cookies: cookies.support });
      assert.equal(lifted.statusCode, 200, lifted.body);
      assert.deepEqual(lifted.json(), { id: entry.id, changed: true });
      assert.equal((await send('Banned Bob', 'thank you')).statusCode, 201);
      assert.ok(!(await listRestrictions(cookies.support)).some((row) => row.id === entry.id));
      const again = await app.inject({ method: 'POST', url: liftUrl, cookies: cookies.support });
      assert.deepEqual(again.json(), { id: entry.id, changed: false });
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/admin/chat-restrictions/999999/lift',
        cookies: cookies.support,
      });
      assert.equal(unknown.statusCode, 404);
      const bad = await app.inject({
        method: 'GET',
        url: '/api/admin/chat-restrictions?channelId=no%20such',
        cookies: cookies.support,
      });
      assert.equal(bad.statusCode, 400);
    });

    it('lists a time-out until it ends by the chat clock', async () => {
      const said = await sent('Shorty', 'too loud');
      await restrict(said.id, cookies.debater, { kind: 'timeout', minutes: 10 });
      const entry = (await listRestrictions(cookies.support)).find(
        (row) => row.username === 'Shorty',
      );
      assert.equal(entry?.kind, 'timeout');
      assert.equal(entry?.until, new Date(nowMs + 10 * 60_000).toISOString());
      nowMs += 10 * 60_000;
      assert.ok(
        !(await listRestrictions(cookies.support)).some((row) => row.username === 'Shorty'),
      );
    });

    it('holds a ban on troll9 against troll_9, Troll 9 and lookalike letters', async () => {
      const said = await sent('troll9', 'first');
      assert.equal((await restrict(said.id, cookies.debater)).statusCode, 201);
      // Each from an address of its own: the name alone refuses them.
      for (const renamed of [
        'troll_9',
        'Troll 9',
        'TROLL-9',
        't.r.o.l.l.9',
        'trоll9',
        'ｔｒｏｌｌ９',
        'tr\u200boll9',
      ]) {
        const response = await send(renamed, 'renamed');
        assert.equal(response.statusCode, 403, `${renamed}: ${response.body}`);
      }
      assert.equal((await send('troll10', 'another name')).statusCode, 201);
    });

    it('holds a ban on an account for its guests from the same address, whatever the name', async () => {
      const memberId = await insertUser(db);
      const member = await loginCookies(db, memberId);
      const home = '10.9.9.9';
      const said = await sent('Logged Larry', 'rude', { as: member, from: home });
      assert.equal((await restrict(said.id, cookies.debater)).statusCode, 201);
      assert.equal(
        (await send('Another Name', 'x', { as: member, from: '10.8.8.8' })).statusCode,
        403,
      );
      // Logged out, from the same address, under a new name: still refused.
      const loggedOut = await send('Fresh Guest', 'logged out now', { from: home });
      assert.equal(loggedOut.statusCode, 403, loggedOut.body);
      assert.equal(loggedOut.json().message, 'You are banned from this chat by its moderators.');
      // Another account at that address answers for itself; guests elsewhere are free.
      const neighbour = await loginCookies(db, await insertUser(db));
      assert.equal((await send('Neighbour', 'hi', { as: neighbour, from: home })).statusCode, 201);
      assert.equal(
        (await send('Fresh Guest', 'from elsewhere', { from: '10.7.7.7' })).statusCode,
        201,
      );
      // A guest's ban holds for that address too.
      const guestHome = '10.6.6.6';
      const guest = await sent('Guesty', 'spam', { from: guestHome });
      assert.equal((await restrict(guest.id, cookies.debater)).statusCode, 201);
      assert.equal((await send('Totally New', 'hi', { from: guestHome })).statusCode, 403);
      // Lifted: the address is free again.
      const entry = (await listRestrictions(cookies.support)).find(
        (row) => row.username === 'Guesty',
      );
      assert.ok(entry);
      await app.inject({
        method: 'POST',
        url: `/api/admin/chat-restrictions/${entry.id}/lift`,
        cookies: cookies.support,
      });
      assert.equal((await send('Totally New', 'hi again', { from: guestHome })).statusCode, 201);
    });

    it('holds links with spaced, full-width and ideographic dots and any scheme', async () => {
      for (const text of [
        'visit evil . com',
        'visit evil。com',
        'visit evil．com',
        'visit evil｡com',
        'get ftp://x',
        'try gopher://y',
      ]) {
        const message = await sent('Linky', text);
        assert.equal(message.isModerated, true, text);
      }
      assert.equal((await sent('Linky', 'the store. Me too')).isModerated, false);
    });
  });
}
