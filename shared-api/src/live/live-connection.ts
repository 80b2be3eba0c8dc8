import {
  LIVE_EVENT_ID_PATTERN,
  LIVE_EVENT_KINDS,
  LIVE_PATH,
  LIVE_POSITION_ELEMENT_ID,
  LIVE_POSITION_FRESH_MS,
  LIVE_READY_EVENT,
  LIVE_RESYNC_EVENT,
  type LiveEventData,
  type LivePosition,
  type LiveEventKind,
  type LiveTopic,
} from '../contracts/live-topics';

// The page's one live connection: a single EventSource for every topic the
// mounted screens follow, opened from the page's live position (the newest event the data it
// was served with includes), reopened when that set changes (resuming after the last event it
// heard, so nothing falls between the two), and reconnected by the browser itself after a
// drop (with Last-Event-ID; the server replays what was missed). While it is not open the
// screens poll at the spec's intervals (`isOpen` false); a server that refuses the stream
// (an older server, a proxy in the way) is asked again later, less and less often.
//
// One per page, whatever the number of shared-api copies the remotes load (skew-safe
// sharing, ARCHITECTURE.md): the instance lives on globalThis under a versioned symbol.

export interface LiveHandlers {
  /** An event of the followed topic. */
  onEvent(kind: LiveEventKind, data: unknown): void;
  /** Events may have been missed (a new connection, a resync): read everything afresh. */
  onResync(): void;
}

/**
 * The live position the server wrote into the page (LIVE_POSITION_ELEMENT_ID), while the page
 * is young enough for it to describe what its screens read; else undefined.
 */
function pagePosition(): { lastEventId: string; heardAt?: number } | undefined {
  if (typeof document === 'undefined' || performance.now() > LIVE_POSITION_FRESH_MS) return;
  const text = document.getElementById(LIVE_POSITION_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    const { lastEventId, heardAt } = JSON.parse(text) as Partial<LivePosition>;
    if (typeof lastEventId !== 'string' || !LIVE_EVENT_ID_PATTERN.test(lastEventId)) return;
    return { lastEventId, heardAt };
  } catch {
    return;
  }
}

/** Where a connection opened now resumes: after the last event heard, else the page's position. */
function resumeQuery(lastEventId: string | undefined): string {
  if (lastEventId !== undefined) return `&lastEventId=${lastEventId}`;
  const page = pagePosition();
  if (!page) return '';
  // A time the server would refuse (and so refuse the stream) is left out.
  const { heardAt: at } = page;
  const heardAt = at !== undefined && Number.isSafeInteger(at) && at > 0 ? `&heardAt=${at}` : '';
  return `&lastEventId=${page.lastEventId}${heardAt}`;
}

/** Waits before asking again a server that refused the stream: 5 s, doubling to 60 s. */
const REFUSED_RETRY_MS = [5_000, 10_000, 20_000, 40_000, 60_000];
/** Event ids remembered, so an event replayed after a reconnect is handled once. */
const HEARD_IDS_KEPT = 500;

export class LiveConnection {
  private readonly followers = new Map<LiveTopic, Set<LiveHandlers>>();
  private readonly statusListeners = new Set<() => void>();
  private readonly heard = new Set<string>();
  private source: EventSource | undefined;
  private sourceTopics = '';
  private open = false;
  private lastEventId: string | undefined;
  private refusals = 0;
  private reopenTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly createSource: (url: string) => EventSource | undefined) {}

  /** Follows `topic` with `handlers`; answers the function that stops. */
  follow(topic: LiveTopic, handlers: LiveHandlers): () => void {
    let set = this.followers.get(topic);
    if (!set) this.followers.set(topic, (set = new Set()));
    set.add(handlers);
    this.scheduleReopen(0);
    return () => {
      set.delete(handlers);
      if (set.size === 0) this.followers.delete(topic);
      this.scheduleReopen(0);
    };
  }

  /** Whether events arrive now (else the screens poll). */
  isOpen(): boolean {
    return this.open;
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private setOpen(open: boolean): void {
    if (this.open === open) return;
    this.open = open;
    for (const listener of [...this.statusListeners]) listener();
  }

  private scheduleReopen(delayMs: number): void {
    if (this.reopenTimer !== undefined) {
      if (delayMs > 0) return;
      clearTimeout(this.reopenTimer);
    }
    // Later in the same turn: a page mounting several screens opens one connection.
    this.reopenTimer = setTimeout(() => {
      this.reopenTimer = undefined;
      this.reopen();
    }, delayMs);
  }

  private close(): void {
    this.source?.close();
    this.source = undefined;
    this.sourceTopics = '';
    this.setOpen(false);
  }

  private reopen(): void {
    const topics = [...this.followers.keys()].sort().join(',');
    if (this.source && this.sourceTopics === topics) return;
    this.close();
    if (topics === '') return;
    // Before any event is heard, the page's own position: what its data already includes.
    const resume = resumeQuery(this.lastEventId);
    const query = `topics=${encodeURIComponent(topics)}${resume}`;
    const source = this.createSource(`${LIVE_PATH}?${query}`);
    if (!source) return; // no EventSource here: the screens keep polling
    this.source = source;
    this.sourceTopics = topics;

    source.addEventListener(LIVE_READY_EVENT, () => {
      this.refusals = 0;
      this.setOpen(true);
      // A first connection without the page's position cannot know what happened before it:
      // read afresh once. A resumed one (from the page's position, after a new topic set, or
      // the browser's own reconnect) is replayed instead, or told to resync.
      if (resume === '' && this.lastEventId === undefined) this.resyncAll();
    });
    source.addEventListener(LIVE_RESYNC_EVENT, () => this.resyncAll());
    for (const kind of LIVE_EVENT_KINDS) {
      source.addEventListener(kind, (event) => this.dispatch(kind, event as MessageEvent<string>));
    }
    source.onerror = () => {
      if (this.source !== source) return;
      // Reconnecting by itself (CONNECTING): poll meanwhile; the replay fills the gap.
      this.setOpen(false);
      if (source.readyState === 2 /* CLOSED: refused, will not retry by itself */) {
        this.close();
        const wait = REFUSED_RETRY_MS[Math.min(this.refusals, REFUSED_RETRY_MS.length - 1)];
        this.refusals += 1;
        this.scheduleReopen(wait);
      }
    };
  }

  private dispatch(kind: LiveEventKind, event: MessageEvent<string>): void {
    const id = event.lastEventId;
    if (id) {
      if (this.heard.has(id)) return;
      this.heard.add(id);
      if (this.heard.size > HEARD_IDS_KEPT) this.heard.delete(this.heard.values().next().value!);
      if (this.lastEventId === undefined || Number(id) > Number(this.lastEventId)) {
        this.lastEventId = id;
      }
    }
    let parsed: LiveEventData;
    try {
      parsed = JSON.parse(event.data) as LiveEventData;
    } catch {
      return;
    }
    for (const handlers of [...(this.followers.get(parsed.topic) ?? [])]) {
      handlers.onEvent(kind, parsed.data);
    }
  }

  private resyncAll(): void {
    for (const set of [...this.followers.values()]) {
      for (const handlers of [...set]) handlers.onResync();
    }
  }
}

const INSTANCE = Symbol.for('paid.live-connection.v1');

/** The page's live connection (made on first use). */
export function liveConnection(): LiveConnection {
  const holder = globalThis as { [INSTANCE]?: LiveConnection };
  holder[INSTANCE] ??= new LiveConnection((url) =>
    typeof EventSource === 'undefined' ? undefined : new EventSource(url),
  );
  return holder[INSTANCE];
}
