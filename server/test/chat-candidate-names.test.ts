import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CHAT_NAME_RESERVED_MESSAGE, contract } from 'shared-api/contracts';
import { appWithStorage } from './helpers/app-with-storage';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// docs/roles.md: a chat username equal (without case or spaces) to an activated
// candidate's name is that candidate's account's; anyone else gets a clear 403, and the
// candidate's own messages under it are verified.

for (const kind of DATABASE_KINDS) {
  describe(`chat names of verified candidates (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let casey: Record<string, string>;
    let other: Record<string, string>;
    let address = 0;

    before(async () => {
      database = await createTestDatabase(kind);
      ({ app } = appWithStorage(database.db));
      const db = database.db;
      await db.query(`insert into stream_channels (id, state_code) values ('state-CA', 'CA')`);
      const caseyUser = await insertUser(db, { firstName: 'Casey', lastName: 'Morales' });
      await insertCandidate(db, { userId: caseyUser, name: 'Casey Morales', isActivated: true });
      casey = await loginCookies(db, caseyUser);
      // Not activated: nobody's name yet.
      await insertCandidate(db, { userId: await insertUser(db), name: 'Morgan Reyes' });
      other = await loginCookies(db, await insertUser(db));
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const send = (username: string, cookies: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/chat',
        cookies,
        remoteAddress: `10.0.1.${++address}`,
        payload: { channelId: 'state-CA', username, message: 'Vote for me', isModerated: false },
      });

    it("refuses an activated candidate's name to visitors and other accounts (403)", async () => {
      for (const [username, cookies] of [
        ['Casey Morales', {}],
        ['casey morales', other],
        ['  CASEY   MORALES ', other],
        ['CaseyMorales', {}],
      ] as const) {
        const response = await send(username, cookies);
        assert.equal(response.statusCode, 403, username);
        assert.deepEqual(response.json(), { message: CHAT_NAME_RESERVED_MESSAGE });
      }
      const { rows } = await database.db.query('select 1 from chat_messages');
      assert.equal(rows.length, 0);
    });

    it("marks the candidate's own messages under their name as verified", async () => {
      const own = await send('Casey Morales', casey);
      assert.equal(own.statusCode, 201, own.body);
      assert.equal(contract.chat.send.response.parse(own.json()).verified, true);
      const nickname = await send('Casey', casey);
      assert.equal(nickname.statusCode, 201);
      assert.equal(nickname.json().verified, false);
      const plain = await send('Morgan Reyes', other);
      assert.equal(plain.statusCode, 201);
      assert.equal(plain.json().verified, false);

      const read = await app.inject({ method: 'GET', url: '/api/chat/state-CA' });
      const messages = contract.chat.messages.response.parse(read.json());
      assert.deepEqual(
        messages.map((message) => [message.username, message.verified]),
        [
          ['Casey Morales', true],
          ['Casey', false],
          ['Morgan Reyes', false],
        ],
      );
    });
  });
}
