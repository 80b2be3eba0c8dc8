import { queryKeys } from 'shared-api/query-keys';
import type { Db } from '../db/db';
import { competitionSummaryCache } from '../routes/competition-routes';

// The data a page shows first, written into the page by the server (shell-html.ts) the way
// the remote list is: the shell puts it in the query cache before its first render, so the
// page draws its figures with its first paint instead of one more round trip (the API call)
// after the remote's code has arrived. Only small, public, per-visitor-identical answers go
// here (never a member's data: the page is the same for everyone).

/** One query's data, under the query key the hooks of shared-api read it with. */
export interface PageDatum {
  queryKey: readonly unknown[];
  data: unknown;
}

/** The data written into the page at `pathname` (an empty list where none is known). */
export type PageDataSource = (pathname: string) => Promise<PageDatum[]>;

export function createPageDataSource(db: Db): PageDataSource {
  return async (pathname) => {
    try {
      if (pathname.toLowerCase() === '/home') {
        const summary = await competitionSummaryCache(db).get();
        return [{ queryKey: queryKeys.competition.summary(), data: summary.value }];
      }
    } catch {
      // The page works without it: the hooks then ask the API as usual.
    }
    return [];
  };
}
