// A stand-in for the browser's EventSource (jsdom has none), for the tests of live push
// (shared-api/src/live): it records the connections a page opens, and a test plays the
// server: `ready`, events with ids, a drop, a refusal.

type Listener = (event: MessageEvent<string>) => void;

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every connection opened since `installFakeEventSource`, oldest first. */
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  /** The `topics` the page asked for, and the `lastEventId` it resumed from. */
  get query(): { topics: string[]; lastEventId: string | null } {
    const params = new URL(this.url, 'http://localhost').searchParams;
    return {
      topics: (params.get('topics') ?? '').split(','),
      lastEventId: params.get('lastEventId'),
    };
  }

  addEventListener(type: string, listener: Listener): void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends an event (`data` as JSON). */
  emit(type: string, data: unknown, id = ''): void {
    if (this.readyState === FakeEventSource.CLOSED) return;
    this.readyState = FakeEventSource.OPEN;
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
  }

  /** The connection drops; `refused`: the server answered something else than a stream. */
  fail({ refused = false } = {}): void {
    this.readyState = refused ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }
}

/** Puts the fake in place of EventSource, with a fresh live connection for the page. */
export function installFakeEventSource(): void {
  FakeEventSource.opened = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('paid.live-connection.v1')];
}

export function removeFakeEventSource(): void {
  delete (globalThis as { EventSource?: unknown }).EventSource;
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('paid.live-connection.v1')];
}

/**
 * Around each test of the calling file or describe block: fake timers (the live connection
 * opens in a timer) and the fake EventSource with a fresh live connection.
 */
export function withFakeLiveConnection(): void {
  beforeEach(() => {
    jest.useFakeTimers();
    installFakeEventSource();
  });
  afterEach(() => {
    removeFakeEventSource();
    jest.useRealTimers();
  });
}
