import { useEffect } from 'react';

/**
 * docs/errors.md: a failed channel, candidates, candidate check or tournament creation is
 * logged (the page shows its placeholder or error state, never a toast).
 */
export function useLoggedFailure(what: string, error: Error | null) {
  useEffect(() => {
    if (error) console.error(`${what} failed: ${error.message}`);
  }, [what, error]);
}
