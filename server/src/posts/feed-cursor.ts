import { invalid } from '../domain-error';

// The feed is ordered by (created_at desc, id desc). A cursor names the last post of a page
// by that pair, so the next page is "older than this", stable while new posts arrive and
// still valid when that post is deleted. The time is kept as PostgreSQL's exact text with
// microseconds (a JS Date would round it to milliseconds and skip or repeat posts).

export interface FeedPosition {
  /** UTC timestamp text with microseconds, e.g. 2026-01-02T03:04:05.123456Z. */
  createdAt: string;
  id: number;
}

const POSITION = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|(\d{1,15})$/;

export function encodeFeedCursor(position: FeedPosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`).toString('base64url');
}

/** The position a cursor names, or a 400 for anything the server did not hand out. */
export function decodeFeedCursor(cursor: string): FeedPosition {
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || Number.isNaN(Date.parse(match[1]))) {
    const message = 'This page link is not valid; reload the feed';
    throw invalid(message, { cursor: message });
  }
  return { createdAt: match[1], id: Number(match[2]) };
}
