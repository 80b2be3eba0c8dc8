import { json, mockApi } from 'shared-config/testing';

// The shell asks who is logged in as its code loads, before anything renders: the candidate,
// Shorts and donate screens wait for the answer, so it must not wait for the first render.

it('asks /api/auth/user when the app module loads, before any render', async () => {
  const api = mockApi({ 'GET /api/auth/user': () => json(200, null) });
  await jest.isolateModulesAsync(async () => {
    await import('./app');
  });
  expect(api.calls('GET /api/auth/user')).toHaveLength(1);
});
