import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

interface Values {
  text: string;
}

const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the real resolver once and hands every check to it', async () => {
    const real = jest.fn<ReturnType<Resolver<Values>>, Parameters<Resolver<Values>>>(
      async (values) => ({ values, errors: {} }),
    );
    const load = jest.fn(async () => real as Resolver<Values>);
    const resolver = lazyResolver<Values>(load, { field: 'text', message: 'unavailable' });
    resolver.prepare();
    await expect(resolver({ text: 'hi' }, undefined, options)).resolves.toEqual({
      values: { text: 'hi' },
      errors: {},
    });
    await resolver({ text: 'again' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenCalledTimes(2);
  });

  it('refuses a submit on the given field when the rules cannot be downloaded, then retries', async () => {
    const real: Resolver<Values> = async (values) => ({ values, errors: {} });
    const load = jest
      .fn<Promise<Resolver<Values>>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(real);
    const resolver = lazyResolver<Values>(load, { field: 'text', message: 'Try again later.' });
    await expect(resolver({ text: 'hi' }, undefined, options)).resolves.toEqual({
      values: {},
      errors: { text: { type: 'unavailable', message: 'Try again later.' } },
    });
    await expect(resolver({ text: 'hi' }, undefined, options)).resolves.toEqual({
      values: { text: 'hi' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
