import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('never retries, never refetches on focus and keeps data until invalidated or polled', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(mutations?.retry).toBe(false);
  });

  it('creates a new client each time', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
