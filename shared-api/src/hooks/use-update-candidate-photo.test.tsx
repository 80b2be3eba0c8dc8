import { act } from '@testing-library/react';
import { json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import { queryKeys } from '../query-keys';
import { requestUploadUrl } from './request-upload-url';
import { useUpdateCandidatePhoto } from './use-update-candidate-photo';

describe('useUpdateCandidatePhoto', () => {
  it('PUTs the photo URL, caches the answer and refetches the candidate and own profile', async () => {
    const updated = { id: 7, name: 'Casey', profilePhotoUrl: '/files/uploads/abc.png' };
    const nextElection = { id: 9, kind: 'general', date: '2028-11-07', code: 'G2028' };
    const server = mockApi({ 'PUT /api/candidate/7/photo': () => json(200, updated) });
    const { result, queryClient } = renderHookWithQueryClient(() => useUpdateCandidatePhoto());
    queryClient.setQueryData(queryKeys.candidates.detail(7), {
      id: 7,
      name: 'Casey',
      profilePhotoUrl: null,
      nextElection,
    });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await act(() =>
      result.current.mutateAsync({ candidateId: 7, photoURL: '/files/uploads/abc.png' }),
    );
    expect(server.calls('PUT /api/candidate/7/photo')[0].body).toEqual({
      photoURL: '/files/uploads/abc.png',
    });
    // The photo's answer has no next election: the detail keeps its own.
    expect(queryClient.getQueryData(queryKeys.candidates.detail(7))).toEqual({
      ...updated,
      nextElection,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.candidates.detail(7) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.candidates.profile() });
  });
});

describe('requestUploadUrl', () => {
  it('POSTs /api/objects/upload and answers the one-time URL', async () => {
    const server = mockApi({
      'POST /api/objects/upload': () => json(200, { uploadURL: '/api/objects/upload/tok' }),
    });
    await expect(requestUploadUrl()).resolves.toEqual({ uploadURL: '/api/objects/upload/tok' });
    expect(server.requests).toEqual([
      { method: 'POST', url: '/api/objects/upload', body: undefined },
    ]);
  });
});
