import { act } from '@testing-library/react';
import { json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import type { DirectMessage } from '../contracts';
import { queryKeys } from '../query-keys';
import { ApiError } from '../request';
import { useMarkMessageRead } from './use-mark-message-read';
import { useSendDirectMessage } from './use-send-direct-message';

const message = (id: number, isRead: boolean): DirectMessage => ({
  id,
  subject: `Subject ${id}`,
  message: `Body ${id}`,
  sentAt: '2026-01-02T03:04:05.000Z',
  isRead,
  senderName: 'Jane Doe',
});

describe('useSendDirectMessage', () => {
  const body = { recipientId: 3, candidateId: 7, subject: 'Hello', message: 'Good luck' };

  it("POSTs to /api/messages/send and refreshes the recipient's inbox", async () => {
    const server = mockApi({ 'POST /api/messages/send': () => json(201, message(1, false)) });
    const { result, queryClient } = renderHookWithQueryClient(() => useSendDirectMessage());
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await act(() => result.current.mutateAsync(body));
    expect(server.calls('POST /api/messages/send')[0].body).toEqual(body);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.messages.forCandidate(7) });
  });

  it('rejects with the ApiError of a failure', async () => {
    mockApi({ 'POST /api/messages/send': () => json(400, { message: 'Subject is required' }) });
    const { result } = renderHookWithQueryClient(() => useSendDirectMessage());
    const error = await act(() => result.current.mutateAsync(body).catch((e: unknown) => e));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body?.message).toBe('Subject is required');
  });
});

describe('useMarkMessageRead', () => {
  it('PATCHes /api/messages/{id}/read and updates the cached inbox at once', async () => {
    const server = mockApi({
      'PATCH /api/messages/2/read': () => json(200, message(2, true)),
      'GET /api/messages/candidate/7': () => json(200, [message(1, false), message(2, true)]),
    });
    const { result, queryClient } = renderHookWithQueryClient(() => useMarkMessageRead());
    queryClient.setQueryData(queryKeys.messages.forCandidate(7), [
      message(1, false),
      message(2, false),
    ]);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await act(() => result.current.mutateAsync(2));
    expect(server.calls('PATCH /api/messages/2/read')).toHaveLength(1);
    expect(
      queryClient
        .getQueryData<DirectMessage[]>(queryKeys.messages.forCandidate(7))
        ?.map((m) => m.isRead),
    ).toEqual([false, true]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.messages.all });
  });
});
