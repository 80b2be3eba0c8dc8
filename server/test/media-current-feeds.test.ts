import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { joinCurrentFeeds, SUBSCRIBE_TRIES } from '../src/media/current-feeds';
import type { PublishedFeed } from '../src/media/media-server';
import { NO_SUCH_FEED } from '../src/media/videoroom-errors';

// A viewer's join racing a publisher who stops (current-feeds.ts). That Debian's Janus answers
// such a join with 428 is checked against the real one in media-janus.test.ts.

const feed = (candidateId: number, feedId: string): PublishedFeed => ({ candidateId, feedId });
const janusError = (code: number) => Object.assign(new Error(`${code} janus`), { _code: code });

/** A list that answers each of `lists` in turn (the last one from then on), counting reads. */
function lists(...answers: PublishedFeed[][]) {
  let reads = 0;
  return {
    list: async () => answers[Math.min(reads++, answers.length - 1)]!,
    reads: () => reads,
  };
}

describe('joining the feeds published now', () => {
  it('joins the listed feeds', async () => {
    const { list, reads } = lists([feed(1, 'a'), feed(2, 'b')]);
    const joined = await joinCurrentFeeds(list, async (feeds) => feeds.map((f) => f.feedId));
    assert.deepEqual(joined, ['a', 'b']);
    assert.equal(reads(), 1);
  });

  it('lists again when a listed feed stopped before the join, and joins what is left', async () => {
    const { list, reads } = lists([feed(1, 'a'), feed(2, 'b')], [feed(2, 'b')]);
    const joins: string[][] = [];
    const joined = await joinCurrentFeeds(list, async (feeds) => {
      joins.push(feeds.map((f) => f.feedId));
      if (feeds.some((f) => f.feedId === 'a')) throw janusError(NO_SUCH_FEED);
      return 'subscribed';
    });
    assert.equal(joined, 'subscribed');
    assert.deepEqual(joins, [['a', 'b'], ['b']]);
    assert.equal(reads(), 2);
  });

  it('answers null, joining nothing, when nobody publishes (any more)', async () => {
    let joins = 0;
    const join = async () => {
      joins += 1;
      throw janusError(NO_SUCH_FEED);
    };
    assert.equal(await joinCurrentFeeds(lists([]).list, join), null);
    assert.equal(joins, 0);
    // The only publisher stopped between the list and the join: the next list is empty.
    assert.equal(await joinCurrentFeeds(lists([feed(1, 'a')], []).list, join), null);
    assert.equal(joins, 1);
  });

  it('gives up with null after a few tries when the feeds keep stopping under the join', async () => {
    const { list, reads } = lists([feed(1, 'a')]);
    const join = async (): Promise<string> => {
      throw janusError(NO_SUCH_FEED);
    };
    assert.equal(await joinCurrentFeeds(list, join), null);
    assert.equal(reads(), SUBSCRIBE_TRIES);
  });

  it('throws any other error at once', async () => {
    const { list, reads } = lists([feed(1, 'a')]);
    await assert.rejects(
      joinCurrentFeeds(list, async () => {
        throw janusError(426);
      }),
      /426 janus/,
    );
    assert.equal(reads(), 1);
  });
});
