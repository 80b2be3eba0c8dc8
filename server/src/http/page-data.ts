import type { FastifyReply, FastifyRequest } from 'fastify';
import { chartKeys } from 'shared-api/chart-keys';
import {
  buildPath,
  contract,
  isStateCode,
  POSTS_PAGE_DEFAULT,
  type StateCode,
} from 'shared-api/contracts';
import { queryKeys } from 'shared-api/query-keys';
import { parseCandidateId } from 'shared-api/route-params';
import { SESSION_COOKIE } from '../auth/session';
import type { Db } from '../db/db';
import { donateVariantFor } from '../experiments/visitor-variant';
import { feedPageReader, type FeedPageReader } from '../posts/feed-pages';
import { competitionSummaryCache } from '../routes/competition-routes';
import { matchRoute } from './page-preloads';

// The data a page shows first, written into the page by the server (shell-html.ts) the way
// the remote list is: the shell puts it in the query cache before its first render, so the
// page draws its figures with its first paint instead of one more round trip (the API call)
// after the remote's code has arrived. Only small, public, per-visitor-identical answers go
// here (never a member's data: the page is the same for everyone), but for the donate page's
// experiment variant, which is the visitor's own and no secret. The Shorts feed is public
// too, except each member's own likes: it is written into a visitor's page only, and a
// member's page asks the API as before.

/** One query's data, under the query key the hooks of shared-api read it with. */
export interface PageDatum {
  queryKey: readonly unknown[];
  data: unknown;
}

/**
 * The data written into the page at `pathname` (an empty list where none is known); `reply`
 * takes the cookies a datum sets (the donate page's experiment visitor).
 */
