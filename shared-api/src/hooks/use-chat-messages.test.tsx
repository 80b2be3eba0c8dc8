import { act, waitFor } from '@testing-library/react';
import {
  FakeEventSource,
  installFakeEventSource,
  json,
  mockApi,
  removeFakeEventSource,
  renderHookWithQueryClient,
} from 'shared-config/testing';
import { CHAT_POLL_MS } from '../constants';
import type { ChatMessage } from '../contracts';
import { useChatMessages } from './use-chat-messages';

afterEach(() => {
  jest.useRealTimers();
});

const chatMessage = (id: number, text: string): ChatMessage => ({
  id,
  channelId: 'state-CA',
  username: 'voter',
  message: text,
  timestamp: '2026-01-02T03:04:05.000Z',
  isModerated: false,
  verified: false,
});

describe('useChatMessages', () => {
  it('reads the latest 50 of the channel: GET /api/chat/{channelId}?limit=50', async () => {
    const server = mockApi({ 'GET /api/chat/state-CA': () => json(200, [chatMessage(1, 'hi')]) });
    const { result } = renderHookWithQueryClient(() => useChatMessages('state-CA'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(server.requests[0].url).toBe('/api/chat/state-CA?limit=50');
    expect(result.current.data?.[0].message).toBe('hi');
  });

  it('polls every 3 seconds', async () => {
    jest.useFakeTimers();
    let answers = 0;
    const server = mockApi({
      'GET /api/chat/state-CA': () => json(200, [chatMessage(1, `answer ${++answers}`)]),
    });
    const { result } = renderHookWithQueryClient(() => useChatMessages('state-CA'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.[0].message).toBe('answer 1');
    expect(server.calls('GET /api/chat/state-CA')).toHaveLength(1);
    // Half a second early: waitFor above may already have moved the fake clock a little.
    await act(async () => jest.advanceTimersByTime(CHAT_POLL_MS - 500));
    expect(server.calls('GET /api/chat/state-CA')).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(500));
    await waitFor(() => expect(server.calls('GET /api/chat/state-CA')).toHaveLength(2));
    // The newer answer replaces the first (waitFor's own clock may have run a poll further).
    await waitFor(() => expect(result.current.data?.[0].message).not.toBe('answer 1'));
  });

  describe('with live push', () => {
    beforeEach(() => installFakeEventSource());
    afterEach(() => removeFakeEventSource());

    // Real timers: the push and the refetches it starts interleave as in a browser.
    it('adds each pushed message once, in order, and polls only while push is not open', async () => {
      const server = mockApi({
        'GET /api/chat/state-CA': () => json(200, [chatMessage(1, 'first')]),
      });
      const { result, queryClient } = renderHookWithQueryClient(() => useChatMessages('state-CA'));
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
      const source = FakeEventSource.opened[0];
      expect(source.query.topics).toEqual(['chat:state-CA']);
      await act(async () => source.emit('ready', {}));
      // Its first connection reads the channel once more (what came before it opened).
      await waitFor(() => expect(server.calls('GET /api/chat/state-CA')).toHaveLength(2));
      await act(async () => {
        source.emit('message', { topic: 'chat:state-CA', data: chatMessage(3, 'third') }, '12');
        source.emit('message', { topic: 'chat:state-CA', data: chatMessage(2, 'second') }, '11');
        source.emit('message', { topic: 'chat:state-CA', data: chatMessage(3, 'third') }, '12');
      });
      // The cache, as the other hook tests read it (what the screen renders from).
      const cached = () =>
        queryClient
          .getQueryData<ChatMessage[]>(['chat', 'messages', 'state-CA'])
          ?.map((m) => m.message);
      expect(cached()).toEqual(['first', 'second', 'third']);
      await act(() => new Promise((resolve) => setTimeout(resolve, CHAT_POLL_MS + 300)));
      expect(server.calls('GET /api/chat/state-CA')).toHaveLength(2); // no polling while pushed
      await act(async () => source.fail());
      await waitFor(() => expect(server.calls('GET /api/chat/state-CA')).toHaveLength(3), {
        timeout: CHAT_POLL_MS + 1_000,
      });
      // The poll keeps what was pushed (newer than what it read).
      await waitFor(() =>
        expect(queryClient.getQueryState(['chat', 'messages', 'state-CA'])?.fetchStatus).toBe(
          'idle',
        ),
      );
      expect(cached()).toEqual(['first', 'second', 'third']);
    }, 15_000);
  });
});
