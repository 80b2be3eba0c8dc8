import { act } from '@testing-library/react';
import { json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import type { SendChatMessageBody } from '../contracts';
import { queryKeys } from '../query-keys';
import { ApiError } from '../request';
import { useSendChatMessage } from './use-send-chat-message';

const body: SendChatMessageBody = {
  channelId: 'state-CA',
  username: 'Sam',
  message: 'Hello',
  isModerated: false,
};

describe('useSendChatMessage', () => {
  it("POSTs /api/chat and refreshes that channel's messages", async () => {
    const server = mockApi({
      'POST /api/chat': () => json(201, { id: 9, ...body, timestamp: '2026-01-02T03:04:05.000Z' }),
    });
    const { result, queryClient } = renderHookWithQueryClient(() => useSendChatMessage());
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await act(() => result.current.mutateAsync(body));
    expect(server.calls('POST /api/chat')[0].body).toEqual(body);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.chat.messages('state-CA') });
  });

  it('rejects with the ApiError of a refusal, its JSON body included', async () => {
    mockApi({
      'POST /api/chat': () =>
        json(429, { message: 'You are sending messages too fast. Wait a few seconds.' }),
    });
    const { result } = renderHookWithQueryClient(() => useSendChatMessage());
    const error = await act(() => result.current.mutateAsync(body).catch((e: unknown) => e));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).body?.message).toBe(
      'You are sending messages too fast. Wait a few seconds.',
    );
  });
});
