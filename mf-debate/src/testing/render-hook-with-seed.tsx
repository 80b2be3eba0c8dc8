// Test-only: renders a simulation hook under a RandomProvider with a fixed seed (or a given
// source, e.g. one stuck at 0 to force the lowest draw).
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mulberry32, type Random } from '../features/simulation/random';
import { RandomProvider } from '../features/simulation/random-context';

export function renderHookWithSeed<Result, Props>(
  hook: (props: Props) => Result,
  {
    seed = 1,
    random = mulberry32(seed),
    initialProps,
  }: { seed?: number; random?: Random; initialProps?: Props } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RandomProvider random={random}>{children}</RandomProvider>
  );
  return renderHook(hook, { wrapper, initialProps });
}
