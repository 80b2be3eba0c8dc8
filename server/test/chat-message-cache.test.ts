import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ChannelMessageCache } from '../src/chat/channel-message-cache';
import { SerializedJson } from '../src/http/validate';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// What chat polls are answered from: the usual poll (all of the latest, up to 50) gets JSON
// written once per new message; other shapes are cut from the same cached list.

for (const kind of DATABASE_KINDS) {
  describe(`ChannelMessageCache (${kind})`, () => {
    let database: TestDatabase;
    const insert = async (text: string) => {
      const { rows } = await database.db.query<{ id: number }>(
        `insert into chat_messages (channel_id, username, message) values ('state-OH', 'u', $1)
         returning id`,
        [text],
      );
      return rows[0].id;
    };

    before(async () => {
      database = await createTestDatabase(kind);
      await database.db.query(
        `insert into stream_channels (id, state_code) values ('state-OH', 'OH')`,
      );
    });
    after(() => database.dispose());

    it('answers the usual poll with one JSON per new message, other shapes as lists', async () => {
      const cache = new ChannelMessageCache(database.db);
      const ids = [await insert('one'), await insert('two'), await insert('three')];
      const lastId = (await cache.lastId('state-OH'))!;
      assert.equal(lastId, ids[2]);

      const first = await cache.messages('state-OH', lastId, { limit: 50 });
      const again = await cache.messages('state-OH', lastId, { limit: 50 });
      assert.ok(first instanceof SerializedJson);
      assert.equal(again, first, 'the same JSON, not written again');
      assert.deepEqual(
        JSON.parse(first.text).map((m: { message: string }) => m.message),
        ['one', 'two', 'three'],
      );

      // Fewer than all, or only newer ones: a list cut from the same messages.
      const lastTwo = await cache.messages('state-OH', lastId, { limit: 2 });
      assert.deepEqual(
        (lastTwo as { message: string }[]).map((m) => m.message),
        ['two', 'three'],
      );
      const newer = await cache.messages('state-OH', lastId, { limit: 50, after: ids[0] });
      assert.deepEqual(
        (newer as { message: string }[]).map((m) => m.message),
        ['two', 'three'],
      );

      // A new message: new JSON holding it.
      const fourth = await insert('four');
      cache.noteInsert('state-OH', fourth);
      const next = await cache.messages('state-OH', (await cache.lastId('state-OH'))!, {
        limit: 50,
      });
      assert.ok(next instanceof SerializedJson);
      assert.notEqual(next, first);
      assert.equal(JSON.parse(next.text).at(-1).message, 'four');
    });
  });
}
