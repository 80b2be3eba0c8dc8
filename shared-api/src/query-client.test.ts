import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('applies the spec section 7 defaults', () => {
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
