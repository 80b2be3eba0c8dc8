import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { bestEffortsRoutes } from './best-efforts';
import { campaignReportRoutes } from './campaign-report';
import { campaignUrlsRoutes } from './campaign-urls';
import { candidatesRoutes } from './candidates';
import { chartsRoutes } from './charts';
import { chatModerationRoutes } from './chat-moderation';
import { chatRoutes } from './chat';
import { committeeReportRoutes } from './committee-report';
import { competitionRoutes } from './competition';
import { donationsRoutes } from './donations';
import { electionAdminRoutes } from './elections';
import { excessAdminRoutes, excessGiftRoutes } from './excess-gifts';
import { expressLinkRoutes } from './express-links';
import { experimentsRoutes } from './experiments';
import { geographyRoutes } from './geography';
import { healthRoutes } from './health';
import { mediaRoutes } from './media';
import { messagesRoutes } from './messages';
import { monthlyOfferRoutes } from './monthly-offer';
import { planRenewalRoutes } from './plan-renewal';
import { postModerationRoutes } from './post-moderation';
import { postsRoutes } from './posts';
import { refundRoutes } from './refunds';
import { releasesRoutes } from './releases';
import { replaysRoutes } from './replays';
import type { RouteDef, RouteKeyOf } from './route';
import { savedCardRoutes } from './saved-cards';
import { signInLinkRoutes } from './sign-in-link';
import { streamRoutes } from './stream';
import { tournamentAdminRoutes, tournamentRoutes } from './tournament';
import { uploadsRoutes } from './uploads';

/**
 * Every API route, grouped by area. Each route is declared once, with its method, path,
 * schemas and summary, in the contract file of its subject (posts.ts, donations.ts...); this
 * only names the areas. From it come the server's registration (server/src/routes, a type
 * error for a route without a handler), /api/openapi.json (server/src/http/openapi.ts) and
 * the browser's zod-free route table (routes-<area>.ts and browser-contract.ts, written by
 * `npm run generate -w shared-api`).
 */
export const contract = {
  health: healthRoutes,
  auth: { ...authRoutes, ...signInLinkRoutes },
  account: accountRoutes,
  admin: {
    ...adminRoutes,
    ...tournamentAdminRoutes,
    ...refundRoutes,
    ...electionAdminRoutes,
    ...excessAdminRoutes,
  },
  releases: releasesRoutes,
  competition: competitionRoutes,
  charts: chartsRoutes,
  geography: geographyRoutes,
  tournament: tournamentRoutes,
  candidates: candidatesRoutes,
  committeeReport: { ...committeeReportRoutes, ...excessGiftRoutes, ...campaignReportRoutes },
  chat: chatRoutes,
  chatModeration: chatModerationRoutes,
  media: mediaRoutes,
  stream: streamRoutes,
  donations: {
    ...donationsRoutes,
    ...savedCardRoutes,
    ...bestEffortsRoutes,
    ...planRenewalRoutes,
    ...monthlyOfferRoutes,
  },
  expressLinks: expressLinkRoutes,
  messages: messagesRoutes,
  uploads: uploadsRoutes,
  posts: postsRoutes,
  postModeration: postModerationRoutes,
  campaignUrls: campaignUrlsRoutes,
  experiments: experimentsRoutes,
  replays: replaysRoutes,
} as const;

export type Contract = typeof contract;

/** Every route's key (`'GET /api/posts'`), for the server's check that each has a handler. */
export type RouteKey = {
  [G in keyof Contract]: {
    [N in keyof Contract[G]]: RouteKeyOf<Contract[G][N]>;
  }[keyof Contract[G]];
}[keyof Contract];

/** Every route of the contract as a flat list (for registration loops and checks). */
export function contractRoutes(): RouteDef[] {
  return Object.values(contract).flatMap((group): RouteDef[] => Object.values(group));
}
