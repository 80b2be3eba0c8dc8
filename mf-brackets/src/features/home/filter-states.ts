import type { UsState } from 'shared-api';

/**
 * The states whose name or code contains the query, ignoring case. Spaces
 * around the query are ignored, so 'tex ' still finds Texas; an empty query keeps all.
 */
export function filterStates<S extends Pick<UsState, 'name' | 'code'>>(
  states: readonly S[],
  query: string,
): S[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...states];
  return states.filter(
    (state) =>
      state.name.toLowerCase().includes(needle) || state.code.toLowerCase().includes(needle),
  );
}
