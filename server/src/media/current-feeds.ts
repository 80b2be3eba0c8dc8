import type { PublishedFeed } from './media-server';
import { janusCode, NO_SUCH_FEED } from './videoroom-errors';

// A viewer's subscription names the feeds it joins, from a list read a moment before. A
// publisher can stop in between (End Live Stream, a closed tab, the click-in's time up): Janus
// then refuses the whole join with VideoRoom's 'No such feed'. That is nobody's error: read the
// list again and join what is published now. Seen on a debate stage, where a debater ending
// their stream makes every viewer (the other debater too) subscribe again at once.

/** Lists and joins at most this many times before answering "nobody publishes right now". */
export const SUBSCRIBE_TRIES = 3;

/**
 * Joins the feeds `list` answers, listing again when one of them stopped before the join;
 * null while nobody publishes, or when the list keeps changing under the join (the viewer
 * asks again a moment later). Any other error is thrown.
 */
export async function joinCurrentFeeds<T>(
  list: () => Promise<PublishedFeed[]>,
  join: (feeds: PublishedFeed[]) => Promise<T>,
): Promise<T | null> {
  for (let attempt = 1; attempt <= SUBSCRIBE_TRIES; attempt += 1) {
    const feeds = await list();
    if (feeds.length === 0) return null;
    try {
      return await join(feeds);
    } catch (error) {
      if (janusCode(error) !== NO_SUCH_FEED) throw error;
    }
  }
  return null;
}
