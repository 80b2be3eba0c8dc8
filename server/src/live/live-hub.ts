import type { Db } from '../db/db';
import type { LivePosition } from 'shared-api/contracts';
import { noteCommitElsewhere } from '../db/transaction-activity';

// The server's side of live push. Every server LISTENs on `paid_live` (PostgreSQL:
// one connection of its own; PGlite: in process) and hands each event to the Server-Sent
// Events connections that follow its topic. Events are written by database triggers
// (migration 0015), so a gift settled on one server reaches viewers connected to another.
//
// Listening starts with the first subscriber or the first page served (its live position,
// `position`), so an app that never streams (tests, the admin command) holds no extra
// connection.

export const LIVE_CHANNEL = 'paid_live';
/** Events older than this are deleted (live/live-events-cleanup); a later reconnect resyncs. */
export const LIVE_EVENTS_KEPT_MS = 10 * 60_000;
/**
 * Replay also looks this far back before the last event a client heard: an event written
 * just before it by a transaction that committed just after it has a smaller id. The client
 * drops ids it already has.
 */
const LATE_COMMIT_MS = 5_000;
const REPLAY_MAX = 1_000;

export interface LiveEvent {
  id: number;
  topic: string;
  kind: string;
  data: unknown;
}

export type LiveSubscriber = (event: LiveEvent) => void;

/** How live push's LISTEN is (GET /api/health): `idle` until something first needs it. */
export type LivePushState = 'idle' | 'starting' | 'up' | 'down';

const EVENT_COLUMNS = 'id, topic, kind, data';

function parseNotification(payload: string): Partial<LiveEvent> | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveEvent>;
    return typeof value.id === 'number' ? value : null;
  } catch {
    return null;
  }
}

export class LiveHub {
  private readonly subscribers = new Map<string, Set<LiveSubscriber>>();
  private listening: Promise<() => Promise<void>> | undefined;
  /** The newest event id heard here: after a lost connection, reading resumes after it. */
  private lastHeardId = 0;
  /** Whether every event from listening's start on is known here (`startFromNewest`). */
  private heardFromStart = false;
  private closed = false;
  private pushState: LivePushState = 'idle';
  /** How far the database's clock (events' created_at) is ahead of this process's. */
  private dbClockAheadMs = 0;

  constructor(private readonly db: Db) {}

  /** Follows `topics` from now on; answers the function that stops following. */
  async subscribe(topics: readonly string[], subscriber: LiveSubscriber): Promise<() => void> {
    await this.listen();
    for (const topic of topics) {
      let set = this.subscribers.get(topic);
      if (!set) this.subscribers.set(topic, (set = new Set()));
      set.add(subscriber);
    }
    return () => {
      for (const topic of topics) {
        const set = this.subscribers.get(topic);
        set?.delete(subscriber);
        if (set?.size === 0) this.subscribers.delete(topic);
      }
    };
  }

  /**
   * Where a page served now may resume live events (written into it, http/shell-html.ts): the
   * newest event this server has heard. Every event up to it has already made this server's
   * caches read afresh (`deliver`), so the data the page reads after this call includes it;
   * the later ones are replayed to the page's first connection. Null while this server is not
   * listening yet, or no event is known (the page then reads afresh as its connection opens):
   * a page never waits for the database's LISTEN to start, which could hang while it is down.
   */
  position(): LivePosition | null {
    if (!this.heardFromStart) {
      // The next page's position, once it is known (never after close: the app is stopping).
      if (!this.closed) this.listen().catch(() => {});
      return null;
    }
    if (this.lastHeardId === 0) return null;
    const heardAt = Math.round(Date.now() + this.dbClockAheadMs);
    return { lastEventId: String(this.lastHeardId), heardAt };
  }

  /**
   * The events of `topics` after `afterId`, oldest first, for a client that reconnects; null
   * when `afterId` is no longer kept (the client must refresh everything instead).
   * `heardAt` (ms, the database's clock): when the client learned `afterId`, if known (a
   * page's live position); the look-back for late commits starts from the later of it and
   * the event's own time.
   */
  async replay(
    topics: readonly string[],
    afterId: number,
    heardAt?: number,
  ): Promise<LiveEvent[] | null> {
    const { rows } = await this.db.query<LiveEvent & { anchor: boolean }>(
      `with anchor as (select created_at from live_events where id = $2)
       select ${EVENT_COLUMNS}, exists (select 1 from anchor) as anchor
         from live_events
        where topic = any($1::text[])
          and id <> $2
          and (id > $2 or created_at >= greatest((select created_at from anchor),
                                                 to_timestamp($4::float8 / 1000))
                                         - $3::float8 * interval '1 millisecond')
        order by id
        limit ${REPLAY_MAX}`,
      [[...topics], afterId, LATE_COMMIT_MS, heardAt ?? null],
    );
    if (rows.length > 0 && !rows[0].anchor) return null;
    if (rows.length === 0) {
      const { rows: kept } = await this.db.query('select 1 from live_events where id = $1', [
        afterId,
      ]);
      if (kept.length === 0) return null;
    }
    return rows.map(({ anchor: _anchor, ...event }) => ({ ...event, id: Number(event.id) }));
  }

