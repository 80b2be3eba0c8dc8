import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Called by a stream poll before its answer is shown. When the stream's total has moved
 * since the last answer, the queries that show the same money (the candidate's header
 * total, the Live Donations list) are asked again and awaited, so every figure on screen
 * moves in the same poll instead of up to a polling interval apart.
 * A failed refresh is left to those queries' own error handling (invalidate never throws).
 */
export async function followStreamTotal(
  client: QueryClient,
  total: { before: number | undefined; now: number },
  followers: QueryKey[],
): Promise<void> {
  if (total.before === undefined || total.before === total.now) return;
  await Promise.all(followers.map((queryKey) => client.invalidateQueries({ queryKey })));
}
