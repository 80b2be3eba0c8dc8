import { CHAT_HISTORY_LIMIT, type ChatMessage } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { SerializedJson } from '../serialized-json';

// What chat polls read, kept in memory. Thousands of viewers poll every 3 s; between two
// messages every poll of a channel would run the same queries. Per existing channel (at most
// one per state, so random ids cannot grow the maps) this keeps:
//  - the id of the newest message, re-read at most once per `ttlMs` and replaced on every
//    insert through this process: a poll that matches it answers 304 without any query;
//  - the latest 50 messages as of that id, read once per new message: every poll (any
//    `limit` up to 50, any `after`) is answered from them, and the usual poll (all of them)
//    with their JSON, written once per new message rather than once per poll.
// Another server instance's inserts are seen within `ttlMs`, well inside the poll interval.
// Concurrent polls that find the cache stale share one query instead of each running it.
// Moderation (docs/roles.md) changes the list without a new id: a held message is not in it until
// approved, a deleted one leaves it. The channel's chat_version counts those changes (a
// trigger, migration 0019); the head holds it beside the newest id, so both go in the ETag.

export interface ChatRow {
  id: number;
  channelId: string;
  username: string;
  message: string;
  timestamp: Date | string;
  isModerated: boolean;
  verified: boolean;
}

export const CHAT_COLUMNS = `id, channel_id as "channelId", username, message,
  created_at as "timestamp", is_moderated as "isModerated", verified`;

export function toChatMessage(row: ChatRow): ChatMessage {
  return { ...row, timestamp: new Date(row.timestamp).toISOString() };
}

/** What a channel's list is as of: its newest message and its moderation changes. */
export interface ChannelHead {
  lastId: number;
  version: number;
}

interface Head extends ChannelHead {
  readAt: number;
}

interface Latest extends ChannelHead {
  messages: ChatMessage[];
  /** The JSON of all of `messages`, made by the first poll that answers them whole. */
  json?: SerializedJson<ChatMessage[]>;
}

export class ChannelMessageCache {
  private readonly heads = new Map<string, Head>();
  private readonly headReads = new Map<string, Promise<Head | null>>();
  private readonly latest = new Map<string, Latest>();
  private readonly latestReads = new Map<string, Promise<Latest>>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The channel's newest message id (0 when empty) and version, or null for no channel. */
  async head(channelId: string): Promise<ChannelHead | null> {
    const cached = this.heads.get(channelId);
    if (cached && this.now() - cached.readAt < this.ttlMs) return cached;
    let read = this.headReads.get(channelId);
    if (!read) {
      read = this.readHead(channelId).finally(() => this.headReads.delete(channelId));
      this.headReads.set(channelId, read);
    }
    return await read;
  }

  private async readHead(channelId: string): Promise<Head | null> {
    // chat_messages_channel_idx (channel_id, id) read backwards: one index entry.
    const { rows } = await this.db.query<{ lastId: number | null; version: number }>(
      `select (select max(m.id) from chat_messages m where m.channel_id = c.id) as "lastId",
              c.chat_version as version
         from stream_channels c where c.id = $1`,
      [channelId],
    );
    if (!rows[0]) {
      this.forget(channelId);
      return null;
    }
    // An insert noted while the query ran may be newer than what the query saw.
    const head = {
      lastId: Math.max(rows[0].lastId ?? 0, this.heads.get(channelId)?.lastId ?? 0),
      version: Number(rows[0].version),
      readAt: this.now(),
    };
    this.heads.set(channelId, head);
    return head;
  }

  /**
   * The latest `limit` shown messages with an id above `after`, oldest first, as of `head`.
   * The latest 50 always contain them: either there are at least `limit` newer than `after`
   * (then they are the newest `limit` overall) or all of them are among the newest.
   */
  async messages(
    channelId: string,
    head: ChannelHead,
    { limit, after = 0 }: { limit: number; after?: number },
  ): Promise<ChatMessage[] | SerializedJson<ChatMessage[]>> {
    const latest = await this.latestMessages(channelId, head);
    const { messages } = latest;
    if (limit >= messages.length && (messages[0]?.id ?? 0) > after) {
      // All of them: the answer of nearly every poll, the same until the next message.
      latest.json ??= new SerializedJson(messages);
      return latest.json;
    }
    const newer = messages.filter((message) => message.id > after);
    return newer.slice(Math.max(0, newer.length - limit));
  }

  private async latestMessages(channelId: string, head: ChannelHead): Promise<Latest> {
    const cached = this.latest.get(channelId);
    if (cached && cached.lastId >= head.lastId && cached.version >= head.version) return cached;
    const key = `${channelId}|${head.lastId}|${head.version}`;
    let read = this.latestReads.get(key);
    if (!read) {
      read = this.readLatest(channelId, head).finally(() => this.latestReads.delete(key));
      this.latestReads.set(key, read);
    }
    return read;
  }

  private async readLatest(channelId: string, head: ChannelHead): Promise<Latest> {
    // Shown messages only: not held for review, not deleted or rejected.
    const { rows } = await this.db.query<ChatRow>(
      `select * from (
         select ${CHAT_COLUMNS} from chat_messages
          where channel_id = $1 and not is_moderated and removed is null
          order by id desc
          limit $2
       ) latest
       order by id`,
      [channelId, CHAT_HISTORY_LIMIT],
    );
    const messages = rows.map(toChatMessage);
    const latest = {
      lastId: Math.max(head.lastId, messages.at(-1)?.id ?? 0),
      version: head.version,
      messages,
    };
    const current = this.latest.get(channelId);
    if (!current || current.lastId < latest.lastId || current.version < latest.version) {
      this.latest.set(channelId, latest);
    }
    return latest;
  }

  /** After an insert through this process: pollers here see the new message at once. */
  noteInsert(channelId: string, messageId: number): void {
    const head = this.heads.get(channelId);
    // Without a head its version is unknown: the next poll reads it.
    if (head && messageId > head.lastId) {
      this.heads.set(channelId, { lastId: messageId, version: head.version, readAt: this.now() });
    }
  }

  /** After a moderation change through this process: the next poll here reads the head. */
  noteChange(channelId: string): void {
    this.heads.delete(channelId);
  }

  private forget(channelId: string): void {
    this.heads.delete(channelId);
    this.latest.delete(channelId);
  }
}