export type PageDataSource = (
  pathname: string,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<PageDatum[]>;

/**
 * What the API answers a visitor's GET of `url` (a path of the contract), through the API
 * itself, so with its own checks and caches; undefined for any answer but 200.
 */
export type ApiRead = (url: string) => Promise<unknown>;

/** A candidate as GET /api/candidate/{id} answers it. */
function candidateRead(candidateId: number): PageRead {
  return [
    queryKeys.candidates.detail(candidateId),
    buildPath(contract.candidates.detail, { candidateId }),
  ];
}

/** What each screen of one candidate draws first: the candidate first, then the rest. */
const CANDIDATE_SCREEN_READS: Record<string, (candidateId: number) => PageRead[]> = {
  // The LIVE badge and the money chart.
  'candidate-screen': (candidateId) => [
    candidateRead(candidateId),
    [
      queryKeys.stream.candidate(candidateId),
      buildPath(contract.stream.candidate, { candidateId }),
    ],
    [chartKeys.candidate(candidateId), buildPath(contract.charts.candidate, { candidateId })],
  ],
  // Whether the form says TEST MODE (a visitor's only other read; a member's are theirs).
  'donate-screen': (candidateId) => [
    candidateRead(candidateId),
    [queryKeys.donations.paymentMode(), buildPath(contract.donations.paymentMode)],
  ],
};

/**
 * A candidate's page: its first answers as the API answers a visitor, for an id the page
 * itself would ask for (the same rule as the screen's). Nothing for an unknown candidate: the
 * page asks, gets 404 and says so.
 */
async function candidatePageData(
  readApi: ApiRead,
  reads: (candidateId: number) => PageRead[],
  param: string | undefined,
): Promise<PageDatum[]> {
  const candidateId = parseCandidateId(param);
  if (candidateId === null) return [];
  const wanted = reads(candidateId);
  const data = await readPageData(readApi, wanted);
  // The candidate is the first read: without it, the page says 'Candidate Not Found'.
  const candidateAnswered = data[0]?.queryKey === wanted[0]?.[0];
  return candidateAnswered ? data : [];
}

/**
 * A visitor's /Shorts: the feed's first page as GET /api/posts answers a visitor (the same
 * one-second page cache), in the shape of the feed's infinite query.
 */
async function feedPageData(feedPage: FeedPageReader): Promise<PageDatum[]> {
  const page = await feedPage({ before: null, limit: POSTS_PAGE_DEFAULT, viewer: null });
  return [{ queryKey: queryKeys.posts.feed(), data: { pages: [page.value], pageParams: [null] } }];
}

/** One answer a page draws first: the query key its hook reads and the API path it asks. */
type PageRead = readonly [queryKey: readonly unknown[], url: string];

/**
 * /PaidState/{state}'s first answers: the bracket and its tournament's state, the round's races, the bracket's money, the
 * candidates, the counties. Each arrived on its own before, and each arrival re-rendered the
 * page in one blocking task of its own (TanStack Query's store updates are synchronous renders).
 */
function stateScreenReads(code: StateCode): PageRead[] {
  return [
    [
      queryKeys.tournament.brackets('state', code),
      buildPath(contract.tournament.brackets, { level: 'state', code }),
    ],
    [
      queryKeys.tournament.place('state', code),
      buildPath(contract.tournament.place, { level: 'state', code }),
    ],
    [chartKeys.round('state', code), buildPath(contract.charts.round, { level: 'state', code })],
    [chartKeys.state(code), buildPath(contract.charts.state, { state: code })],
    [queryKeys.candidates.byGeography(code), buildPath(contract.candidates.byGeography, { code })],
    [queryKeys.geography.counties(code), buildPath(contract.geography.counties, { state: code })],
  ];
}

/**
 * A state's page: its first answers as the API answers a visitor, for the code the screen
 * reads from the path (any case, trimmed); none for a code that is no state.
 */
async function statePageData(readApi: ApiRead, param: string | undefined): Promise<PageDatum[]> {
  const code = (param ?? '').trim().toUpperCase();
  return isStateCode(code) ? readPageData(readApi, stateScreenReads(code)) : [];
}

/** The answers of `reads` the API gave, in order. */
async function readPageData(readApi: ApiRead, reads: PageRead[]): Promise<PageDatum[]> {
  const answers = await Promise.all(reads.map(([, url]) => readApi(url)));
  // A part the API did not answer is left to the page, which asks for it as before.
  return reads.flatMap(([queryKey], index) =>
    answers[index] === undefined ? [] : [{ queryKey, data: answers[index] }],
  );
}

/**
 * Who is logged in, for a request without a session cookie: "nobody", as GET /api/auth/user
 * answers a visitor, the same for every visitor. The screens that wait for it (candidate,
 * Shorts, donate) then draw at once, and no page re-renders when it arrives. A request with a
 * session cookie (even an expired one) gets nothing: the page asks, as the user is theirs.
 */
async function visitorAuthData(readApi: ApiRead, request: FastifyRequest): Promise<PageDatum[]> {
  if (request.cookies[SESSION_COOKIE]) return [];
  return readPageData(readApi, [[queryKeys.auth.user(), buildPath(contract.auth.user)]]);
}

/** The data a screen draws first (none for a page without any). */
async function screenPageData(
  db: Db,
  readApi: ApiRead,
  feedPage: FeedPageReader,
  pathname: string,
  request: FastifyRequest,
): Promise<PageDatum[]> {
  if (pathname.toLowerCase() === '/home') {
    const summary = await competitionSummaryCache(db).get();
    return [{ queryKey: queryKeys.competition.summary(), data: summary.value }];
  }
  const match = matchRoute(pathname);
  if (match?.route.screen === 'state-screen') return statePageData(readApi, match.params.state);
  const candidateReads = match && CANDIDATE_SCREEN_READS[match.route.screen];
  if (candidateReads) return candidatePageData(readApi, candidateReads, match.params.candidateId);
  if (match?.route.screen === 'shorts-screen') {
    // Any session cookie, even an expired one: a member's likes are theirs to ask for.
    return request.cookies[SESSION_COOKIE] ? [] : feedPageData(feedPage);
  }
  return [];
}

/**
 * The donate page's one per-visitor datum: the variant of the candidate's running experiment
 * this visitor sees (experiments/visitor-variant.ts), assigned, counted and its cookies set
 * here, so the form draws with it in its first render instead of after one more round trip
 * (the page is never cached: NO_CACHE). Only for a candidate the page has data of.
 */
async function donateVariantData(
  db: Db,
  pathname: string,
  request: FastifyRequest,
  reply: FastifyReply,
  publicOrigin: string,
  screenData: readonly PageDatum[],
): Promise<PageDatum[]> {
  const match = matchRoute(pathname);
  if (match?.route.screen !== 'donate-screen' || screenData.length === 0) return [];
  const candidateId = parseCandidateId(match.params.candidateId);
  if (candidateId === null) return [];
  const data = await donateVariantFor(db, request, reply, candidateId, publicOrigin);
  return [{ queryKey: queryKeys.candidates.donateVariant(candidateId), data }];
}

export function createPageDataSource(db: Db, readApi: ApiRead, publicOrigin = ''): PageDataSource {
  const feedPage = feedPageReader(db);
  return async (pathname, request, reply) => {
    try {
      const screenData = await screenPageData(db, readApi, feedPage, pathname, request);
      return [
        ...screenData,
        ...(await donateVariantData(db, pathname, request, reply, publicOrigin, screenData)),
        ...(await visitorAuthData(readApi, request)),
      ];
    } catch {
      // The page works without it: the hooks then ask the API as usual.
    }
    return [];
  };
}
