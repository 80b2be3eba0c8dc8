import type { RoutePlace } from './route';
import { healthRoutes } from './routes-health';
import { authRoutes } from './routes-auth';
import { accountRoutes } from './routes-account';
import { adminRoutes } from './routes-admin';
import { releasesRoutes } from './routes-releases';
import { competitionRoutes } from './routes-competition';
import { chartsRoutes } from './routes-charts';
import { geographyRoutes } from './routes-geography';
import { tournamentRoutes } from './routes-tournament';
import { candidatesRoutes } from './routes-candidates';
import { committeeReportRoutes } from './routes-committee-report';
import { chatRoutes } from './routes-chat';
import { chatModerationRoutes } from './routes-chat-moderation';
import { mediaRoutes } from './routes-media';
import { streamRoutes } from './routes-stream';
import { donationsRoutes } from './routes-donations';
import { messagesRoutes } from './routes-messages';
import { uploadsRoutes } from './routes-uploads';
import { postsRoutes } from './routes-posts';
import { postModerationRoutes } from './routes-post-moderation';
import { campaignUrlsRoutes } from './routes-campaign-urls';

// Every API route's method and path, in one zod-free table. The contracts (contract.ts and
// the resource files) spread these into `defineRoute`, adding their schemas; the browser
// calls the API through `contract` (browser-contract.ts), which is this same table typed as
// the full contract, so pages that only call the API never load zod. There is no second copy
// of a path: changing one here changes the server's registration and the browser's URL
// together. Each area is a file of its own (routes-<area>.ts): webpack places and trims
// whole modules, so a page's bundle then carries only the areas it calls, whatever else
// the app loads later (browser-contract.ts).

export type { RoutePlace } from './route';

export const routes = {
  health: healthRoutes,
  auth: authRoutes,
  account: accountRoutes,
  admin: adminRoutes,
  releases: releasesRoutes,
  competition: competitionRoutes,
  charts: chartsRoutes,
  geography: geographyRoutes,
  tournament: tournamentRoutes,
  candidates: candidatesRoutes,
  committeeReport: committeeReportRoutes,
  chat: chatRoutes,
  chatModeration: chatModerationRoutes,
  media: mediaRoutes,
  stream: streamRoutes,
  donations: donationsRoutes,
  messages: messagesRoutes,
  uploads: uploadsRoutes,
  posts: postsRoutes,
  postModeration: postModerationRoutes,
  campaignUrls: campaignUrlsRoutes,
} as const;

export type Routes = typeof routes;

/** `'GET /api/posts'`: how a route is named when method and path are what matter. */
export type RouteKeyOf<P> = P extends RoutePlace ? `${P['method']} ${P['path']}` : never;

export type RouteKey = {
  [G in keyof Routes]: { [N in keyof Routes[G]]: RouteKeyOf<Routes[G][N]> }[keyof Routes[G]];
}[keyof Routes];

/** The key of a route: its method, a space, its path. */
export function routeKey<P extends RoutePlace>(route: P): RouteKeyOf<P> {
  return `${route.method} ${route.path}` as RouteKeyOf<P>;
}
