import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ChannelMessageCache } from '../src/chat/channel-message-cache';
import { SerializedJson } from '../src/serialized-json';
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
      const head = (await cache.head('state-OH'))!;
      assert.equal(head.lastId, ids[2]);
      assert.equal(head.version, 0);

      const first = await cache.messages('state-OH', head, { limit: 50 });
      const again = await cache.messages('state-OH', head, { limit: 50 });
      assert.ok(first instanceof SerializedJson);
      assert.equal(again, first, 'the same JSON, not written again');
      assert.deepEqual(
        JSON.parse(first.text).map((m: { message: string }) => m.message),
        ['one', 'two', 'three'],
      );

      // Fewer than all, or only newer ones: a list cut from the same messages.
      const lastTwo = await cache.messages('state-OH', head, { limit: 2 });
      assert.deepEqual(
        (lastTwo as { message: string }[]).map((m) => m.message),
        ['two', 'three'],
      );
      const newer = await cache.messages('state-OH', head, { limit: 50, after: ids[0] });
      assert.deepEqual(
        (newer as { message: string }[]).map((m) => m.message),
        ['two', 'three'],
      );

      // A new message: new JSON holding it.
      const fourth = await insert('four');
      cache.noteInsert('state-OH', fourth);
      const next = await cache.messages('state-OH', (await cache.head('state-OH'))!, {
        limit: 50,
      });
      assert.ok(next instanceof SerializedJson);
      assert.notEqual(next, first);
      assert.equal(JSON.parse(next.text).at(-1).message, 'four');
    });

    it('lists shown messages only, and reads again when a moderation change bumps the version', async () => {
      const cache = new ChannelMessageCache(database.db);
      const held = await database.db.query<{ id: number }>(
        `insert into chat_messages (channel_id, username, message, is_moderated)
         values ('state-OH', 'u', 'see paid.com', true) returning id`,
      );
      const heldId = held.rows[0].id;
      const before = (await cache.head('state-OH'))!;
      assert.equal(before.lastId, heldId, 'the head counts the held message');
      const listed = (list: unknown) =>
        (list instanceof SerializedJson ? JSON.parse(list.text) : list) as { id: number }[];
      const shown = listed(await cache.messages('state-OH', before, { limit: 50 }));
      assert.ok(!shown.some((m) => m.id === heldId), 'a held message is not listed');

      // Approved (by the trigger the version moves): listed after the head is read again.
      await database.db.query('update chat_messages set is_moderated = false where id = $1', [
        heldId,
      ]);
      cache.noteChange('state-OH');
      const after = (await cache.head('state-OH'))!;
      assert.equal(after.version, before.version + 1);
      const approved = listed(await cache.messages('state-OH', after, { limit: 50 }));
      assert.equal(approved.at(-1)?.id, heldId);

      await database.db.query("update chat_messages set removed = 'deleted' where id = $1", [
        heldId,
      ]);
      cache.noteChange('state-OH');
      const deleted = (await cache.head('state-OH'))!;
      assert.equal(deleted.version, before.version + 2);
      const remaining = listed(await cache.messages('state-OH', deleted, { limit: 50 }));
      assert.ok(!remaining.some((m) => m.id === heldId), 'a deleted message is not listed');
    });
  });
}
