import {
  FakeEventSource,
  removeFakeEventSource,
  withFakeLiveConnection,
} from 'shared-config/testing';
import { LIVE_POSITION_ELEMENT_ID, LIVE_POSITION_FRESH_MS } from '../contracts/live-topics';
import { liveConnection, type LiveHandlers } from './live-connection';

// The page's one live connection: one EventSource for every followed topic, resumed after
// the last event heard when the topics change, each event handled once, and the screens told
// to read afresh or to poll when push is not there.

function recorder() {
  const events: [string, unknown][] = [];
  let resyncs = 0;
  const handlers: LiveHandlers = {
    onEvent: (kind, data) => events.push([kind, data]),
    onResync: () => (resyncs += 1),
  };
  return { handlers, events, resyncs: () => resyncs };
}

const flush = () => jest.advanceTimersByTime(0);

withFakeLiveConnection();

describe('liveConnection', () => {
  it('opens one stream for every topic followed in the same turn, and none for none', () => {
    const live = liveConnection();
    expect(liveConnection()).toBe(live); // one per page
    const stopChat = live.follow('chat:state-CA', recorder().handlers);
    const stopSummary = live.follow('competition', recorder().handlers);
    flush();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.opened[0].url).toBe('/api/live?topics=chat%3Astate-CA%2Ccompetition');
    stopChat();
    stopSummary();
    flush();
    expect(FakeEventSource.opened[0].readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('hands each event to its topic once, and is open only once the server is ready', () => {
    const live = liveConnection();
    const chat = recorder();
    const summary = recorder();
    live.follow('chat:state-CA', chat.handlers);
    live.follow('competition', summary.handlers);
    flush();
    const source = FakeEventSource.opened[0];
    expect(live.isOpen()).toBe(false);
    source.emit('ready', { topics: [] });
    expect(live.isOpen()).toBe(true);
    // A first connection cannot know what it missed before it: read afresh once.
    expect([chat.resyncs(), summary.resyncs()]).toEqual([1, 1]);
    source.emit('message', { topic: 'chat:state-CA', data: { id: 7 } }, '41');
    source.emit('message', { topic: 'chat:state-CA', data: { id: 7 } }, '41'); // replayed
    source.emit('money', { topic: 'competition', data: {} }, '42');
    expect(chat.events).toEqual([['message', { id: 7 }]]);
    expect(summary.events).toEqual([['money', {}]]);
  });

  it('resumes after the last event heard when the topics change, without a resync', () => {
    const live = liveConnection();
    const chat = recorder();
    live.follow('chat:state-CA', chat.handlers);
    flush();
    const first = FakeEventSource.opened[0];
    first.emit('ready', {});
    first.emit('message', { topic: 'chat:state-CA', data: { id: 1 } }, '90');
    live.follow('candidate:12', recorder().handlers);
    flush();
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    const second = FakeEventSource.opened[1];
    expect(second.query).toEqual({ topics: ['candidate:12', 'chat:state-CA'], lastEventId: '90' });
    second.emit('ready', {});
    expect(chat.resyncs()).toBe(1); // only the first connection's
    second.emit('resync', {});
    expect(chat.resyncs()).toBe(2);
  });

  describe("from the page's live position", () => {
    const writePosition = (text: string) => {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = LIVE_POSITION_ELEMENT_ID;
      element.textContent = text;
      document.head.append(element);
    };
    afterEach(() => {
      document.getElementById(LIVE_POSITION_ELEMENT_ID)?.remove();
      jest.restoreAllMocks();
    });

    it('resumes after it, so the server replays what happened since, and does not read afresh', () => {
      writePosition(JSON.stringify({ lastEventId: '317', heardAt: 1_764_300_000_000 }));
      const live = liveConnection();
      const summary = recorder();
      live.follow('competition', summary.handlers);
      flush();
      const source = FakeEventSource.opened[0];
      expect(source.url).toBe('/api/live?topics=competition&lastEventId=317&heardAt=1764300000000');
      source.emit('ready', {});
      expect(summary.resyncs()).toBe(0);
      source.emit('money', { topic: 'competition', data: {} }, '318'); // replayed
      expect(summary.events).toEqual([['money', {}]]);
      // A position the server no longer keeps: it says so, and the page reads afresh.
      source.emit('resync', {});
      expect(summary.resyncs()).toBe(1);
    });

    it('is not used once the page is a minute old, nor when it is not an event id', () => {
      writePosition(JSON.stringify({ lastEventId: '317', heardAt: 1_764_300_000_000 }));
      jest.spyOn(performance, 'now').mockReturnValue(LIVE_POSITION_FRESH_MS + 1);
      const live = liveConnection();
      const summary = recorder();
      live.follow('competition', summary.handlers);
      flush();
      expect(FakeEventSource.opened[0].query).toEqual({
        topics: ['competition'],
        lastEventId: null,
      });
      FakeEventSource.opened[0].emit('ready', {});
      expect(summary.resyncs()).toBe(1);

      jest.restoreAllMocks();
      document.getElementById(LIVE_POSITION_ELEMENT_ID)!.textContent = JSON.stringify({
        lastEventId: '1; drop table',
        heardAt: 1,
      });
      live.follow('chat:state-CA', recorder().handlers);
      flush();
      expect(FakeEventSource.opened[1].query).toEqual({
        topics: ['chat:state-CA', 'competition'],
        lastEventId: null,
      });
    });
  });

  it('polls while the browser reconnects, and asks a refusing server again later', () => {
    const live = liveConnection();
    live.follow('competition', recorder().handlers);
    flush();
    const source = FakeEventSource.opened[0];
    source.emit('ready', {});
    source.fail(); // dropped: the browser reconnects by itself
    expect(live.isOpen()).toBe(false);
    source.emit('ready', {});
    expect(live.isOpen()).toBe(true);
    source.fail({ refused: true });
    expect(live.isOpen()).toBe(false);
    jest.advanceTimersByTime(4_999);
    expect(FakeEventSource.opened).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.opened[1].fail({ refused: true });
    jest.advanceTimersByTime(9_999);
    expect(FakeEventSource.opened).toHaveLength(2); // twice as long the second time
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(3);
  });

  it('stays closed where there is no EventSource (the screens poll)', () => {
    removeFakeEventSource();
    const live = liveConnection();
    live.follow('competition', recorder().handlers);
    flush();
    expect(live.isOpen()).toBe(false);
  });
});
