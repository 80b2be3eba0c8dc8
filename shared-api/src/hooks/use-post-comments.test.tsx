import { waitFor } from '@testing-library/react';
import { json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import { testComment } from './post-test-data';
import { usePostComments } from './use-post-comments';

describe('usePostComments', () => {
  it('asks for nothing while not enabled, then reads the replies oldest first', async () => {
    const comments = [testComment(1), testComment(2)];
    const server = mockApi({ 'GET /api/posts/7/comments': () => json(200, comments) });
    let enabled = false;
    const { result, rerender } = renderHookWithQueryClient(() => usePostComments(7, enabled));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.requests).toHaveLength(0);

    enabled = true;
    rerender();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(comments);
    expect(server.calls('GET /api/posts/7/comments')).toHaveLength(1);
  });

  it('never asks for an id the server would refuse', async () => {
    const server = mockApi({});
    renderHookWithQueryClient(() => usePostComments('nope', true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.requests).toHaveLength(0);
  });
});