  /** Whether this server hears live events now (GET /api/health). */
  state(): LivePushState {
    return this.pushState;
  }

  async close(): Promise<void> {
    const listening = this.listening;
    this.listening = undefined;
    this.heardFromStart = false;
    this.closed = true;
    this.pushState = 'idle';
    this.subscribers.clear();
    if (listening) await (await listening.catch(() => async () => {}))();
  }

  private listen(): Promise<() => Promise<void>> {
    if (!this.listening) {
      this.pushState = 'starting';
      this.listening = this.db
        .listen(
          LIVE_CHANNEL,
          (payload) => void this.onNotification(payload),
          () => {
            this.pushState = 'up';
            void this.catchUp();
          },
          () => {
            this.pushState = 'down';
          },
        )
        .then(async (stop) => {
          await this.startFromNewest().catch(() => {});
          if (this.pushState === 'starting') this.pushState = 'up';
          return stop;
        });
      // A failed start is tried again by the next subscriber or page.
      this.listening.catch(() => {
        this.listening = undefined;
        this.pushState = 'down';
      });
    }
    return this.listening;
  }

  /**
   * Once listening: every event written so far counts as heard. A value this server cached
   * before it listened may predate one of them, so its caches read afresh from here on.
   */
  private async startFromNewest(): Promise<void> {
    const asked = Date.now();
    const { rows } = await this.db.query<{ id: string | number | null; nowMs: number }>(
      `select max(id) as id, extract(epoch from clock_timestamp()) * 1000 as "nowMs"
         from live_events`,
    );
    const newest = Number(rows[0]?.id ?? 0);
    if (newest > this.lastHeardId) this.lastHeardId = newest;
    const nowMs = Number(rows[0]?.nowMs);
    if (Number.isFinite(nowMs)) this.dbClockAheadMs = nowMs - (asked + Date.now()) / 2;
    noteCommitElsewhere();
    this.heardFromStart = true;
  }

  private async onNotification(payload: string): Promise<void> {
    const heard = parseNotification(payload);
    if (!heard) return;
    if (typeof heard.topic === 'string' && typeof heard.kind === 'string') {
      this.deliver(heard as LiveEvent);
      return;
    }
    // Too large for NOTIFY: the notification held only the id.
    const { rows } = await this.db
      .query<LiveEvent>(`select ${EVENT_COLUMNS} from live_events where id = $1`, [heard.id])
      .catch(() => ({ rows: [] as LiveEvent[] }));
    if (rows[0]) this.deliver({ ...rows[0], id: Number(rows[0].id) });
  }

  /** After a lost LISTEN connection: what was written meanwhile, from the table. */
  private async catchUp(): Promise<void> {
    const { rows } = await this.db
      .query<LiveEvent>(
        `select ${EVENT_COLUMNS} from live_events where id > $1 order by id limit ${REPLAY_MAX}`,
        [this.lastHeardId],
      )
      .catch(() => ({ rows: [] as LiveEvent[] }));
    for (const row of rows) this.deliver({ ...row, id: Number(row.id) });
  }

  private deliver(event: LiveEvent): void {
    if (event.id > this.lastHeardId) this.lastHeardId = event.id;
    // A commit, perhaps on another server: the summary and brackets it may have moved are
    // read afresh by the request this event makes pages send.
    noteCommitElsewhere();
    const set = this.subscribers.get(event.topic);
    if (!set) return;
    for (const subscriber of [...set]) subscriber(event);
  }
}

/** Deletes the events no reconnect will ask for any more (one indexed delete). */
export async function deleteOldLiveEvents(db: Db, keptMs = LIVE_EVENTS_KEPT_MS): Promise<void> {
  await db.query(
    `delete from live_events where created_at < now() - $1::float8 * interval '1 millisecond'`,
    [keptMs],
  );
}
