import { createContext, useContext, useState, type ReactNode } from 'react';
import { freshSeed, mulberry32, type Random } from './random';

const RandomContext = createContext<Random | null>(null);

export interface RandomProviderProps {
  /** The generator every simulation below uses; a fresh seeded one when omitted. */
  random?: Random;
  children: ReactNode;
}

/** Gives the simulations of the debate stage their one seeded generator. */
export function RandomProvider({ random, children }: RandomProviderProps) {
  // Made once per mount: a new generator on every render would restart the sequence.
  const [generator] = useState<Random>(() => random ?? mulberry32(freshSeed()));
  return <RandomContext.Provider value={generator}>{children}</RandomContext.Provider>;
}

/** The injected generator; a simulation outside a RandomProvider is a programming error. */
export function useRandom(): Random {
  const random = useContext(RandomContext);
  if (!random) throw new Error('useRandom needs a <RandomProvider> above it');
  return random;
}
