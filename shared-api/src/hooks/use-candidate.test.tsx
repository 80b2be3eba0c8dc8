import { waitFor } from '@testing-library/react';
import { failure, json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import { useCandidate } from './use-candidate';
import { useCandidateMessages } from './use-candidate-messages';

const casey = { id: 7, userId: 3, name: 'Casey Morales' };

describe('useCandidate', () => {
  it('reads one candidate by id (digits or number share one cache entry)', async () => {
    const server = mockApi({ 'GET /api/candidate/7': () => json(200, casey) });
    const { result } = renderHookWithQueryClient(() => useCandidate('7'));
    await waitFor(() => expect(result.current.data).toEqual(casey));
    expect(server.requests.map((r) => r.url)).toEqual(['/api/candidate/7']);
  });

  it('reads a 404 as null (no such candidate), not as a failure', async () => {
    mockApi({ 'GET /api/candidate/999': () => failure(404, 'Not Found', 'Candidate not found') });
    const { result } = renderHookWithQueryClient(() => useCandidate(999));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(result.current.error).toBeNull();
  });

  it('fails on other errors', async () => {
    mockApi({ 'GET /api/candidate/7': () => failure(500, 'Internal Server Error') });
    const { result } = renderHookWithQueryClient(() => useCandidate(7));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('500: {"message":"Internal Server Error"}');
  });

  it.each([[undefined], ['abc'], ['0'], ['-3']])('stays idle for %p (no request)', async (id) => {
    const server = mockApi({});
    const { result } = renderHookWithQueryClient(() => useCandidate(id));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.requests).toHaveLength(0);
  });
});

describe('useCandidateMessages', () => {
  const inbox = [
    {
      id: 1,
      subject: 'Hi',
      message: 'Hello',
      sentAt: '2026-01-02T03:04:05.000Z',
      isRead: false,
      senderName: null,
    },
  ];

  it("reads the candidate's inbox when enabled", async () => {
    const server = mockApi({ 'GET /api/messages/candidate/7': () => json(200, inbox) });
    const { result } = renderHookWithQueryClient(() => useCandidateMessages(7, true));
    await waitFor(() => expect(result.current.data).toEqual(inbox));
    expect(server.calls('GET /api/messages/candidate/7')).toHaveLength(1);
  });

  it('never asks while disabled (not the owner)', async () => {
    const server = mockApi({ 'GET /api/messages/candidate/7': () => json(200, inbox) });
    const { result } = renderHookWithQueryClient(() => useCandidateMessages(7, false));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.requests).toHaveLength(0);
  });
});
