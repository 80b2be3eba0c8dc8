import { useEffect } from 'react';
import { ApiError } from 'shared-api';

/**
 * docs/errors.md: a failed counties or cities list (or the name looked up in it) is only
 * logged as 'API request failed: {status}'; the page shows an empty list and its defaults.
 */
export function useLoggedFailure(error: Error | null) {
  useEffect(() => {
    if (!error) return;
    const status = error instanceof ApiError ? error.status : error.message;
    console.error(`API request failed: ${status}`);
  }, [error]);
}
