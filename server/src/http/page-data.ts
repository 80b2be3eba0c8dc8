import { queryKeys } from 'shared-api/query-keys';
import { findCandidate } from '../candidates/candidate-queries';
import type { Db } from '../db/db';
import { competitionSummaryCache } from '../routes/competition-routes';
import { matchRoute } from './page-preloads';

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

/** Screens that open on one candidate's public page data (GET /api/candidate/{id}). */
const CANDIDATE_SCREENS = new Set(['candidate-screen', 'donate-screen']);

/** The candidate a /candidate/{id} or /donate/{id} page shows, as the API answers it. */
async function candidatePageData(db: Db, pathname: string): Promise<PageDatum[]> {
  const match = matchRoute(pathname);
  if (!match || !CANDIDATE_SCREENS.has(match.route.screen)) return [];
  const raw = match.params.candidateId ?? '';
  // Only what the API would take: a positive whole number (anything else is its 400/404).
  if (!/^[1-9][0-9]{0,14}$/.test(raw)) return [];
  const candidateId = Number(raw);
  const candidate = await findCandidate(db, candidateId);
  // An unknown id is left to the page (it asks, gets 404 and says so).
  if (!candidate) return [];
  // Through JSON, as the API sends it (dates as ISO strings).
  return [
    {
      queryKey: queryKeys.candidates.detail(candidateId),
      data: JSON.parse(JSON.stringify(candidate)),
    },
  ];
}

export function createPageDataSource(db: Db): PageDataSource {
  return async (pathname) => {
    try {
      if (pathname.toLowerCase() === '/home') {
        const summary = await competitionSummaryCache(db).get();
        return [{ queryKey: queryKeys.competition.summary(), data: summary.value }];
      }
      return await candidatePageData(db, pathname);
    } catch {
      // The page works without it: the hooks then ask the API as usual.
    }
    return [];
  };
}
